import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import PageCacheHandler, { hasFreshEntry, pageCacheStore } from '../page-cache-handler.mjs';
import { MAX_CACHED_SEARCH_ENTRIES, noteSearchEntry, SEARCH_RESULTS_TAG } from '../search-entries.mjs';

/*
 * Searches in the page cache: one entry per term typed (its results page and its data read), so
 * they are bounded apart from the pages every reader shares.
 */

const LISTS = CACHE_TAGS.postLists;
const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: '<p>página</p>', rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 });
const dataRead = { kind: 'FETCH', data: { headers: {}, body: '{"dados":[]}', status: 200, url: '' }, revalidate: 30 };

beforeEach(() => {
  const store = pageCacheStore() as ReturnType<typeof pageCacheStore> & { searchKeys?: Set<string> };
  store.entries.clear();
  store.expiredAt.clear();
  store.missedAt.clear();
  store.searchKeys?.clear();
});

describe('noteSearchEntry', () => {
  it.each<[string, string[], string, number, string[], string[]]>([
    ['under the bound: nothing out', ['a', 'b'], 'c', 3, [], ['a', 'b', 'c']],
    ['past it: the oldest out', ['a', 'b', 'c'], 'd', 3, ['a'], ['a', 'b', 'c', 'd']],
    ['a key used again moves to the end', ['a', 'b', 'c'], 'a', 3, [], ['b', 'c', 'a']],
    ['far past it (a smaller bound): every extra one, oldest first', ['a', 'b', 'c', 'd'], 'e', 2, ['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e']],
  ])('%s', (_, before, key, max, out, order) => {
    const index = new Set(before);
    expect(noteSearchEntry(index, key, max)).toEqual(out);
    expect([...index]).toEqual(order);
  });
});

describe('PageCacheHandler: searches', () => {
  it(`keeps at most ${MAX_CACHED_SEARCH_ENTRIES} search entries, least recently used out first, and never a shared page for them`, async () => {
    const handler = new PageCacheHandler();
    await handler.set('/', page([CACHE_TAGS.posts, LISTS]), {});
    await handler.set('/noticias/pagina/1', page([CACHE_TAGS.posts, LISTS]), {});
    for (let index = 0; index < MAX_CACHED_SEARCH_ENTRIES; index++) {
      // A term's results page and its data read (tagged by Next from the read's own tags).
      if (index % 2) await handler.set(`/noticias/busca/termo${index}/1`, page([LISTS, SEARCH_RESULTS_TAG]), {});
      else await handler.set(`leitura-${index}`, dataRead, { fetchCache: true, tags: [LISTS, SEARCH_RESULTS_TAG] });
    }
    // The first is read again: it is now the most recently used.
    expect(await handler.get('leitura-0', { kind: 'FETCH', tags: [LISTS, SEARCH_RESULTS_TAG] })).not.toBeNull();
    for (let index = 0; index < 10; index++) await handler.set(`/noticias/busca/nova${index}/1`, page([LISTS, SEARCH_RESULTS_TAG]), {});

    const store = pageCacheStore();
    const searches = [...store.entries.keys()].filter((key) => key.startsWith('leitura-') || key.startsWith('/noticias/busca/'));
    expect(searches).toHaveLength(MAX_CACHED_SEARCH_ENTRIES);
    expect(hasFreshEntry('leitura-0')).toBe(true);
    // The ten oldest others went: termo1, leitura-2 … termo9, leitura-10.
    for (let index = 1; index <= 10; index++) expect(store.entries.has(index % 2 ? `/noticias/busca/termo${index}/1` : `leitura-${index}`)).toBe(false);
    expect(store.entries.has(`leitura-${12}`)).toBe(true);
    expect(hasFreshEntry('/noticias/busca/nova9/1')).toBe(true);
    // The shared pages stay, whatever the searches.
    expect(hasFreshEntry('/')).toBe(true);
    expect(hasFreshEntry('/noticias/pagina/1')).toBe(true);
  });

  it('frees a search’s place when its entry goes for another reason (replaced by a page without the tag)', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/noticias/busca/x/1', page([LISTS, SEARCH_RESULTS_TAG]), {});
    const store = pageCacheStore() as ReturnType<typeof pageCacheStore> & { searchKeys?: Set<string> };
    expect(store.searchKeys?.has('/noticias/busca/x/1')).toBe(true);
    await handler.set('/noticias/busca/x/1', page([LISTS]), {});
    expect(store.searchKeys?.has('/noticias/busca/x/1')).toBe(false);
    expect(hasFreshEntry('/noticias/busca/x/1')).toBe(true);
  });
});
