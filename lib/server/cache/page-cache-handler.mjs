// Next's cache (whole public pages, route handlers and data reads) kept in this process's memory,
// with tag expiry that this app controls (DESIGN "Caching"). Next loads this file itself
// (next.config.mjs `cacheHandler`), outside the app's bundles, so it is plain JavaScript.
// With REDIS_URL, Redis is a second tier shared by every instance (shared-tier.mjs): a local miss
// reads it, a render writes it, and an expiry reaches every instance's memory.
//
// Why not Next's default file-system cache: it keeps pages on disk across restarts while it
// remembers expired tags only in memory, so a restart (or `db:seed --reset`) would serve pages of
// data that no longer exists, and pages prerendered by `next build` (which never opens the
// database) would be served as real. Here a restart starts empty: every page is rendered from the
// live database on its first request, then served from memory until a tag it carries expires.

import { LRUCache } from 'lru-cache';
import { notePageKey } from './page-keys.mjs';
import { noteServedEntry } from './served-entry.mjs';
import { isSearchEntry, noteSearchEntry, SEARCH_SHARED_MAX_AGE_SECONDS } from './search-entries.mjs';
import { sharedTier } from './shared-tier.mjs';

const STORE = Symbol.for('sintonia.page-cache');

/** Enough for thousands of pages; least recently used entries go first past it. */
const PAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * Carried by a render that fell back because a read failed (a database outage): such an entry is
 * served to the request that rendered it but never stored. lib/domain/cache-tags.ts names it too
 * (DEGRADED_RENDER_TAG); this file is plain JavaScript that Next loads on its own.
 */
export const DEGRADED_TAG = 'sintonia:degradado';

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: any }} Entry
 * @typedef {{ entries: LRUCache<string, Entry>, expiredAt: Map<string, number>, missedAt: Map<string, number>, searchKeys?: Set<string> }} Store
 */

/** Keys missed and not yet set again (renders under way, or that failed) remembered at most. */
const MAX_PENDING_MISSES = 10_000;
/** npm run bench:writes counts renders from these lines (one per rendered page, never on by default). */
const LOG_RENDERS = process.env.SINTONIA_LOG_RENDERS === '1';

/** @returns {Store} */
function createStore(maxBytes) {
  /** @type {Store} */
  const store = { expiredAt: new Map(), missedAt: new Map() };
  store.entries = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => sizeOf(entry.value),
    // An entry that goes (evicted past the size, expired, removed) frees its search's place. A
    // replaced one does not: the entry that replaces it notes its own place.
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') store.searchKeys?.delete(key);
    },
  });
  return store;
}

/** One store per process, shared by every copy of this module (Next may load it more than once). */
export function pageCacheStore() {
  const g = /** @type {any} */ (globalThis);
  return (g[STORE] ??= createStore(PAGE_CACHE_MAX_BYTES));
}

