import 'server-only';
import { DISCOVERY_PAGE_SIZE, getAllPublishedPosts, getLatestPosts, getPostsPublishedSince, getPublishedPostsPage } from '@/lib/api/discovery-reads';
import { getCategories, getPodcastSitemapEntries, getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { absoluteHref, latestDate, postLastModified } from './discovery-urls';
import { getSiteBase, NEWS_FEED_PATH } from './next-metadata';
import { renderRss, RSS_CACHE_CONTROL, RSS_CONTENT_TYPE, RSS_ITEMS, type RssChannel } from './rss';
import {
  childSitemapPaths,
  NEWS_SITEMAP_MAX_URLS,
  NEWS_WINDOW_MS,
  needsSitemapIndex,
  pageUrls,
  POSTS_PER_CHILD_SITEMAP,
  podcastUrls,
  postUrls,
  renderNewsSitemap,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_MAX_URLS,
  SITEMAP_RESERVED_URLS,
  siteUrls,
  XML_CONTENT_TYPE,
} from './sitemap';

/*
 * The discovery files (sitemaps, RSS) as HTTP responses; app/ route files only call these.
 * Reads go through lib/api like every page. A failed read answers 503 + Retry-After, so crawlers
 * and feed readers come back instead of caching an empty list.
 */

const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
const PAGES_PER_CHILD_SITEMAP = POSTS_PER_CHILD_SITEMAP / DISCOVERY_PAGE_SIZE;
/** A single sitemap never passes the limit, even when a backend gives no total to split by. */
const SINGLE_SITEMAP_PAGES = Math.floor((SITEMAP_MAX_URLS - SITEMAP_RESERVED_URLS) / DISCOVERY_PAGE_SIZE);

function xmlResponse(body: string, contentType: string, cacheControl: string): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': contentType, 'Cache-Control': cacheControl } });
}

/** A feed or sitemap that could not be read: retry later, never an empty document. */
export function unavailable(): Response {
  return new Response('Conteúdo temporariamente indisponível. Tente novamente em instantes.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '120' },
  });
}

export function notFound(message: string): Response {
  return new Response(message, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

const sitemapXml = (body: string) => xmlResponse(body, XML_CONTENT_TYPE, SITEMAP_CACHE_CONTROL);

/**
 * /sitemap.xml: one urlset with the fixed pages, every category with posts and every post. A
 * sitemap holds at most 50,000 URLs; once the post count (meta.total) says the site has outgrown
 * that, the same address serves a sitemap index of /sitemap/paginas.xml and
 * /sitemap/postagens-N.xml (40,000 posts each, oldest first so chunks keep their boundaries).
 */
export async function sitemapResponse(): Promise<Response> {
  const [base, probe] = await Promise.all([getSiteBase(), getPublishedPostsPage(1, { limite: 1 })]);
  if (probe === null) return unavailable();
  if (needsSitemapIndex(probe.total)) {
    const children = childSitemapPaths(probe.total as number).map((path) => ({ loc: absoluteHref(path, base) as string, lastmod: null }));
    return sitemapXml(renderSitemapIndex(children));
  }
  const [posts, podcasts] = await Promise.all([getAllPublishedPosts({ maxPages: SINGLE_SITEMAP_PAGES }), getPodcastSitemapEntries()]);
  if (posts === null) return unavailable();
  if (posts.length >= SINGLE_SITEMAP_PAGES * DISCOVERY_PAGE_SIZE) {
    console.warn('[sitemap] O backend não informa o total de postagens: o sitemap lista só as mais antigas até o limite.');
  }
  return sitemapXml(renderUrlset([...siteUrls(posts, base), ...podcastUrls(podcasts, base)]));
}

/** Children of the sitemap index: 'paginas.xml' and 'postagens-N.xml'. */
export async function childSitemapResponse(file: string): Promise<Response> {
  const base = await getSiteBase();
  if (file === 'paginas.xml') {
    // Without every post at hand, each category's newest post is asked for on its own.
    const categories = await getCategories();
    const newestByCategory = await Promise.all(categories.map((category) => getLatestPosts({ limite: 1, categoria: category.slug })));
    if (newestByCategory.some((posts) => posts === null)) return unavailable();
    const lastmods = new Map<string, Date>();
    categories.forEach((category, index) => {
      const newest = newestByCategory[index]?.[0];
      if (newest) lastmods.set(category.slug, postLastModified(newest));
    });
    // The podcast pages are few: they go with the fixed pages.
    const podcasts = podcastUrls(await getPodcastSitemapEntries(), base);
    return sitemapXml(renderUrlset([...pageUrls(lastmods, latestDate(lastmods.values()), base), ...podcasts]));
  }
  const chunk = /^postagens-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!chunk) return notFound('Sitemap não encontrado.');
  const probe = await getPublishedPostsPage(1, { limite: 1 });
  if (probe === null) return unavailable();
  const index = Number(chunk[1]);
  if (probe.total === null || index > childSitemapPaths(probe.total).length - 1) return notFound('Sitemap não encontrado.');
  const posts = await getAllPublishedPosts({ firstPage: (index - 1) * PAGES_PER_CHILD_SITEMAP + 1, maxPages: PAGES_PER_CHILD_SITEMAP });
  if (posts === null) return unavailable();
  return sitemapXml(renderUrlset(postUrls(posts, base)));
}

/** /sitemap-noticias.xml: Google News sitemap of the last 48 hours. */
export async function newsSitemapResponse(now: Date = new Date()): Promise<Response> {
  const since = new Date(now.getTime() - NEWS_WINDOW_MS);
  const [base, settings, posts] = await Promise.all([getSiteBase(), getPublicSettings(), getPostsPublishedSince(since, NEWS_SITEMAP_MAX_URLS)]);
  if (posts === null) return unavailable();
  return sitemapXml(renderNewsSitemap(posts, { base, brand: brandName(settings), now }));
}

/**
 * /rss.xml (no file) or /rss/{slug}.xml: the 30 newest posts. An unknown category, or a file
 * name that is not '{slug}.xml', is a 404.
 */
export async function rssResponse(file?: string): Promise<Response> {
  const [base, settings] = await Promise.all([getSiteBase(), getPublicSettings()]);
  const brand = brandName(settings);
  let channel: RssChannel;
  let categoria: string | undefined;
  if (file === undefined) {
    channel = {
      title: `${brand} — Notícias`,
      link: absoluteHref('/noticias', base) as string,
      description: settings.site.descricao || `As últimas notícias da região pela redação da ${brand}.`,
      selfUrl: absoluteHref(NEWS_FEED_PATH, base) as string,
    };
  } else {
    const slug = /^(.+)\.xml$/.exec(file)?.[1];
    const category = slug ? (await getCategories()).find((item) => item.slug === slug) : undefined;
    if (!category) return notFound('Categoria não encontrada.');
    categoria = category.slug;
    channel = {
      title: `${brand} — ${category.nome}`,
      link: absoluteHref(`/${category.slug}`, base) as string,
      description: category.descricao,
      selfUrl: absoluteHref(`/rss/${category.slug}.xml`, base) as string,
    };
  }
  const posts = await getLatestPosts({ limite: RSS_ITEMS, categoria });
  if (posts === null) return unavailable();
  const withPublicMedia = posts.map((post) => ({ ...post, imagemUrl: publicMediaUrl(post.imagemUrl) }));
  return xmlResponse(renderRss(channel, withPublicMedia, { base, now: new Date() }), RSS_CONTENT_TYPE, RSS_CACHE_CONTROL);
}
