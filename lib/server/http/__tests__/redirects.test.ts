import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { collapseRedirects } from '@/lib/domain/redirects';
import { expireTags } from '@/lib/server/cache/page-cache-handler.mjs';
import { redirectFor, replaceRedirectSource } from '../redirects';

/*
 * The front door's table: read once, answered from memory, read again after a
 * write expires its tag; a failing read never holds requests.
 */

const tableTo = (destino: string) => collapseRedirects([{ origem: '/antigo', destino, status: 301 }]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(() => replaceRedirectSource(null));

describe('redirectFor', () => {
  it('answers nothing without a source (outside the Next server)', () => {
    replaceRedirectSource(null);
    expect(redirectFor('/antigo', '')).toBeNull();
  });

  it('waits for the first read, then answers from memory until a write expires the redirects', async () => {
    let reads = 0;
    let destino = '/novo';
    replaceRedirectSource(async () => {
      reads += 1;
      return tableTo(destino);
    });
    const first = redirectFor('/antigo', 'x=1');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ status: 301, location: '/novo?x=1' });
    expect(redirectFor('/antigo/', '')).toEqual({ status: 301, location: '/novo' });
    expect(redirectFor('/outro', '')).toBeNull();
    expect(reads).toBe(1);

    for (const round of [1, 2]) {
      destino = `/depois-${round}`;
      await sleep(2);
      await expireTags([CACHE_TAGS.redirects]);
      // A read starting in the very millisecond of an expiry counts as stale (read again once more).
      await sleep(2);
      expect(await redirectFor('/antigo', '')).toEqual({ status: 301, location: destino });
    }
    expect(reads).toBe(3);
    // Other tags change nothing here: an edit of a post's text expires the lists and its page only.
    await expireTags([CACHE_TAGS.banners, CACHE_TAGS.posts, CACHE_TAGS.postLists]);
    expect(redirectFor('/antigo', '')).toEqual({ status: 301, location: destino });
    expect(reads).toBe(3);
  });

  it('a failing read: the last table goes on answering and requests stop waiting for the retries', async () => {
    let fail = false;
    replaceRedirectSource(async () => {
      if (fail) throw new Error('banco fora do ar');
      return tableTo('/novo');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await redirectFor('/antigo', '')).toEqual({ status: 301, location: '/novo' });
      fail = true;
      await sleep(2);
      await expireTags([CACHE_TAGS.redirects]);
      // The first request after the write waits for the read, which fails: the old table answers.
      expect(await redirectFor('/antigo', '')).toEqual({ status: 301, location: '/novo' });
      // The next ones do not wait at all.
      expect(redirectFor('/antigo', '')).toEqual({ status: 301, location: '/novo' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('não foi possível carregar os redirecionamentos'));
    } finally {
      warn.mockRestore();
    }
  });

  it('a read that hangs holds a request at most a moment', async () => {
    replaceRedirectSource(() => new Promise(() => {}));
    const started = Date.now();
    expect(await redirectFor('/antigo', '')).toBeNull();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
