// The second tier of the page cache when REDIS_URL is set: entries shared by every instance in
// Redis, and tag expiry broadcast to all of them. Each instance keeps serving from its own memory
// (page-cache-handler.mjs), so a cached page costs the same as with one instance; this tier is read
// on a local miss, written on each render, and tells every instance at once when a tag expires.
//
// Storage is @fortedigital/nextjs-cache-handler's Redis handler: it encodes Next's entries (RSC
// buffers, segment maps, route bodies), keeps the per-key tag index and expires keys with their
// lifespan. What it does not do, and this module adds: expiry that reaches the other instances'
// memory (a Redis hash of tag → time, plus a pub/sub message), and staying up when Redis is not:
// expiries made during an outage are sent when it returns.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
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
 * @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[] }} SharedEntry
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
  const store = createRedisHandler({
    client: redis.client,
    keyPrefix: `${redis.prefix}pages:${buildId()}:`,
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
    for (const tag of expiries.keys()) void store.revalidateTag(tag).catch(() => {});
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
        const entry = await store.get(key, { implicitTags: softTags ?? [] });
        return entry?.value ? { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl, tags: entry.tags ?? [] } : null;
      } catch {
        return null;
      }
    },

    /** @param {SharedEntry} entry */
    async set(key, entry) {
      if (!isRedisReady(redis)) return;
      const lastModifiedAt = Math.floor(entry.lastModified / 1000);
      const expire = entry.cacheControl?.expire;
      const ageSeconds = Number.isFinite(expire) ? Math.min(expire, SHARED_ENTRY_MAX_AGE_SECONDS) : SHARED_ENTRY_MAX_AGE_SECONDS;
      const lifespan = { lastModifiedAt, staleAt: lastModifiedAt + ageSeconds, expireAt: lastModifiedAt + ageSeconds, staleAge: ageSeconds, expireAge: ageSeconds, revalidate: entry.cacheControl?.revalidate };
      try {
        await store.set(key, { ...entry, lifespan });
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
