import 'server-only';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { slugify } from '../../../domain/slug';
import type { Database } from '../client';
import * as schema from '../schema';
import { DAY, MINUTE, publicationTime, saoPauloTime } from './dates';
import { createRandom, type Random } from './random';
import { CATEGORY_WEIGHTS, scaleText } from './scale-text';
import { CATEGORIES, type CategorySlug } from './station';

/*
 * The scale corpus (npm run seed:scale): N published posts over the last five years, added to a
 * database that already holds the demo station, reusing its categories, staff, team and pictures.
 * Scale posts are told apart by their slug, which ends in `-esc<n>` (n counts from 1 across runs),
 * so they can be added to or removed without touching anything else.
 */

export const SCALE_SLUG_PATTERN = '-esc[0-9]+$';
export const SCALE_DEFAULT_SEED = 2026;
export const SCALE_YEARS = 5;

const STATUS_SHARES = { rascunho: 0.015, arquivado: 0.005 } as const;
const FEATURED_SHARE = 0.025;
const SCHEDULED_SHARE = 0.001;
/** Posts per day grow over the five years, from (1 − GROWTH) to (1 + GROWTH) times the average. */
const GROWTH = 0.4;
const LEGENDA = 'Imagem ilustrativa — Arquivo Sintonia FM';

export type ScaleContext = {
  categories: Map<CategorySlug, number>;
  /** Users who sign the posts. */
  authors: number[];
  /** Team members who sign columns. */
  columnists: number[];
  /** Featured pictures already used by the demo, per category, and all of them. */
  imagesByCategory: Map<number, string[]>;
  images: string[];
};

export type ScalePost = {
  index: number;
  row: typeof schema.postagens.$inferInsert & { slug: string };
  galeria: Array<{ url: string; legenda: string; ordem: number }>;
};

/** What the demo station left in the database, for the scale posts to point at. */
export async function loadScaleContext(db: Database): Promise<ScaleContext> {
  const categoryRows = await db.select({ id: schema.categorias.id, slug: schema.categorias.slug }).from(schema.categorias);
  const categories = new Map<CategorySlug, number>();
  for (const category of CATEGORIES) {
    const row = categoryRows.find((candidate) => candidate.slug === category.slug);
    if (row) categories.set(category.slug, row.id);
  }
  if (categories.size === 0) {
    throw new Error('O banco não tem as categorias da estação de demonstração: rode npm run db:seed antes (ou use um banco vazio).');
  }
  const authors = (
    await db.select({ id: schema.usuarios.id }).from(schema.usuarios).where(eq(schema.usuarios.ativo, true)).orderBy(asc(schema.usuarios.id))
  ).map((row) => row.id);
  if (authors.length === 0) throw new Error('O banco não tem usuários ativos para assinar as postagens.');
  const columnists = (
    await db
      .selectDistinct({ id: schema.postagens.membroEquipeId })
      .from(schema.postagens)
      .where(isNotNull(schema.postagens.membroEquipeId))
      .orderBy(asc(schema.postagens.membroEquipeId))
  ).map((row) => row.id as number);
  if (columnists.length === 0) {
    const members = await db.select({ id: schema.membrosEquipe.id }).from(schema.membrosEquipe).orderBy(asc(schema.membrosEquipe.id));
    columnists.push(...members.map((row) => row.id));
  }
  const imageRows = await db
    .selectDistinct({ categoriaId: schema.postagens.categoriaId, url: schema.postagens.imagemDestaque })
    .from(schema.postagens)
    .where(sql`${schema.postagens.imagemDestaque} is not null and ${schema.postagens.slug} !~ ${SCALE_SLUG_PATTERN}`)
    .orderBy(asc(schema.postagens.categoriaId), asc(schema.postagens.imagemDestaque));
  const imagesByCategory = new Map<number, string[]>();
  for (const row of imageRows) {
    const list = imagesByCategory.get(row.categoriaId) ?? [];
    list.push(row.url as string);
    imagesByCategory.set(row.categoriaId, list);
  }
  const images = [...new Set(imageRows.map((row) => row.url as string))];
  return { categories, authors, columnists, imagesByCategory, images };
}

