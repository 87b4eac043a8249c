import net from 'node:net';
import { createClient } from 'redis';
import { deleteRedisKeys, describeWithRedis, openTestRedis, testRedisUrl, uniqueRedisPrefix, type TestRedis } from '@/test/helpers/redis';
import { createRedisEntryStore, decodeEntry, encodeEntry, type StoredEntry } from '../redis-entry-store.mjs';

/*
 * The shared tier's storage: Next's entries written to Redis as text and read back as they were
 * (Buffers and the Map of segments included), kept for their lifespan, dropped by tag, and
 * refused once a tag they carry expired after they were rendered.
 */

const appPage = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  segmentData: new Map([
    ['/_tree', Buffer.from('árvore')],
    ['/_full', Buffer.from([0, 255, 1, 254])],
  ]),
  headers: { 'x-next-cache-tags': 'sintonia:postagens,_N_T_/layout', 'content-type': 'text/html' },
  postponed: undefined,
  status: 200,
});

const entryOf = (value: unknown, tags: string[] = [], lastModified = Date.now()): StoredEntry => ({
  value,
  lastModified,
  cacheControl: { revalidate: 30, expire: 3600 },
  tags,
});

describe('encodeEntry / decodeEntry', () => {
  it("a page's RSC payload and segment Map come back as Buffers with the same bytes", () => {
    const entry = entryOf(appPage('<p>olá</p>'), ['sintonia:postagens']);
    const decoded = decodeEntry(encodeEntry(entry))!;
    const value = decoded.value as ReturnType<typeof appPage>;
    expect(Buffer.isBuffer(value.rscData)).toBe(true);
    expect(value.rscData.toString()).toBe('rsc:<p>olá</p>');
    expect(value.segmentData).toBeInstanceOf(Map);
    expect([...value.segmentData.keys()]).toEqual(['/_tree', '/_full']);
    expect(value.segmentData.get('/_tree')!.toString()).toBe('árvore');
    expect([...value.segmentData.get('/_full')!]).toEqual([0, 255, 1, 254]);
    expect(value.html).toBe('<p>olá</p>');
    expect(value.headers).toEqual({ 'x-next-cache-tags': 'sintonia:postagens,_N_T_/layout', 'content-type': 'text/html' });
    expect(decoded).toMatchObject({ lastModified: entry.lastModified, cacheControl: { revalidate: 30, expire: 3600 }, tags: ['sintonia:postagens'] });
  });

  it("a route's body, an image and nested data reads survive; a byte view is written with its own bytes only", () => {
    const pooled = Buffer.from('xxcorpo do feedxx').subarray(2, 15);
    const route = { kind: 'APP_ROUTE', body: pooled, status: 200, headers: { 'content-type': 'application/rss+xml' } };
    const image = { kind: 'IMAGE', buffer: new Uint8Array([137, 80, 78, 71]), extension: 'png', etag: 'e1' };
    const fetchRead = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"itens":[1,2]}', status: 200, url: '' },
      tags: ['sintonia:postagens'],
      nested: { list: [{ a: 1, b: [true, null, 'c'] }], empty: {}, zero: 0, $bytes: 'não é um marcador' },
    };
    const [routeBack, imageBack, fetchBack] = [route, image, fetchRead].map((value) => decodeEntry(encodeEntry(entryOf(value)))!.value) as [
      typeof route,
      { buffer: Buffer },
      typeof fetchRead,
    ];
    expect(Buffer.isBuffer(routeBack.body)).toBe(true);
    expect(routeBack.body.toString()).toBe('corpo do feed');
    expect(routeBack.headers).toEqual(route.headers);
    expect([...imageBack.buffer]).toEqual([137, 80, 78, 71]);
    expect(fetchBack).toEqual(fetchRead);
  });

  it('a Map inside a Map, and Buffers inside arrays, round-trip', () => {
    const value = { outer: new Map<string, unknown>([['inner', new Map([['k', Buffer.from('v')]])]]), parts: [Buffer.from('a'), 'b'] };
    const back = decodeEntry(encodeEntry(entryOf(value)))!.value as typeof value;
    const inner = back.outer.get('inner') as Map<string, Buffer>;
    expect(inner.get('k')!.toString()).toBe('v');
    expect((back.parts[0] as Buffer).toString()).toBe('a');
    expect(back.parts[1]).toBe('b');
  });

  it('text that is not an entry reads as none', () => {
    expect(decodeEntry('não é JSON')).toBeNull();
    expect(decodeEntry('null')).toBeNull();
    expect(decodeEntry('{"value":{"kind":"APP_PAGE"}}')).toBeNull();
    expect(decodeEntry('{"value":null,"lastModified":1,"tags":"a,b"}')).toBeNull();
  });
});

