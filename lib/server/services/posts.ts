import 'server-only';
import { DB_INT_MAX } from '@/lib/schemas/integers';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX } from '@/lib/domain/constants';
import type { PublicPostListQuery } from '@/lib/schemas/public';
import type { Database } from '../db/client';
import { categorias, contagemPostagens, membrosEquipe, postagemImagens, postagens, usuarios } from '../db/schema';
import { notFound } from '@/lib/server/errors';

/** Published, or scheduled and due: a scheduled post goes live on the first read after its time. */
export const isPubliclyVisible: SQL = sql`(
  (${postagens}.status = 'publicado' and (${postagens}.publicado_em is null or ${postagens}.publicado_em <= now()))
  or (${postagens}.status = 'agendado' and ${postagens}.publicado_em <= now())
)`;

/** The date readers see: when it went public, else when it was written. */
const publicDate = sql<Date>`coalesce(${postagens.publicadoEm}, ${postagens.criadoEm})`;

const postColumns = {
  id: postagens.id,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  conteudo: postagens.conteudo,
  imagemDestaque: postagens.imagemDestaque,
  legenda: postagens.legenda,
  destaque: postagens.destaque,
  status: postagens.status,
  visualizacoes: postagens.visualizacoes,
  tags: postagens.tags,
  publicadoEm: postagens.publicadoEm,
  criadoEm: postagens.criadoEm,
  atualizadoEm: postagens.atualizadoEm,
  dataPublica: publicDate,
  categoriaId: categorias.id,
  categoriaNome: categorias.nome,
  categoriaSlug: categorias.slug,
  categoriaCor: categorias.cor,
  autorId: usuarios.id,
  autorNome: usuarios.nome,
  autorFoto: usuarios.avatar,
  membroId: membrosEquipe.id,
  membroNome: membrosEquipe.nome,
  membroCargo: membrosEquipe.cargo,
  membroAvatar: membrosEquipe.avatar,
};

type PostRow = {
  [K in keyof typeof postColumns]: unknown;
} & {
  id: number;
  tags: string[];
  publicadoEm: Date | null;
  criadoEm: Date;
  atualizadoEm: Date;
  dataPublica: Date | string;
};

export type PublicPost = ReturnType<typeof toPublicPost>;

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function toPublicPost(row: PostRow, gallery: { id: number; url: string; legenda: string | null; ordem: number }[]) {
  return {
    id: row.id,
    titulo: row.titulo as string,
    slug: row.slug as string,
    resumo: (row.resumo as string | null) ?? null,
    conteudo: row.conteudo as string,
    imagemDestaque: (row.imagemDestaque as string | null) ?? null,
    legenda: (row.legenda as string | null) ?? null,
    categoria: { id: row.categoriaId as number, nome: row.categoriaNome as string, slug: row.categoriaSlug as string, cor: row.categoriaCor as string },
    autor: { id: row.autorId as number, nome: row.autorNome as string, foto: (row.autorFoto as string | null) ?? null },
    membroEquipe: row.membroId
      ? { id: row.membroId as number, nome: row.membroNome as string, cargo: row.membroCargo as string, avatar: (row.membroAvatar as string | null) ?? null }
      : null,
    destaque: Boolean(row.destaque),
    status: 'publicado' as const,
    visualizacoes: Number(row.visualizacoes),
    tags: row.tags,
    galeriaImagens: gallery,
    // Public readers see the publication moment as the post's date (DESIGN: one canonical shape).
    criadoEm: toIso(row.dataPublica)!,
    publicadoEm: toIso(row.publicadoEm) ?? toIso(row.dataPublica)!,
    atualizadoEm: toIso(row.atualizadoEm)!,
  };
}

/** A public post with what it carries: category, author and (for columns) team member. */
function baseSelect(db: Database) {
  return db
    .select(postColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId));
}

