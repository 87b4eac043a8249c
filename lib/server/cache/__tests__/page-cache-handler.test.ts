import { CACHE_TAGS, DEGRADED_RENDER_TAG, postTag } from '@/lib/domain/cache-tags';
import { nextPageCache, PAGE_REVALIDATE_SECONDS as REVALIDATE } from '@/test/helpers/next-page-cache';
import PageCacheHandler, { DEGRADED_TAG, expireTags, pageCacheStore } from '../page-cache-handler.mjs';

/*
 * The store Next keeps public pages and data reads in (next.config.mjs cacheHandler). Next asks
 * with a page key and no tags (the page's tags travel in its own headers), or with a data read's
 * tags and the page's implicit ones (softTags).
 */

const page = (tags: string[], html = '<p>página</p>') => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 });
const fetchRead = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 30 });
const pageCtx = { kind: 'APP_PAGE' };

let now = 1_000_000;
beforeEach(() => {
  const store = pageCacheStore();
  store.entries.clear();
  store.expiredAt.clear();
  store.missedAt.clear();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  // Next tells a stale page by performance's clock.
  jest.spyOn(performance, 'now').mockImplementation(() => now - performance.timeOrigin);
});
afterEach(() => jest.restoreAllMocks());

const tick = (ms = 10) => (now += ms);

describe('PageCacheHandler', () => {
  it('serves a page until a tag it carries expires, then misses so that Next renders it anew', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/politica', page(['sintonia:categorias', 'sintonia:postagens']), { cacheControl: { revalidate: 30 } });
    tick();
    expect(await handler.get('/politica', pageCtx)).toMatchObject({ value: { html: '<p>página</p>' }, cacheControl: { revalidate: 30 } });
    expireTags(['sintonia:banners']);
    tick();
    expect(await handler.get('/politica', pageCtx)).not.toBeNull();
    expireTags(['sintonia:postagens']);
    tick();
    expect(await handler.get('/politica', pageCtx)).toBeNull();
  });

  it("checks a data read against its own tags and the page's implicit ones", async () => {
    const handler = new PageCacheHandler();
    await handler.set('leitura', fetchRead('{"a":1}'), { fetchCache: true });
    tick();
    const ctx = { kind: 'FETCH', tags: ['sintonia:equipe'], softTags: ['_N_T_/layout'] };
    expect(await handler.get('leitura', ctx)).not.toBeNull();
    expireTags(['_N_T_/layout']);
    tick();
    expect(await handler.get('leitura', ctx)).toBeNull();
  });

  it('a render that read data before a write is not kept as fresh (stamped with the miss, not the save)', async () => {
    const handler = new PageCacheHandler();
    expect(await handler.get('/', pageCtx)).toBeNull(); // the render starts here, reading the old data
    tick();
    expireTags(['sintonia:postagens']); // a write lands while it renders
    tick();
    await handler.set('/', page(['sintonia:postagens']), {});
    tick();
    expect(await handler.get('/', pageCtx)).toBeNull();
    // The next render started after the write: kept.
    tick();
    await handler.set('/', page(['sintonia:postagens'], '<p>nova</p>'), {});
    tick();
    expect(await handler.get('/', pageCtx)).toMatchObject({ value: { html: '<p>nova</p>' } });
  });

  it('revalidateTag (from Next) expires like expireTags', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/equipe', page(['sintonia:equipe']), {});
    tick();
    await handler.revalidateTag('sintonia:equipe');
    tick();
    expect(await handler.get('/equipe', pageCtx)).toBeNull();
  });

  it('drops the least recently used entries past its size limit', async () => {
    const handler = new PageCacheHandler();
    const store = pageCacheStore();
    expect(store.entries.maxSize).toBe(256 * 1024 * 1024);
    const big = 'x'.repeat(Math.floor(store.entries.maxSize / 2 / 2) - 1000); // just under half the limit, at 2 bytes a character
    await handler.set('/a', page([], big), {});
    await handler.set('/b', page([], big), {});
    await handler.get('/a', pageCtx); // /a is now the most recent
    await handler.set('/c', page([], big), {});
    expect(store.entries.has('/a')).toBe(true);
    expect(store.entries.has('/b')).toBe(false);
    expect(store.entries.has('/c')).toBe(true);
    expect(store.entries.calculatedSize).toBeLessThanOrEqual(store.entries.maxSize);
  });

  it('one store for every copy of the module (Next and the app bundles load it separately)', async () => {
    const again = await import('../page-cache-handler.mjs');
    expect(again.pageCacheStore()).toBe(pageCacheStore());
  });
});

