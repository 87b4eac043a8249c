import 'server-only';
import { formatWait } from '@/lib/domain/numbers';
import { AppError } from '@/lib/server/errors';
import { addressKey } from '@/lib/server/limits/address-key';
import { limiter, retryAfterSeconds, takeAll, type LimitStep } from '@/lib/server/limits/limiter';

/*
 * Sign-in throttling, built so that nobody can lock the staff out:
 * - per client address (any account): a flood from one address stops there;
 * - per account and address: guessing one account's password from one address stops there;
 * - per account from every address: past a threshold, each further attempt waits longer (1 s,
 *   2 s, 4 s… capped), which slows a spread-out attack without locking the owner out for long.
 * An attempt is counted when it starts (`begin`), before the password is hashed, so concurrent
 * guesses cannot all pass the check; a success or a request that never checked a password gives
 * its count back. Counters live in lib/server/limits (Redis when shared, else this process's
 * memory). Memory stays bounded: the address is counted first (an IPv6 one as its /64, see
 * addressKey), and a refused address creates no account counters, so one address adds at most
 * maxPerAddress accounts per window.
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
};

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 20,
  accountBackoffAfter: 10,
  accountBackoffBaseMs: 1000,
  accountBackoffMaxMs: 5 * 60 * 1000,
};

/** `ip` null: the address is unknown (an in-process call); all such attempts share one address. */
export type LoginAttempt = { email: string; ip: string | null };
/** The counters an attempt was counted in; `openedWait`: it started the account's back-off wait. */
export type LoginTicket = { address: string; pair: string; account: string; openedWait: boolean };
export type RateLimitVerdict = { allowed: true; ticket: LoginTicket } | { allowed: false; retryAfterSeconds: number };

export const TOO_MANY_ATTEMPTS_CODE = 'MUITAS_TENTATIVAS';

/** Never reached: the account count only decides the back-off. */
const UNLIMITED = 1_000_000_000;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas de acesso. Tente novamente em ${formatWait(retryAfterSeconds)}.`;
}

export class LoginRateLimiter {
  readonly options: LoginRateLimitOptions;

  constructor(options: Partial<LoginRateLimitOptions> = {}) {
    this.options = { ...DEFAULT_LOGIN_RATE_LIMIT, ...options };
  }

  /**
   * Checks the attempt and, when it may go on, counts it as a failure at once: each counter is
   * counted first and checked on the count's result (atomic in Redis), so concurrent attempts
   * cannot all slip under a limit. A refused attempt gives back what it took.
   */
  async begin(attempt: LoginAttempt): Promise<RateLimitVerdict> {
    const { address, pair, account } = keysOf(attempt);
    const limits = this.limits();
    const counted: LimitStep[] = [
      { limiter: limits.address, key: address },
      { limiter: limits.pair, key: pair },
    ];
    const checked = await takeAll(counted, [{ limiter: limits.wait, key: account }]);
    if (!checked.allowed) return checked;

    const failures = (await limits.account.take(account)).consumed;
    let openedWait = false;
    if (failures >= this.options.accountBackoffAfter) {
      // One attempt per back-off wait: the first to start it opens a window of one use that
      // lasts the wait (from this attempt's start, as the count is); the others are refused.
      const waited = await limits.wait.take(account, this.backoffSeconds(failures));
      if (!waited.allowed) {
        await Promise.all([limits.address.giveBack(address), limits.pair.giveBack(pair), limits.account.giveBack(account)]);
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(waited.msBeforeNext) };
      }
      openedWait = waited.consumed === 1;
    }
    return { allowed: true, ticket: { address, pair, account, openedWait } };
  }

  /** The password was right: the account's failures are cleared and the address gets its count back. */
  async succeed(ticket: LoginTicket): Promise<void> {
    const limits = this.limits();
    await Promise.all([limits.pair.forget(ticket.pair), limits.account.forget(ticket.account), limits.wait.forget(ticket.account), limits.address.giveBack(ticket.address)]);
  }

  /** No password was checked (invalid input, an error): the attempt does not count. */
  async release(ticket: LoginTicket): Promise<void> {
    const limits = this.limits();
    await Promise.all([
      limits.address.giveBack(ticket.address),
      limits.pair.giveBack(ticket.pair),
      limits.account.giveBack(ticket.account),
      // The wait it opened goes too: the previous attempt's wait had already run out.
      ticket.openedWait ? limits.wait.forget(ticket.account) : undefined,
    ]);
  }

  /** Looked up on each use, so switchLimiters() (tests) takes effect. */
  private limits() {
    const { windowMs, maxPerAddress, maxPerAccountAndAddress, accountBackoffMaxMs } = this.options;
    const durationSeconds = Math.max(1, Math.ceil(windowMs / 1000));
    return {
      address: limiter('login-endereco', { points: maxPerAddress, durationSeconds }),
      pair: limiter('login-conta-endereco', { points: maxPerAccountAndAddress, durationSeconds }),
      account: limiter('login-conta', { points: UNLIMITED, durationSeconds }),
      wait: limiter('login-espera', { points: 1, durationSeconds: Math.max(1, Math.ceil(accountBackoffMaxMs / 1000)) }),
    };
  }

  /** Wait after an attempt that brought an account to `count` failures from every address (whole seconds). */
  private backoffSeconds(count: number): number {
    const excess = count - this.options.accountBackoffAfter;
    const ms = Math.min(this.options.accountBackoffBaseMs * 2 ** excess, this.options.accountBackoffMaxMs);
    return Math.max(1, Math.ceil(ms / 1000));
  }
}

function keysOf(attempt: LoginAttempt) {
  const email = attempt.email.trim().toLowerCase();
  const ip = addressKey(attempt.ip);
  return { address: `ip:${ip}`, pair: `conta:${email}|ip:${ip}`, account: `conta:${email}` };
}

/** The 429 answer: pt-BR message with the wait, Retry-After in seconds. */
export function tooManyAttemptsError(retryAfterSeconds: number): AppError {
  return new AppError('rate-limited', TOO_MANY_ATTEMPTS_CODE, tooManyAttemptsMessage(retryAfterSeconds), undefined, retryAfterSeconds);
}

const loginRateLimiter = new LoginRateLimiter();

/**
 * Runs a password check under the sign-in throttle: refused before any hashing when over a limit;
 * a wrong password stays counted, a success clears the account, anything else gives the count back.
 */
export async function withLoginThrottle<T>(attempt: LoginAttempt, check: () => Promise<T>, isWrongPassword: (error: unknown) => boolean): Promise<T> {
  const verdict = await loginRateLimiter.begin(attempt);
  if (!verdict.allowed) throw tooManyAttemptsError(verdict.retryAfterSeconds);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    // Giving the count back is best effort: the check's own error is the one to report.
    if (!isWrongPassword(error)) await loginRateLimiter.release(verdict.ticket).catch(() => {});
    throw error;
  }
  try {
    await loginRateLimiter.succeed(verdict.ticket);
  } catch (error) {
    // The password was right: counters left uncleared must not turn that into a failed sign-in.
    console.warn(`[login] não foi possível zerar as tentativas após um acesso correto: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}
