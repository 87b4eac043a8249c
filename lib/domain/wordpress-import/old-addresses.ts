/**
 * The addresses a WordPress site answered at, as origins of the redirects table (issue's old
 * links, shared on WhatsApp and indexed by Google News): each post's permalink whatever its
 * structure (/2024/05/12/slug/, /slug/, /categoria/slug/…, read from the export's <link>) and its
 * /?p=123, each category's archive (/category/pai/filha/, /?cat=4) and each tag's (/tag/slug/).
 * Paths are kept in the table's one spelling (lib/domain/redirects).
 */

import { NEWS_SLUG } from '../constants';
import { isFixedRoute, normalizeRedirectPath, queryOrigin } from '../redirects';

function hostOf(address: string): string | null {
  try {
    return new URL(address).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** A path of the old site as a redirect origin; null for another site, a query address or a path this site owns. */
export function oldPathOf(link: string, siteAddress: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim(), siteAddress || undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const site = hostOf(siteAddress);
  if (site !== null && url.hostname.toLowerCase().replace(/^www\./, '') !== site) return null;
  if (url.search) return null;
  const path = normalizeRedirectPath(url.pathname);
  if (!path.ok || isFixedRoute(path.path)) return null;
  return path.path;
}

const unique = (values: Array<string | null>) => [...new Set(values.filter((value): value is string => value !== null))];

/** A post's old addresses: its permalink and /?p={id} (pages: /?page_id={id}). */
export function oldPostAddresses(link: string, postId: number | null, siteAddress: string, kind: 'post' | 'page' = 'post'): string[] {
  return unique([oldPathOf(link, siteAddress), postId === null ? null : queryOrigin(kind === 'page' ? 'page_id' : 'p', String(postId))]);
}

/** The category bases WordPress sites use: its default and the Portuguese one many set. */
export const CATEGORY_BASES = ['category', 'categoria'] as const;
export const TAG_BASE = 'tag';

/** A category's archives: /category/{ancestors…}/{slug}, /category/{slug} (WordPress answers both), and /?cat={id}. */
export function categoryArchiveAddresses(chain: readonly string[], termId: number | null): string[] {
  const paths: Array<string | null> = [];
  for (const base of CATEGORY_BASES) {
    for (const slugs of chain.length > 1 ? [chain, chain.slice(-1)] : [chain]) {
      const path = normalizeRedirectPath(`/${base}/${slugs.join('/')}`);
      paths.push(path.ok ? path.path : null);
    }
  }
  paths.push(termId === null ? null : queryOrigin('cat', String(termId)));
  return unique(paths);
}

/** A tag's archive: /tag/{slug} and /?tag={slug}. */
export function tagArchiveAddresses(slug: string): string[] {
  const path = normalizeRedirectPath(`/${TAG_BASE}/${slug}`);
  return unique([path.ok ? path.path : null, queryOrigin('tag', slug)]);
}

/** Where a tag's archive goes here: the news search for its name (this site has no tag pages). */
export function tagDestination(nome: string): string {
  return `/${NEWS_SLUG}?busca=${encodeURIComponent(nome)}`;
}
