/**
 * Whether a click on a link inside HTML the site did not render as <Link> (a post's body) may be
 * followed inside the app, so the page changes without a reload and the player keeps playing:
 * a plain left click on a link to another page of this site. Files (/uploads), the API, the feeds
 * and anything opening elsewhere load as the browser would.
 */
export type LinkClick = {
  button: number;
  modified: boolean;
  target: string | null;
  download: boolean;
  href: string;
  origin: string;
};

const NOT_PAGES = /^\/(uploads|api|capas-podcast|compartilhamento|_next)\/|^\/(rss\.xml|sitemap[^/]*\.xml|robots\.txt)$|\.(xml|mp3|m4a|ogg|pdf|jpe?g|png|webp|gif)$/i;

/** The path to push, or null when the browser should follow the link itself. */
export function inAppPath({ button, modified, target, download, href, origin }: LinkClick): string | null {
  if (button !== 0 || modified || download || (target && target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_PAGES.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
