import 'server-only';
import { isPollVote, POLL_VOTE_EXPIRY_INTERVAL_MS, tagsExpiredByWrite } from '@/lib/api/cache-tags';
import { expireTags } from './page-cache-handler.mjs';

/*
 * Expiry of the public cache (DESIGN "Caching"). The cache handler is this app's own
 * (page-cache-handler.mjs), so tags are expired in its store directly: the same call works after
 * a request's write and on the scheduler's timer, where Next's revalidateTag has no request to
 * attach to.
 */

/** Resolves once every instance knows (with REDIS_URL), so the writer's next read elsewhere is fresh. */
export async function expirePublicTags(tags: readonly string[]): Promise<void> {
  if (tags.length > 0) await expireTags(tags);
}

let lastVoteExpiry = 0;

/**
 * After a successful write through /api/v1 (built-in backend or API_URL): expires what it changed.
 * A vote expires the polls at most every few seconds, so a busy poll does not re-render the home
 * page at the rate votes arrive (the voter gets the fresh results from the vote's own answer).
 */
export async function expireAfterWrite(method: string, path: string, now: number = Date.now()): Promise<string[]> {
  const tags = tagsExpiredByWrite(method, path);
  if (tags.length === 0) return [];
  if (isPollVote(path)) {
    if (now - lastVoteExpiry < POLL_VOTE_EXPIRY_INTERVAL_MS) return [];
    lastVoteExpiry = now;
  }
  await expirePublicTags(tags);
  return tags;
}
