// Which page-cache entry answers the request in progress, for the headers that list its tags
// (lib/server/http/cache-tag-headers.ts): the front door runs each public request inside
// runRecordingServedEntry, and the cache handler notes the whole response it read for it, or
// stored after rendering it (a render that fell back is noted too, though never stored).
// Plain JavaScript: Next loads the cache handler outside the app's bundles.

import { AsyncLocalStorage } from 'node:async_hooks';

const STATE = Symbol.for('sintonia.served-entry');

/** Next's kinds of whole responses: a page, or a route handler's (feeds, sitemaps). */
const WHOLE_RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Where Next records a cached page's or route's tags, comma-separated. */
const TAGS_HEADER = 'x-next-cache-tags';

/** One storage per process, shared by every copy of this module (Next may load it more than once). */
function storage() {
  const g = /** @type {any} */ (globalThis);
  return (g[STATE] ??= new AsyncLocalStorage());
}

/**
 * Runs `serve` with `served` as the request's record: its `tags` (the entry's recorded tags,
 * comma-separated) stay null unless the cache handler reads or stores a whole response for it.
 */
export function runRecordingServedEntry(served, serve) {
  return storage().run(served, serve);
}

/** Called by the cache handler with the value of an entry it read or stored. */
export function noteServedEntry(value) {
  const served = storage().getStore();
  if (!served || !value || !WHOLE_RESPONSE_KINDS.has(value.kind)) return;
  served.tags = recordedTagsOf(value);
}

/** The tags Next recorded in a cached value, comma-separated ('' for none). */
export function recordedTagsOf(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header : '';
}
