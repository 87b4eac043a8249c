/**
 * The discovery responses with lib/api and the site base stubbed: status codes, headers, the
 * switch to a sitemap index, which pages the children read, and the category checks of RSS.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizeCategory } from '@/lib/domain/category';
import { defaultSettings } from '@/lib/domain/settings';
import type { Post } from '@/lib/domain/post';
import { BASE, hoursAgo, makePost, NOW } from './fixtures';

const mockApi = {
  getPublishedPostsPage: jest.fn(),
  getAllPublishedPosts: jest.fn(),
  getPostsPublishedSince: jest.fn(),
  getLatestPosts: jest.fn(),
  getCategories: jest.fn(),
  getPublicSettings: jest.fn(),
};

jest.mock('@/lib/api/public', () => ({
  getCategories: mockApi.getCategories,
  getPublicSettings: mockApi.getPublicSettings,
  // The podcast pages (issue 15): none here (lib/seo/__tests__/discovery-seeded.test.ts has the seed's).
  getPodcastSitemapEntries: () => Promise.resolve([]),
}));
jest.mock('@/lib/api/discovery-reads', () => ({
  getPublishedPostsPage: mockApi.getPublishedPostsPage,
  getAllPublishedPosts: mockApi.getAllPublishedPosts,
  getPostsPublishedSince: mockApi.getPostsPublishedSince,
  getLatestPosts: mockApi.getLatestPosts,
  DISCOVERY_PAGE_SIZE: 100,
}));
jest.mock('../next-metadata', () => ({ getSiteBase: () => Promise.resolve(BASE), NEWS_FEED_PATH: '/rss.xml' }));

type Discovery = typeof import('../discovery');
let discovery: Discovery;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap', 'item'].includes(name) });

async function xmlOf(response: Response) {
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

const settings = () => {
  const value = defaultSettings();
  value.site.nome = 'Sintonia FM';
  value.site.descricao = 'A rádio do Vale.';
  return value;
};

const saude = normalizeCategory({ id: 3, slug: 'saude', nome: 'Saúde', descricao: 'Saúde pública', _count: { postagens: 2 } });
const esportes = normalizeCategory({ id: 4, slug: 'esportes', nome: 'Esportes', _count: { postagens: 0 } });

const posts: Post[] = [
  makePost({ id: 1, publicadoEm: hoursAgo(2), atualizadoEm: hoursAgo(2) }),
  makePost({ id: 2, publicadoEm: hoursAgo(60), atualizadoEm: hoursAgo(60) }),
];

beforeAll(async () => {
  discovery = await import('../discovery');
});

beforeEach(() => {
  jest.resetAllMocks();
  mockApi.getPublicSettings.mockResolvedValue(settings());
  mockApi.getCategories.mockResolvedValue([saude, esportes]);
});

describe('/sitemap.xml', () => {
  it('is one urlset while the posts fit, as application/xml with a cache header', async () => {
    mockApi.getPublishedPostsPage.mockResolvedValue({ dados: posts.slice(0, 1), total: 2, totalPaginas: 2 });
    mockApi.getAllPublishedPosts.mockResolvedValue(posts);
    const response = await discovery.sitemapResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const locs = (await xmlOf(response)).urlset.url.map((url: { loc: string }) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${BASE}/`, `${BASE}/saude`, `${BASE}/saude/noticia-1`, `${BASE}/saude/noticia-2`]));
    expect(mockApi.getPublishedPostsPage).toHaveBeenCalledWith(1, { limite: 1 });
    expect(mockApi.getAllPublishedPosts).toHaveBeenCalledWith({ maxPages: 490 });
  });

  it('becomes a sitemap index past the limit, without reading every post', async () => {
    mockApi.getPublishedPostsPage.mockResolvedValue({ dados: posts.slice(0, 1), total: 85_000, totalPaginas: 85_000 });
    const parsed = await xmlOf(await discovery.sitemapResponse());
    expect(parsed.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${BASE}/sitemap/paginas.xml`,
      `${BASE}/sitemap/postagens-1.xml`,
      `${BASE}/sitemap/postagens-2.xml`,
      `${BASE}/sitemap/postagens-3.xml`,
    ]);
    expect(mockApi.getAllPublishedPosts).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After when the posts cannot be read', async () => {
    mockApi.getPublishedPostsPage.mockResolvedValue({ dados: [], total: 2, totalPaginas: 1 });
    mockApi.getAllPublishedPosts.mockResolvedValue(null);
    const response = await discovery.sitemapResponse();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('120');
    expect(response.headers.get('cache-control')).toBe('no-store');

    mockApi.getPublishedPostsPage.mockResolvedValue(null);
    expect((await discovery.sitemapResponse()).status).toBe(503);
  });
});

describe('/sitemap/{arquivo}', () => {
  it('postagens-N reads its own 400 pages of 100', async () => {
    mockApi.getPublishedPostsPage.mockResolvedValue({ dados: [], total: 85_000, totalPaginas: 850 });
    mockApi.getAllPublishedPosts.mockResolvedValue(posts);
    const parsed = await xmlOf(await discovery.childSitemapResponse('postagens-2.xml'));
    expect(mockApi.getAllPublishedPosts).toHaveBeenCalledWith({ firstPage: 401, maxPages: 400 });
    expect(parsed.urlset.url.map((url: { loc: string }) => url.loc)).toEqual([`${BASE}/saude/noticia-1`, `${BASE}/saude/noticia-2`]);
  });

  it('a chunk past the last, or any other name, is a 404', async () => {
    mockApi.getPublishedPostsPage.mockResolvedValue({ dados: [], total: 85_000, totalPaginas: 850 });
    expect((await discovery.childSitemapResponse('postagens-4.xml')).status).toBe(404);
    expect((await discovery.childSitemapResponse('postagens-0.xml')).status).toBe(404);
    expect((await discovery.childSitemapResponse('outro.xml')).status).toBe(404);
  });

  it('paginas lists the fixed pages and the categories that have a post, dated by it', async () => {
    mockApi.getLatestPosts.mockImplementation(({ categoria }: { categoria: string }) => Promise.resolve(categoria === 'saude' ? posts.slice(0, 1) : []));
    const parsed = await xmlOf(await discovery.childSitemapResponse('paginas.xml'));
    const urls: { loc: string; lastmod?: string }[] = parsed.urlset.url;
    expect(urls.map((url) => url.loc)).toEqual([`${BASE}/`, `${BASE}/noticias`, `${BASE}/equipe`, `${BASE}/a-radio`, `${BASE}/contato`, `${BASE}/programacao`, `${BASE}/saude`]);
    expect(new Date(urls[6].lastmod as string).toISOString()).toBe(hoursAgo(2));
  });
});

describe('/sitemap-noticias.xml', () => {
  it('asks for the last 48 h and lists only those posts', async () => {
    mockApi.getPostsPublishedSince.mockResolvedValue(posts);
    const parsed = await xmlOf(await discovery.newsSitemapResponse(NOW));
    expect(mockApi.getPostsPublishedSince).toHaveBeenCalledWith(new Date(NOW.getTime() - 48 * 3600_000), 1000);
    expect(parsed.urlset.url).toHaveLength(1);
    expect(parsed.urlset.url[0]['news:news']['news:publication']['news:name']).toBe('Sintonia FM');
  });
});

describe('RSS', () => {
  it('/rss.xml: all news, RSS content type and a 5-minute cache', async () => {
    mockApi.getLatestPosts.mockResolvedValue(posts);
    const response = await discovery.rssResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const { channel } = (await xmlOf(response)).rss;
    expect(mockApi.getLatestPosts).toHaveBeenCalledWith({ limite: 30, categoria: undefined });
    expect(channel.title).toBe('Sintonia FM — Notícias');
    expect(channel.description).toBe('A rádio do Vale.');
    expect(channel['atom:link']['@href']).toBe(`${BASE}/rss.xml`);
    expect(channel.item).toHaveLength(2);
  });

  it('/rss/{categoria}.xml: that category only', async () => {
    mockApi.getLatestPosts.mockResolvedValue(posts.slice(0, 1));
    const { channel } = (await xmlOf(await discovery.rssResponse('saude.xml'))).rss;
    expect(mockApi.getLatestPosts).toHaveBeenCalledWith({ limite: 30, categoria: 'saude' });
    expect(channel.title).toBe('Sintonia FM — Saúde');
    expect(channel.link).toBe(`${BASE}/saude`);
    expect(channel.description).toBe('Saúde pública');
    expect(channel['atom:link']['@href']).toBe(`${BASE}/rss/saude.xml`);
  });

  it('a category with no posts yet is an empty, valid feed', async () => {
    mockApi.getLatestPosts.mockResolvedValue([]);
    const response = await discovery.rssResponse('esportes.xml');
    expect(response.status).toBe(200);
    expect((await xmlOf(response)).rss.channel.item).toBeUndefined();
  });

  it('an unknown category or a name without .xml is a 404', async () => {
    for (const file of ['nao-existe.xml', 'saude', 'saude.json', '.xml']) {
      const response = await discovery.rssResponse(file);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Categoria não encontrada.');
    }
    expect(mockApi.getLatestPosts).not.toHaveBeenCalled();
  });

  it('answers 503 when the posts cannot be read', async () => {
    mockApi.getLatestPosts.mockResolvedValue(null);
    expect((await discovery.rssResponse()).status).toBe(503);
  });
});
