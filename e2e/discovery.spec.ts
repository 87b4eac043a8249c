import { expect, test, type APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeCategoryList } from '../lib/domain/category';
import { normalizePostList, postPath, type Post } from '../lib/domain/post';
import { brandName, normalizeSettings } from '../lib/domain/settings';
import { appUrl } from './stack';

/*
 * Discovery files (issue 4): sitemaps, Google News sitemap, RSS, robots.txt and the feed link in
 * the head, fetched from the running app and parsed as XML, checked against /api/v1.
 */

const ORIGIN = appUrl();
const HOUR = 3600_000;
const FIXED_PATHS = ['/', '/noticias', '/equipe', '/a-radio', '/contato', '/programacao'];
const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const W3C = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
// An HTML-limited crawler: Next sends it the metadata in the <head> of the first bytes.
const CRAWLER_UA = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

// Values stay strings (a title like '2024' must not become a number); these always repeat.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'category'].includes(name),
});

type UrlEntry = { loc: string; lastmod?: string; 'news:news'?: NewsEntry };
type NewsEntry = {
  'news:publication': { 'news:name': string; 'news:language': string };
  'news:publication_date': string;
  'news:title': string;
};
type RssItem = {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description?: string;
  category?: string[];
  enclosure?: { '@_url': string; '@_type': string; '@_length': string };
};

async function fetchXml(request: APIRequestContext, path: string, contentType: RegExp) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(contentType);
  const text = await response.text();
  expect(XMLValidator.validate(text), `${path} é XML válido`).toBe(true);
  expect(text, path).not.toContain('<![CDATA[');
  return { parsed: parser.parse(text), headers: response.headers() };
}

async function apiJson(request: APIRequestContext, path: string): Promise<unknown> {
  const response = await request.get(`/api/v1${path}`);
  expect(response.ok(), path).toBe(true);
  return response.json();
}

/** Every published post, through the public list call, page by page. */
async function allPublishedPosts(request: APIRequestContext): Promise<{ posts: Post[]; total: number }> {
  const posts: Post[] = [];
  let total = 0;
  for (let pagina = 1; pagina <= 1000; pagina++) {
    const list = normalizePostList(await apiJson(request, `/publico/postagens?limite=100&pagina=${pagina}`));
    posts.push(...list.dados);
    total = Number(list.meta?.total);
    if (pagina >= Number(list.meta?.totalPaginas)) break;
  }
  return { posts, total };
}

const postUrl = (post: Post) => `${ORIGIN}${postPath(post)}`;
const publishedAt = (post: Post) => Date.parse(post.publicadoEm ?? post.criadoEm);
const pathOf = (url: string) => new URL(url).pathname;

