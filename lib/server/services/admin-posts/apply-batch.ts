import 'server-only';
import { POST_BATCH_TARGET, type PostBatchInput, type PostBatchResult } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseOutage } from '../../db/outage';
import { AppError } from '@/lib/server/errors';
import type { Actor } from '../auth';
import type { PostChange } from '@/lib/domain/cache-tags';
import { expirePostChanges } from '../../cache/expire';
import { deletePostRow } from './delete-post';
import { setPostStatus } from './set-post-status';
import { sharePostSafely } from '../facebook/share-post';

/*
 * Bulk actions of the post list: publish, move to draft, archive or delete the
 * selected posts, and the quick status change of one row (the same call with one id).
 *
 * Each post is its own transaction, under the same rules as the single-post writes (who may touch
 * it, publicadoEm, version, audit entry): the selection is a shortcut for N independent actions,
 * so one post that may not be changed, or was deleted meanwhile, must not undo the others. The
 * answer says, per id, what happened. The cached public pages of what changed are expired once,
 * after the last post and before the Facebook shares (which read the posts' pages).
 */

const UNEXPECTED_FAILURE_MESSAGE = 'Erro inesperado ao processar esta postagem. Tente novamente.';

export async function applyPostBatch(db: Database, actor: Actor, input: PostBatchInput): Promise<PostBatchResult> {
  const target = POST_BATCH_TARGET[input.acao];
  const result: PostBatchResult = { ok: [], inalteradas: [], falhas: [], facebook: [] };
  const toShare: number[] = [];
  const changes: PostChange[] = [];
  const now = new Date();

  for (const [index, id] of input.ids.entries()) {
    try {
      if (target === null) {
        changes.push(await deletePostRow(db, actor, id));
      } else {
        const change = await setPostStatus(db, actor, id, target, now);
        if (!change.changed) result.inalteradas.push(id);
        else {
          changes.push(change.post);
          if (target === 'publicado' && change.publicarFacebook) toShare.push(id);
        }
      }
      result.ok.push(id);
    } catch (error) {
      if (error instanceof AppError) {
        result.falhas.push({ id, mensagem: error.message });
        continue;
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing written yet: the API's 503. Otherwise say what was done, and stop trying the rest.
        if (result.ok.length === result.inalteradas.length) throw error;
        logDatabaseOutage(error);
        for (const left of input.ids.slice(index)) result.falhas.push({ id: left, mensagem: DATABASE_UNAVAILABLE_MESSAGE });
        break;
      }
      console.error('[postagens] falha inesperada na ação em lote', input.acao, id, error);
      result.falhas.push({ id, mensagem: UNEXPECTED_FAILURE_MESSAGE });
    }
  }

  await expirePostChanges(changes);
  // As a single publish does, after the commit: the posts an editor opted in go to the station's
  // Facebook page, one at a time (each with its own 5 s limit; it never throws).
  for (const id of toShare) {
    const outcome = await sharePostSafely(db, id, { usuarioId: actor.user.id, ip: actor.ip });
    if (outcome) result.facebook.push({ id, resultado: outcome.resultado, mensagem: outcome.mensagem });
  }
  return result;
}
