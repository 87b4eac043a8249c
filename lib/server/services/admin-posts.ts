import 'server-only';
import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { formatDateTime } from '@/lib/domain/dates';
import { postPath } from '@/lib/domain/post';
import { slugify } from '@/lib/domain/slug';
import type { ADMIN_POST_SORTS, CreatePostInput, PostStatus, UpdatePostInput } from '@/lib/schemas/posts';
import type { Database } from '../db/client';
import { categorias, membrosEquipe, postagemImagens, postagens, usuarios } from '../db/schema';
import { constraintViolation } from '../db/constraint-violation';
import { AppError, badRequest, forbidden, notFound } from '@/lib/server/errors';
import { containsPattern, pageMeta, type PageMeta } from './paging';
import { sanitizePostHtml } from '../sanitize-html';
import type { Actor, AuthUser } from './auth';
import { recordLog, type LogEntry } from './audit-log';
import { sharePostSafely, type ShareOutcome } from './facebook/share-post';
import { toPrefixTsQuery } from './posts';

/*
 * Staff side of posts (issue 5). Every function takes the acting user and checks, again, what the
 * route already checked: an autor reaches only their own posts, editors and admins every post.
 * Writes run in one transaction with their gallery rows and their audit log; the /api/v1 route
 * expires the cached public pages after a successful write.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export const OWN_POSTS_ONLY_MESSAGE = 'Você só pode editar as suas próprias postagens.';
export const SLUG_TAKEN_MESSAGE = 'Este endereço já está em uso por outra postagem.';
export const POST_NOT_FOUND_MESSAGE = 'Postagem não encontrada.';
const CATEGORY_MISSING_MESSAGE = 'Categoria não encontrada. Escolha outra.';
const TEAM_MEMBER_MISSING_MESSAGE = 'Membro da equipe não encontrado. Escolha outro.';
const SLUG_MAX_LENGTH = 160;
const TITLE_MAX_LENGTH = 200;

/** Editors and admins may touch any post; an autor only their own. */
function canManagePost(user: Pick<AuthUser, 'id' | 'papel'>, autorId: number): boolean {
  return user.papel === 'admin' || user.papel === 'editor' || user.id === autorId;
}

