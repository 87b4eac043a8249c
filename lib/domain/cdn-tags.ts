/*
 * The cache tags a public page carries (./cache-tags), as a CDN in front of the site reads them,
 * so that the tags a write expires here can purge the CDN's copies too (README, "Atrás do nginx e
 * de uma CDN"): `Cache-Tag`, comma-separated, as Cloudflare reads it, and `Surrogate-Key`,
 * space-separated, as Fastly reads it. Only this app's own tags go out: Next's implicit ones
 * (`_N_T_/…`, the page's path and layouts) are never expired here, so they would purge nothing.
 */
import { isPanelPath } from './panel-path';
import { DEGRADED_RENDER_TAG } from './cache-tags';

/** Every tag of ./cache-tags starts with it (the post tags, the search entries' too). */
const APP_TAG_PREFIX = 'sintonia:';

export const CDN_TAG_HEADERS = { cacheTag: 'Cache-Tag', surrogateKey: 'Surrogate-Key' } as const;

/**
 * What a tag may be in both lists: visible ASCII without the separators (a comma or a space).
 * A post tag of a station backend at API_URL holds its id as it came (any text): one that does
 * not fit is left out, and that page is refreshed by its other tags or its lifetime.
 */
const LISTABLE_TAG = /^[\x21-\x2b\x2d-\x7e]+$/;

/** The tags of `tags` a CDN may purge by, once each, in their order. */
export function cdnTags(tags: readonly string[]): string[] {
  const listed = new Set<string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag.startsWith(APP_TAG_PREFIX) && tag !== DEGRADED_RENDER_TAG && LISTABLE_TAG.test(tag)) listed.add(tag);
  }
  return [...listed];
}

/** The response headers that list `tags` for a CDN; null when none is listable. */
export function cdnTagHeaders(tags: readonly string[]): Record<string, string> | null {
  const listed = cdnTags(tags);
  if (listed.length === 0) return null;
  return { [CDN_TAG_HEADERS.cacheTag]: listed.join(','), [CDN_TAG_HEADERS.surrogateKey]: listed.join(' ') };
}

/** The tags Next recorded for a cached page or route (its `x-next-cache-tags`, comma-separated). */
export function splitRecordedTags(header: string): string[] {
  return header === '' ? [] : header.split(',');
}

/** A render that fell back because a read failed: no cache, here or in front, may keep it. */
export function isDegradedRender(tags: readonly string[]): boolean {
  return tags.includes(DEGRADED_RENDER_TAG);
}

/**
 * Whether a response to `path` (no query) may list its tags: the public site only. The panel and
 * the API never do, whatever they read (the live coverage's JSON included: it is API).
 */
export function listsCdnTags(path: string): boolean {
  if (isPanelPath(path)) return false;
  return !path.startsWith('/api/') && !path.startsWith('/_next/');
}
