import { describeWithRedis, eventually, useRedisThroughRelay } from '@/test/helpers/redis';
import { httpHeadersOf, httpStatusOf } from '@/lib/server/api/error-status';
import { accountLockedUntil, unlockAccount, withLoginThrottle } from '@/lib/server/auth/rate-limit';
import { countVote } from '@/lib/server/auth/vote-limit';
import { AppError } from '@/lib/server/errors';
import { isRedisReady, sharedRedis } from '../../redis/shared-redis.mjs';
import { limiter, switchLimiters, type LimiterSet } from '../limiter';

/*
 * The rate limits with REDIS_URL. This process plays two instances, A and B: each has its own set
 * of limiters (and so its own memory), both count in one Redis. Redis is reached through a relay
 * the test can cut, so an outage is real for the code under test while the machine's Redis runs.
 */

class WrongPassword extends Error {}
const wrongPassword = () => Promise.reject(new WrongPassword('senha errada'));
const rightPassword = async () => 'entrou';

type Outcome = 'entrou' | 'senha errada' | { status: number; body: unknown; retryAfter: number };

describeWithRedis('rate limits shared through Redis', () => {
  const redis = useRedisThroughRelay('limites');
  const { prefix } = redis;
  const instanceA: LimiterSet = new Map();
  const instanceB: LimiterSet = new Map();

  /** A sign-in on one instance, as the route makes it, and what the client would be answered. */
  const signIn = async (instance: LimiterSet, email: string, ip: string, check: () => Promise<string> = wrongPassword, device: string | null = null): Promise<Outcome> => {
    switchLimiters(instance);
    try {
      await withLoginThrottle({ email, ip, device }, check, (error) => error instanceof WrongPassword);
      return 'entrou';
    } catch (error) {
      if (error instanceof WrongPassword) return 'senha errada';
      if (!(error instanceof AppError)) throw error;
      return { status: httpStatusOf(error), body: error.toBody(), retryAfter: Number(httpHeadersOf(error)['Retry-After']) };
    }
  };
  const pairKey = (email: string, ip: string) => `${prefix}:limite:login-conta-endereco:conta:${email}|ip:${ip}`;
  const FIFTEEN_MINUTES = { status: 429, body: { message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' }, retryAfter: expect.any(Number) };

  afterAll(() => switchLimiters());

  it('counts in Redis under the prefix, with the window as expiry; a count given back to zero leaves no key', async () => {
    switchLimiters(instanceA);
    const probe = limiter('teste', { points: 2, durationSeconds: 60 });
    expect(await probe.take('k')).toMatchObject({ allowed: true, consumed: 1 });
    expect(await redis.raw.get(`${prefix}:limite:teste:k`)).toBe('1');
    const ttl = await redis.raw.pTTL(`${prefix}:limite:teste:k`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(await probe.waitMs('k')).toBe(0);
    await probe.take('k');
    expect(await probe.waitMs('k')).toBeGreaterThan(55_000);
    await probe.giveBack('k');
    await probe.giveBack('k');
    expect(await redis.raw.exists(`${prefix}:limite:teste:k`)).toBe(0);
  });

  it('5 wrong passwords spread over A and B: the 6th attempt, on either, is 429 with the exact message', async () => {
    const email = 'ana@sintonia.local';
    const ip = '198.51.100.20';
    for (const instance of [instanceA, instanceB, instanceA, instanceB, instanceA]) expect(await signIn(instance, email, ip)).toBe('senha errada');
    expect(await redis.raw.get(pairKey(email, ip))).toBe('5');

    const refused = await signIn(instanceB, email, ip, rightPassword);
    expect(refused).toEqual(FIFTEEN_MINUTES);
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(14 * 60);
    expect((refused as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await signIn(instanceA, email, ip, rightPassword)).toEqual(FIFTEEN_MINUTES);
    // A refusal is not counted; another address still signs in, and the success clears the account.
    expect(await redis.raw.get(pairKey(email, ip))).toBe('5');
    expect(await signIn(instanceA, email, '198.51.100.21', rightPassword)).toBe('entrou');
  });

  it("past 10 failures of one account from several addresses over A and B, the account's back-off holds on both", async () => {
    const email = 'edu@sintonia.local';
    for (let i = 0; i < 10; i += 1) expect(await signIn(i % 2 ? instanceB : instanceA, email, `192.0.2.${i}`)).toBe('senha errada');
    const oneSecond = { status: 429, body: { message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' }, retryAfter: 1 };
    expect(await signIn(instanceA, email, '192.0.2.50', rightPassword)).toEqual(oneSecond);
    expect(await signIn(instanceB, email, '192.0.2.51', rightPassword)).toEqual(oneSecond);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await signIn(instanceB, email, '192.0.2.51', rightPassword)).toBe('entrou');
    // The success cleared the account everywhere: no wait on A either.
    expect(await signIn(instanceA, email, '192.0.2.50', rightPassword)).toBe('entrou');
  });

  it("an account locked over A and B still lets its owner's known device in on either; the device's own limit is shared too", async () => {
    const email = 'dora@sintonia.local';
    const locked = { status: 429, body: { message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' }, retryAfter: 1 };
    for (let i = 0; i < 10; i += 1) expect(await signIn(i % 2 ? instanceB : instanceA, email, `192.0.3.${i}`)).toBe('senha errada');
    expect(await signIn(instanceA, email, '192.0.3.50', rightPassword)).toEqual(locked);
    expect(await signIn(instanceB, email, '192.0.3.50', rightPassword, 'aparelho-da-dora')).toBe('entrou');
    expect(await signIn(instanceA, email, '192.0.3.50', rightPassword, 'aparelho-da-dora')).toBe('entrou');
    // Her success did not unlock the account for unknown devices.
    expect(await signIn(instanceB, email, '192.0.3.51', rightPassword)).toEqual(locked);
    // The admins' list reads the lockout from Redis on either instance.
    switchLimiters(instanceB);
    const until = (await accountLockedUntil(email))?.getTime() ?? 0;
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

    // Ten failures of one device spread over A and B: the eleventh attempt, on either, is an unknown device's.
    for (let i = 0; i < 10; i += 1) expect(await signIn(i % 2 ? instanceB : instanceA, email, '192.0.3.60', wrongPassword, 'roubado')).toBe('senha errada');
    expect(await redis.raw.get(`${prefix}:limite:login-aparelho:aparelho:roubado`)).toBe('10');
    expect(await signIn(instanceA, email, '192.0.3.60', rightPassword, 'roubado')).toEqual(locked);
    expect(await signIn(instanceB, email, '192.0.3.60', rightPassword, 'roubado')).toEqual(locked);

    // An admin's unlock on B frees the account on A.
    switchLimiters(instanceB);
    await unlockAccount(email);
    switchLimiters(instanceA);
    expect(await accountLockedUntil(email)).toBeNull();
    expect(await signIn(instanceA, email, '192.0.3.52', rightPassword)).toBe('entrou');
  });

  it('20 votes per poll and address over A and B, then 429 MUITOS_VOTOS, logged by one instance once', async () => {
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    for (let i = 0; i < 20; i += 1) {
      switchLimiters(i % 2 ? instanceB : instanceA);
      await countVote(77, '198.51.100.30', log);
    }
    for (const instance of [instanceA, instanceB]) {
      switchLimiters(instance);
      const refused = await countVote(77, '198.51.100.30', log).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).toBody()).toEqual({ message: 'Muitos votos deste endereço nesta enquete. Tente novamente em 10 minutos.', codigo: 'MUITOS_VOTOS' });
      expect(httpStatusOf(refused as AppError)).toBe(429);
    }
    expect(lines).toEqual(['[enquetes] limite de votos atingido: enquete 77, endereço 198.51.100.30 (20 votos em 10 min)']);
  });

  it('with Redis down every attempt is still answered and limited in its instance; once back, counting is shared again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      redis.relay.cut();
      await eventually(() => isRedisReady(sharedRedis()), (ready) => !ready);

      const email = 'bia@sintonia.local';
      const ip = '198.51.100.40';
      const started = Date.now();
      for (let i = 0; i < 5; i += 1) expect(await signIn(instanceA, email, ip)).toBe('senha errada');
      expect(await signIn(instanceA, email, ip, rightPassword)).toEqual(FIFTEEN_MINUTES);
      expect(Date.now() - started).toBeLessThan(1_000);
      // A's count is A's alone meanwhile: B has not seen these attempts, and Redis has not either.
      expect(await signIn(instanceB, email, ip)).toBe('senha errada');
      expect(await redis.raw.exists(pairKey(email, ip))).toBe(0);

      redis.relay.restore();
      await eventually(() => isRedisReady(sharedRedis()), Boolean);

      const other = 'caio@sintonia.local';
      for (const instance of [instanceB, instanceA, instanceB, instanceA, instanceB]) expect(await signIn(instance, other, ip)).toBe('senha errada');
      expect(await redis.raw.get(pairKey(other, ip))).toBe('5');
      expect(await signIn(instanceA, other, ip, rightPassword)).toEqual(FIFTEEN_MINUTES);
    } finally {
      redis.relay.restore();
      warn.mockRestore();
    }
  });
});
