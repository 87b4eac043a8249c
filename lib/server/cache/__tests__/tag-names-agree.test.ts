import { CACHE_TAGS, DEGRADED_RENDER_TAG } from '@/lib/domain/cache-tags';
import { DEGRADED_TAG } from '../page-cache-handler.mjs';
import { SEARCH_RESULTS_TAG } from '../search-entries.mjs';

// The page cache handler is plain JS loaded by Next outside the TS build, so it spells these tags
// itself: if a spelling drifts, degraded renders get stored and search entries stop expiring.
describe('tag names the cache handler spells itself', () => {
  it('match the cache-tags module', () => {
    expect(DEGRADED_TAG).toBe(DEGRADED_RENDER_TAG);
    expect(SEARCH_RESULTS_TAG.startsWith(CACHE_TAGS.posts.split(':')[0] + ':')).toBe(true);
  });
});
