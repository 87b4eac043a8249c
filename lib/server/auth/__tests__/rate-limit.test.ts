import { httpHeadersOf, httpStatusOf } from '@/lib/server/api/error-status';
import { switchLimiters } from '@/lib/server/limits/limiter';
import {
  accountLockedError,
  accountLockedMessage,
  LoginRateLimiter,
  tooManyAttemptsError,
  tooManyAttemptsMessage,
  withLoginThrottle,
  type AccountLockout,
  type LoginAttempt,
  type LoginRateLimitOptions,
  type RefusalReason,
} from '../rate-limit';

const MINUTE = 60_000;

type Step =
  | { fail: LoginAttempt; times?: number }
  | { succeed: LoginAttempt }
  | { advance: number }
  /** knownDevice: whether it went on as a known device (exempt from the account's limits). */
  | { expect: LoginAttempt; allowed: true; knownDevice?: boolean }
  | { expect: LoginAttempt; allowed: false; retryAfter: number; reason?: RefusalReason };

const ana = (ip: string | null = '10.0.0.1'): LoginAttempt => ({ email: 'ana@sintonia.local', ip });
const bia = (ip: string | null = '10.0.0.1'): LoginAttempt => ({ email: 'bia@sintonia.local', ip });
const from = (ip: string, count: number): Step[] => Array.from({ length: count }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip } }));
/** Ana from her own browser: a device cookie already verified for her, nonce `nonce`. */
const anaDevice = (ip = '10.9.0.1', nonce = 'aparelho-da-ana'): LoginAttempt => ({ ...ana(ip), device: nonce });
/** Ten wrong passwords for Ana from ten addresses: her account is locked for unknown devices. */
const tenStrangers: Step[] = Array.from({ length: 10 }, (_, i): Step => ({ fail: ana(`10.1.0.${i}`) }));

