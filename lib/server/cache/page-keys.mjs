// Which page-cache entry a request path is answered from, learnt from the cache handler: the front
// door runs each request inside runForRequestPath, and the handler notes the key a page or route
// read under it. The next request for that path is then known to be cheap (the entry is there and
// not expired) before Next sees it, without the front door knowing the app's routes or rewrites.
// Plain JavaScript: Next loads the cache handler outside the app's bundles.

import { AsyncLocalStorage } from 'node:async_hooks';

const STATE = Symbol.for('sintonia.page-keys');

/** Paths remembered at most, least recently used out first (a flood of made-up paths stays bounded). */
export const MAX_REMEMBERED_PATHS = 5_000;

/** Next's kinds of whole responses: a page, or a route handler's (feeds, sitemaps). */
const WHOLE_RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

function state() {
  const g = /** @type {any} */ (globalThis);
  return (g[STATE] ??= { context: new AsyncLocalStorage(), keys: new Map() });
}

/** Runs `serve` with `path` as the request's path for the cache handler. */
export function runForRequestPath(path, serve) {
  return state().context.run(path, serve);
}

/** Called by the cache handler on every read: a whole response's key is noted for the request's path. */
export function notePageKey(key, kind) {
  if (!WHOLE_RESPONSE_KINDS.has(kind)) return;
  const { context, keys } = state();
  const path = context.getStore();
  if (typeof path !== 'string') return;
  keys.delete(path);
  keys.set(path, key);
  if (keys.size > MAX_REMEMBERED_PATHS) keys.delete(keys.keys().next().value);
}

/** The cache key last read for `path`, if any. */
export function pageKeyOf(path) {
  const { keys } = state();
  const key = keys.get(path);
  if (key === undefined) return undefined;
  keys.delete(path);
  keys.set(path, key);
  return key;
}

/** Forgets every path (tests). */
export function forgetPageKeys() {
  state().keys.clear();
}
