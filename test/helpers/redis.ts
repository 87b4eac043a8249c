import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { closeSharedRedis, isRedisReady, sharedRedis } from '@/lib/server/redis/shared-redis.mjs';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/** The Redis the tests may use (the machine's, named by TEST_REDIS_URL), or null: those tests skip. */
export function testRedisUrl(): string | null {
  return process.env.TEST_REDIS_URL?.trim() || null;
}

export const REDIS_SKIP_MESSAGE = 'TEST_REDIS_URL não definida: testes com Redis pulados (o .ci/run define redis://127.0.0.1:6379).';

/** A key prefix of this test's own: tests share the machine's Redis with each other and with other work. */
export function uniqueRedisPrefix(name: string): string {
  return `teste-${name}-${randomUUID().slice(0, 8)}`;
}

/** A plain client for a test to look at (and clean) what the code under test wrote. */
export async function openTestRedis(url: string) {
  const client = createClient({ url });
  await client.connect();
  return client;
}

/** Deletes every key under `prefix:` (the test's own). */
export async function deleteRedisKeys(client: Awaited<ReturnType<typeof openTestRedis>>, prefix: string): Promise<void> {
  for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    if (keys.length > 0) await client.unlink(keys);
  }
}

export type TestRedis = Awaited<ReturnType<typeof openTestRedis>>;

/** Reads until `accept` takes the value or `timeoutMs` passes; returns the last value read (the assertion is the caller's). */
export async function eventually<T>(read: () => Promise<T> | T, accept: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** describe when TEST_REDIS_URL names a Redis; otherwise skipped, with a warning saying why. */
export function describeWithRedis(name: string, body: () => void): void {
  if (testRedisUrl()) {
    describe(name, body);
  } else {
    console.warn(REDIS_SKIP_MESSAGE);
    describe.skip(name, body);
  }
}

/**
 * Inside a describeWithRedis: the code under test gets REDIS_URL (through a relay the test can cut,
 * so an outage is real for it while the machine's Redis keeps running) and a key prefix of its own;
 * the test gets a plain client to the real Redis. Ready once the shared client is; afterwards the
 * shared client is closed, the prefix's keys deleted and the environment restored. The getters
 * read what beforeAll set up.
 */
export function useRedisThroughRelay(name: string): { readonly relay: TcpProxy; readonly raw: TestRedis; readonly prefix: string } {
  const prefix = uniqueRedisPrefix(name);
  let relay: TcpProxy | undefined;
  let raw: TestRedis | undefined;

  beforeAll(async () => {
    const url = testRedisUrl();
    if (!url) throw new Error(REDIS_SKIP_MESSAGE);
    const target = new URL(url);
    relay = await startTcpProxy(Number(target.port || 6379), target.hostname);
    process.env.REDIS_URL = `redis://127.0.0.1:${relay.port}`;
    process.env.REDIS_KEY_PREFIX = prefix;
    raw = await openTestRedis(url);
    await eventually(() => isRedisReady(sharedRedis()), Boolean);
  });

  afterAll(async () => {
    await closeSharedRedis();
    if (raw) {
      await deleteRedisKeys(raw, prefix);
      await raw.close();
    }
    await relay?.close();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
  });

  const setUp = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useRedisThroughRelay: lido antes do beforeAll');
    return value;
  };
  return {
    get relay() {
      return setUp(relay);
    },
    get raw() {
      return setUp(raw);
    },
    prefix,
  };
}