/** Tags given by Next for a data read, or those a page or route response recorded in its headers. */
function tagsOf(entry, ctx) {
  if (ctx && (ctx.tags || ctx.softTags)) return [...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

function sizeOf(value) {
  if (!value) return 64;
  let bytes = 256;
  for (const part of [value.html, value.rscData, value.body, value.data?.body]) {
    if (typeof part === 'string') bytes += part.length * 2;
    else if (part && typeof part.byteLength === 'number') bytes += part.byteLength;
  }
  if (value.segmentData instanceof Map) for (const segment of value.segmentData.values()) bytes += segment?.byteLength ?? 0;
  return bytes;
}

/** The search entries in memory, in order of use (search-entries.mjs bounds how many). */
function searchIndex(store) {
  return (store.searchKeys ??= new Set());
}

function expireLocally(tags, at) {
  const { expiredAt } = pageCacheStore();
  for (const tag of tags) if ((expiredAt.get(tag) ?? -Infinity) < at) expiredAt.set(tag, at);
}

function shared() {
  return sharedTier(expireLocally);
}

/**
 * Expires every entry carrying one of these tags: the next read renders anew (no stale answer).
 * With Redis, resolves once every instance has been told (or, Redis being down, once it is queued).
 */
export async function expireTags(tags, now = Date.now()) {
  expireLocally(tags, now);
  await shared()?.expire(tags, now);
}

function isExpired(store, tags, lastModified) {
  return tags.some((tag) => (store.expiredAt.get(tag) ?? -Infinity) >= lastModified);
}

/** Whether `key` would be answered from this process's memory now (not expired by a tag). */
export function hasFreshEntry(key) {
  const store = pageCacheStore();
  const entry = store.entries.peek(key);
  return entry !== undefined && !isExpired(store, tagsOf(entry), entry.lastModified);
}

export default class PageCacheHandler {
  constructor() {
    this.store = pageCacheStore();
    this.shared = shared();
  }

  async get(key, ctx) {
    notePageKey(key, ctx?.kind);
    // Read as used (an expired entry is removed just below).
    const entry = this.store.entries.get(key);
    if (entry && !isExpired(this.store, tagsOf(entry, ctx), entry.lastModified)) {
      if (this.store.searchKeys?.has(key)) noteSearchEntry(this.store.searchKeys, key);
      noteServedEntry(entry.value);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }
    this.store.entries.delete(key);
    const fromShared = await this.shared?.get(key, ctx?.softTags);
    const sharedTags = fromShared ? [...fromShared.tags, ...tagsOf(fromShared, ctx)] : [];
    if (fromShared && !isExpired(this.store, sharedTags, fromShared.lastModified)) {
      this.keep(key, fromShared.value, fromShared.lastModified, fromShared.cacheControl, sharedTags);
      noteServedEntry(fromShared.value);
      return { value: fromShared.value, lastModified: fromShared.lastModified, cacheControl: fromShared.cacheControl };
    }
    this.noteMiss(key);
    return null;
  }

  async set(key, data, ctx) {
    if (LOG_RENDERS && data?.kind === 'APP_PAGE') process.stdout.write(`[render] ${key}\n`);
    // The request that rendered it is answered with it (its tags in the CDN's headers), stored or not.
    noteServedEntry(data);
    if (data && tagsOf({ value: data }, ctx).includes(DEGRADED_TAG)) {
      this.keepServing(key);
      return;
    }
    this.store.entries.delete(key);
    // A miss is followed by a render and then this set. Stamped with the miss, an entry whose render
    // read data before a write expired its tags counts as expired, not as fresh.
    const lastModified = this.store.missedAt.get(key) ?? Date.now();
    this.store.missedAt.delete(key);
    if (!data) return;
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const tags = tagsOf({ value: data }, ctx);
    this.keep(key, data, lastModified, cacheControl, tags);
    const search = isSearchEntry(tags) ? { maxAgeSeconds: SEARCH_SHARED_MAX_AGE_SECONDS } : {};
    await this.shared?.set(key, { value: data, lastModified, cacheControl, tags, ...search });
  }

  /**
   * A degraded render was refused: the good copy it would have replaced keeps serving. Stamped
   * anew, so that Next tries the render again one revalidation period later rather than on every
   * request while the database is down. Only a copy no tag has expired: then no expiry predates
   * the new stamp, and one made after it expires the copy as usual.
   */
  keepServing(key) {
    this.store.missedAt.delete(key);
    const entry = this.store.entries.peek(key);
    if (!entry) return;
    if (isExpired(this.store, tagsOf(entry), entry.lastModified)) this.store.entries.delete(key);
    else entry.lastModified = Date.now();
  }

  keep(key, value, lastModified, cacheControl, tags = []) {
    // A search's entry makes room among the searches only, never among the shared pages.
    if (isSearchEntry(tags)) for (const oldest of noteSearchEntry(searchIndex(this.store), key)) this.store.entries.delete(oldest);
    // Past PAGE_CACHE_MAX_BYTES, the least recently used entries go first.
    this.store.entries.set(key, { value, lastModified, cacheControl });
  }

  noteMiss(key) {
    const { missedAt } = this.store;
    if (missedAt.has(key)) return;
    if (missedAt.size >= MAX_PENDING_MISSES) missedAt.clear();
    missedAt.set(key, Date.now());
  }

  async revalidateTag(tags) {
    await expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
