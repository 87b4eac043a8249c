import 'server-only';
import { eq } from 'drizzle-orm';
import { updatePostSchema, type AdminPostDetail } from '@/lib/schemas/posts';
import type { RestoreRevisionInput } from '@/lib/schemas/post-revisions';
import type { Database, Executor } from '../../db/client';
import { categorias, membrosEquipe } from '../../db/schema';
import { badRequest, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import { loadDetail } from './rows';
import { loadRevision } from './revisions';
import { updatePost, versionConflict } from './update-post';

async function exists(db: Executor, table: typeof categorias | typeof membrosEquipe, id: number | null | undefined): Promise<boolean> {
  if (typeof id !== 'number') return false;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return Boolean(row);
}

/**
 * POST /postagens/:id/revisoes/:rid/restaurar: the version's content becomes the post's content
 * through the ordinary save (version check and 409, sanitising, redirects, a new 'salva' revision),
 * logged as 'restaurar'. Restored: title, summary, text, category, featured image and caption,
 * gallery, tags and byline. Kept as they are now: where and whether the post is public (address,
 * status, publication date, "Destaque", "Urgente", the Facebook opt-in), so bringing back an old
 * text never unpublishes, reschedules or moves a live post by surprise. A category or team member
 * removed since keeps the current one.
 */
export async function restorePostRevision(db: Database, actor: Actor, postId: number, revisionId: number, input: RestoreRevisionInput): Promise<AdminPostDetail> {
  const post = await loadDetail(db, postId);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, post.autor.id);
  const revision = await loadRevision(db, postId, revisionId);
  if (post.versao !== input.versao) throw await versionConflict(db, postId);

  const dados = revision.dados;
  const categoriaId = (await exists(db, categorias, dados.categoriaId)) ? dados.categoriaId : post.categoria.id;
  const membroEquipeId = dados.membroEquipeId === null ? null : (await exists(db, membrosEquipe, dados.membroEquipeId)) ? dados.membroEquipeId : (post.membroEquipe?.id ?? null);
  const urgentStillAhead = post.urgenteAte !== null && Date.parse(post.urgenteAte) > Date.now();
  const candidate = {
    titulo: dados.titulo,
    resumo: dados.resumo ?? '',
    conteudo: dados.conteudo ?? '',
    ...(dados.conteudoJson === null || dados.conteudoJson === undefined ? {} : { conteudoJson: dados.conteudoJson }),
    categoriaId,
    imagemDestaque: dados.imagemDestaque ?? null,
    legenda: dados.legenda ?? '',
    galeria: dados.galeria ?? [],
    tags: dados.tags ?? [],
    membroEquipeId,
    slug: post.slug,
    status: post.status,
    publicadoEm: post.publicadoEm,
    destaque: post.destaque,
    urgenteAte: urgentStillAhead ? post.urgenteAte : null,
    publicarFacebook: post.publicarFacebook,
    versao: input.versao,
  };
  const parsed = updatePostSchema.safeParse(candidate);
  if (!parsed.success) throw badRequest(`Esta versão não pode ser restaurada: ${parsed.error.issues[0]?.message ?? 'dados inválidos.'}`);
  return updatePost(db, actor, postId, parsed.data, { restoredFrom: { revisaoId: revision.id, versao: revision.versao } });
}
