// The second tier of the page cache when REDIS_URL is set: entries shared by every instance in
// Redis, and tag expiry broadcast to all of them. Each instance keeps serving from its own memory
// (page-cache-handler.mjs), so a cached page costs the same as with one instance; this tier is read
// on a local miss, written on each render, and tells every instance at once when a tag expires.
//
// Entries are stored by redis-entry-store.mjs (Next's entries as JSON, expiring with their
// lifespan, indexed by tag). This module adds expiry that reaches every instance's memory (a Redis
// hash of tag → time, which the store also checks on each read, plus a pub/sub message), and
// staying up when Redis is not: expiries made during an outage are sent when it returns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRedisEntryStore } from './redis-entry-store.mjs';
import { isRedisReady, onRedisReady, REDIS_COMMAND_TIMEOUT_MS, sharedRedis } from '../redis/shared-redis.mjs';

const TIER = Symbol.for('sintonia.shared-page-cache');

/** Entries live at most this long in Redis; each instance re-renders past it. */
export const SHARED_ENTRY_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Tags expired while Redis was down, remembered at most (a bound on memory; a write expires a handful). */
const MAX_PENDING_EXPIRIES = 10_000;

/**
 * Pages embed the build's chunk names: an instance of another build (a rolling deploy) must not
 * serve them, so entries are kept per build. Tag expiry is shared by every build.
 */
function buildId() {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'dev';
  } catch {
    return 'dev';
  }
}

function warn(line) {
  console.warn(`[cache] ${line}`);
}

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[], maxAgeSeconds?: number }} SharedEntry
 * @typedef {(tags: string[], at: number) => void} ExpiryListener
 */

/** The tier, created once per process; null without REDIS_URL. `onExpired` applies an expiry to local memory. */
export function sharedTier(onExpired) {
  const g = /** @type {any} */ (globalThis);
  if (g[TIER] !== undefined) return g[TIER];
  const redis = sharedRedis();
  if (!redis) return (g[TIER] = null);

  const tagsKey = `${redis.prefix}tags-expired-at`;
  const channel = `${redis.prefix}tags-expired`;
  const store = createRedisEntryStore({
    client: redis.client,
    keyPrefix: `${redis.prefix}pages:${buildId()}:`,
    expiredTagsKey: tagsKey,
    maxAgeSeconds: SHARED_ENTRY_MAX_AGE_SECONDS,
    timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
  });
  /** @type {Map<string, number>} */
  const pending = new Map();

  const loadExpiries = async () => {
    const all = await redis.client.hGetAll(tagsKey);
    for (const [tag, at] of Object.entries(all)) onExpired([tag], Number(at));
  };

  const publish = async (expiries) => {
    if (expiries.size === 0) return;
    const fields = Object.fromEntries([...expiries].map(([tag, at]) => [tag, String(at)]));
    await redis.client.multi().hSet(tagsKey, fields).publish(channel, JSON.stringify(fields)).exec();
    // Drops the stale entries from Redis too (they are already ignored); not awaited by the writer.
    void store.dropTagged([...expiries.keys()]).catch(() => {});
  };

  const subscriber = redis.client.duplicate();
  redis.subscriber = subscriber;
  subscriber.on('error', () => {});
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        try {
          for (const [tag, at] of Object.entries(JSON.parse(message))) onExpired([tag], Number(at));
        } catch {
          // A message this version cannot read: the hash is loaded again on the next reconnect.
        }
      }),
    )
    .catch(() => {});
  // On each (re)connection: what this instance expired while Redis was away goes out, and what the
  // others expired meanwhile comes in. Subscribed first, then loaded, so nothing falls in between.
  subscriber.on('ready', () => void loadExpiries().catch(() => {}));
  onRedisReady(redis, () => {
    const toSend = new Map(pending);
    pending.clear();
    void publish(toSend)
      .then(loadExpiries)
      .catch((error) => {
        for (const [tag, at] of toSend) pending.set(tag, Math.max(at, pending.get(tag) ?? 0));
        warn(`falha ao reenviar expirações ao Redis: ${error?.message || error}`);
      });
  });

  const tier = {
    /** @returns {Promise<SharedEntry | null>} */
    async get(key, softTags) {
      if (!isRedisReady(redis)) return null;
      try {
        const entry = await store.get(key, softTags ?? []);
        return entry?.value ? entry : null;
      } catch {
        return null;
      }
    },

    /** @param {SharedEntry} entry */
    async set(key, entry) {
      if (!isRedisReady(redis)) return;
      const expire = entry.cacheControl?.expire;
      // A search's entry asks for less (search-entries.mjs): one per term typed.
      const { maxAgeSeconds = SHARED_ENTRY_MAX_AGE_SECONDS, ...stored } = entry;
      const ageSeconds = Math.min(Number.isFinite(expire) ? expire : SHARED_ENTRY_MAX_AGE_SECONDS, maxAgeSeconds, SHARED_ENTRY_MAX_AGE_SECONDS);
      try {
        await store.set(key, stored, Math.floor(entry.lastModified / 1000) + ageSeconds);
      } catch {
        // This instance still has it in memory; another instance renders its own copy.
      }
    },

    /** Tells every instance; resolves once Redis has it (or at once, remembered, while Redis is down). */
    async expire(tags, at) {
      const expiries = new Map(tags.map((tag) => [tag, at]));
      if (isRedisReady(redis)) {
        try {
          await publish(expiries);
          return;
        } catch {
          // Kept below and sent when the connection is back.
        }
      }
      if (pending.size + expiries.size > MAX_PENDING_EXPIRIES) pending.clear();
      for (const [tag, time] of expiries) pending.set(tag, Math.max(time, pending.get(tag) ?? 0));
    },
  };
  return (g[TIER] = tier);
}
