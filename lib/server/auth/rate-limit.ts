import 'server-only';
import { formatWait, formatWaitMinutes } from '@/lib/domain/numbers';
import { AppError } from '@/lib/server/errors';
import { addressKey } from '@/lib/server/limits/address-key';
import { limiter, retryAfterSeconds, takeAll, type LimitStep } from '@/lib/server/limits/limiter';
import { normalizeLoginEmail } from './device-cookie';

/*
 * Sign-in throttling, built so that nobody can lock the staff out:
 * - per client address (any account): a flood from one address stops there;
 * - per account and address: guessing one account's password from one address stops there;
 * - per account from every address: past a threshold the account is locked for devices it does
 *   not know: each further attempt waits longer (1 s, 2 s, 4 s… capped) until the window ends;
 * - a device that signed in to the account before (a valid device cookie, ./device-cookie.ts)
 *   skips the two account limits and is limited on its own instead (OWASP's device cookies): a
 *   stranger's guesses never lock the owner's own browser out. Past its own limit the device is
 *   treated as unknown for the rest of the window.
 * An attempt is counted when it starts (`begin`), before the password is hashed, so concurrent
 * guesses cannot all pass the check; a success or a request that never checked a password gives
 * its count back. Counters live in lib/server/limits (Redis when shared, else this process's
 * memory). Memory stays bounded: the address is counted first (an IPv6 one as its /64, see
 * addressKey), and a refused address creates no account counters, so one address adds at most
 * maxPerAddress accounts per window; device counters exist only for genuine device cookies.
 */

export type LoginRateLimitOptions = {
  windowMs: number;
  /** Failures of one account from one address (unknown devices). */
  maxPerAccountAndAddress: number;
  /** Failures from one address, whatever the accounts and devices. */
  maxPerAddress: number;
  /** Failures of one account from every address before each attempt from an unknown device waits. */
  accountBackoffAfter: number;
  accountBackoffBaseMs: number;
  accountBackoffMaxMs: number;
  /** Failures from one known device before it counts as unknown for the rest of the window. */
  maxPerDevice: number;
};

export const DEFAULT_LOGIN_RATE_LIMIT: LoginRateLimitOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAccountAndAddress: 5,
  maxPerAddress: 20,
  accountBackoffAfter: 10,
  accountBackoffBaseMs: 1000,
  accountBackoffMaxMs: 5 * 60 * 1000,
  maxPerDevice: 10,
};

/**
 * `ip` null: the address is unknown (an in-process call); all such attempts share one address.
 * `device`: the nonce of a device cookie already verified for this e-mail (trustedDeviceNonce).
 */
export type LoginAttempt = { email: string; ip: string | null; device?: string | null };
/**
 * The counters an attempt was counted in: `pair` for an unknown device, `device` for a known one.
 * `openedWait`: it started the account's back-off wait. `lockedUntil`: it brought the account's
 * failures to the lockout threshold, which lasts until then (ms since the epoch).
 */
export type LoginTicket = { address: string; account: string; pair: string | null; device: string | null; openedWait: boolean; lockedUntil: number | null };
/** 'conta': the account is locked for unknown devices; 'endereco': the address (or account and address) is over its limit. */
export type RefusalReason = 'endereco' | 'conta';
export type RateLimitVerdict = { allowed: true; ticket: LoginTicket } | { allowed: false; retryAfterSeconds: number; reason: RefusalReason };

export const TOO_MANY_ATTEMPTS_CODE = 'MUITAS_TENTATIVAS';
export const ACCOUNT_LOCKED_CODE = 'CONTA_BLOQUEADA';

