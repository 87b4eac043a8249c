import { httpHeadersOf, httpStatusOf } from '@/lib/server/api/error-status';
import {
  LoginRateLimiter,
  tooManyAttemptsError,
  tooManyAttemptsMessage,
  type LoginAttempt,
  type LoginRateLimitOptions,
} from '../rate-limit';

const MINUTE = 60_000;

type Step =
  | { fail: LoginAttempt; times?: number }
  | { succeed: LoginAttempt }
  | { advance: number }
  | { expect: LoginAttempt; allowed: true }
  | { expect: LoginAttempt; allowed: false; retryAfter: number };

const ana = (ip: string | null = '10.0.0.1'): LoginAttempt => ({ email: 'ana@sintonia.local', ip });
const bia = (ip: string | null = '10.0.0.1'): LoginAttempt => ({ email: 'bia@sintonia.local', ip });
const from = (ip: string, count: number): Step[] => Array.from({ length: count }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip } }));

function run(steps: Step[], options: Partial<LoginRateLimitOptions> = {}) {
  let clock = 1_000_000;
  const limiter = new LoginRateLimiter({ now: () => clock, ...options });
  for (const [index, step] of steps.entries()) {
    if ('fail' in step) {
      // A wrong password: begun (and so counted) and never given back.
      for (let i = 0; i < (step.times ?? 1); i += 1) limiter.begin(step.fail);
    } else if ('succeed' in step) {
      const verdict = limiter.begin(step.succeed);
      if (verdict.allowed) limiter.succeed(verdict.ticket);
    } else if ('advance' in step) clock += step.advance;
    else {
      const verdict = limiter.begin(step.expect);
      const seen = verdict.allowed ? { allowed: true } : verdict;
      const expected = step.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: step.retryAfter };
      expect({ step: index, verdict: seen }).toEqual({ step: index, verdict: expected });
      if (verdict.allowed) limiter.release(verdict.ticket);
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
      'an unknown address is one address of its own',
      [...Array.from({ length: 20 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: null } })), { expect: ana(null), allowed: false, retryAfter: 900 }, { expect: ana('10.0.0.1'), allowed: true }],
    ],
    ['limits are configurable', [{ fail: ana(), times: 2 }, { expect: ana(), allowed: false, retryAfter: 60 }], { maxPerAccountAndAddress: 2, windowMs: MINUTE }],
  ])('%s', (...[, steps, options]) => {
    run(steps, options);
  });

  it('checks and counts in one step: of 40 concurrent guesses only the limit gets through', () => {
    const limiter = new LoginRateLimiter();
    const verdicts = Array.from({ length: 40 }, () => limiter.begin(ana()));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
  });

  it('an attempt that checked no password gives its count back', () => {
    const limiter = new LoginRateLimiter();
    for (let i = 0; i < 10; i += 1) {
      const verdict = limiter.begin(ana());
      if (verdict.allowed) limiter.release(verdict.ticket);
    }
    expect(limiter.begin(ana()).allowed).toBe(true);
  });

  it('stays bounded: expired counters go first, then the oldest', () => {
    let clock = 0;
    const limiter = new LoginRateLimiter({ now: () => clock, maxEntries: 10, windowMs: MINUTE });
    for (let i = 0; i < 50; i += 1) limiter.begin({ email: `u${i}@x.local`, ip: `10.0.0.${i}` });
    expect(limiter.size).toBeLessThanOrEqual(10);
    clock += 2 * MINUTE;
    limiter.begin(ana());
    expect(limiter.size).toBe(3);
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
