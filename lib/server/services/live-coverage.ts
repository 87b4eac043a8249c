import 'server-only';
import { and, asc, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { parseId } from '@/lib/domain/ids';
import { postPath } from '@/lib/domain/post';
import {
  COVERAGE_MESSAGES,
  type AdminCoverage,
  type AdminCoverageEntry,
  type CoverageAction,
  type CoverageEntryCreateInput,
  type CoverageEntryUpdateInput,
  type CoverageState,
  type PublicCoverageAnswer,
} from '@/lib/schemas/live-coverage';
import type { Executor, Database, Tx } from '../db/client';
import { categorias, coberturaAtualizacoes, postagens, usuarios } from '../db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/errors';
import { sanitizePostHtml } from '../sanitize-html';
import type { Actor } from './auth';
import { recordLog } from './audit-log';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './admin-posts/access';
import { isPubliclyVisible } from './public-post-rows';
import { showOnAirAt } from './show-on-air';

/*
 * Live coverage ("Cobertura ao vivo"). A post becomes one when its coverage starts
 * (cobertura_inicio) and says "Encerrada" once it ends (cobertura_fim); editors append short entries
 * (sanitised like the post's text), each stamped with the show on air, pin one on top, edit and
 * delete them. Whoever may edit the post may do all of it (an autor only on their own posts). Entry
 * writes touch neither the post's row nor its version: an editor with the post's form open is not
 * made stale by the coverage. The /api/v1 route expires the post's own cache tag after each write.
 */

const ENTRY_LOG = 'atualizacao_cobertura';
const COVERAGE_LOG = 'cobertura';

/** The post a coverage write is about, locked until the commit (pins and entries of one post are serialised). */
async function lockCoveragePost(tx: Tx, actor: Actor, postId: number) {
  const [post] = await tx
    .select({ id: postagens.id, autorId: postagens.autorId, titulo: postagens.titulo, coberturaInicio: postagens.coberturaInicio, coberturaFim: postagens.coberturaFim })
    .from(postagens)
    .where(eq(postagens.id, postId))
    .limit(1)
    .for('update');
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, post.autorId);
  return post;
}

/** Sanitised as the post's text is; an entry left with nothing to read or see is refused. */
function cleanEntryHtml(html: string): string {
  const clean = sanitizePostHtml(html);
  const visible = clean.replace(/<(?!img|iframe|video|audio)[^>]*>/gi, '').replace(/&nbsp;/g, ' ').trim();
  if (visible === '') throw badRequest(COVERAGE_MESSAGES.conteudo, { conteudo: COVERAGE_MESSAGES.conteudo });
  return clean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const entryColumns = {
  id: coberturaAtualizacoes.id,
  conteudo: coberturaAtualizacoes.conteudo,
  fixada: coberturaAtualizacoes.fixada,
  programa: coberturaAtualizacoes.programaNome,
  criadoEm: coberturaAtualizacoes.criadoEm,
  atualizadoEm: coberturaAtualizacoes.atualizadoEm,
};

const readingOrder = [desc(coberturaAtualizacoes.fixada), desc(coberturaAtualizacoes.criadoEm), desc(coberturaAtualizacoes.id)];

async function adminEntries(db: Executor, postId: number, entryId?: number): Promise<AdminCoverageEntry[]> {
  const rows = await db
    .select({ ...entryColumns, autorId: usuarios.id, autorNome: usuarios.nome })
    .from(coberturaAtualizacoes)
    .leftJoin(usuarios, eq(usuarios.id, coberturaAtualizacoes.autorId))
    .where(and(eq(coberturaAtualizacoes.postagemId, postId), entryId === undefined ? undefined : eq(coberturaAtualizacoes.id, entryId)))
    .orderBy(...readingOrder);
  return rows.map((row) => ({
    id: row.id,
    conteudo: row.conteudo,
    fixada: row.fixada,
    programa: row.programa,
    autor: row.autorId === null ? null : { id: row.autorId, nome: row.autorNome ?? '' },
    criadoEm: iso(row.criadoEm),
    atualizadoEm: iso(row.atualizadoEm),
  }));
}

const stateOf = (post: { coberturaInicio: Date | null; coberturaFim: Date | null }): CoverageState => ({
  inicio: post.coberturaInicio ? iso(post.coberturaInicio) : null,
  fim: post.coberturaFim ? iso(post.coberturaFim) : null,
});

/** Leaves `keep` the post's only pinned entry. */
async function unpinOthers(tx: Tx, postId: number, keep: number): Promise<void> {
  await tx
    .update(coberturaAtualizacoes)
    .set({ fixada: false })
    .where(and(eq(coberturaAtualizacoes.postagemId, postId), eq(coberturaAtualizacoes.fixada, true), ne(coberturaAtualizacoes.id, keep)));
}

/** GET /postagens/:id/atualizacoes: the panel's coverage screen. */
export async function getAdminCoverage(db: Database, actor: Actor, postId: number): Promise<AdminCoverage> {
  const [post] = await db
    .select({
      id: postagens.id,
      autorId: postagens.autorId,
      titulo: postagens.titulo,
      status: postagens.status,
      slug: postagens.slug,
      categoriaSlug: categorias.slug,
      coberturaInicio: postagens.coberturaInicio,
      coberturaFim: postagens.coberturaFim,
    })
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .where(eq(postagens.id, postId))
    .limit(1);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, post.autorId);
  return {
    postagem: { id: post.id, titulo: post.titulo, status: post.status, url: postPath({ slug: post.slug, categoriaSlug: post.categoriaSlug }) },
    cobertura: stateOf(post),
    atualizacoes: await adminEntries(db, postId),
  };
}

