import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { isPollVote, POLL_VOTE_EXPIRY_INTERVAL_MS, tagsExpiredByWrite, tagsForPostChanges, type PostChange } from '@/lib/domain/cache-tags';
import { purgeCdnTags } from './cdn-purge';
import { expireTags } from './page-cache-handler.mjs';

/*
 * Expiry of the public cache (docs/architecture.md "Caching"; the tags: lib/domain/cache-tags.ts).
 * The cache handler is this app's own (page-cache-handler.mjs), so tags are expired in its store
 * directly: the same call works after a request's write and on the scheduler's timer, where
 * Next's revalidateTag has no request to attach to.
 */

/**
 * Resolves once every instance knows (with REDIS_URL), so the writer's next read elsewhere is
 * fresh, and then once a CDN in front was asked to purge the same tags (CDN_PURGE_URL: ./cdn-purge).
 */
export async function expirePublicTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await expireTags(tags);
  // After the app's own copies: a reader the CDN sends on right away finds the new page here.
  await purgeCdnTags(tags);
}

/** One /api/v1 write in progress: whether its post services already expired what they changed. */
type WriteScope = { postChangesReported: boolean };

const SCOPE = Symbol.for('sintonia.cache-write-scope');
type GlobalWithScope = typeof globalThis & { [SCOPE]?: AsyncLocalStorage<WriteScope> };

/** One storage per process: Next may bundle this module more than once (the route, the scheduler). */
function writeScopes(): AsyncLocalStorage<WriteScope> {
  const scope = globalThis as GlobalWithScope;
  return (scope[SCOPE] ??= new AsyncLocalStorage<WriteScope>());
}

/**
 * Called by the built-in backend's post services right after their commit, before anything that
 * reads the public page (the Facebook share fetches it): expires exactly what the write changed.
 * Inside an /api/v1 write, the route then leaves the post tags alone. Returns the tags expired.
 */
export async function expirePostChanges(changes: readonly PostChange[], now: Date = new Date()): Promise<string[]> {
  const scope = writeScopes().getStore();
  if (scope) scope.postChangesReported = true;
  const tags = tagsForPostChanges(changes, now);
  await expirePublicTags(tags);
  return tags;
}

let lastVoteExpiry = 0;

/**
 * After a successful write through /api/v1 (built-in backend or API_URL): expires what it changed,
 * as far as the path tells (tagsExpiredByWrite) and the post services have not done already.
 * A vote expires the polls at most every few seconds, so a busy poll does not re-render the home
 * page at the rate votes arrive (the voter gets the fresh results from the vote's own answer).
 */
export async function expireAfterWrite(method: string, path: string, options: { postChangesReported?: boolean; now?: number } = {}): Promise<string[]> {
  const tags = tagsExpiredByWrite(method, path, { postChangesReported: options.postChangesReported });
  if (tags.length === 0) return [];
  if (isPollVote(path)) {
    const now = options.now ?? Date.now();
    if (now - lastVoteExpiry < POLL_VOTE_EXPIRY_INTERVAL_MS) return [];
    lastVoteExpiry = now;
  }
  await expirePublicTags(tags);
  return tags;
}

/**
 * Answers one /api/v1 request with `answer`, then, on a 2xx, expires what the write changed. The
 * built-in backend's post writes expire theirs during `answer` (expirePostChanges), so an editor's
 * save has expired its post's page before its Facebook share and before its own answer.
 */
export async function answerWithExpiry(method: string, path: string, answer: () => Promise<Response>): Promise<Response> {
  const scope: WriteScope = { postChangesReported: false };
  const response = await writeScopes().run(scope, answer);
  if (response.status >= 200 && response.status < 300) await expireAfterWrite(method, path, { postChangesReported: scope.postChangesReported });
  return response;
}
