import { CACHE_TAGS } from '@/lib/api/cache-tags';
import { expireAfterWrite } from '../expire';
import { pageCacheStore } from '../page-cache-handler.mjs';

const expiredAt = (tag: string) => pageCacheStore().expiredAt.get(tag);

beforeEach(() => pageCacheStore().expiredAt.clear());

describe('expireAfterWrite (the /api/v1 boundary)', () => {
  it('expires what a staff write changed, in the page cache store', async () => {
    expect(await expireAfterWrite('PUT', '/banners/2', 50_000)).toEqual([CACHE_TAGS.banners]);
    expect(expiredAt(CACHE_TAGS.banners)).toBeDefined();
    expect(expiredAt(CACHE_TAGS.posts)).toBeUndefined();
  });

  it('reads and writes that change nothing public expire nothing', async () => {
    expect(await expireAfterWrite('GET', '/banners', 50_000)).toEqual([]);
    expect(await expireAfterWrite('POST', '/auth/login', 50_000)).toEqual([]);
    expect(pageCacheStore().expiredAt.size).toBe(0);
  });

  it('votes expire the polls at most once every 5 s', async () => {
    const vote = (at: number) => expireAfterWrite('POST', '/publico/enquetes/1/votar', at);
    expect(await vote(100_000)).toEqual([CACHE_TAGS.polls]);
    expect(await vote(103_000)).toEqual([]);
    expect(await vote(104_999)).toEqual([]);
    expect(await vote(105_000)).toEqual([CACHE_TAGS.polls]);
    // A staff write to the polls is never throttled.
    expect(await expireAfterWrite('PUT', '/enquetes/1', 105_001)).toEqual([CACHE_TAGS.polls]);
  });
});
