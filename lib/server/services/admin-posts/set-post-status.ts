import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { PostStatus } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import { lockManagedPost } from './access';
import { resolvePublishedAt, saveLogEntry } from './save-rules';
import { assertMayPublish, reviewColumnsFor } from './review';
import { recordSavedRevision } from './saved-revision';
import type { PostChange } from '@/lib/domain/cache-tags';
import { publicStateOf } from './public-state';

/**
 * What a status change did: nothing when the post already had it; otherwise whether it opted in
 * to Facebook, and what readers see of it before and after (the caller expires the cache).
 */
export type StatusChange = { changed: false } | { changed: true; publicarFacebook: boolean; post: PostChange };

/**
 * The list's quick status change and bulk actions: what a save of the editor
 * with only the status changed does (its publicadoEm, a new version, who and when, the same log
 * entry). A post already in that status is left alone: no new version that would 409 someone
 * editing it, no log of a change that was not.
 */
export async function setPostStatus(db: Database, actor: Actor, id: number, status: PostStatus, now: Date): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const current = await lockManagedPost(tx, actor, id);
    if (current.status === status) return { changed: false } as const;
    await assertMayPublish(tx, actor.user, status);
    // The form sends the saved date back (publicationDateFor): publishing again keeps a past date.
    const publicadoEm = resolvePublishedAt(status, current.publicadoEm?.toISOString() ?? null, current, now);
    await tx
      .update(postagens)
      // Only a published post is urgent: a post leaving that status stops being so.
      .set({ status, publicadoEm, ...(status === 'publicado' ? {} : { urgenteAte: null }), ...reviewColumnsFor(status), versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
      .where(eq(postagens.id, id));
    await recordSavedRevision(tx, actor.user.id, id, now);
    await recordLog(tx, saveLogEntry(actor, id, current.titulo, status, current.status));
    const depois = publicStateOf({ ...current, status, publicadoEm, urgenteAte: status === 'publicado' ? current.urgenteAte : null }, now);
    return { changed: true, publicarFacebook: current.publicarFacebook, post: { id, antes: publicStateOf(current, now), depois } } as const;
  });
}