/** The highest n among the `-esc<n>` slugs already stored (0 when there are none). */
export async function lastScaleIndex(db: Database): Promise<number> {
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(substring(${schema.postagens.slug} from '-esc([0-9]+)$')::int), 0)::int` })
    .from(schema.postagens)
    .where(sql`${schema.postagens.slug} ~ ${SCALE_SLUG_PATTERN}`);
  return Number(last);
}

/** Removes every scale post (their galleries and daily views go with them). */
export async function removeScalePosts(db: Database): Promise<number> {
  const removed = await db
    .delete(schema.postagens)
    .where(sql`${schema.postagens.slug} ~ ${SCALE_SLUG_PATTERN}`)
    .returning({ id: schema.postagens.id });
  return removed.length;
}

function weightedCategory(slugs: CategorySlug[], cumulative: number[], random: Random): CategorySlug {
  const roll = random.next() * cumulative[cumulative.length - 1];
  const index = cumulative.findIndex((edge) => roll < edge);
  return slugs[index === -1 ? slugs.length - 1 : index];
}

/** Where post `position` of `count` falls in the five years, oldest first: 0 five years ago, 1 now. */
function timeShare(position: number, count: number, random: Random): number {
  const p = Math.min(0.999999, (position + random.next()) / count);
  // Inverse of F(t) = (1 − g)·t + g·t², the cumulative share for a linear growth of posts per day.
  return (-(1 - GROWTH) + Math.sqrt((1 - GROWTH) ** 2 + 4 * GROWTH * p)) / (2 * GROWTH);
}

export type PlanOptions = {
  /** n of the first post (1 for an empty corpus, last + 1 when adding). */
  firstIndex: number;
  count: number;
  seed: number;
  now: Date;
  years?: number;
};

/**
 * The scale posts, oldest first, so ids grow with publication dates as they do on a live site.
 * Deterministic for the same options (and the same context). A small share is drafts, archived
 * or scheduled after `now`; the rest is published, some of it featured.
 */
export function* planScalePosts(context: ScaleContext, options: PlanOptions): Generator<ScalePost> {
  const random = createRandom((options.seed * 1_000_003 + options.firstIndex) >>> 0);
  const years = options.years ?? SCALE_YEARS;
  const spanDays = Math.round(years * 365.25);
  const slugs = CATEGORIES.map((category) => category.slug).filter((slug) => context.categories.has(slug));
  const cumulative: number[] = [];
  slugs.reduce((sum, slug) => (cumulative.push(sum + CATEGORY_WEIGHTS[slug]), sum + CATEGORY_WEIGHTS[slug]), 0);
  const scheduled = Math.max(options.count >= 200 ? 1 : 0, Math.round(options.count * SCHEDULED_SHARE));
  const dated = options.count - scheduled;
  const now = options.now;

  for (let position = 0; position < options.count; position++) {
    const index = options.firstIndex + position;
    const categoria = weightedCategory(slugs, cumulative, random);
    const categoriaId = context.categories.get(categoria) as number;
    const text = scaleText(categoria, random);
    const autorId = random.pick(context.authors);

    let status: 'publicado' | 'rascunho' | 'arquivado' | 'agendado' = 'publicado';
    let publicadoEm: Date | null;
    if (position >= dated) {
      status = 'agendado';
      publicadoEm = saoPauloTime(now, -random.int(1, 14), random.int(6, 10), random.int(0, 11) * 5);
    } else {
      const daysAgo = Math.max(0, Math.min(spanDays, Math.round((1 - timeShare(position, dated, random)) * spanDays)));
      publicadoEm = publicationTime(now, daysAgo, random);
      const roll = random.next();
      if (roll < STATUS_SHARES.rascunho) status = 'rascunho';
      else if (roll < STATUS_SHARES.rascunho + STATUS_SHARES.arquivado) status = 'arquivado';
    }
    const writtenAt = new Date((publicadoEm as Date).getTime() - random.int(15, 240) * MINUTE);
    const criadoEm = writtenAt.getTime() > now.getTime() ? new Date(now.getTime() - random.int(1, 48) * 60 * MINUTE) : writtenAt;
    if (status === 'rascunho') publicadoEm = null;
    const reference = publicadoEm ?? criadoEm;
    const edited = random.chance(0.25) ? new Date(reference.getTime() + random.int(5, 600) * MINUTE) : reference;
    const atualizadoEm = edited.getTime() > now.getTime() ? (reference.getTime() > now.getTime() ? criadoEm : reference) : edited;
    const ageDays = Math.max(0, (now.getTime() - reference.getTime()) / DAY);
    const visualizacoes = status === 'publicado' || status === 'arquivado' ? Math.round(40 + random.next() ** 3 * 9000 + Math.min(ageDays, 60) * random.int(2, 30)) : 0;
    const destaque = status === 'publicado' && random.chance(FEATURED_SHARE);

    const pool = context.imagesByCategory.get(categoriaId) ?? context.images;
    const withImage = categoria === 'galeria-de-fotos' || (categoria === 'colunistas' ? random.chance(0.5) : random.chance(0.85));
    const imagemDestaque = withImage && pool.length > 0 ? random.pick(pool) : null;
    const galeria =
      categoria === 'galeria-de-fotos' && context.images.length > 0
        ? random.sample(context.images, Math.min(context.images.length, random.int(4, 8))).map((url, ordem) => ({
            url,
            legenda: `Foto ${ordem + 1} — ${text.titulo.replace(/^(Galeria|Fotos): /, '')}`,
            ordem,
          }))
        : [];

    yield {
      index,
      galeria,
      row: {
        titulo: text.titulo,
        slug: `${slugify(text.titulo).slice(0, 90).replace(/-+$/, '')}-esc${index}`,
        resumo: text.resumo,
        conteudo: text.conteudo,
        imagemDestaque,
        legenda: imagemDestaque ? LEGENDA : null,
        categoriaId,
        autorId,
        atualizadoPorId: autorId,
        membroEquipeId: categoria === 'colunistas' && context.columnists.length > 0 ? random.pick(context.columnists) : null,
        destaque,
        status,
        publicadoEm,
        visualizacoes,
        tags: text.tags,
        criadoEm,
        atualizadoEm,
      },
    };
  }
}

export type ScaleSeedOptions = {
  posts: number;
  seed?: number;
  now?: Date;
  years?: number;
  /** Rows per INSERT (default 1000). */
  batchSize?: number;
  /** Rows per transaction (default 10,000). */
  transactionSize?: number;
  onProgress?: (done: number, total: number) => void;
};

export type ScaleSeedResult = { firstIndex: number; lastIndex: number; inserted: number; galleryImages: number; durationMs: number };

/** Adds `posts` scale posts after the ones already stored; the demo station must be there. */
export async function seedScalePosts(db: Database, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const started = Date.now();
  const context = await loadScaleContext(db);
  const firstIndex = (await lastScaleIndex(db)) + 1;
  const batchSize = options.batchSize ?? 1000;
  const transactionSize = Math.max(batchSize, options.transactionSize ?? 10_000);
  const plan = planScalePosts(context, {
    firstIndex,
    count: options.posts,
    seed: options.seed ?? SCALE_DEFAULT_SEED,
    now: options.now ?? new Date(),
    years: options.years,
  });

  let inserted = 0;
  let galleryImages = 0;
  while (inserted < options.posts) {
    await db.transaction(async (tx) => {
      let inThisTransaction = 0;
      while (inThisTransaction < transactionSize && inserted < options.posts) {
        const batch: ScalePost[] = [];
        while (batch.length < batchSize) {
          const next = plan.next();
          if (next.done) break;
          batch.push(next.value);
        }
        if (batch.length === 0) return;
        const ids = await tx
          .insert(schema.postagens)
          .values(batch.map((post) => post.row))
          .returning({ id: schema.postagens.id, slug: schema.postagens.slug });
        const idBySlug = new Map(ids.map((row) => [row.slug, row.id]));
        const gallery = batch.flatMap((post) => post.galeria.map((photo) => ({ ...photo, postagemId: idBySlug.get(post.row.slug) as number })));
        if (gallery.length > 0) await tx.insert(schema.postagemImagens).values(gallery);
        galleryImages += gallery.length;
        inserted += batch.length;
        inThisTransaction += batch.length;
      }
    });
    options.onProgress?.(inserted, options.posts);
  }
  if (inserted > 0) {
    await db.insert(schema.logs).values({
      acao: 'importar',
      entidade: 'sistema',
      detalhes: { descricao: 'Carga de escala (npm run seed:scale)', postagens: inserted, de: firstIndex, ate: firstIndex + inserted - 1 },
    });
  }
  return { firstIndex, lastIndex: firstIndex + inserted - 1, inserted, galleryImages, durationMs: Date.now() - started };
}

/** Fresh planner statistics and visibility map after a bulk load (PGlite has no autovacuum). */
export async function analyzeAfterBulkLoad(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) postagens, postagem_imagens`);
}

/** Counts of scale posts per status, for the report. */
export async function scaleStatusCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: schema.postagens.status, total: sql<number>`count(*)::int` })
    .from(schema.postagens)
    .where(sql`${schema.postagens.slug} ~ ${SCALE_SLUG_PATTERN}`)
    .groupBy(schema.postagens.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.total)]));
}