/** The memory store reads Date.now(): the tests move it, from a real start so timers stay sane. */
let clock = 0;
beforeEach(() => {
  switchLimiters();
  clock = Date.now();
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => jest.restoreAllMocks());

async function run(steps: Step[], options: Partial<LoginRateLimitOptions> = {}) {
  const limiter = new LoginRateLimiter(options);
  for (const [index, step] of steps.entries()) {
    if ('fail' in step) {
      // A wrong password: begun (and so counted) and never given back.
      for (let i = 0; i < (step.times ?? 1); i += 1) await limiter.begin(step.fail);
    } else if ('succeed' in step) {
      const verdict = await limiter.begin(step.succeed);
      if (verdict.allowed) await limiter.succeed(verdict.ticket);
    } else if ('advance' in step) clock += step.advance;
    else {
      const verdict = await limiter.begin(step.expect);
      const seen = verdict.allowed
        ? { allowed: true, ...('knownDevice' in step ? { knownDevice: verdict.ticket.device !== null } : {}) }
        : { allowed: false, retryAfterSeconds: verdict.retryAfterSeconds, ...('reason' in step ? { reason: verdict.reason } : {}) };
      const expected = step.allowed
        ? { allowed: true, ...('knownDevice' in step ? { knownDevice: step.knownDevice } : {}) }
        : { allowed: false, retryAfterSeconds: step.retryAfter, ...('reason' in step ? { reason: step.reason } : {}) };
      expect({ step: index, verdict: seen }).toEqual({ step: index, verdict: expected });
      if (verdict.allowed) await limiter.release(verdict.ticket);
    }
  }
  return limiter;
}

describe('LoginRateLimiter', () => {
  it.each<[string, Step[], Partial<LoginRateLimitOptions>?]>([
    ['a fresh account is allowed', [{ expect: ana(), allowed: true }]],
    ['four failures still allow a fifth try', [{ fail: ana(), times: 4 }, { expect: ana(), allowed: true }]],
    ['five failures lock the account on that address for the rest of the 15-minute window', [{ fail: ana(), times: 5 }, { expect: ana(), allowed: false, retryAfter: 900 }]],
    ['the wait shrinks as the window runs', [{ fail: ana(), times: 5 }, { advance: 10 * MINUTE }, { expect: ana(), allowed: false, retryAfter: 300 }]],
    ['the lock ends with the window', [{ fail: ana(), times: 5 }, { advance: 15 * MINUTE }, { expect: ana(), allowed: true }]],
    [
      'five failures from one address do not lock the account out of another address',
      [{ fail: ana('10.0.0.1'), times: 5 }, { expect: ana('10.0.0.2'), allowed: true }],
    ],
    [
      'e-mails are compared without case or surrounding spaces',
      [{ fail: { email: ' ANA@Sintonia.local ', ip: '10.0.0.1' }, times: 5 }, { expect: ana(), allowed: false, retryAfter: 900 }],
    ],
    ['another account on the same address is not locked by five failures', [{ fail: ana(), times: 5 }, { expect: bia(), allowed: true }]],
    [
      'a success clears the account: four more failures are allowed again',
      [{ fail: ana(), times: 4 }, { succeed: ana() }, { fail: ana(), times: 4 }, { expect: ana(), allowed: true }],
    ],
    [
      'twenty failures from one address lock that address for every account, and only that address',
      [...from('10.0.0.9', 20), { expect: { email: 'novo@x.local', ip: '10.0.0.9' }, allowed: false, retryAfter: 900 }, { expect: { email: 'novo@x.local', ip: '10.0.0.8' }, allowed: true }],
    ],
    [
      'a success does not clear the address count',
      [...from('10.0.0.9', 19), { succeed: ana('10.0.0.9') }, { fail: ana('10.0.0.9') }, { expect: bia('10.0.0.9'), allowed: false, retryAfter: 900 }],
    ],
    [
      'a success is not counted against its address',
      [...from('10.0.0.9', 19), { succeed: ana('10.0.0.9') }, { expect: bia('10.0.0.9'), allowed: true }],
    ],
    [
      'ten failures of one account from several addresses make each further attempt wait 1 s, then 2 s',
      [
        { fail: ana('10.0.0.1'), times: 5 },
        { fail: ana('10.0.0.2'), times: 4 },
        { expect: ana('10.0.0.3'), allowed: true },
        { fail: ana('10.0.0.3') },
        { expect: ana('10.0.0.4'), allowed: false, retryAfter: 1 },
        { advance: 1000 },
        { fail: ana('10.0.0.4') },
        { expect: ana('10.0.0.5'), allowed: false, retryAfter: 2 },
        { advance: 2000 },
        { expect: ana('10.0.0.5'), allowed: true },
      ],
    ],
    [
      'the back-off doubles up to its cap (5 minutes by default)',
      [
        ...Array.from({ length: 10 }, (_, i): Step => ({ fail: ana(`10.1.0.${i}`) })),
        { advance: 1000 },
        { fail: ana('10.2.0.1') },
        { advance: 2000 },
        { fail: ana('10.2.0.2') },
        { expect: ana('10.2.0.3'), allowed: false, retryAfter: 4 },
        { advance: 4000 },
        { fail: ana('10.2.0.3') },
        { expect: ana('10.2.0.4'), allowed: false, retryAfter: 5 },
      ],
      { accountBackoffMaxMs: 5000 },
    ],
    [
      'the addresses of one IPv6 /64 are one address (cycling them gains nothing)',
      [
        ...from('2001:db8:5::1', 10),
        ...from('2001:db8:5:0:abcd::2', 10),
        { expect: { email: 'novo@x.local', ip: '2001:db8:5::ffff' }, allowed: false, retryAfter: 900 },
        { expect: { email: 'novo@x.local', ip: '2001:db8:5:1::1' }, allowed: true },
      ],
    ],
    [
      'an unknown address is one address of its own',
      [...Array.from({ length: 20 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: null } })), { expect: ana(null), allowed: false, retryAfter: 900 }, { expect: ana('10.0.0.1'), allowed: true }],
    ],
    ['limits are configurable', [{ fail: ana(), times: 2 }, { expect: ana(), allowed: false, retryAfter: 60 }], { maxPerAccountAndAddress: 2, windowMs: MINUTE }],
    [
      "the account-and-address limit is refused as the address's ('endereco'), the account's back-off as the account's ('conta')",
      [
        { fail: ana(), times: 5 },
        { expect: ana(), allowed: false, retryAfter: 900, reason: 'endereco' },
        ...Array.from({ length: 5 }, (_, i): Step => ({ fail: ana(`10.6.0.${i}`) })),
        { expect: ana('10.6.1.1'), allowed: false, retryAfter: 1, reason: 'conta' },
      ],
    ],
    // Device cookies: the owner's browser is never locked out by strangers' guesses.
    [
      'ten failures from strangers lock the account for unknown devices, never for her known one',
      [...tenStrangers, { expect: ana('10.2.0.1'), allowed: false, retryAfter: 1, reason: 'conta' }, { expect: anaDevice('10.2.0.1'), allowed: true, knownDevice: true }],
    ],
    [
      'a known device skips the account-and-address limit of its address',
      [{ fail: ana('10.9.0.1'), times: 5 }, { expect: ana('10.9.0.1'), allowed: false, retryAfter: 900, reason: 'endereco' }, { expect: anaDevice('10.9.0.1'), allowed: true, knownDevice: true }],
    ],
    [
      "a known device is still held to its address's limit",
      [...from('10.0.0.9', 20), { expect: anaDevice('10.0.0.9'), allowed: false, retryAfter: 900, reason: 'endereco' }],
    ],
    [
      'a known device is limited on its own: past 10 failures it is an unknown device for the window, another of her devices is not',
      [
        ...tenStrangers,
        { fail: anaDevice(), times: 10 },
        { expect: anaDevice(), allowed: false, retryAfter: 1, reason: 'conta' },
        { expect: anaDevice('10.9.0.1', 'outro-aparelho'), allowed: true, knownDevice: true },
        { advance: 15 * MINUTE },
        { expect: anaDevice(), allowed: true, knownDevice: true },
      ],
    ],
    [
      "a known device's failures count toward the account's lockout of unknown devices",
      [{ fail: anaDevice(), times: 10 }, { expect: ana('10.2.0.2'), allowed: true }, { fail: ana('10.2.0.2') }, { expect: ana('10.2.0.3'), allowed: false, retryAfter: 2, reason: 'conta' }],
    ],
    [
      "a success from a known device clears the device's failures, not the account's lockout",
      [
        ...tenStrangers,
        { fail: anaDevice(), times: 9 },
        { succeed: anaDevice() },
        { fail: anaDevice(), times: 9 },
        { expect: anaDevice(), allowed: true, knownDevice: true },
        { expect: ana('10.2.0.1'), allowed: false, retryAfter: 1, reason: 'conta' },
      ],
    ],
  ])('%s', async (...[, steps, options]) => {
    await run(steps, options);
  });

  it('counts first and checks the count: of 40 concurrent guesses only the limit gets through', async () => {
    const limiter = new LoginRateLimiter();
    const verdicts = await Promise.all(Array.from({ length: 40 }, () => limiter.begin(ana())));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    // The refused ones gave back what they took: the address has only the 5 attempts counted.
    for (let i = 0; i < 15; i += 1) expect((await limiter.begin({ email: `outra${i}@x.local`, ip: '10.0.0.1' })).allowed).toBe(true);
    expect(await limiter.begin(bia())).toEqual({ allowed: false, retryAfterSeconds: 900, reason: 'endereco' });
  });

  it('past the back-off threshold, of concurrent attempts from several addresses only one gets through', async () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 10; i += 1) await limiter.begin(ana(`10.3.0.${i}`));
    clock += 1000;
    const verdicts = await Promise.all(Array.from({ length: 8 }, (_, i) => limiter.begin(ana(`10.4.0.${i}`))));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(1);
    expect(verdicts.filter((verdict) => !verdict.allowed)).toEqual(Array(7).fill({ allowed: false, retryAfterSeconds: 2, reason: 'conta' }));
  });

  it('an attempt that checked no password gives its count back', async () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 12; i += 1) {
      const verdict = await limiter.begin(ana());
      expect(verdict.allowed).toBe(true);
      if (verdict.allowed) await limiter.release(verdict.ticket);
    }
    expect((await limiter.begin(ana())).allowed).toBe(true);
  });

  it('an attempt that checked no password past the back-off threshold gives its wait back too', async () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 9; i += 1) await limiter.begin(ana(`10.5.0.${i}`));
    const verdict = await limiter.begin(ana('10.5.1.1'));
    expect(verdict.allowed).toBe(true);
    if (verdict.allowed) await limiter.release(verdict.ticket);
    expect((await limiter.begin(ana('10.5.1.2'))).allowed).toBe(true);
    expect(await limiter.begin(ana('10.5.1.3'))).toEqual({ allowed: false, retryAfterSeconds: 1, reason: 'conta' });
  });
});

