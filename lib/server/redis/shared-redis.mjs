// The process's connection to Redis when REDIS_URL is set (several instances sharing one state:
// the page cache, the rate limits). Plain JavaScript: Next loads the cache handler, which uses it,
// outside the app's bundles; the app imports it too, and both find the same connection on
// globalThis, so a process opens one client (plus one subscriber for the cache's expiry messages).
//
// Redis being down must never fail a request: commands are refused at once while the connection
// is down (no offline queue that would hold requests), callers fall back to this process's memory,
// and the client reconnects on its own.
import { createClient } from 'redis';

const STATE = Symbol.for('sintonia.shared-redis');

/** Each command gives up after this long: a hung Redis slows a request by at most this much. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * @typedef {{
 *   client: import('redis').RedisClientType,
 *   subscriber?: import('redis').RedisClientType,
 *   prefix: string,
 *   down: boolean,
 *   readyListeners: Set<() => void>,
 * }} SharedRedis
 */

/** Names every key and channel: several sites (or test runs) can share one Redis. */
export function redisKeyPrefix() {
  const prefix = (process.env.REDIS_KEY_PREFIX ?? '').trim();
  return `${prefix || 'sintonia'}:`;
}

function log(line) {
  console.warn(`[redis] ${line}`);
}

/** The connection, created on the first call; null when REDIS_URL is not set (one instance, all in memory). */
export function sharedRedis() {
  const url = (process.env.REDIS_URL ?? '').trim();
  if (!url) return null;
  const g = /** @type {any} */ (globalThis);
  if (g[STATE]) return /** @type {SharedRedis} */ (g[STATE]);

  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // Back off to one try every 2 s, forever: Redis coming back is noticed within that.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  /** @type {SharedRedis} */
  const state = { client, prefix: redisKeyPrefix(), down: false, readyListeners: new Set() };
  g[STATE] = state;

  client.on('error', (error) => {
    if (state.down) return;
    state.down = true;
    log(`Redis indisponível (${error?.message || error}): cada instância segue com a própria memória até ele voltar.`);
  });
  client.on('ready', () => {
    if (state.down) log('Redis de volta: cache e limites compartilhados retomados.');
    state.down = false;
    for (const listener of state.readyListeners) listener();
  });
  // Not awaited: a process starts and serves even when Redis is down at that moment.
  client.connect().catch(() => {});
  return state;
}

/** True when commands can be sent now. */
export function isRedisReady(state) {
  return Boolean(state?.client.isReady);
}

/** Runs `listener` each time the connection becomes ready (the first time and after each outage). */
export function onRedisReady(state, listener) {
  state.readyListeners.add(listener);
  if (state.client.isReady) listener();
}

/** Closes the connection (on shutdown), so the process can exit. */
export async function closeSharedRedis() {
  const g = /** @type {any} */ (globalThis);
  const state = /** @type {SharedRedis | undefined} */ (g[STATE]);
  if (!state) return;
  g[STATE] = undefined;
  for (const client of [state.subscriber, state.client]) {
    if (client?.isOpen) await client.close().catch(() => client.destroy());
  }
}