function assertCanManagePost(user: AuthUser, autorId: number): void {
  if (!canManagePost(user, autorId)) throw forbidden(OWN_POSTS_ONLY_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Reading

const updatedBy = alias(usuarios, 'atualizado_por');

const summaryColumns = {
  id: postagens.id,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  status: postagens.status,
  destaque: postagens.destaque,
  publicadoEm: postagens.publicadoEm,
  criadoEm: postagens.criadoEm,
  atualizadoEm: postagens.atualizadoEm,
  visualizacoes: postagens.visualizacoes,
  tags: postagens.tags,
  imagemDestaque: postagens.imagemDestaque,
  legenda: postagens.legenda,
  versao: postagens.versao,
  categoriaId: categorias.id,
  categoriaNome: categorias.nome,
  categoriaSlug: categorias.slug,
  categoriaCor: categorias.cor,
  autorId: usuarios.id,
  autorNome: usuarios.nome,
  membroId: membrosEquipe.id,
  membroNome: membrosEquipe.nome,
};

const detailColumns = {
  ...summaryColumns,
  conteudo: postagens.conteudo,
  conteudoJson: postagens.conteudoJson,
  publicarFacebook: postagens.publicarFacebook,
  facebookPostId: postagens.facebookPostId,
  facebookCompartilhadoEm: postagens.facebookCompartilhadoEm,
  facebookErro: postagens.facebookErro,
  atualizadoPorId: updatedBy.id,
  atualizadoPorNome: updatedBy.nome,
};

type SummaryRow = {
  id: number;
  titulo: string;
  slug: string;
  resumo: string | null;
  status: PostStatus;
  destaque: boolean;
  publicadoEm: Date | null;
  criadoEm: Date;
  atualizadoEm: Date;
  visualizacoes: number;
  tags: string[];
  imagemDestaque: string | null;
  legenda: string | null;
  versao: number;
  categoriaId: number;
  categoriaNome: string;
  categoriaSlug: string;
  categoriaCor: string;
  autorId: number;
  autorNome: string;
  membroId: number | null;
  membroNome: string | null;
};

type DetailRow = SummaryRow & {
  conteudo: string;
  conteudoJson: unknown;
  publicarFacebook: boolean;
  facebookPostId: string | null;
  facebookCompartilhadoEm: Date | null;
  facebookErro: string | null;
  atualizadoPorId: number | null;
  atualizadoPorNome: string | null;
};

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** AdminPost of the contract; resumo and legenda are '' rather than null so they round-trip through the form. */
function toAdminPost(row: SummaryRow) {
  return {
    id: row.id,
    titulo: row.titulo,
    slug: row.slug,
    resumo: row.resumo ?? '',
    status: row.status,
    destaque: row.destaque,
    publicadoEm: iso(row.publicadoEm),
    criadoEm: iso(row.criadoEm)!,
    atualizadoEm: iso(row.atualizadoEm)!,
    visualizacoes: Number(row.visualizacoes),
    tags: row.tags ?? [],
    imagemDestaque: row.imagemDestaque,
    legenda: row.legenda ?? '',
    categoria: { id: row.categoriaId, nome: row.categoriaNome, slug: row.categoriaSlug, cor: row.categoriaCor },
    autor: { id: row.autorId, nome: row.autorNome },
    membroEquipe: row.membroId === null ? null : { id: row.membroId, nome: row.membroNome ?? '' },
    versao: row.versao,
    url: postPath({ slug: row.slug, categoriaSlug: row.categoriaSlug }),
  };
}

export type AdminPost = ReturnType<typeof toAdminPost>;
/** The Facebook share of a post (issue 6 item 7): the opt-in and what came of it. */
export type FacebookShareState = {
  publicar: boolean;
  postId: string | null;
  compartilhadoEm: string | null;
  erro: string | null;
};

export type AdminPostDetail = AdminPost & {
  conteudo: string;
  conteudoJson: unknown;
  publicarFacebook: boolean;
  facebook: FacebookShareState;
  /** Only in the answer of a save that tried to share: 'Publicado no Facebook' or the error. */
  compartilhamentoFacebook?: ShareOutcome;
  galeria: { url: string; legenda: string }[];
  atualizadoPor: { id: number; nome: string } | null;
};

function summarySelect(db: Executor) {
  return db
    .select(summaryColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId));
}

async function loadDetail(db: Executor, id: number): Promise<AdminPostDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId))
    .leftJoin(updatedBy, eq(updatedBy.id, postagens.atualizadoPorId))
    .where(eq(postagens.id, id))
    .limit(1);
  if (!row) return null;
  const gallery = await db
    .select({ url: postagemImagens.url, legenda: postagemImagens.legenda })
    .from(postagemImagens)
    .where(eq(postagemImagens.postagemId, id))
    .orderBy(asc(postagemImagens.ordem), asc(postagemImagens.id));
  const detail = row as DetailRow;
  return {
    ...toAdminPost(detail),
    conteudo: detail.conteudo,
    conteudoJson: detail.conteudoJson ?? null,
    publicarFacebook: detail.publicarFacebook,
    facebook: {
      publicar: detail.publicarFacebook,
      postId: detail.facebookPostId,
      // Set without a post id and without an error: a share in progress, not a share done.
      compartilhadoEm: detail.facebookPostId ? iso(detail.facebookCompartilhadoEm) : null,
      erro: detail.facebookErro,
    },
    galeria: gallery.map((image) => ({ url: image.url, legenda: image.legenda ?? '' })),
    atualizadoPor: detail.atualizadoPorId === null ? null : { id: detail.atualizadoPorId, nome: detail.atualizadoPorNome ?? '' },
  };
}

