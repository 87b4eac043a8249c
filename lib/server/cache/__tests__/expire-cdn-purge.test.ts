import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { purgeCdnTags } from '../cdn-purge';
import { expireAfterWrite, expirePublicTags } from '../expire';
import { pageCacheStore } from '../page-cache-handler.mjs';

jest.mock('../cdn-purge', () => ({ purgeCdnTags: jest.fn() }));

const purge = purgeCdnTags as jest.MockedFunction<typeof purgeCdnTags>;
/** Whether the app's own copies were expired when the CDN was asked, per call. */
const expiredBeforePurge: boolean[] = [];

beforeEach(() => {
  pageCacheStore().expiredAt.clear();
  expiredBeforePurge.length = 0;
  purge.mockReset();
  purge.mockImplementation(async (tags) => {
    expiredBeforePurge.push(tags.every((tag) => pageCacheStore().expiredAt.has(tag)));
  });
});

describe('every expiry reaches the CDN purge (CDN_PURGE_URL), after the app\'s own copies', () => {
  it('a write through /api/v1', async () => {
    await expireAfterWrite('PUT', '/banners/2', { now: 50_000 });
    expect(purge).toHaveBeenCalledTimes(1);
    expect(purge.mock.calls[0][0]).toEqual([CACHE_TAGS.banners]);
    expect(expiredBeforePurge).toEqual([true]);
  });

  it('the scheduler, the song history and the other timers', async () => {
    await expirePublicTags([CACHE_TAGS.songs]);
    expect(purge.mock.calls.map((call) => call[0])).toEqual([[CACHE_TAGS.songs]]);
    expect(expiredBeforePurge).toEqual([true]);
  });

  it('nothing to expire, nothing to purge', async () => {
    await expirePublicTags([]);
    await expireAfterWrite('GET', '/banners', { now: 50_000 });
    expect(purge).not.toHaveBeenCalled();
  });
});