async function galleriesFor(db: Database, ids: number[]) {
  const byPost = new Map<number, { id: number; url: string; legenda: string | null; ordem: number }[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .select()
    .from(postagemImagens)
    .where(inArray(postagemImagens.postagemId, ids))
    .orderBy(asc(postagemImagens.postagemId), asc(postagemImagens.ordem), asc(postagemImagens.id));
  for (const row of rows) {
    const list = byPost.get(row.postagemId) ?? [];
    list.push({ id: row.id, url: row.url, legenda: row.legenda, ordem: row.ordem });
    byPost.set(row.postagemId, list);
  }
  return byPost;
}

/**
 * Each word a prefix, all words required; accents are folded in SQL the same way as the indexed
 * text. With `weights` 'A', only title words match.
 */
export function toPrefixTsQuery(term: string, weights = ''): string | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  return words.length ? words.map((w) => `${w}:*${weights}`).join(' & ') : null;
}

/**
 * The public search's query: every word required, the last one a prefix (the reader may still be
 * typing it), the others whole words after stemming ('câmara' finds câmara, not campo or caminhão;
 * whole words are also far cheaper to look up than prefixes). Accents are folded in SQL the same
 * way as the indexed text. With `weights` 'A', only title words match.
 */
export function toSearchTsQuery(term: string, weights = ''): string | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  return words.length ? words.map((w, i) => (i === words.length - 1 ? `${w}:*${weights}` : `${w}${weights ? `:${weights}` : ''}`)).join(' & ') : null;
}

export type PostListResult = {
  dados: PublicPost[];
  meta: { pagina: number; limite: number; total: number; totalPaginas: number };
};

/** Width of contagem_postagens.periodo, in seconds: sintonia_periodo() of migration 0003 (30 days). */
export const PERIOD_SECONDS = 2_592_000;

/**
 * Search ranks the newest matches only (SEARCH_RESULTS_MAX): a common word matches tens of
 * thousands of posts; reading (and ranking) every one of them would cost a page view hundreds of
 * milliseconds, and nobody pages through more than a few screens of results.
 */
export const SEARCH_CANDIDATES = SEARCH_RESULTS_MAX;
/** Search first looks for its candidates among this many of the newest posts in scope. */
export const SEARCH_WINDOW = 3000;

/** Which posts a list shows, besides being public. */
type Scope = { categoria?: string; categoriaId?: number; destaque?: boolean; excluir?: number };

const categoryIdOfSlug = (slug: string) => sql`(select ${categorias.id} from ${categorias} where ${categorias.slug} = ${slug})`;