export type AdminPostListQuery = {
  busca?: string;
  status?: PostStatus;
  categoriaId?: number;
  autorId?: number;
  ordenarPor?: (typeof ADMIN_POST_SORTS)[number];
  direcao?: 'asc' | 'desc';
  pagina: number;
  limite: number;
};

export type AdminPostList = {
  dados: AdminPost[];
  meta: PageMeta;
};

export async function listAdminPosts(db: Database, user: AuthUser, query: AdminPostListQuery): Promise<AdminPostList> {
  const { limite, pagina } = query;
  const conditions: SQL[] = [];
  // An autor's list is their own posts, whatever the filters ask for.
  if (user.papel === 'autor') conditions.push(eq(postagens.autorId, user.id));
  if (query.status) conditions.push(eq(postagens.status, query.status));
  if (query.categoriaId) conditions.push(eq(postagens.categoriaId, query.categoriaId));
  if (query.autorId) conditions.push(eq(postagens.autorId, query.autorId));

  // Same full-text search as the public site; the title substring match also finds words the
  // Portuguese dictionary drops (stop words, one-letter words) and pieces of slugs.
  const busca = query.busca ?? '';
  let rank: SQL[] = [];
  if (busca) {
    const prefixQuery = toPrefixTsQuery(busca);
    const like = containsPattern(busca);
    const substring = or(
      sql`sintonia_unaccent(${postagens.titulo}) ilike sintonia_unaccent(${like})`,
      sql`${postagens.slug} ilike ${like}`,
    )!;
    if (prefixQuery) {
      const tsQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${prefixQuery}))`;
      conditions.push(or(sql`${postagens.busca} @@ ${tsQuery}`, substring)!);
      rank = [sql`(${substring}) desc`, sql`ts_rank(${postagens.busca}, ${tsQuery}) desc`];
    } else {
      conditions.push(substring);
    }
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const direction = query.direcao === 'asc' ? asc : desc;
  const orderBy: SQL[] = [];
  if (!query.ordenarPor && rank.length) orderBy.push(...rank);
  switch (query.ordenarPor ?? 'atualizadoEm') {
    case 'criadoEm':
      orderBy.push(direction(postagens.criadoEm));
      break;
    case 'publicadoEm':
      // Drafts have no date: they go last either way.
      orderBy.push(query.direcao === 'asc' ? sql`${postagens.publicadoEm} asc nulls last` : sql`${postagens.publicadoEm} desc nulls last`);
      break;
    case 'titulo':
      orderBy.push(direction(sql`lower(${postagens.titulo})`));
      break;
    case 'visualizacoes':
      orderBy.push(direction(postagens.visualizacoes));
      break;
    default:
      orderBy.push(direction(postagens.atualizadoEm));
  }
  orderBy.push(desc(postagens.id));

  const [rows, [{ total }]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(where),
  ]);
  return {
    dados: rows.map((row) => toAdminPost(row as SummaryRow)),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}

export async function getAdminPost(db: Database, user: AuthUser, id: number): Promise<AdminPostDetail> {
  const post = await loadDetail(db, id);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(user, post.autor.id);
  return post;
}

/** The author filter's options: an autor sees only themselves; others, active staff and anyone with posts. */
export async function listPostAuthors(db: Database, user: AuthUser): Promise<{ id: number; nome: string }[]> {
  if (user.papel === 'autor') return [{ id: user.id, nome: user.nome }];
  return db
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(or(eq(usuarios.ativo, true), sql`exists (select 1 from ${postagens} where ${postagens.autorId} = ${usuarios.id})`))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}

/** Active team members for the post form's select. */
export async function listTeamMemberOptions(db: Database): Promise<{ id: number; nome: string; cargo: string }[]> {
  return db
    .select({ id: membrosEquipe.id, nome: membrosEquipe.nome, cargo: membrosEquipe.cargo })
    .from(membrosEquipe)
    .where(eq(membrosEquipe.ativo, true))
    .orderBy(asc(membrosEquipe.ordem), asc(membrosEquipe.nome), asc(membrosEquipe.id));
}

// ---------------------------------------------------------------------------------------------
// Slugs

function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of base, base-2, base-3… that no other post uses (and long enough for the form's rule). */
async function firstFreeSlug(db: Executor, base: string, ignoreId: number | null): Promise<string> {
  // Short enough to also cover base-N once base is cut to make room for the suffix.
  const prefix = base.slice(0, SLUG_MAX_LENGTH - 8);
  const rows = await db
    .select({ slug: postagens.slug })
    .from(postagens)
    .where(
      and(
        // base is [a-z0-9-] only, so it carries no LIKE wildcards.
        or(eq(postagens.slug, base), sql`${postagens.slug} like ${`${prefix.replace(/-+$/, '')}%`}`),
        ignoreId === null ? undefined : ne(postagens.id, ignoreId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (base.length >= 3 && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

async function slugTaken(db: Executor, slug: string, ignoreId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: postagens.id })
    .from(postagens)
    .where(and(eq(postagens.slug, slug), ignoreId === null ? undefined : ne(postagens.id, ignoreId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether `slug` can be used as sent (already in slug form, long enough, not used by another post),
 * and the nearest usable slug: the slug itself when available, else its SPEC §9 slug form, then
 * with -2, -3… appended.
 */
export async function checkSlugAvailability(db: Database, slug: string, ignoreId: number | null): Promise<{ disponivel: boolean; sugestao: string }> {
  const base = slugify(slug).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (!base) throw badRequest('Informe um endereço com letras ou números.', { slug: 'Informe um endereço com letras ou números.' });
  const sugestao = await firstFreeSlug(db, base, ignoreId);
  return { disponivel: sugestao === slug, sugestao };
}

// ---------------------------------------------------------------------------------------------
// Writing

type PostInput = CreatePostInput | UpdatePostInput;

function slugConflict(): AppError {
  return new AppError('conflict', 'SLUG_EM_USO', SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
}

/** Unknown category or team member: a field error on the form, not a 404 of the request. */
async function assertReferences(db: Executor, input: PostInput): Promise<void> {
  const campos: Record<string, string> = {};
  const [category] = await db.select({ id: categorias.id }).from(categorias).where(eq(categorias.id, input.categoriaId)).limit(1);
  if (!category) campos.categoriaId = CATEGORY_MISSING_MESSAGE;
  if (input.membroEquipeId !== null) {
    const [member] = await db.select({ id: membrosEquipe.id }).from(membrosEquipe).where(eq(membrosEquipe.id, input.membroEquipeId)).limit(1);
    if (!member) campos.membroEquipeId = TEAM_MEMBER_MISSING_MESSAGE;
  }
  if (Object.keys(campos).length) throw badRequest('Dados inválidos. Verifique os campos destacados.', campos);
}

/** A race lost between the checks above and the write: the constraint's answer, in the form's words. */
function mapConstraintError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique' && violation.constraint.includes('slug')) throw slugConflict();
  if (violation?.kind === 'foreign-key' && violation.constraint.includes('categoria')) {
    throw badRequest('Dados inválidos. Verifique os campos destacados.', { categoriaId: CATEGORY_MISSING_MESSAGE });
  }
  if (violation?.kind === 'foreign-key' && violation.constraint.includes('membro_equipe')) {
    throw badRequest('Dados inválidos. Verifique os campos destacados.', { membroEquipeId: TEAM_MEMBER_MISSING_MESSAGE });
  }
  throw error;
}

/**
 * publicadoEm by status: a scheduled post keeps its (future) date; a published one keeps the date it
 * first went public, or takes the date the form sends when that is not in the future, or now;
 * a draft or archived post keeps whatever date it had.
 */
export function resolvePublishedAt(
  status: PostStatus,
  requested: string | null,
  previous: { status: PostStatus; publicadoEm: Date | null } | null,
  now: Date,
): Date | null {
  const requestedDate = requested ? new Date(requested) : null;
  if (status === 'agendado') return requestedDate;
  if (status === 'publicado') {
    if (requestedDate && requestedDate.getTime() <= now.getTime()) return requestedDate;
    // 'Publicado' means public now: a future date left over from a schedule must not hide the post.
    if (previous?.status === 'publicado' && previous.publicadoEm && previous.publicadoEm.getTime() <= now.getTime()) return previous.publicadoEm;
    return now;
  }
  return requestedDate ?? previous?.publicadoEm ?? null;
}

function columnsFrom(input: PostInput, publicadoEm: Date | null) {
  return {
    titulo: input.titulo,
    slug: input.slug,
    resumo: input.resumo || null,
    conteudo: sanitizePostHtml(input.conteudo),
    conteudoJson: input.conteudoJson ?? null,
    imagemDestaque: input.imagemDestaque,
    legenda: input.legenda || null,
    categoriaId: input.categoriaId,
    membroEquipeId: input.membroEquipeId,
    destaque: input.destaque,
    status: input.status,
    publicadoEm,
    tags: input.tags,
  };
}

/**
 * Only admins and editors decide what goes to the station's Facebook page: an author's
 * 'Publicar no Facebook' is ignored (false on a new post, the stored value on an update, so an
 * opt-in an editor made stands).
 */
function facebookOptIn(user: AuthUser, requested: boolean, stored: boolean): boolean {
  return user.papel === 'admin' || user.papel === 'editor' ? requested : stored;
}

/**
 * After the save has committed: shares the post on Facebook when it is due (opted in, public,
 * not shared yet). The share has its own 5 s limit and never throws, so the save stands whatever
 * the provider does; the answer carries the outcome for the editor's toast.
 */
async function withFacebookShare(db: Database, actor: Actor, id: number, status: PostStatus, publicarFacebook: boolean): Promise<AdminPostDetail> {
  const outcome = publicarFacebook && status === 'publicado' ? await sharePostSafely(db, id, { usuarioId: actor.user.id, ip: actor.ip }) : null;
  const detail = (await loadDetail(db, id))!;
  return outcome ? { ...detail, compartilhamentoFacebook: outcome } : detail;
}

async function insertGallery(db: Executor, postId: number, gallery: PostInput['galeria']): Promise<void> {
  if (gallery.length === 0) return;
  await db.insert(postagemImagens).values(gallery.map((image, ordem) => ({ postagemId: postId, url: image.url, legenda: image.legenda || null, ordem })));
}

export async function createPost(db: Database, actor: Actor, input: CreatePostInput): Promise<AdminPostDetail> {
  const now = new Date();
  const publicarFacebook = facebookOptIn(actor.user, input.publicarFacebook, false);
  const id = await db
    .transaction(async (tx) => {
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, null)) throw slugConflict();
      const [row] = await tx
        .insert(postagens)
        .values({ ...columnsFrom(input, resolvePublishedAt(input.status, input.publicadoEm, null, now)), publicarFacebook, autorId: actor.user.id, atualizadoPorId: actor.user.id, criadoEm: now, atualizadoEm: now })
        .returning({ id: postagens.id });
      await insertGallery(tx, row.id, input.galeria);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { titulo: input.titulo, status: input.status },
        ip: actor.ip,
      });
      return row.id;
    })
    .catch(mapConstraintError);
  return withFacebookShare(db, actor, id, input.status, publicarFacebook);
}

/** The log of a save: 'publicar' when the post goes public by it, else 'atualizar', with the status it left. */
function saveLogEntry(actor: Actor, id: number, titulo: string, status: PostStatus, previous: PostStatus): LogEntry {
  return {
    usuarioId: actor.user.id,
    acao: status === 'publicado' && previous !== 'publicado' ? 'publicar' : 'atualizar',
    entidade: 'postagem',
    entidadeId: id,
    detalhes: { titulo, status, ...(previous !== status ? { statusAnterior: previous } : {}) },
    ip: actor.ip,
  };
}

/** The 409 of the contract: who saved last and when, so the editor can say so and keep the user's text. */
class VersionConflictError extends AppError {
  constructor(readonly atual: { versao: number; atualizadoPor: { id: number; nome: string } | null; atualizadoEm: string }) {
    const who = atual.atualizadoPor?.nome ?? 'Sistema';
    super(
      'conflict',
      'VERSAO_DESATUALIZADA',
      `Esta postagem foi alterada por ${who} em ${formatDateTime(atual.atualizadoEm)}. Copie suas alterações, recarregue e tente de novo.`,
    );
    this.name = 'VersionConflictError';
  }

  override toBody() {
    return { ...super.toBody(), atual: this.atual };
  }
}

async function versionConflict(db: Executor, id: number): Promise<AppError> {
  const [row] = await db
    .select({ versao: postagens.versao, atualizadoEm: postagens.atualizadoEm, atualizadoPorId: updatedBy.id, atualizadoPorNome: updatedBy.nome })
    .from(postagens)
    .leftJoin(updatedBy, eq(updatedBy.id, postagens.atualizadoPorId))
    .where(eq(postagens.id, id))
    .limit(1);
  // Deleted meanwhile: there is nothing left to save over.
  if (!row) return notFound(POST_NOT_FOUND_MESSAGE);
  return new VersionConflictError({
    versao: row.versao,
    atualizadoPor: row.atualizadoPorId === null ? null : { id: row.atualizadoPorId, nome: row.atualizadoPorNome ?? '' },
    atualizadoEm: iso(row.atualizadoEm)!,
  });
}

export async function updatePost(db: Database, actor: Actor, id: number, input: UpdatePostInput): Promise<AdminPostDetail> {
  const now = new Date();
  const before = await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ autorId: postagens.autorId, status: postagens.status, publicadoEm: postagens.publicadoEm, versao: postagens.versao, publicarFacebook: postagens.publicarFacebook })
        .from(postagens)
        .where(eq(postagens.id, id))
        .limit(1);
      if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
      assertCanManagePost(actor.user, current.autorId);
      if (current.versao !== input.versao) throw await versionConflict(tx, id);
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, id)) throw slugConflict();

      const publicadoEm = resolvePublishedAt(input.status, input.publicadoEm, current, now);
      // The version check and the write are one statement: of two saves from the same version,
      // exactly one matches; the other changes nothing and is answered with 409.
      const updated = await tx
        .update(postagens)
        .set({ ...columnsFrom(input, publicadoEm), publicarFacebook: facebookOptIn(actor.user, input.publicarFacebook, current.publicarFacebook), versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
        .where(and(eq(postagens.id, id), eq(postagens.versao, input.versao)))
        .returning({ id: postagens.id });
      if (updated.length === 0) throw await versionConflict(tx, id);

      await tx.delete(postagemImagens).where(eq(postagemImagens.postagemId, id));
      await insertGallery(tx, id, input.galeria);
      await recordLog(tx, saveLogEntry(actor, id, input.titulo, input.status, current.status));
      return current;
    })
    .catch(mapConstraintError);
  return withFacebookShare(db, actor, id, input.status, facebookOptIn(actor.user, input.publicarFacebook, before.publicarFacebook));
}

/** The row a write may change, locked until the commit (a save in between waits, then meets the new version: 409). */
async function lockManagedPost(tx: Tx, actor: Actor, id: number) {
  const [current] = await tx
    .select({
      autorId: postagens.autorId,
      titulo: postagens.titulo,
      slug: postagens.slug,
      status: postagens.status,
      publicadoEm: postagens.publicadoEm,
      publicarFacebook: postagens.publicarFacebook,
    })
    .from(postagens)
    .where(eq(postagens.id, id))
    .limit(1)
    .for('update');
  if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, current.autorId);
  return current;
}

/** The single DELETE and the list's bulk action. */
export async function deletePost(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockManagedPost(tx, actor, id);
    // Gallery rows and daily view counts go with it (ON DELETE CASCADE).
    await tx.delete(postagens).where(eq(postagens.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'postagem',
      entidadeId: id,
      detalhes: { titulo: current.titulo, slug: current.slug, status: current.status },
      ip: actor.ip,
    });
  });
}

/** What a status change did: nothing when the post already had it; otherwise whether it opted in to Facebook. */
export type StatusChange = { changed: false } | { changed: true; publicarFacebook: boolean };

/**
 * The list's quick status change and bulk actions (issue 12 item 14): what a save of the editor
 * with only the status changed does (its publicadoEm, a new version, who and when, the same log
 * entry). A post already in that status is left alone: no new version that would 409 someone
 * editing it, no log of a change that was not.
 */
export async function setPostStatus(db: Database, actor: Actor, id: number, status: PostStatus, now: Date): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const current = await lockManagedPost(tx, actor, id);
    if (current.status === status) return { changed: false } as const;
    // The form sends the saved date back (publicationDateFor): publishing again keeps a past date.
    const publicadoEm = resolvePublishedAt(status, current.publicadoEm?.toISOString() ?? null, current, now);
    await tx
      .update(postagens)
      .set({ status, publicadoEm, versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
      .where(eq(postagens.id, id));
    await recordLog(tx, saveLogEntry(actor, id, current.titulo, status, current.status));
    return { changed: true, publicarFacebook: current.publicarFacebook } as const;
  });
}

/** A copy to work from: a draft of the same text and gallery, by the person duplicating, with a free slug. */
export async function duplicatePost(db: Database, actor: Actor, id: number): Promise<AdminPostDetail> {
  const now = new Date();
  const copyId = await db
    .transaction(async (tx) => {
      const [source] = await tx.select().from(postagens).where(eq(postagens.id, id)).limit(1);
      if (!source) throw notFound(POST_NOT_FOUND_MESSAGE);
      assertCanManagePost(actor.user, source.autorId);
      const suffix = ' (cópia)';
      const titulo = `${source.titulo.slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
      const slug = await firstFreeSlug(tx, `${source.slug.slice(0, SLUG_MAX_LENGTH - 6).replace(/-+$/, '')}-copia`, null);
      const [row] = await tx
        .insert(postagens)
        .values({
          titulo,
          slug,
          resumo: source.resumo,
          conteudo: source.conteudo,
          conteudoJson: source.conteudoJson,
          imagemDestaque: source.imagemDestaque,
          legenda: source.legenda,
          categoriaId: source.categoriaId,
          membroEquipeId: source.membroEquipeId,
          tags: source.tags,
          destaque: false,
          status: 'rascunho',
          publicadoEm: null,
          autorId: actor.user.id,
          atualizadoPorId: actor.user.id,
          criadoEm: now,
          atualizadoEm: now,
        })
        .returning({ id: postagens.id });
      const gallery = await tx
        .select({ url: postagemImagens.url, legenda: postagemImagens.legenda, ordem: postagemImagens.ordem })
        .from(postagemImagens)
        .where(eq(postagemImagens.postagemId, id))
        .orderBy(asc(postagemImagens.ordem), asc(postagemImagens.id));
      if (gallery.length) await tx.insert(postagemImagens).values(gallery.map((image) => ({ ...image, postagemId: row.id })));
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { titulo, status: 'rascunho', duplicadoDe: id },
        ip: actor.ip,
      });
      return row.id;
    })
    .catch(mapConstraintError);
  // A draft: nothing public changed.
  return (await loadDetail(db, copyId))!;
}

