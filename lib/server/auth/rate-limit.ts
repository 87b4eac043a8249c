import 'server-only';
import { ApiError } from '../api/errors';

/*
 * Sign-in throttling. Failed attempts are counted per account (the e-mail) and per client
 * address, each in a fixed window; a success clears the account's count. The address is known
 * only when a trusted proxy header is configured (TRUST_PROXY_HEADER): without it every client
 * looks the same, so a generous process-wide limit stands in for the per-address one.
 * State lives in memory on globalThis (one per process, shared by every bundle), bounded in size.
 */

export type LoginRateLimitOptions = {
  windowMs: number;
  maxPerAccount: number;
  maxPerAddress: number;
  /** Applies only when the client address is unknown. */
  maxGlobal: number;
  /** Most counters kept at once; expired ones go first, then the oldest. */
  maxEntries: number;
  now: () => number;
};

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAccount: 5,
  maxPerAddress: 20,
  maxGlobal: 100,
  maxEntries: 10_000,
  now: () => Date.now(),
};

export type LoginAttempt = { email: string; ip: string | null };
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Counter = { count: number; resetAt: number };

export const TOO_MANY_ATTEMPTS_CODE = 'MUITAS_TENTATIVAS';

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas de acesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
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

  /** Whether this attempt may be evaluated at all; refused attempts are not counted. */
  check(attempt: LoginAttempt): RateLimitVerdict {
    const now = this.options.now();
    let retryAfterMs = 0;
    for (const [key, limit] of this.limitsFor(attempt)) {
      const counter = this.live(key, now);
      if (counter && counter.count >= limit) retryAfterMs = Math.max(retryAfterMs, counter.resetAt - now);
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } : { allowed: true };
  }

  recordFailure(attempt: LoginAttempt): void {
    const now = this.options.now();
    for (const [key] of this.limitsFor(attempt)) {
      const counter = this.live(key, now);
      if (counter) {
        counter.count += 1;
      } else {
        this.makeRoom(now);
        this.counters.set(key, { count: 1, resetAt: now + this.options.windowMs });
      }
    }
  }

  /** A correct password clears the account's failures; the address keeps its count. */
  recordSuccess(attempt: LoginAttempt): void {
    this.counters.delete(accountKey(attempt.email));
  }

  clear(): void {
    this.counters.clear();
  }

  private limitsFor(attempt: LoginAttempt): Array<[string, number]> {
    const limits: Array<[string, number]> = [[accountKey(attempt.email), this.options.maxPerAccount]];
    limits.push(attempt.ip ? [`ip:${attempt.ip}`, this.options.maxPerAddress] : ['global', this.options.maxGlobal]);
    return limits;
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

function accountKey(email: string): string {
  return `conta:${email.trim().toLowerCase()}`;
}

/** The 429 answer: pt-BR message with the wait in minutes, Retry-After in seconds. */
export function tooManyAttemptsError(retryAfterSeconds: number): ApiError {
  return new ApiError(429, TOO_MANY_ATTEMPTS_CODE, tooManyAttemptsMessage(retryAfterSeconds), undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

type GlobalWithLimiter = typeof globalThis & { __sintoniaLoginLimiter?: LoginRateLimiter };

/** The process's limiter (Next may load this module in several bundles; they must share it). */
export function getLoginRateLimiter(): LoginRateLimiter {
  const scope = globalThis as GlobalWithLimiter;
  scope.__sintoniaLoginLimiter ??= new LoginRateLimiter();
  return scope.__sintoniaLoginLimiter;
}