const allOf = (conditions: SQL[]): SQL => (conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`);

/** The scope's conditions on postagens (excluir left out: see scopeConditions). */
function scopeFilters(scope: Scope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.categoria !== undefined) conditions.push(sql`${postagens.categoriaId} = ${categoryIdOfSlug(scope.categoria)}`);
  if (scope.categoriaId !== undefined) conditions.push(eq(postagens.categoriaId, scope.categoriaId));
  if (scope.destaque) conditions.push(eq(postagens.destaque, true));
  return conditions;
}

function scopeConditions(scope: Scope): SQL[] {
  const conditions = scopeFilters(scope);
  if (scope.excluir !== undefined) conditions.push(ne(postagens.id, scope.excluir));
  return conditions;
}

/**
 * Rows (categoria_id, periodo, n) whose sums, per category or per period, are the public posts in
 * scope: the counters of published posts (kept by triggers, see contagemPostagens), less the ones
 * dated in the future, plus the scheduled posts already due, less the excluded post. Only the
 * counters grow with the site; the corrections read a few index entries.
 */
export function publicCountRows(scope: Scope = {}): SQL {
  const counterScope: SQL[] = [];
  if (scope.categoria !== undefined) counterScope.push(sql`${contagemPostagens.categoriaId} = ${categoryIdOfSlug(scope.categoria)}`);
  if (scope.categoriaId !== undefined) counterScope.push(eq(contagemPostagens.categoriaId, scope.categoriaId));
  if (scope.destaque) counterScope.push(eq(contagemPostagens.destaque, true));
  const inScope = allOf(scopeFilters(scope));
  const periodOf = sql`sintonia_periodo(${publicDate})`;
  const parts = [
    sql`select ${contagemPostagens.categoriaId} as categoria_id, ${contagemPostagens.periodo} as periodo, ${contagemPostagens.total} as n
      from ${contagemPostagens} where ${allOf(counterScope)}`,
    // Published but dated ahead: counted, not public yet (isPubliclyVisible).
    sql`select ${postagens.categoriaId}, ${periodOf}, -1 from ${postagens}
      where ${postagens.status} = 'publicado' and ${postagens.publicadoEm} > now() and ${inScope}`,
    // Scheduled and due: public before the scheduler flips them to 'publicado'.
    sql`select ${postagens.categoriaId}, ${periodOf}, 1 from ${postagens}
      where ${postagens.status} = 'agendado' and ${postagens.publicadoEm} <= now() and ${inScope}`,
  ];
  if (scope.excluir !== undefined) {
    parts.push(sql`select ${postagens.categoriaId}, ${periodOf}, -1 from ${postagens}
      where ${postagens.id} = ${scope.excluir} and ${isPubliclyVisible} and ${inScope}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** Public posts in scope per period of their public date, oldest first; empty periods left out. */
async function countsByPeriod(db: Database, scope: Scope): Promise<Array<{ periodo: number; total: number }>> {
  return db
    .select({ periodo: sql<number>`periodo`.mapWith(Number), total: sql<number>`sum(n)::int`.mapWith(Number) })
    .from(sql`${publicCountRows(scope)} as linhas`)
    .groupBy(sql`periodo`)
    .having(sql`sum(n) <> 0`)
    .orderBy(sql`periodo`);
}

const periodStart = (periodo: number) => new Date(periodo * PERIOD_SECONDS * 1000).toISOString();

function emptyList(query: PublicPostListQuery, total = 0): PostListResult {
  return { dados: [], meta: { pagina: query.pagina, limite: query.limite, total, totalPaginas: Math.ceil(total / query.limite) } };
}

async function withGalleries(db: Database, rows: PostRow[], query: PublicPostListQuery, total: number): Promise<PostListResult> {
  const galleries = await galleriesFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    dados: rows.map((row) => toPublicPost(row, galleries.get(row.id) ?? [])),
    meta: { pagina: query.pagina, limite: query.limite, total, totalPaginas: Math.ceil(total / query.limite) },
  };
}

/**
 * Lists in the order readers see (public date, newest first; oldest first with direcao=asc), the
 * order of every list the site shows. The total comes from the counters; a deep page starts at the
 * period that holds its first post, so it reads at most one period's worth of index entries
 * before its own, whatever the page number. Pages are picked index-only, then joined.
 */
async function listByPublicDate(db: Database, query: PublicPostListQuery, scope: Scope): Promise<PostListResult> {
  const periods = await countsByPeriod(db, scope);
  const total = periods.reduce((sum, period) => sum + period.total, 0);
  const offset = (query.pagina - 1) * query.limite;
  if (offset >= total) return emptyList(query, total);

  const ascending = query.direcao === 'asc';
  const conditions = [isPubliclyVisible, ...scopeConditions(scope)];
  let skipped = 0;
  for (const period of ascending ? periods : [...periods].reverse()) {
    if (skipped + period.total > offset) {
      if (skipped > 0) {
        conditions.push(
          ascending
            ? sql`${publicDate} >= ${periodStart(period.periodo)}::timestamptz`
            : sql`${publicDate} < ${periodStart(period.periodo + 1)}::timestamptz`,
        );
      }
      break;
    }
    skipped += period.total;
  }
  const direction = ascending ? asc : desc;
  const page = db
    .select({ id: postagens.id })
    .from(postagens)
    .where(and(...conditions))
    .orderBy(direction(publicDate), direction(postagens.id))
    .limit(query.limite)
    .offset(offset - skipped);
  const rows = await baseSelect(db)
    .where(inArray(postagens.id, page))
    .orderBy(direction(publicDate), direction(postagens.id));
  return withGalleries(db, rows as PostRow[], query, total);
}