/** Never reached: the account count only decides the back-off. */
const UNLIMITED = 1_000_000_000;

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas de acesso. Tente novamente em ${formatWait(retryAfterSeconds)}.`;
}

/** The staff's words for a locked account: the way in that still works, and the wait in whole minutes. */
export function accountLockedMessage(retryAfterSeconds: number): string {
  return `Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde ${formatWaitMinutes(retryAfterSeconds)}`;
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
    const keys = keysOf(attempt);
    if (attempt.device) {
      const known = await this.beginKnownDevice(keys, `aparelho:${attempt.device}`);
      if (known) return known;
    }
    return this.beginUnknownDevice(keys);
  }

  /** A known device: its address and its own failures are limited, the account's lockout is not. Null: no longer trusted. */
  private async beginKnownDevice(keys: Keys, device: string): Promise<RateLimitVerdict | null> {
    const limits = this.limits();
    const checked = await takeAll([{ limiter: limits.address, key: keys.address }]);
    if (!checked.allowed) return { ...checked, reason: 'endereco' };
    const counted = await limits.device.take(device);
    if (!counted.allowed) {
      await limits.address.giveBack(keys.address);
      return null;
    }
    // Counted on the account too (a stolen cookie's guesses hasten the lockout), never checked against it.
    const failures = await limits.account.take(keys.account);
    return { allowed: true, ticket: { address: keys.address, account: keys.account, pair: null, device, openedWait: false, lockedUntil: this.lockedUntilOf(failures) } };
  }

  private async beginUnknownDevice({ address, pair, account }: Keys): Promise<RateLimitVerdict> {
    const limits = this.limits();
    const counted: LimitStep[] = [
      { limiter: limits.address, key: address },
      { limiter: limits.pair, key: pair },
    ];
    const checked = await takeAll(counted, [{ limiter: limits.wait, key: account }]);
    if (!checked.allowed) return { ...checked, reason: 'endereco' };

    const failures = await limits.account.take(account);
    let openedWait = false;
    if (failures.consumed >= this.options.accountBackoffAfter) {
      // One attempt per back-off wait: the first to start it opens a window of one use that
      // lasts the wait (from this attempt's start, as the count is); the others are refused.
      const waited = await limits.wait.take(account, this.backoffSeconds(failures.consumed));
      if (!waited.allowed) {
        await Promise.all([limits.address.giveBack(address), limits.pair.giveBack(pair), limits.account.giveBack(account)]);
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(waited.msBeforeNext), reason: 'conta' };
      }
      openedWait = waited.consumed === 1;
    }
    return { allowed: true, ticket: { address, pair, account, device: null, openedWait, lockedUntil: this.lockedUntilOf(failures) } };
  }

  /** The attempt that brings the account to the threshold locks it until its window ends. */
  private lockedUntilOf(failures: { consumed: number; msBeforeNext: number }): number | null {
    return failures.consumed === this.options.accountBackoffAfter ? Date.now() + failures.msBeforeNext : null;
  }

  /**
   * The password was right. From an unknown device the account's failures are cleared; from a
   * known one only the device's are (the others' guesses still lock the account for strangers).
   * The address gets its count back either way.
   */
  async succeed(ticket: LoginTicket): Promise<void> {
    const limits = this.limits();
    if (ticket.device) {
      await Promise.all([limits.device.forget(ticket.device), limits.account.giveBack(ticket.account), limits.address.giveBack(ticket.address)]);
      return;
    }
    await Promise.all([
      ticket.pair ? limits.pair.forget(ticket.pair) : undefined,
      limits.account.forget(ticket.account),
      limits.wait.forget(ticket.account),
      limits.address.giveBack(ticket.address),
    ]);
  }

  /** No password was checked (invalid input, an error, a busy server): the attempt does not count. */
  async release(ticket: LoginTicket): Promise<void> {
    const limits = this.limits();
    await Promise.all([
      limits.address.giveBack(ticket.address),
      ticket.pair ? limits.pair.giveBack(ticket.pair) : undefined,
      ticket.device ? limits.device.giveBack(ticket.device) : undefined,
      limits.account.giveBack(ticket.account),
      // The wait it opened goes too: the previous attempt's wait had already run out.
      ticket.openedWait ? limits.wait.forget(ticket.account) : undefined,
    ]);
  }

  /** Until when the account is locked for unknown devices; null when it is not. Reads only. */
  async lockedUntil(email: string): Promise<Date | null> {
    const { account } = keysOf({ email, ip: null });
    const failures = await this.limits().account.peek(account);
    if (!failures || failures.consumed < this.options.accountBackoffAfter) return null;
    return new Date(Date.now() + failures.msBeforeNext);
  }

  /** An admin lifts the lockout: the account's failures and wait are forgotten. */
  async unlock(email: string): Promise<void> {
    const { account } = keysOf({ email, ip: null });
    const limits = this.limits();
    await Promise.all([limits.account.forget(account), limits.wait.forget(account)]);
  }

  /** Looked up on each use, so switchLimiters() (tests) takes effect. */
  private limits() {
    const { windowMs, maxPerAddress, maxPerAccountAndAddress, accountBackoffMaxMs, maxPerDevice } = this.options;
    const durationSeconds = Math.max(1, Math.ceil(windowMs / 1000));
    return {
      address: limiter('login-endereco', { points: maxPerAddress, durationSeconds }),
      pair: limiter('login-conta-endereco', { points: maxPerAccountAndAddress, durationSeconds }),
      account: limiter('login-conta', { points: UNLIMITED, durationSeconds }),
      wait: limiter('login-espera', { points: 1, durationSeconds: Math.max(1, Math.ceil(accountBackoffMaxMs / 1000)) }),
      device: limiter('login-aparelho', { points: maxPerDevice, durationSeconds }),
    };
  }

  /** Wait after an attempt that brought an account to `count` failures from every address (whole seconds). */
  private backoffSeconds(count: number): number {
    const excess = count - this.options.accountBackoffAfter;
    const ms = Math.min(this.options.accountBackoffBaseMs * 2 ** excess, this.options.accountBackoffMaxMs);
    return Math.max(1, Math.ceil(ms / 1000));
  }
}

type Keys = { address: string; pair: string; account: string };

function keysOf(attempt: LoginAttempt): Keys {
  const email = normalizeLoginEmail(attempt.email);
  const ip = addressKey(attempt.ip);
  return { address: `ip:${ip}`, pair: `conta:${email}|ip:${ip}`, account: `conta:${email}` };
}

/** The 429 answer of an address over its limit: pt-BR message with the wait, Retry-After in seconds. */
export function tooManyAttemptsError(retryAfterSeconds: number): AppError {
  return new AppError('rate-limited', TOO_MANY_ATTEMPTS_CODE, tooManyAttemptsMessage(retryAfterSeconds), undefined, retryAfterSeconds);
}

/** The 429 answer of an account locked for unknown devices. */
export function accountLockedError(retryAfterSeconds: number): AppError {
  return new AppError('rate-limited', ACCOUNT_LOCKED_CODE, accountLockedMessage(retryAfterSeconds), undefined, retryAfterSeconds);
}

const loginRateLimiter = new LoginRateLimiter();

/** How long an account stays locked at most: one window from the attempt that locked it. */
export const ACCOUNT_LOCK_MAX_MS = DEFAULT_LOGIN_RATE_LIMIT.windowMs;

/** The account's lockout as the sign-in route logs it. */
export type AccountLockout = { email: string; until: Date; failures: number };

export type LoginThrottleHooks = {
  /** A wrong password just locked the account for unknown devices (once per lockout). */
  onAccountLocked?: (lockout: AccountLockout) => Promise<void>;
};

/**
 * Runs a password check under the sign-in throttle: refused before any hashing when over a limit;
 * a wrong password stays counted, a success clears the account, anything else gives the count back.
 */
export async function withLoginThrottle<T>(attempt: LoginAttempt, check: () => Promise<T>, isWrongPassword: (error: unknown) => boolean, hooks: LoginThrottleHooks = {}): Promise<T> {
  const verdict = await loginRateLimiter.begin(attempt);
  if (!verdict.allowed) throw verdict.reason === 'conta' ? accountLockedError(verdict.retryAfterSeconds) : tooManyAttemptsError(verdict.retryAfterSeconds);
  const { ticket } = verdict;
  let result: T;
  try {
    result = await check();
  } catch (error) {
    // Giving the count back is best effort: the check's own error is the one to report.
    if (!isWrongPassword(error)) await loginRateLimiter.release(ticket).catch(() => {});
    else if (ticket.lockedUntil !== null && hooks.onAccountLocked) {
      const lockout = { email: normalizeLoginEmail(attempt.email), until: new Date(ticket.lockedUntil), failures: loginRateLimiter.options.accountBackoffAfter };
      await hooks.onAccountLocked(lockout).catch((hookError: unknown) => {
        console.warn(`[login] não foi possível registrar o bloqueio da conta: ${hookError instanceof Error ? hookError.message : String(hookError)}`);
      });
    }
    throw error;
  }
  try {
    await loginRateLimiter.succeed(ticket);
  } catch (error) {
    // The password was right: counters left uncleared must not turn that into a failed sign-in.
    console.warn(`[login] não foi possível zerar as tentativas após um acesso correto: ${error instanceof Error ? error.message : String(error)}`);
  }
  return result;
}

/** Until when the account is locked for unknown devices (the admins' list), or null. */
export function accountLockedUntil(email: string): Promise<Date | null> {
  return loginRateLimiter.lockedUntil(email);
}

/** Lifts the account's lockout (an admin's 'Desbloquear'). */
export function unlockAccount(email: string): Promise<void> {
  return loginRateLimiter.unlock(email);
}
