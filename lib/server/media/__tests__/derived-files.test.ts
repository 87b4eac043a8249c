import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { testMediaStores, type TestMediaStore } from '@/test/helpers/media-stores';
import { describeWithRedis, eventually, useRedisThroughRelay } from '@/test/helpers/redis';
import { GET as capaPodcastGET } from '@/app/capas-podcast/[...path]/route';
import { GET as uploadsGET } from '@/app/uploads/[...path]/route';
import { isRedisReady, sharedRedis } from '../../redis/shared-redis.mjs';
import { DerivedFiles } from '../derived-files';
import { podcastArtworkPath, podcastArtworkResponse, renderPodcastArtwork } from '../podcast-artwork';
import { mediaStore, storeImage, variantPath, type StorageOptions } from '../storage';
import { uploadResponse } from '../upload-response';

// Real sharp, counted: every decode of a file (a Buffer) is a render.
jest.mock('sharp', () => {
  const actual = jest.requireActual('sharp');
  return Object.assign(
    jest.fn((...args: unknown[]) => actual(...args)),
    actual,
  );
});
const sharpMock = sharp as unknown as jest.Mock;
const renders = () => sharpMock.mock.calls.filter(([input]) => Buffer.isBuffer(input)).length;

// The route asks the library for the image's focal point: these uploads have no row (the centre).
jest.mock('@/lib/server/db/application-database', () => ({ getDb: async () => ({}) }));
jest.mock('@/lib/server/services/media', () => ({ shareImageSource: async () => null }));

jest.setTimeout(60_000);

/*
 * Every derived image is drawn once (podcast covers: /capas-podcast/…, drawn on first request).
 * Fifty first requests at the same moment were fifty renders; now one, in one process and across
 * instances sharing Redis. Size variants are drawn at upload, never on request: /uploads only reads.
 */

const FIFTY = 50;
const UNAVAILABLE = 'Não foi possível carregar a imagem.';

const picture = () => sharp({ create: { width: 1920, height: 1080, channels: 3, background: { r: 20, g: 90, b: 160 } } }).webp().toBuffer();

type Answer = { status: number; bytes: Buffer; ms: number };

/** Fires every request at once (none awaited before the last is sent) and reads each answer whole. */
async function allAtOnce(requests: (() => Promise<Response>)[]): Promise<Answer[]> {
  const started = Date.now();
  const pending = requests.map((request) => request());
  return Promise.all(
    pending.map(async (response) => {
      const answer = await response;
      const bytes = Buffer.from(await answer.arrayBuffer());
      return { status: answer.status, bytes, ms: Date.now() - started };
    }),
  );
}

const segmentsOf = (url: string) => podcastArtworkPath(url)!.replace('/capas-podcast/', '').split('/');
const squareKeyOf = (arquivo: string) => arquivo.replace(/\.\w+$/, '_podcast-500-500.jpg');
/** The uploads here have no library row: the square is cut from the centre. */
const noLibrary = async () => null;

async function storedSquare(options: StorageOptions, arquivo: string): Promise<Buffer | null> {
  const object = await (await mediaStore(options)).read(squareKeyOf(arquivo));
  return object && !('unsatisfiable' in object) ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
}

/** A fresh upload; the sharp calls of storing it are not counted. */
async function uploadCover(options: StorageOptions) {
  const uploaded = await storeImage(await picture(), 'capa.webp', options);
  sharpMock.mockClear();
  return uploaded;
}

function expectOneSquareForAll(answers: Answer[], kept: Buffer | null) {
  expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200));
  expect(kept).not.toBeNull();
  expect(answers.filter((answer) => !answer.bytes.equals(kept!))).toHaveLength(0);
}

const { stores: STORES, removeDirectory } = testMediaStores('sintonia-derivadas-');
afterAll(removeDirectory);

const withStore = (store: TestMediaStore) => {
  beforeAll(async () => store.setup?.());
  afterAll(async () => store.teardown?.());
};

describe('the /capas-podcast route, on the environment’s store', () => {
  it(`${FIFTY} concurrent first requests for one cover: one render, the same bytes for all`, async () => {
    const uploaded = await uploadCover({});
    const address = podcastArtworkPath(uploaded.url)!;
    const request = () => capaPodcastGET(new Request(`http://localhost${address}`), { params: Promise.resolve({ path: segmentsOf(uploaded.url) }) });

    const answers = await allAtOnce(Array.from({ length: FIFTY }, () => request));

    expect(renders()).toBe(1);
    expectOneSquareForAll(answers, await storedSquare({}, uploaded.arquivo));
    expect(await sharp(answers[0].bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });
    sharpMock.mockClear();
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest).toBeLessThan(15_000);
    // Kept: the next request reads it, draws nothing.
    expect((await request()).status).toBe(200);
    expect(renders()).toBe(0);
  });
});

