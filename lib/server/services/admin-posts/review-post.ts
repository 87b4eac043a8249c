import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, reviewsPosts } from '@/lib/domain/post-review';
import type { AdminPostDetail, PostStatus } from '@/lib/schemas/posts';
import type { ReviewActionInput } from '@/lib/schemas/post-review';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import { loadDetail } from './rows';
import { REVIEW_CLEARED } from './review';
import { resolvePublishedAt, saveLogEntry, withFacebookShare } from './save-rules';
import { recordSavedRevision } from './saved-revision';
import { publicStateOf } from './public-state';
import { expirePostChanges } from '../../cache/expire';

/*
 * The review actions, POST /postagens/:id/revisao. The post's status stays one
 * of the spec's; only 'aprovar' changes it (to published, or scheduled), like a save by an editor.
 * Sending and returning change neither the text nor the version: an editor with the post open is
 * not told their copy is stale because the author asked for a review.
 */

export async function reviewPost(db: Database, actor: Actor, id: number, input: ReviewActionInput): Promise<AdminPostDetail> {
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        autorId: postagens.autorId,
        titulo: postagens.titulo,
        slug: postagens.slug,
        categoriaId: postagens.categoriaId,
        status: postagens.status,
        publicadoEm: postagens.publicadoEm,
        urgenteAte: postagens.urgenteAte,
        versao: postagens.versao,
        revisaoEstado: postagens.revisaoEstado,
        publicarFacebook: postagens.publicarFacebook,
      })
      .from(postagens)
      .where(eq(postagens.id, id))
      .limit(1)
      .for('update');
    if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
    assertCanManagePost(actor.user, current.autorId);
    if (input.acao !== 'enviar' && !reviewsPosts(actor.user.papel)) throw forbidden(REVIEW_MESSAGES.onlyEditors);
    if (input.versao !== undefined && input.versao !== current.versao) throw conflict(REVIEW_MESSAGES.staleVersion, 'VERSAO_DESATUALIZADA');
    const log = { usuarioId: actor.user.id, entidade: 'postagem', entidadeId: id, ip: actor.ip };

    if (input.acao === 'enviar') {
      if (current.status !== 'rascunho') throw conflict(REVIEW_MESSAGES.onlyDrafts);
      // Sent twice (a double click, two tabs): one request, one log.
      if (current.revisaoEstado === 'pendente') return null;
      await tx
        .update(postagens)
        .set({ revisaoEstado: 'pendente', revisaoComentario: null, revisaoEm: now, revisaoPorId: actor.user.id })
        .where(eq(postagens.id, id));
      await recordLog(tx, { ...log, acao: 'enviar_revisao', detalhes: { titulo: current.titulo, ...(current.revisaoEstado ? { revisaoAnterior: current.revisaoEstado } : {}) } });
      return null;
    }

    if (current.revisaoEstado !== 'pendente') throw conflict(REVIEW_MESSAGES.notPending);

    if (input.acao === 'devolver') {
      await tx
        .update(postagens)
        .set({ revisaoEstado: 'devolvida', revisaoComentario: input.comentario ?? null, revisaoEm: now, revisaoPorId: actor.user.id })
        .where(eq(postagens.id, id));
      await recordLog(tx, { ...log, acao: 'devolver', detalhes: { titulo: current.titulo, comentario: input.comentario ?? null } });
      return null;
    }

    // 'aprovar': published now, or scheduled for the future instant asked.
    const requested = input.publicadoEm ?? null;
    const status: PostStatus = requested !== null && Date.parse(requested) > now.getTime() ? 'agendado' : 'publicado';
    const publicadoEm = resolvePublishedAt(status, requested, current, now);
    await tx
      .update(postagens)
      .set({ status, publicadoEm, ...REVIEW_CLEARED, versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
      .where(eq(postagens.id, id));
    // A new version, like any save: the post's history keeps it.
    await recordSavedRevision(tx, actor.user.id, id, now);
    const entry = saveLogEntry(actor, id, current.titulo, status, current.status);
    await recordLog(tx, { ...entry, detalhes: { ...entry.detalhes, revisao: 'aprovada' } });
    return { status, publicarFacebook: current.publicarFacebook, change: { id, antes: publicStateOf(current, now), depois: publicStateOf({ ...current, status, publicadoEm }, now) } };
  });

  // Sending or returning changes nothing readers see: nothing to expire.
  await expirePostChanges(outcome ? [outcome.change] : []);
  // Approving publishes: the Facebook share an editor opted in goes out, as after a save.
  if (outcome) return withFacebookShare(db, actor, id, outcome.status, outcome.publicarFacebook);
  return (await loadDetail(db, id))!;
}
