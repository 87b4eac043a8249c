import { isPanelPath } from './panel-path';
import { inAppPath } from './in-app-link';

export type ReachedLink = { href: string; target: string | null; download: boolean };

/**
 * The page to prefetch when someone reaches for a link (pointer over it, finger on it, keyboard
 * focus): a page that a click would open inside the app, on the side of the site shown (a public
 * page's links to public pages, the panel's to the panel's), other than the one shown. Null:
 * nothing to fetch (files, feeds, the API, other sites, new windows, the other side).
 */
export function prefetchPath(link: ReachedLink, shown: { origin: string; pathname: string; search: string }): string | null {
  const path = inAppPath({ button: 0, modified: false, ...link, origin: shown.origin });
  if (!path) return null;
  const url = new URL(path, shown.origin);
  if (isPanelPath(url.pathname) !== isPanelPath(shown.pathname)) return null;
  if (url.pathname === shown.pathname && url.search === shown.search) return null;
  return `${url.pathname}${url.search}`;
}
