import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

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