/**
 * POST /postagens/:id/cobertura: 'iniciar' starts the coverage (or reopens an ended one, keeping
 * its start); 'encerrar' ends a running one. Asking for the state it is already in changes nothing.
 */
export async function setCoverageState(db: Database, actor: Actor, postId: number, acao: CoverageAction): Promise<CoverageState> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const post = await lockCoveragePost(tx, actor, postId);
    const running = post.coberturaInicio !== null && post.coberturaFim === null;
    if (acao === 'iniciar' && running) return stateOf(post);
    if (acao === 'encerrar' && !running) {
      if (post.coberturaFim !== null) return stateOf(post);
      throw conflict(COVERAGE_MESSAGES.semCobertura, 'COBERTURA_NAO_INICIADA');
    }
    const values = acao === 'iniciar' ? { coberturaInicio: post.coberturaInicio ?? now, coberturaFim: null } : { coberturaFim: now };
    const [row] = await tx
      .update(postagens)
      .set(values)
      .where(eq(postagens.id, postId))
      .returning({ coberturaInicio: postagens.coberturaInicio, coberturaFim: postagens.coberturaFim });
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: acao === 'encerrar' ? 'encerrar' : post.coberturaFim !== null ? 'reabrir' : 'criar',
      entidade: COVERAGE_LOG,
      entidadeId: postId,
      detalhes: { titulo: post.titulo },
      ip: actor.ip,
    });
    return stateOf(row);
  });
}

/** POST /postagens/:id/atualizacoes: a new entry of a running coverage, stamped with the show on air. */
export async function createCoverageEntry(db: Database, actor: Actor, postId: number, input: CoverageEntryCreateInput): Promise<AdminCoverageEntry> {
  const conteudo = cleanEntryHtml(input.conteudo);
  const now = new Date();
  const id = await db.transaction(async (tx) => {
    const post = await lockCoveragePost(tx, actor, postId);
    if (post.coberturaInicio === null) throw conflict(COVERAGE_MESSAGES.naoIniciada, 'COBERTURA_NAO_INICIADA');
    if (post.coberturaFim !== null) throw conflict(COVERAGE_MESSAGES.encerrada, 'COBERTURA_ENCERRADA');
    const onAir = await showOnAirAt(tx, now);
    const [row] = await tx
      .insert(coberturaAtualizacoes)
      .values({ postagemId: postId, conteudo, fixada: input.fixada, programaNome: onAir?.nome ?? null, autorId: actor.user.id, criadoEm: now, atualizadoEm: now })
      .returning({ id: coberturaAtualizacoes.id });
    if (input.fixada) await unpinOthers(tx, postId, row.id);
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: ENTRY_LOG, entidadeId: row.id, detalhes: { postagemId: postId, titulo: post.titulo }, ip: actor.ip });
    return row.id;
  });
  return (await adminEntries(db, postId, id))[0];
}