describe.each(STORES)('one process, on the $name', (store) => {
  withStore(store);

  it(`${FIFTY} concurrent first requests for one cover: one render, all answered with the kept file's bytes`, async () => {
    const uploaded = await uploadCover(store.options());
    const derived = new DerivedFiles();
    const answers = await allAtOnce(
      Array.from({ length: FIFTY }, () => () => podcastArtworkResponse(segmentsOf(uploaded.url), null, { ...store.options(), source: noLibrary, derived })),
    );
    expect(renders()).toBe(1);
    expectOneSquareForAll(answers, await storedSquare(store.options(), uploaded.arquivo));
    expect(derived.inFlight).toBe(0);
  });

  it('without Redis each instance draws at most once (two instances, two renders)', async () => {
    const uploaded = await uploadCover(store.options());
    const instances = [new DerivedFiles(), new DerivedFiles()];
    const answers = await allAtOnce(
      Array.from({ length: FIFTY }, (_, i) => () => podcastArtworkResponse(segmentsOf(uploaded.url), null, { ...store.options(), source: noLibrary, derived: instances[i % 2] })),
    );
    expect(renders()).toBe(2);
    expect(answers.map((answer) => answer.status)).toEqual(Array(FIFTY).fill(200));
  });

  it(`size variants are drawn at upload, never on request: ${FIFTY} concurrent requests render nothing`, async () => {
    const uploaded = await uploadCover(store.options());
    const variantKey = variantPath(uploaded.arquivo, 'post-medium');
    const stored = await (await mediaStore(store.options())).read(variantKey);
    const kept = Buffer.from(await new Response((stored as { body: ReadableStream<Uint8Array> }).body).arrayBuffer());
    const ask = (key: string) => () => uploadResponse(key.split('/'), store.options());

    const served = await allAtOnce(Array.from({ length: FIFTY }, () => ask(variantKey)));
    expectOneSquareForAll(served, kept);

    const missing = variantPath(uploaded.arquivo, 'post-thumb');
    await (await mediaStore(store.options())).remove([missing]);
    const absent = await allAtOnce(Array.from({ length: FIFTY }, () => ask(missing)));
    expect(absent.map((answer) => [answer.status, answer.bytes.toString()])).toEqual(Array(FIFTY).fill([404, 'Arquivo não encontrado.']));
    expect(renders()).toBe(0);
  });
});

