import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { SEARCH_RESULTS_TAG } from '@/lib/server/cache/search-entries.mjs';
import PageCacheHandler, { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { postagens } from '@/lib/server/db/schema';
import { startScheduledPublishing } from '@/lib/server/services/scheduler';
import { TEST_BACKENDS } from '@/test/helpers/database';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';

/*
 * The search's results are kept in the shared cache (getSearchResults), and a search stays live:
 * a post published a second ago — through the API, or by the scheduler — is found by the next
 * search, and one hidden is gone from it. Played as in the server: the reads go through Next's own
 * unstable_cache into this app's page cache handler, and writes through app/api/v1's route.
 */

jest.setTimeout(120_000);

type Json = any;
type GlobalWithCaches = typeof globalThis & { __incrementalCache?: unknown; __sintoniaApi?: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_BACKENDS)('a search stays live ($name)', (backend) => {
  let staff: StaffApi;
  let api: typeof import('@/lib/api/public');
  let route: typeof import('@/app/api/v1/[[...route]]/route');
  /** The searches the backend answered (a search served from the cache is not among them). */
  const backendSearches: string[] = [];
  const scope = globalThis as GlobalWithCaches;
  const runtime = process.env.NEXT_RUNTIME;
  let categoryId: number;

  /** A write as the panel makes it: through app/api/v1's route, which expires what it changed. */
  async function write(method: string, path: string, body: unknown): Promise<{ status: number; body: Json }> {
    const response = await route.POST(
      new Request(`http://localhost/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${staff.tokens.editor}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  }

  const search = (term: string) => api.getSearchResults(term, 1, 12);
  const titles = (results: { dados: { titulo: string }[] }) => results.dados.map((post) => post.titulo);

  beforeAll(async () => {
    staff = await setupStaffApi(backend);
    categoryId = (await staff.call('GET', '/publico/categorias')).body[0].id;
    // The pages' reads reach this test's backend (lib/api/transport.ts → getApiApp), counted.
    scope.__sintoniaApi = new Proxy(staff.app, {
      get(target, property) {
        if (property === 'request') {
          return (input: string, init?: RequestInit) => {
            if (String(input).includes('busca=')) backendSearches.push(String(input));
            return target.request(input, init);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // Next's cache, as the server runs it (next.config.mjs cacheHandler).
    process.env.NEXT_RUNTIME = 'nodejs';
    scope.__incrementalCache = new IncrementalCache({
      dev: false,
      minimalMode: false,
      requestHeaders: {},
      fetchCacheKeyPrefix: '',
      maxMemoryCacheSize: 0,
      previewProps: { previewModeId: 'teste', previewModeSigningKey: 'teste', previewModeEncryptionKey: 'teste' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'teste', previewModeSigningKey: 'teste', previewModeEncryptionKey: 'teste' } },
      CurCacheHandler: PageCacheHandler,
    } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
    api = await import('@/lib/api/public');
    route = await import('@/app/api/v1/[[...route]]/route');
  });

  afterAll(async () => {
    delete scope.__incrementalCache;
    delete scope.__sintoniaApi;
    if (runtime === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = runtime;
    await staff?.dispose();
  });

  beforeEach(() => {
    backendSearches.length = 0;
  });

  const word = (stem: string) => `${stem}${backend.name.toLowerCase()}`;

  it('keeps a term’s results in the shared cache, one entry for every spelling, without the posts’ bodies', async () => {
    const term = 'Saúde';
    const first = await search(term);
    expect(first.dados.length).toBeGreaterThan(0);
    expect(first.dados.every((post) => post.conteudoHtml === '')).toBe(true);
    expect(backendSearches).toHaveLength(1);
    for (const spelling of ['Saúde', 'saude', '  SAÚDE! ']) expect(titles(await search(spelling))).toEqual(titles(first));
    expect(backendSearches).toHaveLength(1);
    const store = pageCacheStore() as ReturnType<typeof pageCacheStore> & { searchKeys?: Set<string> };
    expect(store.searchKeys?.size).toBeGreaterThan(0);
    // Another term is read on its own.
    await search('prefeitura');
    expect(backendSearches).toHaveLength(2);
  });

  it('finds a post published through the API on the next search, and no longer one hidden', async () => {
    const term = word('ventania');
    expect(titles(await search(term))).toEqual([]);
    expect(titles(await search(term))).toEqual([]);
    expect(backendSearches).toHaveLength(1);

    const title = `Ventania derruba árvores no centro ${term}`;
    const created = await write('POST', '/postagens', { titulo: title, slug: `ventania-derruba-arvores-${term}`, conteudo: '<p>Texto.</p>', categoriaId: categoryId, status: 'publicado' });
    expect(created.status).toBe(201);
    const found = await search(term);
    expect(titles(found)).toEqual([title]);
    expect(found.meta).toMatchObject({ total: 1 });
    expect(backendSearches).toHaveLength(2);
    // Then from the cache again.
    expect(titles(await search(term.toUpperCase()))).toEqual([title]);
    expect(backendSearches).toHaveLength(2);

    const hidden = await write('PUT', `/postagens/${created.body.id}`, { ...created.body, categoriaId: categoryId, status: 'rascunho' });
    expect(hidden.status).toBe(200);
    expect(titles(await search(term))).toEqual([]);
  });

  it('finds a post the scheduler published a second ago on the next search', async () => {
    const term = word('granizo');
    const title = `Granizo atinge lavouras da serra ${term}`;
    const due = new Date(Date.now() + 1_000);
    const scheduled = await write('POST', '/postagens', {
      titulo: title,
      slug: `granizo-atinge-lavouras-${term}`,
      conteudo: '<p>Texto.</p>',
      categoriaId: categoryId,
      status: 'agendado',
      publicadoEm: due.toISOString(),
    });
    expect(scheduled.status).toBe(201);
    expect(titles(await search(term))).toEqual([]);
    await sleep(Math.max(0, due.getTime() - Date.now()) + 50);

    // One tick of the scheduler: it publishes the post and expires what showed it (stop() waits for the tick).
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    await startScheduledPublishing(async () => staff.database.db, 60_000)();
    log.mockRestore();
    const [row] = await staff.database.db.select({ status: postagens.status }).from(postagens).where(eq(postagens.id, scheduled.body.id));
    expect(row.status).toBe('publicado');
    expect(titles(await search(term))).toEqual([title]);
  });

  it('tags the cached results as a list and as a search', async () => {
    const handler = new PageCacheHandler();
    const tagged: string[][] = [];
    const set = jest.spyOn(PageCacheHandler.prototype, 'set').mockImplementation(async function (this: PageCacheHandler, key, data, ctx) {
      tagged.push([...((ctx as { tags?: string[] })?.tags ?? [])]);
      set.mockRestore();
      return handler.set(key, data, ctx);
    });
    await search(word('nevoeiro'));
    expect(tagged[0]).toEqual(expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.postLists, SEARCH_RESULTS_TAG]));
  });
});