test.describe('discovery files (issue 4)', () => {
  test('/sitemap.xml lists the fixed pages, every category with posts and every published post, all absolute', async ({ request }) => {
    const { parsed, headers } = await fetchXml(request, '/sitemap.xml', /^application\/xml/);
    expect(headers['cache-control']).toContain('max-age=');
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls: UrlEntry[] = parsed.urlset.url;
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true);
      if (url.lastmod !== undefined) expect(url.lastmod, url.loc).toMatch(W3C);
    }
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size, 'sem URLs repetidas').toBe(locs.length);

    const { posts, total } = await allPublishedPosts(request);
    expect(posts).toHaveLength(total);
    // The podcast pages (issue 15) are listed too: /podcasts, each show, each episode.
    const podcastLocs = locs.filter((loc) => pathOf(loc) === '/podcasts' || pathOf(loc).startsWith('/podcasts/'));
    expect(podcastLocs).toContain(`${ORIGIN}/podcasts`);
    expect(podcastLocs).toContain(`${ORIGIN}/podcasts/sintonia-fm-noticias`);
    const postLocs = locs.filter((loc) => pathOf(loc).split('/').length === 3 && !podcastLocs.includes(loc));
    expect(postLocs).toHaveLength(total);
    expect(new Set(postLocs)).toEqual(new Set(posts.map(postUrl)));

    const categories = normalizeCategoryList(await apiJson(request, '/publico/categorias')).filter((category) => category.totalPostagens > 0);
    const pageLocs = locs.filter((loc) => pathOf(loc).split('/').length === 2 && !podcastLocs.includes(loc));
    expect(new Set(pageLocs)).toEqual(new Set([...FIXED_PATHS, ...categories.map((category) => `/${category.slug}`)].map((path) => `${ORIGIN}${path}`)));

    // A post's lastmod is its last change, never before it went public.
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    for (const post of posts.slice(0, 20)) {
      const lastmod = Date.parse(byLoc.get(postUrl(post))?.lastmod ?? '');
      expect(lastmod, postUrl(post)).toBeGreaterThanOrEqual(Math.floor(publishedAt(post) / 1000) * 1000);
    }
  });

  test('/sitemap-noticias.xml is a Google News sitemap of the last 48 hours only', async ({ request }) => {
    const [{ parsed }, settingsRaw, { posts }] = await Promise.all([
      fetchXml(request, '/sitemap-noticias.xml', /^application\/xml/),
      apiJson(request, '/configuracoes/publicas'),
      allPublishedPosts(request),
    ]);
    const now = Date.now();
    expect(parsed.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    const urls: UrlEntry[] = parsed.urlset.url ?? [];
    expect(urls.length, 'o seed tem notícias de hoje e de ontem').toBeGreaterThan(0);
    const brand = brandName(normalizeSettings(settingsRaw));
    const byUrl = new Map(posts.map((post) => [postUrl(post), post]));
    for (const url of urls) {
      const news = url['news:news'] as NewsEntry;
      expect(news['news:publication']).toEqual({ 'news:name': brand, 'news:language': 'pt' });
      expect(news['news:publication_date']).toMatch(W3C);
      const date = Date.parse(news['news:publication_date']);
      expect(now - date, `${url.loc} tem no máximo 48 h`).toBeLessThanOrEqual(48 * HOUR + 60_000);
      const post = byUrl.get(url.loc);
      expect(post, `${url.loc} é uma postagem publicada`).toBeDefined();
      expect(news['news:title']).toBe(post?.titulo);
    }
    // Every post clearly inside the window is there.
    const recent = posts.filter((post) => now - publishedAt(post) < 47 * HOUR).map(postUrl);
    expect(urls.map((url) => url.loc)).toEqual(expect.arrayContaining(recent));
  });

  test('/rss.xml carries the 30 newest posts with absolute links, permalink guids and RFC 822 dates', async ({ request }) => {
    const { parsed, headers } = await fetchXml(request, '/rss.xml', /^application\/rss\+xml; charset=utf-8$/);
    expect(headers['cache-control']).toBe('public, max-age=300');
    const rss = parsed.rss;
    expect(rss['@_version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.language).toBe('pt-BR');
    expect(channel.ttl).toMatch(/^\d+$/);
    expect(channel.lastBuildDate).toMatch(RFC822);
    expect(channel['atom:link']).toMatchObject({ '@_href': `${ORIGIN}/rss.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });

    const latest = normalizePostList(await apiJson(request, '/publico/postagens?limite=30'));
    const total = Number(latest.meta?.total);
    const items: RssItem[] = channel.item ?? [];
    expect(items).toHaveLength(Math.min(30, total));
    expect(items.map((item) => item.link)).toEqual(latest.dados.map(postUrl));
    for (const item of items) {
      expect(item.link.startsWith(`${ORIGIN}/`), item.link).toBe(true);
      expect(item.guid['#text']).toBe(item.link);
      expect(item.guid['@_isPermaLink']).toBe('true');
      expect(item.pubDate).toMatch(RFC822);
      expect(item.title.length).toBeGreaterThan(0);
      if (item.enclosure) {
        expect(item.enclosure['@_url']).toMatch(/^https?:\/\//);
        expect(item.enclosure['@_type']).toMatch(/^image\//);
      }
    }
    const withImage = items.find((item) => item.enclosure?.['@_url'].startsWith(ORIGIN));
    expect(withImage, 'ao menos uma notícia com imagem').toBeDefined();
    const image = await request.get(withImage?.enclosure?.['@_url'] as string);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe(withImage?.enclosure?.['@_type']);
  });

  test('/rss/saude.xml has that category only; an unknown category is a 404', async ({ request }) => {
    const { parsed } = await fetchXml(request, '/rss/saude.xml', /^application\/rss\+xml/);
    const channel = parsed.rss.channel;
    expect(channel.link).toBe(`${ORIGIN}/saude`);
    expect(channel['atom:link']['@_href']).toBe(`${ORIGIN}/rss/saude.xml`);
    const list = normalizePostList(await apiJson(request, '/publico/postagens?categoria=saude&limite=30'));
    const items: RssItem[] = channel.item ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items).toHaveLength(Math.min(30, Number(list.meta?.total)));
    expect(items.map((item) => item.link)).toEqual(list.dados.map(postUrl));
    for (const item of items) {
      expect(item.link.startsWith(`${ORIGIN}/saude/`), item.link).toBe(true);
      expect(item.category).toEqual(['Saúde']);
    }

    const missing = await request.get('/rss/nao-existe.xml');
    expect(missing.status()).toBe(404);
  });

  test('/robots.txt allows the site, keeps crawlers out of /admin and /api, and names both sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['User-Agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/']));
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap-noticias.xml`);
    expect(lines).toContain(`Host: ${ORIGIN}`);
  });

  test('every page links the news feed; the head a crawler gets has it with lang, robots and geo.region', async ({ page, request }) => {
    const brand = brandName(normalizeSettings(await apiJson(request, '/configuracoes/publicas')));
    const feed = page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${ORIGIN}/rss.xml"]`);

    await page.goto('/');
    await expect(feed).toHaveAttribute('title', `${brand} — Notícias`);
    await page.goto('/saude');
    await expect(feed).toHaveCount(1);
    await expect(page.locator(`link[rel="alternate"][type="application/rss+xml"][href="${ORIGIN}/rss/saude.xml"]`)).toHaveCount(1);

    // Crawlers that read only the HTML get the metadata in <head>, not streamed into <body>.
    const html = await (await request.get('/', { headers: { 'user-agent': CRAWLER_UA } })).text();
    expect(html).toMatch(/<html[^>]*\slang="pt-BR"/);
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    const rssLink = links.find((tag) => tag.includes('rel="alternate"') && tag.includes('type="application/rss+xml"'));
    expect(rssLink, 'link RSS no <head>').toBeDefined();
    expect(rssLink).toContain(`href="${ORIGIN}/rss.xml"`);
    expect(rssLink).toContain(`title="${brand} — Notícias"`);
    expect(head).toMatch(/<meta name="robots" content="index, follow"\/?>/);
    expect(head).toMatch(/<meta name="geo.region" content="BR-RS"\/?>/);
  });
});