/** ordenarPor visualizacoes, titulo or atualizadoEm: sorted in full (the site itself never asks). */
async function listSorted(db: Database, query: PublicPostListQuery, scope: Scope): Promise<PostListResult> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(n), 0)::int`.mapWith(Number) })
    .from(sql`${publicCountRows(scope)} as linhas`);
  const offset = (query.pagina - 1) * query.limite;
  if (offset >= total) return emptyList(query, total);
  const direction = query.direcao === 'asc' ? asc : desc;
  const column =
    query.ordenarPor === 'visualizacoes' ? postagens.visualizacoes : query.ordenarPor === 'titulo' ? postagens.titulo : postagens.atualizadoEm;
  const rows = await baseSelect(db)
    .where(and(isPubliclyVisible, ...scopeConditions(scope)))
    .orderBy(direction(column), desc(postagens.id))
    .limit(query.limite)
    .offset(offset);
  return withGalleries(db, rows as PostRow[], query, total);
}

/**
 * Full-text search (toSearchTsQuery: every word, the last one a prefix, accents folded). The
 * candidates are the SEARCH_CANDIDATES newest matches. They are looked for first among the newest
 * SEARCH_WINDOW posts in scope, read along the public-date index: a common word fills the
 * candidates there, within a few hundred posts. Only when it does not (a rarer word, in less than
 * SEARCH_CANDIDATES / SEARCH_WINDOW of the posts) are all the matches read, through the GIN index,
 * and then they are few. This needs no statistics about the words (PGlite gathers none by itself)
 * and never reads every match of a common word.
 * By relevance, title matches come first, then ts_rank (title over summary over body), then the
 * newest. meta.total counts the candidates, so every page it announces exists.
 */
async function searchPosts(db: Database, query: PublicPostListQuery, scope: Scope, busca: string): Promise<PostListResult> {
  const searchQuery = toSearchTsQuery(busca);
  if (!searchQuery) return emptyList(query);
  const tsQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${searchQuery}))`;
  const titleQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${toSearchTsQuery(busca, 'A')}))`;
  const inScope = and(isPubliclyVisible, ...scopeConditions(scope));
  const matches = sql<boolean>`${postagens.busca} @@ ${tsQuery}`;
  // Narrow rows: the vectors are read where they are tested, never carried into a sort.
  const fields = {
    id: postagens.id,
    data: sql<Date>`${publicDate}`.as('data'),
    titulo: postagens.titulo,
    visualizacoes: postagens.visualizacoes,
    atualizadoEm: postagens.atualizadoEm,
  };

  const window = db
    .select({ ...fields, corresponde: matches.as('corresponde') })
    .from(postagens)
    .where(inScope)
    .orderBy(desc(publicDate), desc(postagens.id))
    .limit(SEARCH_WINDOW)
    .as('recentes');
  const inWindow = db
    .select({ id: window.id, data: window.data, titulo: window.titulo, visualizacoes: window.visualizacoes, atualizadoEm: window.atualizadoEm })
    .from(window)
    .where(sql`${window.corresponde}`)
    .orderBy(desc(window.data), desc(window.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidatos');
  // OFFSET 0 keeps the subquery apart: planned for all its rows, it reads them through GIN.
  const everyMatch = db.select(fields).from(postagens).where(and(inScope, matches)).offset(0).as('correspondencias');
  const anywhere = db
    .select({ id: everyMatch.id, data: everyMatch.data, titulo: everyMatch.titulo, visualizacoes: everyMatch.visualizacoes, atualizadoEm: everyMatch.atualizadoEm })
    .from(everyMatch)
    .orderBy(desc(everyMatch.data), desc(everyMatch.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidatos');

  // The results' order, as output columns of the ranking query.
  const dir = query.direcao === 'asc' ? 'asc' : 'desc';
  const ordenarPor = query.ordenarPor ?? 'relevancia';
  const keys: string[] =
    ordenarPor === 'relevancia'
      ? ['no_titulo desc', 'relevancia desc', `data ${dir}`]
      : ordenarPor === 'visualizacoes'
        ? [`visualizacoes ${dir}`]
        : ordenarPor === 'titulo'
          ? [`titulo ${dir}`]
          : ordenarPor === 'atualizadoEm'
            ? [`atualizado_em ${dir}`]
            : [`data ${dir}`];
  keys.push('id desc');

  /** The page's ids, in order, and how many candidates there are. */
  const rank = async (candidates: typeof inWindow): Promise<{ ids: number[]; total: number }> => {
    const ranked = await db
      .select({
        id: candidates.id,
        noTitulo: sql<boolean>`${postagens.busca} @@ ${titleQuery}`.as('no_titulo'),
        relevancia: sql<number>`ts_rank(${postagens.busca}, ${tsQuery})`.as('relevancia'),
        data: candidates.data,
        titulo: candidates.titulo,
        visualizacoes: candidates.visualizacoes,
        atualizadoEm: candidates.atualizadoEm,
        total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
      })
      .from(candidates)
      .innerJoin(postagens, eq(postagens.id, candidates.id))
      .orderBy(...keys.map((key) => sql.raw(key)))
      .limit(query.limite)
      .offset((query.pagina - 1) * query.limite);
    if (ranked.length > 0) return { ids: ranked.map((row) => row.id), total: ranked[0].total };
    if (query.pagina === 1) return { ids: [], total: 0 };
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(candidates);
    return { ids: [], total };
  };

  let page = await rank(inWindow);
  if (page.total < SEARCH_CANDIDATES) page = await rank(anywhere);
  if (page.ids.length === 0) return emptyList(query, page.total);
  const position = new Map(page.ids.map((id, index) => [id, index]));
  const rows = await baseSelect(db).where(inArray(postagens.id, page.ids));
  rows.sort((a, b) => (position.get(a.id) as number) - (position.get(b.id) as number));
  return withGalleries(db, rows as PostRow[], query, page.total);
}

async function listPosts(db: Database, query: PublicPostListQuery, destaque: boolean): Promise<PostListResult> {
  const scope: Scope = { categoria: query.categoria, categoriaId: query.categoriaId, destaque, excluir: query.excluir };
  if (query.busca) return searchPosts(db, query, scope, query.busca);
  const ordenarPor = query.ordenarPor ?? 'criadoEm';
  if (ordenarPor === 'visualizacoes' || ordenarPor === 'titulo' || ordenarPor === 'atualizadoEm') return listSorted(db, query, scope);
  return listByPublicDate(db, query, scope);
}

export function listPublicPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, false);
}

export function listFeaturedPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, true);
}

export async function getPublicPost(db: Database, slugOrId: string): Promise<PublicPost> {
  // An all-digit slug past the id column's range is only a slug: comparing it as an id would fail in the database.
  const byId = /^\d{1,10}$/.test(slugOrId) && Number(slugOrId) <= DB_INT_MAX;
  const match = byId ? or(eq(postagens.id, Number(slugOrId)), eq(postagens.slug, slugOrId)) : eq(postagens.slug, slugOrId.toLowerCase());
  const [row] = await baseSelect(db).where(and(isPubliclyVisible, match)).limit(1);
  if (!row) throw notFound('Postagem não encontrada.');
  const galleries = await galleriesFor(db, [row.id]);
  return toPublicPost(row as PostRow, galleries.get(row.id) ?? []);
}
