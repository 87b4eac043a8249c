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

function run(steps: Step[], options: Partial<LoginRateLimitOptions> = {}) {
  let clock = 1_000_000;
  const limiter = new LoginRateLimiter({ now: () => clock, ...options });
  for (const [index, step] of steps.entries()) {
    if ('fail' in step) for (let i = 0; i < (step.times ?? 1); i += 1) limiter.recordFailure(step.fail);
    else if ('succeed' in step) limiter.recordSuccess(step.succeed);
    else if ('advance' in step) clock += step.advance;
    else {
      const verdict = limiter.check(step.expect);
      const expected = step.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: step.retryAfter };
      expect({ step: index, verdict }).toEqual({ step: index, verdict: expected });
    }
  }
  return limiter;
}

describe('LoginRateLimiter', () => {
  it.each<[string, Step[], Partial<LoginRateLimitOptions>?]>([
    ['a fresh account is allowed', [{ expect: ana(), allowed: true }]],
    ['four failures still allow a fifth try', [{ fail: ana(), times: 4 }, { expect: ana(), allowed: true }]],
    ['five failures lock the account for the rest of the 15-minute window', [{ fail: ana(), times: 5 }, { expect: ana(), allowed: false, retryAfter: 900 }]],
    [
      'the wait shrinks as the window runs',
      [{ fail: ana(), times: 5 }, { advance: 10 * MINUTE }, { expect: ana(), allowed: false, retryAfter: 300 }],
    ],
    ['the lock ends with the window', [{ fail: ana(), times: 5 }, { advance: 15 * MINUTE }, { expect: ana(), allowed: true }]],
    [
      'the account lock follows the account to another address',
      [{ fail: ana('10.0.0.1'), times: 5 }, { expect: ana('10.0.0.2'), allowed: false, retryAfter: 900 }],
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
      'twenty failures from one address lock that address for every account',
      [
        ...Array.from({ length: 20 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: '10.0.0.9' } })),
        { expect: { email: 'novo@x.local', ip: '10.0.0.9' }, allowed: false, retryAfter: 900 },
        { expect: { email: 'novo@x.local', ip: '10.0.0.8' }, allowed: true },
      ],
    ],
    [
      'a success does not clear the address count',
      [
        ...Array.from({ length: 20 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: '10.0.0.9' } })),
        { succeed: { email: 'u0@x.local', ip: '10.0.0.9' } },
        { expect: { email: 'u0@x.local', ip: '10.0.0.9' }, allowed: false, retryAfter: 900 },
      ],
    ],
    [
      'without a known address only the account and the global limits apply',
      [
        ...Array.from({ length: 30 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: null } })),
        { expect: { email: 'novo@x.local', ip: null }, allowed: true },
      ],
    ],
    [
      'the global limit stops a flood when addresses are unknown',
      [
        ...Array.from({ length: 100 }, (_, i): Step => ({ fail: { email: `u${i}@x.local`, ip: null } })),
        { expect: { email: 'novo@x.local', ip: null }, allowed: false, retryAfter: 900 },
        { expect: { email: 'novo@x.local', ip: '10.0.0.1' }, allowed: true },
      ],
    ],
    ['limits are configurable', [{ fail: ana(), times: 2 }, { expect: ana(), allowed: false, retryAfter: 60 }], { maxPerAccount: 2, windowMs: MINUTE }],
  ])('%s', (...[, steps, options]) => {
    run(steps, options);
  });

  it('stays bounded: expired counters go first, then the oldest', () => {
    let clock = 0;
    const limiter = new LoginRateLimiter({ now: () => clock, maxEntries: 10, windowMs: MINUTE });
    for (let i = 0; i < 50; i += 1) limiter.recordFailure({ email: `u${i}@x.local`, ip: `10.0.0.${i}` });
    expect(limiter.size).toBeLessThanOrEqual(10);
    clock += 2 * MINUTE;
    limiter.recordFailure(ana());
    expect(limiter.size).toBe(2);
  });
});

describe('the 429 answer', () => {
  it.each([
    [900, 'Muitas tentativas de acesso. Tente novamente em 15 minutos.'],
    [61, 'Muitas tentativas de acesso. Tente novamente em 2 minutos.'],
    [60, 'Muitas tentativas de acesso. Tente novamente em 1 minuto.'],
    [5, 'Muitas tentativas de acesso. Tente novamente em 1 minuto.'],
  ])('%i s → %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });

  it('is a 429 with codigo MUITAS_TENTATIVAS and Retry-After in seconds', () => {
    const error = tooManyAttemptsError(300);
    expect(error.status).toBe(429);
    expect(error.toBody()).toEqual({ message: 'Muitas tentativas de acesso. Tente novamente em 5 minutos.', codigo: 'MUITAS_TENTATIVAS' });
    expect(error.headers).toEqual({ 'Retry-After': '300' });
  });
});
