import type { RedisClientType } from 'redis';

export type StoredEntry = { value: unknown; lastModified: number; cacheControl: unknown; tags: string[] };

export function encodeEntry(entry: StoredEntry): string;
export function decodeEntry(text: string): StoredEntry | null;
export function createRedisEntryStore(options: {
  client: RedisClientType;
  keyPrefix: string;
  expiredTagsKey: string;
  maxAgeSeconds: number;
  timeoutMs: number;
}): {
  get(key: string, implicitTags?: readonly string[]): Promise<StoredEntry | null>;
  set(key: string, entry: StoredEntry, expireAt: number): Promise<void>;
  dropTagged(tags: readonly string[]): Promise<void>;
};
