import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { REDIS_COMMAND_TIMEOUT_MS, sharedRedis } from '@/lib/server/redis/shared-redis.mjs';

/*
 * The rate limits' counters (sign-in, votes, contact form, video feed), one implementation for
 * both set-ups: with REDIS_URL they are counted in Redis, so every instance sees the same counts;
 * without it, in this process's memory. When Redis is down (or hangs past REDIS_COMMAND_TIMEOUT_MS)
 * each instance counts in its own memory until it returns: requests keep their answers, limits
 * become per instance for a while. Nothing is logged per request: shared-redis logs the outage.
 *
 * Windows are fixed (rate-limiter-flexible's): a key's window starts with its first use and
 * resets `durationSeconds` later.
 */

export type LimiterOptions = { points: number; durationSeconds: number };

/** allowed: within the points. consumed: the key's count now, this use included. */
export type Take = { allowed: boolean; consumed: number; msBeforeNext: number };

type Store = Pick<RateLimiterAbstract, 'consume' | 'reward' | 'get' | 'delete'>;

/** What the library rejects with when a key is over its points (not an Error: a store failure is one). */
type Refusal = { msBeforeNext: number; consumedPoints: number };

function isRefusal(value: unknown): value is Refusal {
  // Duck-typed: the limiters live on globalThis, so another bundle's copy of the library made them.
  return typeof value === 'object' && value !== null && !(value instanceof Error) && 'msBeforeNext' in value && 'consumedPoints' in value;
}

/** Retry-After in whole seconds, at least 1. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export class Limiter {
  constructor(
    readonly name: string,
    readonly points: number,
    readonly durationSeconds: number,
    /** The library's limiter (RateLimiterRedis with memory insurance, or RateLimiterMemory). */
    readonly store: Store,
  ) {}

  /**
   * Counts one use of `key`. A refused use stays counted (the window is fixed, so it changes no
   * wait), which lets a caller spot the first refusal: consumed === points + 1. `durationSeconds`
   * sets the window of a key that has none yet (whole seconds: Redis expiries are).
   */
  async take(key: string, durationSeconds?: number): Promise<Take> {
    try {
      const res = await this.store.consume(key, 1, durationSeconds ? { customDuration: durationSeconds } : {});
      return { allowed: true, consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
    } catch (error) {
      if (isRefusal(error)) return { allowed: false, consumed: error.consumedPoints, msBeforeNext: error.msBeforeNext };
      throw error;
    }
  }

  /**
   * Gives one use back. A key back at zero is dropped, so keys a caller never meant to count (a
   * vote for a poll that does not exist) do not pile up; that also keeps a window that ended
   * meanwhile from starting the next one below zero. (A use another request counts between the
   * two calls is then lost: one extra use at most, the price of the bound.)
   */
  async giveBack(key: string): Promise<void> {
    const res = await this.store.reward(key, 1);
    if (res.consumedPoints <= 0) await this.store.delete(key);
  }

  /** Milliseconds until `key` may be used again; 0 when it may now. Reads only: creates no key. */
  async waitMs(key: string): Promise<number> {
    const res = await this.store.get(key);
    // The memory store answers an expired key it has not swept yet with a negative wait.
    if (!res || res.msBeforeNext <= 0 || res.consumedPoints < this.points) return 0;
    return res.msBeforeNext;
  }

  /** `key`'s count and the time left in its window; null when it has none. Reads only. */
  async peek(key: string): Promise<{ consumed: number; msBeforeNext: number } | null> {
    const res = await this.store.get(key);
    if (!res || res.msBeforeNext <= 0 || res.consumedPoints <= 0) return null;
    return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
  }

  async forget(key: string): Promise<void> {
    await this.store.delete(key);
  }
}

/** The limiters of one process, by name. */
export type LimiterSet = Map<string, Limiter>;
const LIMITERS = Symbol.for('sintonia.limiters');
type GlobalWithLimiters = typeof globalThis & { [LIMITERS]?: { current: LimiterSet } };

function registry(): { current: LimiterSet } {
  const scope = globalThis as GlobalWithLimiters;
  scope[LIMITERS] ??= { current: new Map() };
  return scope[LIMITERS];
}

function createStore(name: string, { points, durationSeconds: duration }: LimiterOptions): Store {
  const redis = sharedRedis();
  if (!redis) return new RateLimiterMemory({ points, duration, keyPrefix: name });
  const counted = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    // Not connected: straight to this instance's memory instead of waiting for a reconnection.
    rejectIfRedisNotReady: true,
    keyPrefix: `${redis.prefix}limite:${name}`,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix: name }),
  });
  // A Redis that accepts the connection but does not answer costs a request at most this long.
  return new RLWrapperTimeouts({ limiter: counted, timeoutMs: REDIS_COMMAND_TIMEOUT_MS });
}

/**
 * The limiter called `name`, one per process (Next loads modules in several bundles: they share
 * it through globalThis). The name is part of the Redis key, so every instance shares the counts.
 * Options are fixed per name in the app; a call with other options (a test) replaces the limiter.
 */
export function limiter(name: string, options: LimiterOptions): Limiter {
  const limiters = registry().current;
  const known = limiters.get(name);
  if (known && known.points === options.points && known.durationSeconds === options.durationSeconds) return known;
  const created = new Limiter(name, options.points, options.durationSeconds, createStore(name, options));
  limiters.set(name, created);
  return created;
}

/**
 * Puts another set of limiters in use (tests). With no argument a fresh one: memory counts start at
 * zero (Redis keeps its own). With kept sets, a test plays several instances in one process, each
 * with its own memory, against one Redis.
 */
export function switchLimiters(limiters: LimiterSet = new Map()): void {
  registry().current = limiters;
}

export type LimitStep = { limiter: Limiter; key: string };

/**
 * Counts one use in every step, or in none: refused when any step is full, with the wait of the
 * longest. Steps are counted in order and the first refusal stops the count, so a key listed after
 * a full one is never created: list the client's address before keys a client chooses (an e-mail),
 * and a flood from one address cannot fill memory with them. `alsoWaitFor` is only read, to make
 * the Retry-After of a refusal the real wait.
 */
export async function takeAll(steps: LimitStep[], alsoWaitFor: LimitStep[] = []): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  for (const [index, step] of steps.entries()) {
    const taken = await step.limiter.take(step.key);
    if (taken.allowed) continue;
    await giveBackAll(steps.slice(0, index + 1));
    const others = await Promise.all([...steps.slice(index + 1), ...alsoWaitFor].map((other) => other.limiter.waitMs(other.key)));
    return { allowed: false, retryAfterSeconds: retryAfterSeconds(Math.max(taken.msBeforeNext, ...others)) };
  }
  return { allowed: true };
}

export async function giveBackAll(steps: LimitStep[]): Promise<void> {
  await Promise.all(steps.map((step) => step.limiter.giveBack(step.key)));
}
