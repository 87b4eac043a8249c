import 'server-only';
import { formatWait } from '@/lib/domain/numbers';
import { AppError } from '@/lib/server/errors';

/*
 * Sign-in throttling, built so that nobody can lock the staff out:
 * - per client address (any account): a flood from one address stops there;
 * - per account and address: guessing one account's password from one address stops there;
 * - per account from every address: past a threshold, each further attempt waits longer (1 s,
 *   2 s, 4 s… capped), which slows a spread-out attack without locking the owner out for long.
 * An attempt is counted when it starts (`begin`), before the password is hashed, so concurrent
 * guesses cannot all pass the check; a success or a request that never checked a password gives
 * its count back. State lives in memory on globalThis (one per process), bounded in size.
 */

export type LoginRateLimitOptions = {
  windowMs: number;
  /** Failures of one account from one address. */
  maxPerAccountAndAddress: number;
  /** Failures from one address, whatever the accounts. */
  maxPerAddress: number;
  /** Failures of one account from every address before each attempt waits. */
  accountBackoffAfter: number;
  accountBackoffBaseMs: number;
  accountBackoffMaxMs: number;
  /** Most counters kept at once; expired ones go first, then the oldest. */
  maxEntries: number;
  now: () => number;
};

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 20,
  accountBackoffAfter: 10,
  accountBackoffBaseMs: 1000,
  accountBackoffMaxMs: 5 * 60 * 1000,
  maxEntries: 10_000,
  now: () => Date.now(),
};

/** `ip` null: the address is unknown (an in-process call); all such attempts share one address. */
export type LoginAttempt = { email: string; ip: string | null };
/** The counters an attempt was counted in. */
export type LoginTicket = { address: string; pair: string; account: string };
export type RateLimitVerdict = { allowed: true; ticket: LoginTicket } | { allowed: false; retryAfterSeconds: number };

type Counter = { count: number; resetAt: number; lastAt: number };

export const TOO_MANY_ATTEMPTS_CODE = 'MUITAS_TENTATIVAS';

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas de acesso. Tente novamente em ${formatWait(retryAfterSeconds)}.`;
}

export class LoginRateLimiter {
  private readonly counters = new Map<string, Counter>();
  readonly options: LoginRateLimitOptions;

  constructor(options: Partial<LoginRateLimitOptions> = {}) {
    this.options = { ...DEFAULT_LOGIN_RATE_LIMIT, ...options };
  }

  get size(): number {
    return this.counters.size;
  }

  /**
   * Checks the attempt and, when it may go on, counts it as a failure at once (check and record
   * in one synchronous step). Refused attempts are not counted.
   */
  begin(attempt: LoginAttempt): RateLimitVerdict {
    const now = this.options.now();
    const { address, pair, account } = keysOf(attempt);
    let waitMs = 0;
    for (const [key, limit] of [
      [address, this.options.maxPerAddress],
      [pair, this.options.maxPerAccountAndAddress],
    ] as const) {
      const counter = this.live(key, now);
      if (counter && counter.count >= limit) waitMs = Math.max(waitMs, counter.resetAt - now);
    }
    const accountCounter = this.live(account, now);
    if (accountCounter) waitMs = Math.max(waitMs, accountCounter.lastAt + this.backoffMs(accountCounter.count) - now);
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };

    for (const key of [address, pair, account]) this.increment(key, now);
    return { allowed: true, ticket: { address, pair, account } };
  }

  /** The password was right: the account's failures are cleared and the address gets its count back. */
  succeed(ticket: LoginTicket): void {
    this.counters.delete(ticket.pair);
    this.counters.delete(ticket.account);
    this.uncount(ticket.address);
  }

  /** No password was checked (invalid input, an error): the attempt does not count. */
  release(ticket: LoginTicket): void {
    for (const key of [ticket.address, ticket.pair, ticket.account]) this.uncount(key);
  }

  clear(): void {
    this.counters.clear();
  }

  /** Wait after the latest failure once an account has `count` failures from every address. */
  private backoffMs(count: number): number {
    const excess = count - this.options.accountBackoffAfter;
    if (excess < 0) return 0;
    return Math.min(this.options.accountBackoffBaseMs * 2 ** excess, this.options.accountBackoffMaxMs);
  }

  private uncount(key: string): void {
    const counter = this.counters.get(key);
    if (!counter) return;
    counter.count -= 1;
    if (counter.count <= 0) this.counters.delete(key);
  }

  private increment(key: string, now: number): void {
    const counter = this.live(key, now);
    if (counter) {
      counter.count += 1;
      counter.lastAt = now;
      return;
    }
    this.makeRoom(now);
    this.counters.set(key, { count: 1, resetAt: now + this.options.windowMs, lastAt: now });
  }

  private live(key: string, now: number): Counter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (counter.resetAt <= now) {
      this.counters.delete(key);
      return null;
    }
    return counter;
  }

  private makeRoom(now: number): void {
    if (this.counters.size < this.options.maxEntries) return;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
    // Still full: forget the oldest counters (Map keeps insertion order).
    for (const key of this.counters.keys()) {
      if (this.counters.size < this.options.maxEntries) break;
      this.counters.delete(key);
    }
  }
}

function keysOf(attempt: LoginAttempt) {
  const email = attempt.email.trim().toLowerCase();
  const ip = attempt.ip ?? 'desconhecido';
  return { address: `ip:${ip}`, pair: `conta:${email}|ip:${ip}`, account: `conta:${email}` };
}

/** The 429 answer: pt-BR message with the wait, Retry-After in seconds. */
export function tooManyAttemptsError(retryAfterSeconds: number): AppError {
  return new AppError('rate-limited', TOO_MANY_ATTEMPTS_CODE, tooManyAttemptsMessage(retryAfterSeconds), undefined, retryAfterSeconds);
}

type GlobalWithLimiter = typeof globalThis & { __sintoniaLoginLimiter?: LoginRateLimiter };

/** The process's limiter (Next may load this module in several bundles; they must share it). */
export function getLoginRateLimiter(): LoginRateLimiter {
  const scope = globalThis as GlobalWithLimiter;
  scope.__sintoniaLoginLimiter ??= new LoginRateLimiter();
  return scope.__sintoniaLoginLimiter;
}

/**
 * Runs a password check under the sign-in throttle: refused before any hashing when over a limit;
 * a wrong password stays counted, a success clears the account, anything else gives the count back.
 */
export async function withLoginThrottle<T>(attempt: LoginAttempt, check: () => Promise<T>, isWrongPassword: (error: unknown) => boolean): Promise<T> {
  const limiter = getLoginRateLimiter();
  const verdict = limiter.begin(attempt);
  if (!verdict.allowed) throw tooManyAttemptsError(verdict.retryAfterSeconds);
  try {
    const result = await check();
    limiter.succeed(verdict.ticket);
    return result;
  } catch (error) {
    if (!isWrongPassword(error)) limiter.release(verdict.ticket);
    throw error;
  }
}
