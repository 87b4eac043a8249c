import 'server-only';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { expirePublicTags } from '../cache/expire';
import type { Database } from '../db/client';
import { episodesCameDue } from './podcasts';
import { logBackgroundFailure } from '../db/outage';

/*
 * Scheduled episodes. An episode has no status to flip: it is public once its
 * publicadoEm has passed, and every public read already says so. But the pages and feeds readers
 * get are cached, so the scheduler's tick (./scheduler.ts, every few seconds) also asks whether an
 * episode came due since its last look and, if one did, expires the podcast pages: a scheduled
 * episode is on /podcasts and in its feed within seconds of its time, as a scheduled post is on the
 * home page, instead of after PUBLIC_CACHE_TTL_SECONDS and a visit. The look is an indexed range
 * read (episodios_publicado_idx) that finds nothing almost always. Each instance keeps its own
 * "last look"; two instances expiring the same tag is harmless.
 */

type State = { lastCheck: Date | null };
const STATE = Symbol.for('sintonia.podcast-schedule');

function state(): State {
  const holder = globalThis as typeof globalThis & { [STATE]?: State };
  return (holder[STATE] ??= { lastCheck: null });
}

/** How far back the first look of a process reaches (an episode that came due while it was starting). */
export const FIRST_LOOK_BACK_MS = 60_000;

/** Expires the podcast pages if an episode came due since the last call; true when it did. Never throws. */
export async function expireDueEpisodes(db: Database, now: Date = new Date()): Promise<boolean> {
  const current = state();
  const after = current.lastCheck ?? new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  try {
    const due = await episodesCameDue(db, after, now);
    if (due) await expirePublicTags([CACHE_TAGS.podcasts]);
    current.lastCheck = now;
    return due;
  } catch (error) {
    // The next tick looks again from the same point.
    logBackgroundFailure('[agendamento] falha ao verificar episódios agendados', error);
    return false;
  }
}

/** For tests: forget the last look. */
export function resetEpisodeSchedule(): void {
  state().lastCheck = null;
}
