// Next's cache entries kept in Redis for the shared tier (shared-tier.mjs): one string per entry,
// expiring with it, and per tag a sorted set of the entries carrying it, so that expiring a tag
// can delete them. Plain JavaScript: Next loads the cache handler outside the app's bundles.
//
// What decides whether an entry is served is the caller's hash of tag expiry times, checked on
// every read; deleting the tagged entries only frees Redis of copies nobody will serve again.

/**
 * Markers of the values JSON cannot hold (Next's entries carry Buffers: RSC payloads, route
 * bodies, images; and a Map of segment payloads). They begin with NUL, which no key in Next's
 * entries (headers, segment paths, page data) does, so a plain object is never read as one.
 */
const BYTES = '\u0000bytes';
const MAP = '\u0000map';

/**
 * JSON.stringify replacer: `this[key]` is the value before its own toJSON (a Buffer would become
 * a list of numbers), so byte arrays are caught first and written as base64.
 * @this {any}
 * @param {string} key
 * @param {unknown} value
 */
function replaceUnencodable(key, value) {
  const raw = this[key];
  if (raw instanceof Uint8Array) return { [BYTES]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
  if (raw instanceof Map) return { [MAP]: [...raw] };
  return value;
}

/**
 * JSON.parse reviver, the inverse of replaceUnencodable (called innermost first, so a Map's
 * values are already Buffers when the Map is rebuilt).
 * @param {string} _key
 * @param {any} value
 */
function reviveUnencodable(_key, value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  if (keys[0] === BYTES && typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64');
  if (keys[0] === MAP && Array.isArray(value[MAP])) return new Map(value[MAP]);
  return value;
}

/**
 * @typedef {{ value: any, lastModified: number, cacheControl: any, tags: string[] }} StoredEntry
 */

/**
 * An entry as the text stored in Redis.
 * @param {StoredEntry} entry
 * @returns {string}
 */
export function encodeEntry(entry) {
  const { value, lastModified, cacheControl, tags } = entry;
  return JSON.stringify({ value, lastModified, cacheControl, tags }, replaceUnencodable);
}

/**
 * The entry stored as `text`, or null when it is not one (written by another version, or damaged).
 * @param {string} text
 * @returns {StoredEntry | null}
 */
export function decodeEntry(text) {
  let entry;
  try {
    entry = JSON.parse(text, reviveUnencodable);
  } catch {
    return null;
  }
  if (entry === null || typeof entry !== 'object' || !Number.isFinite(entry.lastModified)) return null;
  if (!Array.isArray(entry.tags) || !entry.tags.every((/** @type {unknown} */ tag) => typeof tag === 'string')) return null;
  return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl, tags: entry.tags };
}

/**
 * Runs `operation` and rejects once `timeoutMs` have passed, whatever it is waiting for. The
 * client's own abort signal only withdraws commands not yet sent; a command Redis received and
 * never answers is not bounded by it, so the wait is cut here too (its late answer is ignored).
 * @template T
 * @param {number} timeoutMs
 * @param {(signal: AbortSignal) => Promise<T>} operation
 * @returns {Promise<T>}
 */
function within(timeoutMs, operation) {
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const onTimeout = () => reject(new Error(`Redis sem resposta em ${timeoutMs} ms`));
    signal.addEventListener('abort', onTimeout, { once: true });
    operation(signal)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onTimeout));
  });
}

/**
 * @param {{
 *   client: import('redis').RedisClientType,
 *   keyPrefix: string,
 *   expiredTagsKey: string,
 *   maxAgeSeconds: number,
 *   timeoutMs: number,
 * }} options
 *   `keyPrefix` names every key this store writes; `expiredTagsKey` is the caller's hash of
 *   tag → time (ms) it last expired; `maxAgeSeconds` is the longest an entry lives; `timeoutMs`
 *   bounds each operation.
 */
export function createRedisEntryStore({ client, keyPrefix, expiredTagsKey, maxAgeSeconds, timeoutMs }) {
  /** @param {string} key */
  const entryKey = (key) => `${keyPrefix}entry:${key}`;
  /** @param {string} tag */
  const tagKey = (tag) => `${keyPrefix}tag:${tag}`;

  return {
    /**
     * The entry at `key`, or null when there is none or one of its tags (or of `implicitTags`,
     * those Next derives from the path) expired at or after it was rendered.
     * @param {string} key
     * @param {readonly string[]} [implicitTags]
     * @returns {Promise<StoredEntry | null>}
     */
    get(key, implicitTags = []) {
      return within(timeoutMs, async (signal) => {
        const redis = client.withAbortSignal(signal);
        const text = await redis.get(entryKey(key));
        if (text === null) return null;
        const entry = decodeEntry(text);
        if (!entry) return null;
        const tags = [...new Set([...entry.tags, ...implicitTags])];
        if (tags.length === 0) return entry;
        const expiredAt = await redis.hmGet(expiredTagsKey, tags);
        // Not deleted here: the render this miss causes writes the key anew.
        return expiredAt.some((at) => at !== null && Number(at) >= entry.lastModified) ? null : entry;
      });
    },

    /**
     * Stores `entry` at `key` until `expireAt` (Unix seconds; at most `maxAgeSeconds` from now),
     * and notes it under each of its tags. One transaction: no entry is ever stored untagged.
     * @param {string} key
     * @param {StoredEntry} entry
     * @param {number} expireAt
     */
    async set(key, entry, expireAt) {
      const now = Math.floor(Date.now() / 1000);
      const until = Math.min(expireAt, now + maxAgeSeconds);
      if (!(until > now)) return;
      const text = encodeEntry(entry);
      await within(timeoutMs, async () => {
        const transaction = client.multi().set(entryKey(key), text).expireAt(entryKey(key), until);
        for (const tag of new Set(entry.tags)) {
          // Scored by when the entry goes: members already gone are pruned on each write, and the
          // set outlives every member (no entry lives past `maxAgeSeconds` from now).
          transaction
            .zAdd(tagKey(tag), { score: until, value: key })
            .zRemRangeByScore(tagKey(tag), '-inf', now)
            .expire(tagKey(tag), maxAgeSeconds);
        }
        await transaction.exec();
      });
    },

    /**
     * Deletes the entries carrying any of `tags`. A key stored again since with other tags is
     * deleted too (one render more, never a stale page).
     * @param {readonly string[]} tags
     */
    async dropTagged(tags) {
      const unique = [...new Set(tags)];
      if (unique.length === 0) return;
      await within(timeoutMs, async (signal) => {
        const redis = client.withAbortSignal(signal);
        const members = await Promise.all(unique.map((tag) => redis.zRange(tagKey(tag), 0, -1)));
        const keys = [...new Set(members.flat())];
        if (keys.length === 0) return;
        const transaction = client.multi().unlink(keys.map(entryKey));
        // Only the members read: an entry noted under the tag meanwhile keeps its place.
        unique.forEach((tag, index) => {
          if (members[index].length > 0) transaction.zRem(tagKey(tag), members[index]);
        });
        await transaction.exec();
      });
    },
  };
}
