import 'server-only';
import { randomUUID } from 'node:crypto';
import { isRedisReady, REDIS_COMMAND_TIMEOUT_MS, sharedRedis, type SharedRedis } from '@/lib/server/redis/shared-redis.mjs';
import type { MediaStore } from './upload-keys';

/*
 * Files drawn from an upload the first time they are asked for (the podcast covers,
 * ./podcast-artwork) are drawn once, however many ask at the same moment. Fifty first requests
 * for one cover were fifty identical sharp renders: two minutes of CPU, the slowest answer a
 * minute late, and any visitor can trigger it.
 *
 * - In this process, the requests for one file share one promise: one leader, the others wait.
 * - Across instances (REDIS_URL), the leader takes a short lock per file (SET NX PX with a token
 *   of its own, renewed while it draws, released by compare-and-delete). An instance that finds
 *   it held watches the media store until the file is there and serves it; when the holder dies,
 *   its lock expires and one of the watchers takes over. Past the wait, DerivedFileBusyError.
 * - Without Redis, or while it is down or slow, the process's own single flight is all there is:
 *   at most one render per file per instance, never an error. A PostgreSQL advisory lock would
 *   hold a pooled connection for the whole render, taken from the pages; several instances
 *   already need Redis for the page cache and the limits.
 */

/** One derived file: where it is kept and how it is drawn. */
export type DerivedFile = {
  store: MediaStore;
  /** Its key in the store ('2026/11/<uuid>_podcast-500-500.jpg'). */
  key: string;
  contentType: string;
  /** Draws it from its original; null when there is nothing to draw (no original, not decodable). Storage failures throw. */
  draw: () => Promise<Buffer | null>;
};

export type DerivedFilesOptions = {
  /** The cross-instance lock's lifetime, renewed while its holder draws: how soon a dead holder's file is taken over. */
  lockTtlMs?: number;
  /** How long an instance waits for another one's render before giving up (DerivedFileBusyError). */
  maxWaitMs?: number;
  /** How often a waiting instance looks at the store (and at the lock). */
  pollMs?: number;
  /** How long a lock command may take before Redis counts as hung and this process draws on its own. */
  commandTimeoutMs?: number;
};

const DEFAULTS: Required<DerivedFilesOptions> = { lockTtlMs: 5_000, maxWaitMs: 15_000, pollMs: 100, commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS };

/** Another instance holds the file's lock and has not stored it within the wait: the caller answers 503. */
export class DerivedFileBusyError extends Error {
  constructor(key: string, waitedMs: number) {
    super(`outra instância ainda desenha ${key} após ${waitedMs} ms`);
    this.name = 'DerivedFileBusyError';
  }
}

/**
 * Every render of a derived file passes here, and only here: the one place for a bound on how many
 * distinct files this process draws at once (the front door's render gate). Stores what it drew;
 * a failed write is not the request's problem (whoever asks next draws again).
 */
async function render(file: DerivedFile): Promise<Buffer | null> {
  const bytes = await file.draw();
  if (!bytes) return null;
  // EEXIST on disk when a lock expired under a slow holder and both drew: theirs is the same picture.
  await file.store.write(file.key, bytes, file.contentType).catch(() => undefined);
  return bytes;
}

async function storedBytes(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.read(key);
  if (!object || 'unsatisfiable' in object) return null;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Redis command that gives up after `timeoutMs`: a hung Redis must not hold a request. */
function within<T>(command: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Redis não respondeu a tempo')), timeoutMs);
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

/** The lock's name in Redis: the instances share the store, so the file's key alone names it. */
export function derivedFileLockName(redis: Pick<SharedRedis, 'prefix'>, key: string): string {
  return `${redis.prefix}midia-derivada:${key}`;
}

/** mine: this instance draws (and releases). elsewhere: another holds it. unshared: no Redis to ask, draw here. */
type LockAttempt = { kind: 'mine'; release: () => Promise<void> } | { kind: 'elsewhere' } | { kind: 'unshared' };

async function tryLock(key: string, ttlMs: number, timeoutMs: number): Promise<LockAttempt> {
  const redis = sharedRedis();
  if (!redis || !isRedisReady(redis)) return { kind: 'unshared' };
  const name = derivedFileLockName(redis, key);
  const token = randomUUID();
  try {
    const set = await within(redis.client.set(name, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }), timeoutMs);
    if (set !== 'OK') return { kind: 'elsewhere' };
  } catch {
    return { kind: 'unshared' };
  }
  // Renewed while drawing, so a render slower than the lifetime (a busy machine) keeps its lock;
  // a holder that dies stops renewing and its lock runs out.
  const renewal = setInterval(() => {
    void within(redis.client.eval(RENEW_SCRIPT, { keys: [name], arguments: [token, String(ttlMs)] }), timeoutMs).catch(() => undefined);
  }, Math.max(10, Math.floor(ttlMs / 3)));
  renewal.unref();
  return {
    kind: 'mine',
    release: async () => {
      clearInterval(renewal);
      // A failed release leaves the lock to expire: the waiters find the file in the store meanwhile.
      await within(redis.client.eval(RELEASE_SCRIPT, { keys: [name], arguments: [token] }), timeoutMs).catch(() => undefined);
    },
  };
}

/** The single flights of one process (tests make several, to play several instances). */
export class DerivedFiles {
  private readonly flights = new Map<string, Promise<Buffer | null>>();
  private readonly options: Required<DerivedFilesOptions>;

  constructor(options: DerivedFilesOptions = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Files being obtained now (the tests read it). */
  get inFlight(): number {
    return this.flights.size;
  }

  /**
   * The derived file's bytes: drawn here and stored, or as another instance stored them. For a
   * file the caller has just looked for in the store and not found. Null when it cannot be drawn.
   */
  obtain(file: DerivedFile): Promise<Buffer | null> {
    const id = `${file.store.describe()}\n${file.key}`;
    const running = this.flights.get(id);
    if (running) return running;
    const flight = this.lead(file).finally(() => this.flights.delete(id));
    this.flights.set(id, flight);
    return flight;
  }

  private async lead(file: DerivedFile): Promise<Buffer | null> {
    const { lockTtlMs, maxWaitMs, pollMs, commandTimeoutMs } = this.options;
    const started = Date.now();
    for (;;) {
      const lock = await tryLock(file.key, lockTtlMs, commandTimeoutMs);
      if (lock.kind === 'unshared') return render(file);
      if (lock.kind === 'mine') {
        try {
          // The previous holder may have stored it between the caller's look and this lock.
          return (await storedBytes(file.store, file.key)) ?? (await render(file));
        } finally {
          await lock.release();
        }
      }
      const stored = await storedBytes(file.store, file.key);
      if (stored) return stored;
      if (Date.now() - started >= maxWaitMs) throw new DerivedFileBusyError(file.key, Date.now() - started);
      await sleep(pollMs);
    }
  }
}

const REGISTRY = Symbol.for('sintonia.derived-files');

/** This process's single flights; on globalThis, because Next loads a module once per bundle. */
export function derivedFiles(): DerivedFiles {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: DerivedFiles };
  return (holder[REGISTRY] ??= new DerivedFiles());
}
