import PageCacheHandler, { expireTags, pageCacheStore } from '../page-cache-handler.mjs';

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
  store.bytes = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
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
    const big = 'x'.repeat(Math.floor(store.maxBytes / 2 / 2) - 1000); // a third of the limit, at 2 bytes a character
    const previousMax = store.maxBytes;
    try {
      await handler.set('/a', page([], big), {});
      await handler.set('/b', page([], big), {});
      await handler.get('/a', pageCtx); // /a is now the most recent
      await handler.set('/c', page([], big), {});
      expect(store.entries.has('/a')).toBe(true);
      expect(store.entries.has('/b')).toBe(false);
      expect(store.entries.has('/c')).toBe(true);
      expect(store.bytes).toBeLessThanOrEqual(store.maxBytes);
    } finally {
      store.maxBytes = previousMax;
    }
  });

  it('one store for every copy of the module (Next and the app bundles load it separately)', async () => {
    const again = await import('../page-cache-handler.mjs');
    expect(again.pageCacheStore()).toBe(pageCacheStore());
  });
});