describe('a page rendered while a read failed (a database outage) is never stored', () => {
  const degraded = (tags: string[]) => page([...tags, DEGRADED_TAG], '<p>sem dados</p>');

  it('spells the tag lib/domain/cache-tags.ts gives such a render', () => {
    expect(DEGRADED_TAG).toBe(DEGRADED_RENDER_TAG);
  });

  it('refuses a degraded page, and a degraded data read', async () => {
    const handler = new PageCacheHandler();
    expect(await handler.get('/', pageCtx)).toBeNull();
    await handler.set('/', degraded(['sintonia:postagens']), { cacheControl: { revalidate: 30 } });
    tick();
    expect(await handler.get('/', pageCtx)).toBeNull();
    await handler.set('marca', fetchRead('true'), { fetchCache: true, tags: [DEGRADED_TAG] });
    expect(pageCacheStore().entries.size).toBe(0);
  });

  it('keeps the good copy it would have replaced, stamped anew (Next tries again one revalidation period later)', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/', page(['sintonia:postagens'], '<p>boa</p>'), { cacheControl: { revalidate: 30 } });
    tick(31_000);
    await handler.set('/', degraded(['sintonia:postagens']), { cacheControl: { revalidate: 30 } });
    expect(await handler.get('/', pageCtx)).toMatchObject({ value: { html: '<p>boa</p>' }, lastModified: now });
  });

  it('a good copy a write expired is not kept: the next request renders (and is served what it can)', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/', page(['sintonia:postagens'], '<p>boa</p>'), {});
    tick();
    await expireTags(['sintonia:postagens']);
    tick();
    await handler.set('/', degraded(['sintonia:postagens']), {});
    expect(pageCacheStore().entries.has('/')).toBe(false);
  });
});

/*
 * The same, through Next's own ISR machinery (the response cache and incremental cache that
 * `next start` puts in front of this handler): a page older than its revalidation period is served
 * stale while it renders again in the background; the background render that fell back is thrown
 * away, and the good copy keeps serving, period after period, until the database is back.
 */
describe("with Next's response cache in front: an outage across several revalidation periods", () => {
  const request = (cache: ReturnType<typeof nextPageCache>, path: string, render: () => { html: string; tags: string[] }) => cache.request(path, render);

  it('never stores the fallback page and keeps serving the good one until the database returns', async () => {
    const cache = nextPageCache();
    const tags = [CACHE_TAGS.posts, postTag(7)!, CACHE_TAGS.urgent];
    let databaseUp = true;
    let renders = 0;
    const render = () => {
      renders += 1;
      return databaseUp ? { html: `<h1>Notícia 7, versão ${renders}</h1>`, tags } : { html: '<h1>Notícia indisponível</h1>', tags: [...tags, DEGRADED_RENDER_TAG] };
    };

    expect(await request(cache, '/politica/noticia-7', render)).toEqual({ html: '<h1>Notícia 7, versão 1</h1>', isMiss: true, isStale: false });
    tick(1_000);
    expect(await request(cache, '/politica/noticia-7', render)).toMatchObject({ html: '<h1>Notícia 7, versão 1</h1>', isMiss: false });
    expect(renders).toBe(1);

    databaseUp = false;
    // Three revalidation periods of outage, several readers in each.
    for (let period = 1; period <= 3; period++) {
      tick(REVALIDATE * 1000 + 1_000);
      for (let reader = 0; reader < 3; reader++) {
        expect(await request(cache, '/politica/noticia-7', render)).toMatchObject({ html: '<h1>Notícia 7, versão 1</h1>' });
        tick(2_000);
      }
      // One attempt per period (the first reader's, in the background), thrown away.
      expect(renders).toBe(1 + period);
    }
    expect(JSON.stringify([...pageCacheStore().entries.values()].map((entry) => entry.value))).not.toContain('indisponível');

    databaseUp = true;
    tick(REVALIDATE * 1000 + 1_000);
    // The first reader past the period still gets the old copy while the page renders again…
    expect(await request(cache, '/politica/noticia-7', render)).toMatchObject({ html: '<h1>Notícia 7, versão 1</h1>', isStale: true });
    // …and the next one the fresh page.
    expect(await request(cache, '/politica/noticia-7', render)).toMatchObject({ html: '<h1>Notícia 7, versão 5</h1>', isStale: false });
  });

  it('a page no copy of which is cached is served as it could be rendered, and rendered again on the next request', async () => {
    const cache = nextPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return { html: '<h1>Notícias</h1><p>Nenhuma notícia.</p>', tags: [CACHE_TAGS.posts, CACHE_TAGS.postLists, DEGRADED_RENDER_TAG] };
    };
    expect(await request(cache, '/noticias/pagina/1', render)).toMatchObject({ html: '<h1>Notícias</h1><p>Nenhuma notícia.</p>', isMiss: true });
    tick(1_000);
    await request(cache, '/noticias/pagina/1', render);
    expect(renders).toBe(2);
    expect(pageCacheStore().entries.size).toBe(0);
  });
});
