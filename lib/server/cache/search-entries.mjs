// Search results in the page cache (page-cache-handler.mjs). Every term typed is an entry of its
// own — its results page and its data read (lib/api/public.ts getSearchResults) — so searches are
// kept apart from the pages every reader shares: at most MAX_CACHED_SEARCH_ENTRIES of them in each
// process's memory (least recently used out first), and for SEARCH_SHARED_MAX_AGE_SECONDS at most
// in Redis. A flood of made-up terms can then never push the home page out of the cache.
// Plain JavaScript, like the handler that loads it (Next loads that outside the app's bundles).

/** Carried by a search's data read, and so by the results page that made it. */
export const SEARCH_RESULTS_TAG = 'sintonia:busca';

/** About half as many terms: a term's page and its data read are an entry each. */
export const MAX_CACHED_SEARCH_ENTRIES = 400;

/** A search's entry lives this long in Redis at most (other entries live a day there). */
export const SEARCH_SHARED_MAX_AGE_SECONDS = 10 * 60;

/** @param {readonly string[]} tags */
export function isSearchEntry(tags) {
  return tags.includes(SEARCH_RESULTS_TAG);
}

/**
 * Notes `key` as the most recently used search entry in `index` (keys in order of use) and
 * returns the keys past the bound, oldest first, for the caller to drop.
 * @param {Set<string>} index
 * @param {string} key
 * @param {number} [max]
 * @returns {string[]}
 */
export function noteSearchEntry(index, key, max = MAX_CACHED_SEARCH_ENTRIES) {
  index.delete(key);
  index.add(key);
  const over = [];
  for (const oldest of index) {
    if (index.size - over.length <= max) break;
    over.push(oldest);
  }
  return over;
}
