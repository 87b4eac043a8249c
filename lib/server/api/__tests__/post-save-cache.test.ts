import { asc } from 'drizzle-orm';
import { getCategories, getColumnists, getGalleries, getMostRead, getNews, getPost, getPublicSettings, getRelatedPosts, getSchedule, getScheduleExceptions, getTopCategories, getUrgentPost } from '@/lib/api/public';
import { getListingPage } from '@/lib/api/listing';
import { CACHE_TAGS, postTag } from '@/lib/domain/cache-tags';
import { DEFAULT_MOST_READ_PERIOD } from '@/lib/domain/most-read';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { categorias } from '@/lib/server/db/schema';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { nextPageCache, type RenderedPage } from '@/test/helpers/next-page-cache';
import { setupStaffApi, type ApiCall, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

/** What Facebook's share found when it ran: whether the post's page had been expired by then. */
const mockShares: Array<{ postId: number; pageExpiredAt: number | null }> = [];
jest.mock('@/lib/server/services/facebook/share-post', () => ({
  ...jest.requireActual('@/lib/server/services/facebook/share-post'),
  sharePostSafely: async (_db: unknown, postId: number) => {
    const store = (globalThis as any)[Symbol.for('sintonia.page-cache')];
    mockShares.push({ postId, pageExpiredAt: store?.expiredAt.get(`sintonia:postagem:${postId}`) ?? null });
    return null;
  },
}));

type Handler = (request: Request) => Promise<Response>;
const scope = globalThis as typeof globalThis & { __sintoniaDb?: Promise<unknown>; __sintoniaApi?: unknown };
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/*
 * A save of post A against the pages of the built-in backend, with Next's own ISR machinery in
 * front of the page cache (test/helpers/next-page-cache.ts) and the real reads of lib/api (their
 * tags collected as Next collects them): post B's page stays a cache hit, A's page and the lists
 * show the new title on the next request, and A's page was expired before its Facebook share.
 */
describe.each(TEST_BACKENDS)('a post save and the cached public pages ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens<'editor'>;
  let routes: { PUT: Handler };
  let category: { id: number; slug: string };
  const cache = nextPageCache();
  let renders: string[] = [];

  /** What every public page's layout reads (app/(site)/layout.tsx). */
  const layoutReads = () => Promise.all([getPublicSettings(), getCategories(), getSchedule(), getScheduleExceptions(), getUrgentPost(), getTopCategories()]);

  /** A post's page: the reads of app/(site)/_pages/post-page.tsx, under the layout's. */
  const postPage = (slug: string) => () =>
    cache.render(`/${category.slug}/${slug}`, async () => {
      renders.push(slug);
      const [post] = await Promise.all([getPost(slug), layoutReads()]);
      if (!post) return 'Notícia não encontrada';
      const [related] = await Promise.all([getRelatedPosts(post), getMostRead()]);
      return `${post.titulo} | Relacionadas: ${related.map((item) => item.titulo).join('; ')}`;
    });
  /** The home page's post reads (app/(site)/page.tsx). */
  const homePage = () =>
    cache.render('/', async () => {
      renders.push('/');
      const [news] = await Promise.all([getNews({ limite: 20 }), getColumnists(), getGalleries(), getMostRead(DEFAULT_MOST_READ_PERIOD, 'list'), layoutReads()]);
      return news.dados.map((post) => post.titulo).join('; ');
    });
  /** A category's first page (app/(site)/_pages/listing-pages.tsx). */
  const categoryPage = () =>
    cache.render(`/${category.slug}`, async () => {
      renders.push(`/${category.slug}`);
      const [listing] = await Promise.all([getListingPage({ pagina: 1, categoria: category.slug }), getMostRead(DEFAULT_MOST_READ_PERIOD, 'list'), layoutReads()]);
      return listing.posts.map((post) => post.titulo).join('; ');
    });

  const visit = (path: string, render: () => Promise<RenderedPage>) => cache.request(path, render);
  const hit = { isMiss: false, isStale: false };

  let counter = 0;
  async function publish(word: string): Promise<Json> {
    counter += 1;
    const created = await call('POST', '/postagens', tokens.editor, {
      titulo: `Festival ${word} reúne bandas da região`,
      slug: `festival-${word}-${backend.name.toLowerCase()}-${counter}`,
      conteudo: `<p>Texto ${word}.</p>`,
      categoriaId: category.id,
      status: 'publicado',
      publicarFacebook: true,
    });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function save(id: number, changes: Json): Promise<Response> {
    const current = (await call('GET', `/postagens/${id}`, tokens.editor)).body;
    const body = {
      titulo: current.titulo,
      slug: current.slug,
      resumo: current.resumo ?? '',
      conteudo: current.conteudo,
      categoriaId: current.categoria.id,
      status: current.status,
      publicarFacebook: current.publicarFacebook,
      versao: current.versao,
      ...changes,
    };
    return routes.PUT(new Request(`http://localhost/api/v1/postagens/${id}`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  }

  beforeAll(async () => {
    ({ database, call, tokens } = await setupStaffApi(backend, { logins: ['editor'] }));
    const [first] = await database.db.select({ id: categorias.id, slug: categorias.slug }).from(categorias).orderBy(asc(categorias.id)).limit(1);
    category = first;
    delete process.env.API_URL;
    // Reads through unstable_cache, as inside the Next server.
    process.env.NEXT_RUNTIME = 'nodejs';
    scope.__sintoniaDb = Promise.resolve(database);
    scope.__sintoniaApi = undefined;
    routes = (await import('@/app/api/v1/[[...route]]/route')) as unknown as { PUT: Handler };
    const store = pageCacheStore();
    store.entries.clear();
    store.missedAt.clear();
  });
  afterAll(async () => {
    delete process.env.NEXT_RUNTIME;
    scope.__sintoniaDb = undefined;
    scope.__sintoniaApi = undefined;
    await database?.dispose();
  });

  it("saving A re-renders A's page and the lists, and leaves B's page (which lists A among its related posts) a cache hit", async () => {
    const a = await publish('acustico');
    const b = await publish('eletrico');
    const pages: Array<[string, () => Promise<RenderedPage>]> = [
      [`/${category.slug}/${a.slug}`, postPage(a.slug)],
      [`/${category.slug}/${b.slug}`, postPage(b.slug)],
      ['/', homePage],
      [`/${category.slug}`, categoryPage],
    ];
    for (const [path, render] of pages) await visit(path, render);
    for (const [path, render] of pages) expect(await visit(path, render)).toMatchObject(hit);
    const pageB = await visit(`/${category.slug}/${b.slug}`, postPage(b.slug));
    expect(pageB.html).toContain(`Festival eletrico reúne bandas da região | Relacionadas: `);
    expect(pageB.html).toContain('Festival acustico reúne bandas da região');

    // B's page carries its own tag, never the lists' nor A's.
    const tagsOfB = (await postPage(b.slug)()).tags;
    expect(tagsOfB).toEqual(expect.arrayContaining([CACHE_TAGS.posts, postTag(b.id)]));
    expect(tagsOfB).not.toContain(CACHE_TAGS.postLists);
    expect(tagsOfB).not.toContain(postTag(a.id));

    const urgentBefore = pageCacheStore().expiredAt.get(CACHE_TAGS.urgent);
    mockShares.length = 0;
    const savedAt = Date.now();
    await pause();
    const saved = await save(a.id, { titulo: 'Festival acústico muda de data' });
    expect(saved.status).toBe(200);
    await pause();

    renders = [];
    expect(await visit(`/${category.slug}/${b.slug}`, postPage(b.slug))).toEqual({ html: pageB.html, ...hit });
    expect(await visit(`/${category.slug}/${a.slug}`, postPage(a.slug))).toMatchObject({ html: expect.stringContaining('Festival acústico muda de data |'), isMiss: true });
    expect((await visit('/', homePage)).html).toContain('Festival acústico muda de data');
    expect((await visit(`/${category.slug}`, categoryPage)).html).toContain('Festival acústico muda de data');
    expect(renders.sort()).toEqual(['/', `/${category.slug}`, a.slug].sort());
    // Not urgent before or after: the bar on every page was left alone.
    expect(pageCacheStore().expiredAt.get(CACHE_TAGS.urgent)).toBe(urgentBefore);

    // The share (opted in, published) ran after A's page had been expired: Facebook reads the new title.
    expect(mockShares).toEqual([{ postId: a.id, pageExpiredAt: expect.any(Number) }]);
    expect(mockShares[0].pageExpiredAt).toBeGreaterThanOrEqual(savedAt);
  });

  it('marking A urgent puts the bar on every page; saving a draft expires nothing', async () => {
    const a = await publish('sertanejo');
    const b = await publish('samba');
    const pageOfB = postPage(b.slug);
    await visit(`/${category.slug}/${b.slug}`, pageOfB);
    expect(await visit(`/${category.slug}/${b.slug}`, pageOfB)).toMatchObject(hit);

    await pause();
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const urgent = await routes.PUT(
      new Request(`http://localhost/api/v1/postagens/${a.id}/urgente`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': 'application/json' }, body: JSON.stringify({ urgenteAte: until }) }),
    );
    expect(urgent.status).toBe(200);
    await pause();
    expect(await visit(`/${category.slug}/${b.slug}`, pageOfB)).toMatchObject({ isMiss: true });
    expect(await visit(`/${category.slug}/${b.slug}`, pageOfB)).toMatchObject(hit);

    const draft = await call('POST', '/postagens', tokens.editor, { titulo: 'Rascunho sobre o festival', slug: `rascunho-festival-${backend.name.toLowerCase()}`, conteudo: '<p>Ainda não.</p>', categoriaId: category.id, status: 'rascunho' });
    expect(draft.status).toBe(201);
    await visit('/', homePage);
    expect(await visit('/', homePage)).toMatchObject(hit);
    const expiredBefore = new Map(pageCacheStore().expiredAt);
    await pause();
    expect((await save(draft.body.id, { titulo: 'Rascunho sobre o festival, revisto' })).status).toBe(200);
    expect(new Map(pageCacheStore().expiredAt)).toEqual(expiredBefore);
    await pause();
    expect(await visit('/', homePage)).toMatchObject(hit);
  });
});