describe('the lockout as the admins see it', () => {
  it('an account is locked from the failure that reaches the threshold until its window ends; unlock lifts it', async () => {
    const limiter = await run(Array.from({ length: 9 }, (_, i): Step => ({ fail: ana(`10.7.0.${i}`) })));
    expect(await limiter.lockedUntil('ana@sintonia.local')).toBeNull();
    clock += MINUTE;
    const tenth = await limiter.begin(ana('10.7.0.9'));
    expect(tenth.allowed && tenth.ticket.lockedUntil).toBe(clock - MINUTE + 15 * MINUTE);
    const eleventh = await limiter.begin(ana('10.7.0.10'));
    expect(eleventh.allowed).toBe(false);
    expect(await limiter.lockedUntil(' ANA@sintonia.local ')).toEqual(new Date(clock - MINUTE + 15 * MINUTE));
    expect(await limiter.lockedUntil('bia@sintonia.local')).toBeNull();

    await limiter.unlock('ana@sintonia.local');
    expect(await limiter.lockedUntil('ana@sintonia.local')).toBeNull();
    expect((await limiter.begin(ana('10.7.0.11'))).allowed).toBe(true);
  });

  it('a lockout ends with the window', async () => {
    const limiter = await run(tenStrangers);
    clock += 15 * MINUTE;
    expect(await limiter.lockedUntil('ana@sintonia.local')).toBeNull();
  });
});