describe('the /uploads route draws nothing either', () => {
  it(`${FIFTY} concurrent requests for a variant on the environment's store: no render`, async () => {
    const uploaded = await uploadCover({});
    const segments = variantPath(uploaded.arquivo, 'post-large').split('/');
    const answers = await allAtOnce(
      Array.from({ length: FIFTY }, () => () => uploadsGET(new Request(`http://localhost/uploads/${segments.join('/')}`), { params: Promise.resolve({ path: segments }) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(FIFTY).fill(200));
    expect(new Set(answers.map((answer) => answer.bytes.toString('base64'))).size).toBe(1);
    expect(renders()).toBe(0);
  });
});

describe('the disk store writes whole files only', () => {
  it('a written file appears whole, nothing is left aside, and writing it again is an error', async () => {
    const dataDir = fs.mkdtempSync(path.join(STORES[0].options().dataDir!, 'inteiro-'));
    const store = await mediaStore({ dataDir, s3: null });
    await store.write('2026/11/arquivo.jpg', Buffer.from('conteúdo'), 'image/jpeg');
    expect(fs.readdirSync(path.join(dataDir, 'uploads', '2026', '11'))).toEqual(['arquivo.jpg']);
    await expect(store.write('2026/11/arquivo.jpg', Buffer.from('outro'), 'image/jpeg')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(fs.readdirSync(path.join(dataDir, 'uploads', '2026', '11'))).toEqual(['arquivo.jpg']);
    expect(fs.readFileSync(path.join(dataDir, 'uploads', '2026', '11', 'arquivo.jpg'), 'utf8')).toBe('conteúdo');
  });
});

/**
 * The lock's own tests, with Redis up: a lock command slowed past the hung-Redis limit (1 s) by a
 * busy test machine (fifty store reads on this one event loop) would draw without the lock, as
 * designed, and count as a second render.
 */
const PATIENT = { commandTimeoutMs: 10_000 };

describeWithRedis('several instances sharing Redis', () => {
  const redis = useRedisThroughRelay('derivadas');
  const lockName = (arquivo: string) => `${redis.prefix}:midia-derivada:${squareKeyOf(arquivo)}`;

  describe.each(STORES)('on the $name', (store) => {
    withStore(store);
    const ask = (url: string, derived: DerivedFiles) => () => podcastArtworkResponse(segmentsOf(url), null, { ...store.options(), source: noLibrary, derived });

    it(`two instances, ${FIFTY} concurrent first requests between them: one render, the lock released`, async () => {
      const uploaded = await uploadCover(store.options());
      const instances = [new DerivedFiles(PATIENT), new DerivedFiles(PATIENT)];
      const answers = await allAtOnce(Array.from({ length: FIFTY }, (_, i) => ask(uploaded.url, instances[i % 2])));
      expect(renders()).toBe(1);
      expectOneSquareForAll(answers, await storedSquare(store.options(), uploaded.arquivo));
      expect(await redis.raw.exists(lockName(uploaded.arquivo))).toBe(0);
    });

    it('a holder that died: its lock expires and one waiter draws', async () => {
      const uploaded = await uploadCover(store.options());
      await redis.raw.set(lockName(uploaded.arquivo), 'instancia-que-morreu', { expiration: { type: 'PX', value: 700 } });
      const instances = [new DerivedFiles({ ...PATIENT, pollMs: 50 }), new DerivedFiles({ ...PATIENT, pollMs: 50 })];
      const answers = await allAtOnce(Array.from({ length: FIFTY }, (_, i) => ask(uploaded.url, instances[i % 2])));
      expect(renders()).toBe(1);
      expectOneSquareForAll(answers, await storedSquare(store.options(), uploaded.arquivo));
      // Nobody drew before the dead holder's lock ran out.
      expect(Math.min(...answers.map((answer) => answer.ms))).toBeGreaterThanOrEqual(600);
      expect(await redis.raw.exists(lockName(uploaded.arquivo))).toBe(0);
    });

    it('a waiter serves the file the holder stores, drawing nothing', async () => {
      const uploaded = await uploadCover(store.options());
      const theirs = await renderPodcastArtwork(await picture());
      sharpMock.mockClear();
      await redis.raw.set(lockName(uploaded.arquivo), 'outra-instancia', { expiration: { type: 'PX', value: 10_000 } });
      setTimeout(() => {
        void mediaStore(store.options()).then((media) => media.write(squareKeyOf(uploaded.arquivo), theirs, 'image/jpeg'));
      }, 300);
      const answers = await allAtOnce(Array.from({ length: 10 }, () => ask(uploaded.url, new DerivedFiles({ ...PATIENT, pollMs: 50 }))));
      expect(renders()).toBe(0);
      expectOneSquareForAll(answers, theirs);
      await redis.raw.del(lockName(uploaded.arquivo));
    });

    it('a holder alive past the wait: 503 with Retry-After, nothing drawn', async () => {
      const uploaded = await uploadCover(store.options());
      await redis.raw.set(lockName(uploaded.arquivo), 'instancia-lenta', { expiration: { type: 'PX', value: 10_000 } });
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const derived = new DerivedFiles({ ...PATIENT, maxWaitMs: 400, pollMs: 50 });
        const response = await podcastArtworkResponse(segmentsOf(uploaded.url), null, { ...store.options(), source: noLibrary, derived });
        expect([response.status, response.headers.get('retry-after'), await response.text()]).toEqual([503, '5', UNAVAILABLE]);
        expect(warn).toHaveBeenCalledTimes(1);
      } finally {
        warn.mockRestore();
      }
      expect(renders()).toBe(0);
      expect(await storedSquare(store.options(), uploaded.arquivo)).toBeNull();
      await redis.raw.del(lockName(uploaded.arquivo));
    });
  });

  it('a render slower than the lock lifetime keeps its lock (renewed): the other instance never draws', async () => {
    const store = await mediaStore({ dataDir: STORES[0].options().dataDir, s3: null });
    const key = '2026/11/lenta_podcast.jpg';
    const draws = [jest.fn(), jest.fn()];
    const file = (draw: jest.Mock) => ({
      store,
      key,
      contentType: 'image/jpeg',
      draw: () => {
        draw();
        return new Promise<Buffer>((resolve) => setTimeout(() => resolve(Buffer.from('desenho lento')), 900));
      },
    });
    const instances = [new DerivedFiles({ ...PATIENT, lockTtlMs: 200, pollMs: 50 }), new DerivedFiles({ ...PATIENT, lockTtlMs: 200, pollMs: 50 })];
    const first = instances[0].obtain(file(draws[0]));
    await eventually(() => redis.raw.exists(`${redis.prefix}:midia-derivada:${key}`), (exists) => exists === 1, 1_000);
    const second = instances[1].obtain(file(draws[1]));
    const [a, b] = await Promise.all([first, second]);
    expect([a?.toString(), b?.toString()]).toEqual(['desenho lento', 'desenho lento']);
    expect([draws[0].mock.calls.length, draws[1].mock.calls.length]).toEqual([1, 0]);
  });

  it('Redis down: each instance falls back to its own single flight, never an error', async () => {
    const [store] = STORES;
    const uploaded = await uploadCover(store.options());
    redis.relay.cut();
    await eventually(() => isRedisReady(sharedRedis()), (ready) => !ready);
    try {
      const derived = new DerivedFiles();
      const answers = await allAtOnce(
        Array.from({ length: FIFTY }, () => () => podcastArtworkResponse(segmentsOf(uploaded.url), null, { ...store.options(), source: noLibrary, derived })),
      );
      expect(renders()).toBe(1);
      expectOneSquareForAll(answers, await storedSquare(store.options(), uploaded.arquivo));
    } finally {
      redis.relay.restore();
      await eventually(() => isRedisReady(sharedRedis()), Boolean);
    }
  });
});
