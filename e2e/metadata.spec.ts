import { expect, test, type APIRequestContext } from '@playwright/test';
import { normalizePostList, postPath } from '../lib/domain/post';

/**
 * SPEC §2.5 and issue 4 item 4, read the way a crawler or a share-card scraper reads a page:
 * the raw server HTML, no JavaScript, every URL absolute.
 */

type Head = {
  lang: string | null;
  title: string | null;
  meta: Map<string, string[]>;
  links: { rel: string; href: string; type: string | null }[];
  jsonLd: Record<string, unknown>[];
};

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : null;
}

async function readHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const head = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const meta = new Map<string, string[]>();
  for (const tag of head.match(/<meta\s[^>]*>/gi) ?? []) {
    const key = attr(tag, 'property') ?? attr(tag, 'name');
    const content = attr(tag, 'content');
    if (key && content !== null) meta.set(key, [...(meta.get(key) ?? []), content]);
  }
  const links = (head.match(/<link\s[^>]*>/gi) ?? []).map((tag) => ({ rel: attr(tag, 'rel') ?? '', href: attr(tag, 'href') ?? '', type: attr(tag, 'type') }));
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
  return {
    lang: /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? null,
    title: /<title>([^<]*)<\/title>/i.exec(head)?.[1] ?? null,
    meta,
    links,
    jsonLd,
  };
}

const one = (head: Head, key: string) => {
  const values = head.meta.get(key) ?? [];
  expect(values, key).toHaveLength(1);
  return values[0];
};

function expectCommonTags(head: Head, base: string, canonicalPath: string) {
  expect(head.lang).toBe('pt-BR');
  expect(head.title).toBeTruthy();
  expect(one(head, 'description').length).toBeGreaterThan(20);
  expect(one(head, 'keywords')).toBeTruthy();
  expect(one(head, 'robots')).toMatch(/index, follow/);
  expect(one(head, 'geo.region')).toBe('BR-RS');
  const canonical = head.links.find((l) => l.rel === 'canonical');
  expect(canonical?.href).toBe(`${base}${canonicalPath}`);
  expect(one(head, 'og:title')).toBeTruthy();
  expect(one(head, 'og:description')).toBeTruthy();
  expect(one(head, 'og:site_name')).toBe('Sintonia FM');
  expect(one(head, 'og:url')).toBe(`${base}${canonicalPath}`);
  expect(one(head, 'og:image')).toMatch(new RegExp(`^${base}/`));
  expect(one(head, 'twitter:card')).toBe('summary_large_image');
  const feed = head.links.find((l) => l.rel === 'alternate' && l.type === 'application/rss+xml');
  expect(feed?.href).toBe(`${base}/rss.xml`);
}

const jsonLdTypes = (head: Head) => head.jsonLd.flatMap((data) => (Array.isArray(data['@type']) ? data['@type'] : [data['@type']]));

test.describe('page metadata in the server HTML (SPEC §2.5)', () => {
  test('home: website card, RadioStation/Organization JSON-LD', async ({ request, baseURL }) => {
    const head = await readHead(request, '/');
    expectCommonTags(head, baseURL!, '/');
    expect(one(head, 'og:type')).toBe('website');
    expect(jsonLdTypes(head)).toEqual(expect.arrayContaining(['RadioStation', 'Organization']));
  });

  test('news list, category and static pages: their own canonical, title and breadcrumbs', async ({ request, baseURL }) => {
    for (const [path, titleStart] of [
      ['/noticias', 'Notícias'],
      ['/noticias/pagina/2', 'Notícias — página 2'],
      ['/saude', 'Saúde'],
      ['/galeria-de-fotos', 'Galeria de Fotos'],
      ['/equipe', 'Equipe'],
      ['/a-radio', 'A Rádio'],
      ['/contato', 'Contato'],
    ] as const) {
      const head = await readHead(request, path);
      expectCommonTags(head, baseURL!, path);
      expect(head.title, path).toMatch(new RegExp(`^${titleStart} \\| Sintonia FM$`));
      expect(jsonLdTypes(head), path).toContain('BreadcrumbList');
    }
    const category = await readHead(request, '/saude');
    expect(category.links.some((l) => l.type === 'application/rss+xml' && l.href === `${baseURL}/rss/saude.xml`)).toBe(true);
  });

  test('post: article card with dates, author, section and one article:tag per tag; NewsArticle JSON-LD', async ({ request, baseURL }) => {
    const list = normalizePostList(await (await request.get('/api/v1/publico/postagens?limite=100')).json()).dados;
    const post = list.find((p) => p.tags.length >= 2 && p.imagemUrl && p.categoriaSlug !== 'colunistas')!;
    const path = postPath(post);
    const head = await readHead(request, path);
    expectCommonTags(head, baseURL!, path);
    expect(head.title).toBe(`${post.titulo} | Sintonia FM`);
    expect(one(head, 'og:type')).toBe('article');
    // The 1200×630 share image of the featured upload, cut around its focal point (issue 28).
    expect(one(head, 'og:image')).toMatch(new RegExp(`^${baseURL}/compartilhamento/.+\\.jpg$`));
    expect(one(head, 'og:image:width')).toBe('1200');
    expect(one(head, 'og:image:height')).toBe('630');
    const card = await request.get(one(head, 'og:image'));
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    expect(new Date(one(head, 'article:published_time')).toISOString()).toBe(new Date(post.publicadoEm ?? post.criadoEm).toISOString());
    expect(one(head, 'article:modified_time')).toBeTruthy();
    expect(one(head, 'article:author')).toBeTruthy();
    expect(one(head, 'article:section')).toBe(post.categoria);
    expect(head.meta.get('article:tag')).toEqual(post.tags);
    expect(one(head, 'keywords')).toBe(post.tags.join(','));

    const article = head.jsonLd.find((data) => data['@type'] === 'NewsArticle') as Record<string, any>;
    expect(article.headline).toBe(post.titulo);
    expect(article.image[0]).toMatch(new RegExp(`^${baseURL}/uploads/`));
    expect(article.datePublished).toBeTruthy();
    expect(article.dateModified).toBeTruthy();
    expect(article.author[0].name).toBeTruthy();
    expect(article.publisher.logo.url).toMatch(new RegExp(`^${baseURL}/`));
    expect(jsonLdTypes(head)).toContain('BreadcrumbList');
  });

  test('/noticias/:slug points its canonical at the category URL', async ({ request, baseURL }) => {
    const [post] = normalizePostList(await (await request.get('/api/v1/publico/postagens?limite=1')).json()).dados;
    const head = await readHead(request, `/noticias/${post.slug}`);
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${baseURL}${postPath(post)}`);
  });
});
