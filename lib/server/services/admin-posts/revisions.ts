import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { PostRevisionDetail, PostRevisionSummary, PostSnapshot } from '@/lib/schemas/post-revisions';
import type { Database, Executor } from '../../db/client';
import { postagemRevisoes, postagens, usuarios } from '../../db/schema';
import { notFound } from '@/lib/server/errors';
import type { AuthUser } from '../auth';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import { iso } from './rows';

/* Reading a post's history; what is kept and when is in ./saved-revision.ts. */

export const REVISION_NOT_FOUND_MESSAGE = 'Versão não encontrada no histórico desta postagem.';

/** The post exists and this user may edit it (404, else 403): the history is as private as the post. */
export async function assertPostAccess(db: Executor, user: AuthUser, postId: number): Promise<{ versao: number }> {
  const [post] = await db.select({ autorId: postagens.autorId, versao: postagens.versao }).from(postagens).where(eq(postagens.id, postId)).limit(1);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(user, post.autorId);
  return { versao: post.versao };
}

const summaryColumns = {
  id: postagemRevisoes.id,
  tipo: postagemRevisoes.tipo,
  autorId: usuarios.id,
  autorNome: usuarios.nome,
  versao: postagemRevisoes.versao,
  titulo: postagemRevisoes.titulo,
  status: postagemRevisoes.status,
  criadoEm: postagemRevisoes.criadoEm,
};

/** The author is left-joined: null for the scheduler's saves and once the account is deleted. */
type SummaryRow = Pick<typeof postagemRevisoes.$inferSelect, 'id' | 'tipo' | 'versao' | 'titulo' | 'status' | 'criadoEm'> & {
  autorId: (typeof usuarios.$inferSelect)['id'] | null;
  autorNome: (typeof usuarios.$inferSelect)['nome'] | null;
};

function toSummary(row: SummaryRow): PostRevisionSummary {
  return {
    id: row.id,
    tipo: row.tipo,
    autor: row.autorId === null ? null : { id: row.autorId, nome: row.autorNome ?? '' },
    versao: row.versao,
    titulo: row.titulo,
    status: row.status,
    criadoEm: iso(row.criadoEm)!,
  };
}

/**
 * GET /postagens/:id/revisoes: the saved versions, newest first (at most MAX_SAVED_REVISIONS, so
 * no paging). Autosaves are not history: each is its author's unsaved work, offered only to them.
 */
export async function listPostRevisions(db: Database, user: AuthUser, postId: number): Promise<PostRevisionSummary[]> {
  await assertPostAccess(db, user, postId);
  const rows = await db
    .select(summaryColumns)
    .from(postagemRevisoes)
    .leftJoin(usuarios, eq(usuarios.id, postagemRevisoes.autorId))
    .where(and(eq(postagemRevisoes.postagemId, postId), eq(postagemRevisoes.tipo, 'salva')))
    .orderBy(desc(postagemRevisoes.id));
  return rows.map(toSummary);
}

export async function loadRevision(db: Executor, postId: number, revisionId: number): Promise<PostRevisionDetail> {
  const [row] = await db
    .select({ ...summaryColumns, dados: postagemRevisoes.dados })
    .from(postagemRevisoes)
    .leftJoin(usuarios, eq(usuarios.id, postagemRevisoes.autorId))
    .where(and(eq(postagemRevisoes.id, revisionId), eq(postagemRevisoes.postagemId, postId), eq(postagemRevisoes.tipo, 'salva')))
    .limit(1);
  if (!row) throw notFound(REVISION_NOT_FOUND_MESSAGE);
  return { ...toSummary(row), dados: row.dados as PostSnapshot };
}

/** GET /postagens/:id/revisoes/:rid: one saved version with everything it saved. */
export async function getPostRevision(db: Database, user: AuthUser, postId: number, revisionId: number): Promise<PostRevisionDetail> {
  await assertPostAccess(db, user, postId);
  return loadRevision(db, postId, revisionId);
}