describe('withLoginThrottle', () => {
  class WrongPassword extends Error {}
  const isWrongPassword = (error: unknown) => error instanceof WrongPassword;

  it("a failing release does not hide the check's own error", async () => {
    jest.spyOn(LoginRateLimiter.prototype, 'release').mockRejectedValue(new Error('redis fora'));
    const failure = new Error('banco fora');
    await expect(withLoginThrottle(ana(), () => Promise.reject(failure), isWrongPassword)).rejects.toBe(failure);
  });

  it('a failing succeed does not turn a right password into a failed sign-in: it logs one line', async () => {
    jest.spyOn(LoginRateLimiter.prototype, 'succeed').mockRejectedValue(new Error('redis fora'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(withLoginThrottle(ana(), async () => 'entrou', isWrongPassword)).resolves.toBe('entrou');
    expect(warn.mock.calls).toEqual([['[login] não foi possível zerar as tentativas após um acesso correto: redis fora']]);
  });

  it('the wrong password that locks the account reports the lockout once, with the account window as its end', async () => {
    const lockouts: AccountLockout[] = [];
    const onAccountLocked = async (lockout: AccountLockout) => void lockouts.push(lockout);
    const start = clock;
    for (let i = 0; i < 9; i += 1) {
      await expect(withLoginThrottle(ana(`10.8.0.${i}`), () => Promise.reject(new WrongPassword()), isWrongPassword, { onAccountLocked })).rejects.toBeInstanceOf(WrongPassword);
    }
    expect(lockouts).toEqual([]);
    // An attempt that checked no password does not lock it.
    await expect(withLoginThrottle(ana('10.8.0.9'), () => Promise.reject(new Error('banco fora')), isWrongPassword, { onAccountLocked })).rejects.toThrow('banco fora');
    expect(lockouts).toEqual([]);
    await expect(withLoginThrottle({ ...ana('10.8.0.9'), email: 'Ana@Sintonia.local' }, () => Promise.reject(new WrongPassword()), isWrongPassword, { onAccountLocked })).rejects.toBeInstanceOf(WrongPassword);
    expect(lockouts).toEqual([{ email: 'ana@sintonia.local', until: new Date(start + 15 * MINUTE), failures: 10 }]);
    clock += 1000;
    await expect(withLoginThrottle(ana('10.8.0.10'), () => Promise.reject(new WrongPassword()), isWrongPassword, { onAccountLocked })).rejects.toBeInstanceOf(WrongPassword);
    expect(lockouts).toHaveLength(1);
  });

  it('a locked account refuses unknown devices with the account message, and lets her known device in', async () => {
    for (let i = 0; i < 10; i += 1) await withLoginThrottle(ana(`10.8.1.${i}`), () => Promise.reject(new WrongPassword()), isWrongPassword).catch(() => {});
    const refused = await withLoginThrottle(ana('10.8.2.1'), async () => 'entrou', isWrongPassword).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as ReturnType<typeof accountLockedError>).toBody()).toEqual({ message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' });
    await expect(withLoginThrottle(anaDevice('10.8.2.1'), async () => 'entrou', isWrongPassword)).resolves.toBe('entrou');
  });

  it('a wrong password stays counted; a right one clears the account', async () => {
    for (let i = 0; i < 4; i += 1) await expect(withLoginThrottle(ana(), () => Promise.reject(new WrongPassword()), isWrongPassword)).rejects.toBeInstanceOf(WrongPassword);
    await expect(withLoginThrottle(ana(), async () => 'entrou', isWrongPassword)).resolves.toBe('entrou');
    for (let i = 0; i < 4; i += 1) await expect(withLoginThrottle(ana(), () => Promise.reject(new WrongPassword()), isWrongPassword)).rejects.toBeInstanceOf(WrongPassword);
    await expect(withLoginThrottle(ana(), async () => 'entrou', isWrongPassword)).resolves.toBe('entrou');
  });
});

describe('the 429 answer of a locked account', () => {
  it.each([
    [1, 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto'],
    [60, 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto'],
    [61, 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 2 minutos'],
    [300, 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 5 minutos'],
  ])('%i s → %s', (seconds, message) => {
    expect(accountLockedMessage(seconds)).toBe(message);
  });

  it('is a 429 with codigo CONTA_BLOQUEADA and Retry-After in seconds', () => {
    const error = accountLockedError(37);
    expect(httpStatusOf(error)).toBe(429);
    expect(error.toBody()).toEqual({ message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' });
    expect(httpHeadersOf(error)).toEqual({ 'Retry-After': '37' });
  });
});

describe('the 429 answer', () => {
  it.each([
    [900, 'Muitas tentativas de acesso. Tente novamente em 15 minutos.'],
    [59, 'Muitas tentativas de acesso. Tente novamente em 59 segundos.'],
  ])('%i s → %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });

  it('is a 429 with codigo MUITAS_TENTATIVAS and Retry-After in seconds', () => {
    const error = tooManyAttemptsError(300);
    expect(httpStatusOf(error)).toBe(429);
    expect(error.toBody()).toEqual({ message: 'Muitas tentativas de acesso. Tente novamente em 5 minutos.', codigo: 'MUITAS_TENTATIVAS' });
    expect(httpHeadersOf(error)).toEqual({ 'Retry-After': '300' });
  });
});
