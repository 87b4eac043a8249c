import { describeWithRedis, eventually, useRedisThroughRelay } from '@/test/helpers/redis';
import PageCacheHandler, { expireTags, pageCacheStore } from '../page-cache-handler.mjs';
import { isRedisReady, sharedRedis } from '../../redis/shared-redis.mjs';

/*
 * The page cache with REDIS_URL: this process is one instance, and the test plays the others
 * through its own Redis client. Redis is reached through a relay the test can cut, so an outage
 * is real for the code under test while the machine's Redis keeps running.
 */

const page = (tags: string[], html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([['/_tree', Buffer.from('árvore')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status: 200,
});
const pageCtx = { kind: 'APP_PAGE' };

const forgetLocalPages = () => {
  const store = pageCacheStore();
  store.entries.clear();
};

describeWithRedis('the page cache shared through Redis', () => {
  const redis = useRedisThroughRelay('cache');
  const { prefix } = redis;

  beforeAll(async () => {
    // The tier's subscriber connects on its own: waited for, so the expiry tests do not race its connection.
    new PageCacheHandler();
    await eventually(() => sharedRedis()?.subscriber?.isReady ?? false, Boolean);
  });

  it('serves a page rendered here to an instance whose memory does not have it', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/compartilhada', page(['sintonia:postagens'], '<p>de A</p>'), { cacheControl: { revalidate: 60, expire: 3600 } });
    forgetLocalPages();
    const served = (await handler.get('/compartilhada', pageCtx)) as { value: ReturnType<typeof page>; cacheControl: unknown } | null;
    expect(served?.value.html).toBe('<p>de A</p>');
    expect(Buffer.from(served!.value.rscData).toString()).toBe('rsc:<p>de A</p>');
    expect(Buffer.from(served!.value.segmentData.get('/_tree')!).toString()).toBe('árvore');
    expect(served?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });

  it("an expiry made by another instance reaches this instance's memory at once", async () => {
    const handler = new PageCacheHandler();
    await handler.set('/politica', page(['sintonia:categorias'], '<p>antes</p>'), {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await handler.get('/politica', pageCtx)).not.toBeNull();
    const at = Date.now();
    await redis.raw.multi().hSet(`${prefix}:tags-expired-at`, 'sintonia:categorias', String(at)).publish(`${prefix}:tags-expired`, JSON.stringify({ 'sintonia:categorias': at })).exec();
    expect(await eventually(() => handler.get('/politica', pageCtx), (value) => value === null, 1_000)).toBeNull();
  });

  it('expireTags resolves once Redis has the expiry, and the other instances are told', async () => {
    const listener = redis.raw.duplicate();
    await listener.connect();
    const heard: string[] = [];
    await listener.subscribe(`${prefix}:tags-expired`, (message) => heard.push(message));
    await expireTags(['sintonia:banners']);
    expect(await redis.raw.hGet(`${prefix}:tags-expired-at`, 'sintonia:banners')).not.toBeNull();
    expect(await eventually(() => heard, (messages) => messages.length > 0, 1_000)).toEqual([expect.stringContaining('sintonia:banners')]);
    await listener.close();
  });

  it("an expiry deletes the expired pages' copies from Redis and leaves the others", async () => {
    const handler = new PageCacheHandler();
    const copiesOf = async (path: string) => {
      const keys: string[] = [];
      for await (const found of redis.raw.scanIterator({ MATCH: `${prefix}:pages:*entry:${path}`, COUNT: 500 })) keys.push(...found);
      return keys;
    };
    await handler.set('/podcasts', page(['sintonia:podcasts'], '<p>podcasts</p>'), {});
    await handler.set('/equipe', page(['sintonia:equipe'], '<p>equipe</p>'), {});
    expect(await copiesOf('/podcasts')).toHaveLength(1);
    await expireTags(['sintonia:podcasts']);
    expect(await eventually(() => copiesOf('/podcasts'), (keys) => keys.length === 0, 1_000)).toEqual([]);
    expect(await copiesOf('/equipe')).toHaveLength(1);
  });

  it("a copy in Redis whose tag expired is not served, though this instance's memory never heard of the expiry", async () => {
    const handler = new PageCacheHandler();
    await handler.set('/ao-vivo', page(['sintonia:ao-vivo'], '<p>antes</p>'), {});
    forgetLocalPages();
    await redis.raw.hSet(`${prefix}:tags-expired-at`, 'sintonia:ao-vivo', String(Date.now()));
    expect(pageCacheStore().expiredAt.has('sintonia:ao-vivo')).toBe(false);
    expect(await handler.get('/ao-vivo', pageCtx)).toBeNull();
  });

  it('keeps serving while Redis is down, and sends the expiries made meanwhile when it returns', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/durante', page(['sintonia:enquetes'], '<p>guardada</p>'), {});
    redis.relay.cut();
    await eventually(() => isRedisReady(sharedRedis()), (ready) => !ready);

    expect(await handler.get('/durante', pageCtx)).toMatchObject({ value: { html: '<p>guardada</p>' } });
    await handler.set('/nova', page(['sintonia:equipe'], '<p>renderizada</p>'), {});
    expect(await handler.get('/nova', pageCtx)).not.toBeNull();
    const started = Date.now();
    await expireTags(['sintonia:enquetes']);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await handler.get('/durante', pageCtx)).toBeNull();
    expect(await redis.raw.hGet(`${prefix}:tags-expired-at`, 'sintonia:enquetes')).toBeNull();

    redis.relay.restore();
    await eventually(() => isRedisReady(sharedRedis()), Boolean);
    expect(await eventually(() => redis.raw.hGet(`${prefix}:tags-expired-at`, 'sintonia:enquetes'), (value) => value !== null)).not.toBeNull();
    await handler.set('/depois', page(['sintonia:equipe'], '<p>de volta</p>'), {});
    forgetLocalPages();
    expect(await handler.get('/depois', pageCtx)).toMatchObject({ value: { html: '<p>de volta</p>' } });
  });
});
