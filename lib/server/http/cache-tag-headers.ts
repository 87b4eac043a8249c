import type { IncomingMessage, ServerResponse } from 'node:http';
import { cdnTagHeaders, isDegradedRender, listsCdnTags, splitRecordedTags } from '@/lib/domain/cdn-tags';
import { pageCacheStore } from '../cache/page-cache-handler.mjs';
import { pageKeyOf } from '../cache/page-keys.mjs';
import { recordedTagsOf, runRecordingServedEntry, type ServedEntry } from '../cache/served-entry.mjs';

/**
 * The cache tags of a public page or feed, in the headers a CDN purges by (lib/domain/cdn-tags:
 * Cache-Tag and Surrogate-Key), added by the front door as the headers go out. Next records a
 * cached response's tags in its entry but never sends them (outside its minimal mode), so they
 * come from the page cache: the entry the cache handler read or stored for this request
 * (../cache/served-entry.mjs), or, for a reader that waited for another reader's render and so
 * read nothing itself, the entry now stored for the page's path.
 *
 * A render that fell back because a read failed (a database outage) is never stored by the page
 * cache; it goes out with Cache-Control: no-store, so that no cache in front keeps it either.
 */

/** Set by Next on each response of a page or route it caches (HIT, MISS, STALE). */
const NEXT_CACHE_HEADER = 'x-nextjs-cache';

/** What Next itself sends with a page that must not be kept. */
export const DEGRADED_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

/** The recorded tags of the entry the page cache holds for `cachePath`, or null. */
function storedTagsOf(cachePath: string): string | null {
  const key = pageKeyOf(cachePath);
  const entry = key === undefined ? undefined : pageCacheStore().entries.peek(key);
  return entry ? recordedTagsOf(entry.value) : null;
}

type Listing = { degraded: boolean; headers: [string, string][] };

/** Each recorded list's headers, worked out once: the same pages' lists come back on every request. */
const listings = new Map<string, Listing>();
const MAX_LISTINGS = 2_000;

function listingOf(recorded: string): Listing {
  let listing = listings.get(recorded);
  if (!listing) {
    const tags = splitRecordedTags(recorded);
    listing = { degraded: isDegradedRender(tags), headers: Object.entries(cdnTagHeaders(tags) ?? {}) };
    if (listings.size >= MAX_LISTINGS) listings.clear();
    listings.set(recorded, listing);
  }
  return listing;
}

function addCacheTagHeaders(response: ServerResponse, served: ServedEntry, cachePath: string): void {
  if (response.getHeader(NEXT_CACHE_HEADER) === undefined) return;
  const recorded = served.tags ?? storedTagsOf(cachePath);
  if (recorded === null) return;
  const listing = listingOf(recorded);
  if (listing.degraded) {
    response.setHeader('Cache-Control', DEGRADED_CACHE_CONTROL);
    return;
  }
  for (const [name, value] of listing.headers) response.setHeader(name, value);
}

/**
 * Runs `serve` (the app answering the request) so that a public page's response lists its cache
 * tags. `path` is the request's path; `cachePath` the path its page-cache entry is learnt under
 * (a search's: its term's results page). Anything else than a GET or HEAD of the public site is
 * served as it is.
 */
export function servingWithCacheTags<T>(request: IncomingMessage, response: ServerResponse, path: string, cachePath: string, serve: () => T): T {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !listsCdnTags(path)) return serve();
  const served: ServedEntry = { tags: null };
  const writeHead = response.writeHead;
  let added = false;
  // Node's implicit headers (the first write or end) go through writeHead too.
  response.writeHead = function writeHeadWithCacheTags(this: ServerResponse, ...args: unknown[]) {
    if (!added) {
      added = true;
      addCacheTagHeaders(this, served, cachePath);
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as typeof response.writeHead;
  return runRecordingServedEntry(served, serve);
}
