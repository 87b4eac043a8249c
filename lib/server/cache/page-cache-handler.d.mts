import type { LRUCache } from 'lru-cache';

export const DEGRADED_TAG: string;
export function expireTags(tags: readonly string[], now?: number): Promise<void>;
export function pageCacheStore(): {
  /** Least recently used out first past its maxSize (bytes). */
  entries: LRUCache<string, { value: unknown; lastModified: number; cacheControl: unknown }>;
  expiredAt: Map<string, number>;
  missedAt: Map<string, number>;
};
export function hasFreshEntry(key: string): boolean;
export default class PageCacheHandler {
  get(key: string, ctx?: { kind?: string; tags?: string[]; softTags?: string[] }): Promise<{ value: unknown; lastModified: number; cacheControl: unknown } | null>;
  set(key: string, data: unknown, ctx?: { fetchCache?: boolean; cacheControl?: unknown; tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
