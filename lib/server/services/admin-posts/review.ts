import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { flagOr } from '@/lib/domain/coerce';
import { AUTHORS_PUBLISH_KEY, isPublishingStatus, mayPublish, REVIEW_MESSAGES, reviewsPosts, type ReviewPolicy } from '@/lib/domain/post-review';
import type { Executor } from '../../db/client';
import { configuracoes, postagens } from '../../db/schema';
import { forbidden } from '@/lib/server/errors';
import type { AuthUser } from '../auth';

/*
 * Who may publish. SPEC §6 names no role but 'admin' and says nothing of who
 * publishes; DESIGN let an autor publish their own posts. The station now puts review in front of that:
 * by default an autor sends a post "para revisão" and an editor or admin publishes it; the setting
 * postagens.autoresPublicam (settings screen, off by default) gives authors back the right to
 * publish and schedule their own posts. Checked inside the write's transaction, in every write
 * that can put a post on the site: create, update, the list's status change and bulk actions.
 */

/** The station's setting, read where it is decided (one small row; no cache to go stale). */
export async function authorsMayPublish(db: Executor): Promise<boolean> {
  const [row] = await db.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.chave, AUTHORS_PUBLISH_KEY)).limit(1);
  return flagOr(row?.valor, false);
}

export async function userMayPublish(db: Executor, user: Pick<AuthUser, 'papel'>): Promise<boolean> {
  if (mayPublish(user.papel, false)) return true;
  return mayPublish(user.papel, await authorsMayPublish(db));
}

/**
 * A save or status change that would leave the post published or scheduled: refused for an author
 * the station does not let publish. A published post of theirs cannot be changed either (that
 * would publish the change); moving it back to a draft or archiving it stays possible.
 */
export async function assertMayPublish(db: Executor, user: Pick<AuthUser, 'papel'>, status: string): Promise<void> {
  if (!isPublishingStatus(status)) return;
  if (!(await userMayPublish(db, user))) throw forbidden(REVIEW_MESSAGES.cannotPublish);
}

/** Columns that end a review: a post that goes public (or scheduled) is no longer waiting for one. */
export const REVIEW_CLEARED = { revisaoEstado: null, revisaoComentario: null, revisaoEm: null, revisaoPorId: null } as const;

/** What a write with this status does to the review state: cleared when the post goes public or scheduled, kept otherwise. */
export function reviewColumnsFor(status: string): Partial<typeof REVIEW_CLEARED> {
  return isPublishingStatus(status) ? REVIEW_CLEARED : {};
}

export async function getReviewPolicy(db: Executor, user: AuthUser): Promise<ReviewPolicy> {
  const autoresPublicam = await authorsMayPublish(db);
  const revisa = reviewsPosts(user.papel);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(postagens)
    .where(and(eq(postagens.revisaoEstado, 'pendente'), revisa ? undefined : eq(postagens.autorId, user.id)));
  return { podePublicar: mayPublish(user.papel, autoresPublicam), revisa, autoresPublicam, aguardandoRevisao: Number(total) };
}