/** A relay that can stop answering while the connection stays open: a hung Redis. */
async function startFreezableRelay(target: URL) {
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    freeze: () => void (frozen = true),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describeWithRedis('the entry store in Redis', () => {
  const prefix = uniqueRedisPrefix('entry-store');
  const keyPrefix = `${prefix}:pages:build:`;
  const expiredTagsKey = `${prefix}:tags-expired-at`;
  let raw: TestRedis;
  let client: TestRedis;
  let store: ReturnType<typeof createRedisEntryStore>;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    raw = await openTestRedis(testRedisUrl()!);
    client = await openTestRedis(testRedisUrl()!);
    store = createRedisEntryStore({ client: client as never, keyPrefix, expiredTagsKey, maxAgeSeconds: 600, timeoutMs: 1_000 });
  });

  afterAll(async () => {
    await deleteRedisKeys(raw, prefix);
    await Promise.all([raw.close(), client.close()]);
  });

  it('reads back what it stored, Buffers and segments included', async () => {
    const entry = entryOf(appPage('<p>compartilhada</p>'), ['sintonia:postagens', '_N_T_/layout']);
    await store.set('/compartilhada', entry, nowSeconds() + 60);
    const back = (await store.get('/compartilhada', ['_N_T_/compartilhada']))!;
    const value = back.value as ReturnType<typeof appPage>;
    expect(value.rscData.toString()).toBe('rsc:<p>compartilhada</p>');
    expect(value.segmentData.get('/_tree')!.toString()).toBe('árvore');
    expect(back).toMatchObject({ lastModified: entry.lastModified, cacheControl: entry.cacheControl, tags: entry.tags });
    expect(await store.get('/nunca-gravada')).toBeNull();
  });

  it('each entry expires with its lifespan, never later than the longest one, and one already over is not stored', async () => {
    await store.set('/um-minuto', entryOf({ kind: 'APP_PAGE', html: '1' }, ['a']), nowSeconds() + 60);
    await store.set('/um-dia', entryOf({ kind: 'APP_PAGE', html: '2' }, ['a']), nowSeconds() + 86_400);
    await store.set('/vencida', entryOf({ kind: 'APP_PAGE', html: '3' }, ['a']), nowSeconds() - 1);
    const ttl = (key: string) => raw.ttl(`${keyPrefix}entry:${key}`);
    expect(await ttl('/um-minuto')).toBeGreaterThan(55);
    expect(await ttl('/um-minuto')).toBeLessThanOrEqual(60);
    expect(await ttl('/um-dia')).toBeGreaterThan(595);
    expect(await ttl('/um-dia')).toBeLessThanOrEqual(600);
    expect(await raw.exists(`${keyPrefix}entry:/vencida`)).toBe(0);
    // The tag's index outlives every entry in it.
    expect(await raw.ttl(`${keyPrefix}tag:a`)).toBeGreaterThan(595);
  });

  it('dropping a tag deletes the entries carrying it and leaves the others', async () => {
    const until = nowSeconds() + 60;
    await store.set('/politica', entryOf({ kind: 'APP_PAGE', html: 'p' }, ['sintonia:categorias', 'sintonia:postagens']), until);
    await store.set('/esportes', entryOf({ kind: 'APP_PAGE', html: 'e' }, ['sintonia:categorias']), until);
    await store.set('/enquete', entryOf({ kind: 'APP_PAGE', html: 'q' }, ['sintonia:enquetes']), until);
    await store.dropTagged(['sintonia:categorias', 'sem-entradas']);
    expect(await store.get('/politica')).toBeNull();
    expect(await store.get('/esportes')).toBeNull();
    expect(await raw.exists([`${keyPrefix}entry:/politica`, `${keyPrefix}entry:/esportes`])).toBe(0);
    expect((await store.get('/enquete'))?.value).toEqual({ kind: 'APP_PAGE', html: 'q' });
    expect(await raw.exists(`${keyPrefix}tag:sintonia:categorias`)).toBe(0);
    await store.dropTagged([]);
  });

  it("a tag's index forgets the entries whose lifespan is over on its next write", async () => {
    await raw.zAdd(`${keyPrefix}tag:sintonia:banners`, { score: nowSeconds() - 5, value: '/antiga' });
    await store.set('/banners', entryOf({ kind: 'APP_PAGE', html: 'b' }, ['sintonia:banners']), nowSeconds() + 60);
    expect(await raw.zRange(`${keyPrefix}tag:sintonia:banners`, 0, -1)).toEqual(['/banners']);
  });

  it('an entry is refused once one of its tags, or of the implicit tags asked with, expired at or after its render', async () => {
    const rendered = Date.now() - 10_000;
    const until = nowSeconds() + 60;
    await store.set('/programacao', entryOf({ kind: 'APP_PAGE', html: 'g' }, ['sintonia:programacao'], rendered), until);
    await raw.hSet(expiredTagsKey, { 'sintonia:programacao': String(rendered - 1), '_N_T_/programacao': String(rendered - 1) });
    expect(await store.get('/programacao', ['_N_T_/programacao'])).not.toBeNull();

    await raw.hSet(expiredTagsKey, '_N_T_/programacao', String(rendered));
    expect(await store.get('/programacao', ['_N_T_/programacao'])).toBeNull();
    expect(await store.get('/programacao')).not.toBeNull();

    await raw.hSet(expiredTagsKey, 'sintonia:programacao', String(rendered + 5_000));
    expect(await store.get('/programacao')).toBeNull();
  });

  it('gives up after its timeout when Redis takes a command and never answers', async () => {
    const relay = await startFreezableRelay(new URL(testRedisUrl()!));
    const hung = createClient({ url: relay.url, disableOfflineQueue: true });
    hung.on('error', () => {});
    await hung.connect();
    const slowStore = createRedisEntryStore({ client: hung as never, keyPrefix, expiredTagsKey, maxAgeSeconds: 600, timeoutMs: 200 });
    await slowStore.set('/lenta', entryOf({ kind: 'APP_PAGE', html: 'l' }, ['x']), nowSeconds() + 60);
    expect(await slowStore.get('/lenta')).not.toBeNull();

    relay.freeze();
    for (const operation of [
      () => slowStore.get('/lenta'),
      () => slowStore.set('/lenta', entryOf({ kind: 'APP_PAGE', html: 'l2' }, ['x']), nowSeconds() + 60),
      () => slowStore.dropTagged(['x']),
    ]) {
      const started = Date.now();
      await expect(operation()).rejects.toThrow('Redis sem resposta em 200 ms');
      expect(Date.now() - started).toBeLessThan(600);
    }
    hung.destroy();
    await relay.close();
  });
});