/** The entry of that post, or 404 (an entry of another post is not this post's). */
async function entryOf(tx: Tx, postId: number, entryId: number) {
  const [entry] = await tx
    .select({ id: coberturaAtualizacoes.id })
    .from(coberturaAtualizacoes)
    .where(and(eq(coberturaAtualizacoes.id, entryId), eq(coberturaAtualizacoes.postagemId, postId)))
    .limit(1);
  if (!entry) throw notFound(COVERAGE_MESSAGES.atualizacaoNaoEncontrada);
  return entry;
}

/** PATCH /postagens/:id/atualizacoes/:atualizacaoId: new text and/or pinned (one pinned entry per post). */
export async function updateCoverageEntry(db: Database, actor: Actor, postId: number, entryId: number, input: CoverageEntryUpdateInput): Promise<AdminCoverageEntry> {
  const conteudo = input.conteudo === undefined ? undefined : cleanEntryHtml(input.conteudo);
  await db.transaction(async (tx) => {
    const post = await lockCoveragePost(tx, actor, postId);
    await entryOf(tx, postId, entryId);
    await tx
      .update(coberturaAtualizacoes)
      .set({
        ...(conteudo === undefined ? {} : { conteudo, atualizadoEm: new Date() }),
        ...(input.fixada === undefined ? {} : { fixada: input.fixada }),
      })
      .where(eq(coberturaAtualizacoes.id, entryId));
    if (input.fixada) await unpinOthers(tx, postId, entryId);
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'atualizar',
      entidade: ENTRY_LOG,
      entidadeId: entryId,
      detalhes: { postagemId: postId, titulo: post.titulo, ...(input.fixada === undefined ? {} : { fixada: input.fixada }), ...(conteudo === undefined ? {} : { texto: true }) },
      ip: actor.ip,
    });
  });
  return (await adminEntries(db, postId, entryId))[0];
}

/** DELETE /postagens/:id/atualizacoes/:atualizacaoId. */
export async function deleteCoverageEntry(db: Database, actor: Actor, postId: number, entryId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await lockCoveragePost(tx, actor, postId);
    await entryOf(tx, postId, entryId);
    await tx.delete(coberturaAtualizacoes).where(eq(coberturaAtualizacoes.id, entryId));
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'excluir', entidade: ENTRY_LOG, entidadeId: entryId, detalhes: { postagemId: postId, titulo: post.titulo }, ip: actor.ip });
  });
}

/**
 * GET /publico/postagens/:slugOrId/atualizacoes: a public post's coverage and its entries, pinned
 * first then newest first; with `depois`, only entries written after that one. 404 when the post is
 * not public or has no coverage.
 */
export async function getPublicCoverage(db: Database, slugOrId: string, query: { depois?: number; limite: number }): Promise<PublicCoverageAnswer> {
  const id = parseId(slugOrId);
  const match = id !== null ? or(eq(postagens.id, id), eq(postagens.slug, slugOrId)) : eq(postagens.slug, slugOrId.toLowerCase());
  const [post] = await db
    .select({ id: postagens.id, coberturaInicio: postagens.coberturaInicio, coberturaFim: postagens.coberturaFim })
    .from(postagens)
    .where(and(isPubliclyVisible, match))
    // An id and another post's all-digit slug: the id wins, as on the post's own read.
    .orderBy(asc(sql`${postagens.id} <> ${id ?? 0}`))
    .limit(1);
  if (!post?.coberturaInicio) throw notFound(COVERAGE_MESSAGES.coberturaNaoEncontrada);
  const rows = await db
    .select(entryColumns)
    .from(coberturaAtualizacoes)
    .where(and(eq(coberturaAtualizacoes.postagemId, post.id), query.depois === undefined ? undefined : gt(coberturaAtualizacoes.id, query.depois)))
    .orderBy(...readingOrder)
    .limit(query.limite);
  return {
    cobertura: { inicio: iso(post.coberturaInicio), fim: post.coberturaFim ? iso(post.coberturaFim) : null },
    dados: rows.map((row) => ({ id: row.id, conteudo: row.conteudo, fixada: row.fixada, programa: row.programa, criadoEm: iso(row.criadoEm), atualizadoEm: iso(row.atualizadoEm) })),
  };
}
