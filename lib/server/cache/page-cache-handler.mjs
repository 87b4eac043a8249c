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

import { sharedTier } from './shared-tier.mjs';

const STORE = Symbol.for('sintonia.page-cache');

/** Enough for thousands of pages; least recently used entries go first past it. */
const PAGE_CACHE_MAX_BYTES = 256 * 1024 * 1024;

const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: any, bytes: number }} Entry
 * @typedef {{ entries: Map<string, Entry>, expiredAt: Map<string, number>, missedAt: Map<string, number>, bytes: number, maxBytes: number }} Store
 */

/** Keys missed and not yet set again (renders under way, or that failed) remembered at most. */
const MAX_PENDING_MISSES = 10_000;

/** @returns {Store} */
function createStore(maxBytes) {
  return { entries: new Map(), expiredAt: new Map(), missedAt: new Map(), bytes: 0, maxBytes };
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

function remove(store, key) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.bytes -= entry.bytes;
  store.entries.delete(key);
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

export default class PageCacheHandler {
  constructor() {
    this.store = pageCacheStore();
    this.shared = shared();
  }

  async get(key, ctx) {
    const entry = this.store.entries.get(key);
    if (entry && !isExpired(this.store, tagsOf(entry, ctx), entry.lastModified)) {
      // Most recently used last, so eviction takes from the front.
      this.store.entries.delete(key);
      this.store.entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }
    remove(this.store, key);
    const fromShared = await this.shared?.get(key, ctx?.softTags);
    if (fromShared && !isExpired(this.store, [...fromShared.tags, ...tagsOf(fromShared, ctx)], fromShared.lastModified)) {
      this.keep(key, fromShared.value, fromShared.lastModified, fromShared.cacheControl);
      return { value: fromShared.value, lastModified: fromShared.lastModified, cacheControl: fromShared.cacheControl };
    }
    this.noteMiss(key);
    return null;
  }

  async set(key, data, ctx) {
    remove(this.store, key);
    // A miss is followed by a render and then this set. Stamped with the miss, an entry whose render
    // read data before a write expired its tags counts as expired, not as fresh.
    const lastModified = this.store.missedAt.get(key) ?? Date.now();
    this.store.missedAt.delete(key);
    if (!data) return;
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    this.keep(key, data, lastModified, cacheControl);
    await this.shared?.set(key, { value: data, lastModified, cacheControl, tags: tagsOf({ value: data }, ctx) });
  }

  keep(key, value, lastModified, cacheControl) {
    const entry = { value, lastModified, cacheControl, bytes: sizeOf(value) };
    this.store.entries.set(key, entry);
    this.store.bytes += entry.bytes;
    for (const [oldest] of this.store.entries) {
      if (this.store.bytes <= this.store.maxBytes) break;
      remove(this.store, oldest);
    }
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
