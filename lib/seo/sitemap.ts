/**
 * Sitemaps (sitemaps.org 0.9) and the Google News sitemap, built from normalised posts. Pure:
 * the route handlers fetch, these only shape the XML.
 */

import { NEWS_SLUG } from '@/lib/domain/constants';
import type { Post } from '@/lib/domain/post';
import { absoluteHref, latestDate, postLastModified, postPublishedAt, postUrl } from './discovery-urls';
import { renderXmlDocument, w3cDateTime, xml } from './xml';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8';

/** The protocol's limit per file; past it /sitemap.xml becomes an index (see discovery.ts). */
export const SITEMAP_MAX_URLS = 50_000;
/** Room kept in a single sitemap for the fixed pages and the categories. */
export const SITEMAP_RESERVED_URLS = 1_000;
/** Posts per child sitemap in index mode: well under the limit, and 400 API pages of 100. */
export const POSTS_PER_CHILD_SITEMAP = 40_000;

/** Google News takes articles of the last two days, at most 1,000 per sitemap. */
export const NEWS_WINDOW_MS = 48 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX_URLS = 1_000;
/** SPEC: the interface and the news are in Portuguese; Google News wants the ISO 639 code. */
export const NEWS_LANGUAGE = 'pt';

/** Public pages with a fixed address (SPEC §2.1). */
export const FIXED_PATHS = ['/', '/noticias', '/equipe', '/a-radio', '/contato', '/programacao'] as const;
/** Fixed pages whose content is the latest news, so they change when a post does. */
const NEWS_DRIVEN_PATHS = new Set<string>(['/', '/noticias']);

export interface SitemapUrl {
  loc: string;
  lastmod: Date | null;
}

/** Adds a URL once; a repeat keeps the later lastmod (a category slug may equal /noticias). */
function addUrl(urls: Map<string, SitemapUrl>, loc: string, lastmod: Date | null) {
  const existing = urls.get(loc);
  if (!existing) urls.set(loc, { loc, lastmod });
  else existing.lastmod = latestDate([existing.lastmod, lastmod]);
}

/** Category slug → newest change among its posts (the slug postPath uses, so URLs agree). */
export function categoryLastModified(posts: readonly Post[]): Map<string, Date> {
  const bySlug = new Map<string, Date>();
  for (const post of posts) {
    const slug = post.categoriaSlug || NEWS_SLUG;
    const lastmod = postLastModified(post);
    const current = bySlug.get(slug);
    if (!current || lastmod > current) bySlug.set(slug, lastmod);
  }
  return bySlug;
}

/** Fixed pages and categories: what a single sitemap or the index's 'paginas' file lists first. */
export function pageUrls(categories: ReadonlyMap<string, Date>, newest: Date | null, base: string): SitemapUrl[] {
  const urls = new Map<string, SitemapUrl>();
  for (const path of FIXED_PATHS) addUrl(urls, absoluteHref(path, base) as string, NEWS_DRIVEN_PATHS.has(path) ? newest : null);
  for (const [slug, lastmod] of categories) addUrl(urls, absoluteHref(`/${slug}`, base) as string, lastmod);
  return [...urls.values()];
}

export function postUrls(posts: readonly Post[], base: string): SitemapUrl[] {
  const urls = new Map<string, SitemapUrl>();
  for (const post of posts) addUrl(urls, postUrl(post, base), postLastModified(post));
  return [...urls.values()];
}

/** Every URL of a single sitemap: fixed pages, categories with posts, then every post. */
export function siteUrls(posts: readonly Post[], base: string): SitemapUrl[] {
  const categories = categoryLastModified(posts);
  const newest = latestDate(categories.values());
  const urls = new Map<string, SitemapUrl>();
  for (const url of [...pageUrls(categories, newest, base), ...postUrls(posts, base)]) addUrl(urls, url.loc, url.lastmod);
  return [...urls.values()];
}

/** Podcast pages: /podcasts, each show's page and each published episode's, with their dates. */
export function podcastUrls(entries: ReadonlyArray<{ path: string; lastmod: Date | null }>, base: string): SitemapUrl[] {
  const urls = new Map<string, SitemapUrl>();
  for (const entry of entries) addUrl(urls, absoluteHref(entry.path, base) as string, entry.lastmod);
  return [...urls.values()];
}

export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return renderXmlDocument(
    xml(
      'urlset',
      { xmlns: SITEMAP_NS },
      urls.map((url) => xml('url', null, xml('loc', null, url.loc), url.lastmod && xml('lastmod', null, w3cDateTime(url.lastmod)))),
    ),
  );
}

export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return renderXmlDocument(
    xml(
      'sitemapindex',
      { xmlns: SITEMAP_NS },
      sitemaps.map((entry) => xml('sitemap', null, xml('loc', null, entry.loc), entry.lastmod && xml('lastmod', null, w3cDateTime(entry.lastmod)))),
    ),
  );
}

/** Paths of an index's children: the pages file, then one file per POSTS_PER_CHILD_SITEMAP posts. */
export function childSitemapPaths(totalPosts: number): string[] {
  const chunks = Math.max(1, Math.ceil(totalPosts / POSTS_PER_CHILD_SITEMAP));
  return ['/sitemap/paginas.xml', ...Array.from({ length: chunks }, (_, index) => `/sitemap/postagens-${index + 1}.xml`)];
}

/** Whether a single sitemap would pass the protocol's limit. */
export function needsSitemapIndex(totalPosts: number | null): boolean {
  return totalPosts !== null && totalPosts > SITEMAP_MAX_URLS - SITEMAP_RESERVED_URLS;
}

/** Posts public in the 48 h before `now`, newest first, at most NEWS_SITEMAP_MAX_URLS. */
export function newsSitemapPosts(posts: readonly Post[], now: Date): Post[] {
  const since = now.getTime() - NEWS_WINDOW_MS;
  const recent = new Map<string, Post>();
  for (const post of posts) {
    const time = postPublishedAt(post).getTime();
    const key = post.id || post.slug;
    if (time >= since && time <= now.getTime() && !recent.has(key)) recent.set(key, post);
  }
  return [...recent.values()]
    .sort((a, b) => postPublishedAt(b).getTime() - postPublishedAt(a).getTime())
    .slice(0, NEWS_SITEMAP_MAX_URLS);
}

export function renderNewsSitemap(posts: readonly Post[], options: { base: string; brand: string; now: Date }): string {
  const recent = newsSitemapPosts(posts, options.now);
  return renderXmlDocument(
    xml(
      'urlset',
      { xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS },
      recent.map((post) =>
        xml(
          'url',
          null,
          xml('loc', null, postUrl(post, options.base)),
          xml(
            'news:news',
            null,
            xml('news:publication', null, xml('news:name', null, options.brand), xml('news:language', null, NEWS_LANGUAGE)),
            xml('news:publication_date', null, w3cDateTime(postPublishedAt(post))),
            xml('news:title', null, post.titulo),
          ),
        ),
      ),
    ),
  );
}
