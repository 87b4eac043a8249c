/**
 * The discovery responses end to end against the built-in backend and the demo seed (in-memory
 * PGlite): the real /api/v1 contract, paging and data, with only the transport pointed at the
 * test app and the site base fixed. What the e2e spec checks over HTTP, checked here in-process.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { normalizePostList, postPath, type Post } from '@/lib/domain/post';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { createTestDatabase, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(120_000);

const BASE = 'http://localhost:3100';
const mockApp: { current: ApiApp | null } = { current: null };

jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: () => Promise.resolve(),
}));
jest.mock('@/lib/api/transport', () => {
  const actual = jest.requireActual<typeof import('@/lib/api/transport')>('@/lib/api/transport');
  return {
    ...actual,
    apiGetJson: async (path: string) => {
      const response = await (mockApp.current as ApiApp).request(`/api/v1${path}`);
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new actual.ApiResponseError(response.status, body);
      return body;
    },
  };
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => ['url', 'item'].includes(name) });

let database: TestDatabase;
let discovery: typeof import('../discovery');
let published: Post[];

async function body(response: Response) {
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return parser.parse(text);
}

beforeAll(async () => {
  // No SITE_URL: the address is this server's own on localhost (lib/seo/next-metadata.ts).
  delete process.env.SITE_URL;
  process.env.PORT = '3100';
  delete process.env.API_URL;
  database = await createTestDatabase({ name: 'PGlite' }, { seeded: true });
  mockApp.current = createApiApp({ getDb: async () => database.db });
  discovery = await import('../discovery');
  const response = await mockApp.current.request('/api/v1/publico/postagens?limite=100&pagina=1');
  const first = (await response.json()) as { meta: { totalPaginas: number } };
  published = normalizePostList(first).dados;
  for (let pagina = 2; pagina <= first.meta.totalPaginas; pagina++) {
    const page = await mockApp.current.request(`/api/v1/publico/postagens?limite=100&pagina=${pagina}`);
    published.push(...normalizePostList(await page.json()).dados);
  }
});

afterAll(async () => {
  delete process.env.PORT;
  await database?.dispose();
});

it('/sitemap.xml has every published post, absolute', async () => {
  const urls: { loc: string }[] = (await body(await discovery.sitemapResponse())).urlset.url;
  const locs = new Set(urls.map((url) => url.loc));
  expect(published.length).toBeGreaterThan(30);
  for (const post of published) expect(locs.has(`${BASE}${postPath(post)}`)).toBe(true);
  const postLike = urls.filter((url) => new URL(url.loc).pathname.split('/').length === 3 && !url.loc.startsWith(`${BASE}/podcasts/`));
  expect(postLike).toHaveLength(published.length);
  expect(locs.has(`${BASE}/saude`)).toBe(true);
});

it('/sitemap.xml has the podcast pages (issue 15): the index, each show with episodes and each published episode, never a scheduled one', async () => {
  const urls: { loc: string; lastmod?: string }[] = (await body(await discovery.sitemapResponse())).urlset.url;
  const podcasts = urls.map((url) => url.loc).filter((loc) => loc.startsWith(`${BASE}/podcasts`));
  expect(podcasts).toEqual(
    expect.arrayContaining([
      `${BASE}/podcasts`,
      `${BASE}/podcasts/sintonia-fm-noticias`,
      `${BASE}/podcasts/bom-dia-sintonia-fm`,
      `${BASE}/podcasts/sintonia-fm-noticias/safra-de-soja-o-que-esperar-do-preco-no-vale-do-sereno`,
    ]),
  );
  expect(podcasts).toHaveLength(1 + 2 + 4);
  expect(podcasts.some((loc) => loc.includes('debate-os-plantoes'))).toBe(false);
});

it('/sitemap-noticias.xml has the seed’s posts of the last 48 h, and only those', async () => {
  const now = new Date();
  const urls: { loc: string }[] = (await body(await discovery.newsSitemapResponse(now))).urlset.url ?? [];
  const recent = published.filter((post) => now.getTime() - Date.parse(post.publicadoEm ?? post.criadoEm) <= 48 * 3600_000);
  expect(recent.length).toBeGreaterThan(0);
  expect(urls.map((url) => url.loc).sort()).toEqual(recent.map((post) => `${BASE}${postPath(post)}`).sort());
});

it('/rss.xml and /rss/saude.xml carry the 30 newest, in the API’s order', async () => {
  const all = (await body(await discovery.rssResponse())).rss.channel;
  expect(all.item.map((item: { link: string }) => item.link)).toEqual(published.slice(0, 30).map((post) => `${BASE}${postPath(post)}`));
  const saude = (await body(await discovery.rssResponse('saude.xml'))).rss.channel;
  const saudePosts = published.filter((post) => post.categoriaSlug === 'saude');
  expect(saude.item).toHaveLength(Math.min(30, saudePosts.length));
  expect(saude.item.map((item: { link: string }) => item.link)).toEqual(saudePosts.slice(0, 30).map((post) => `${BASE}${postPath(post)}`));
  expect((await discovery.rssResponse('nao-existe.xml')).status).toBe(404);
});
