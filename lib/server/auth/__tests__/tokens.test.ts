import { readAccessToken, signAccessToken } from '../tokens';

jest.mock('server-only', () => ({}));

describe('access tokens', () => {
  it('are distinct for the same claims in the same second (a sign-in on a second device is another token), and read back the claims', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00.250Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const claims = { userId: 7, papel: 'editor' as const, tokenVersion: 2, sessionStartedAt: 1_795_000_000 };
      const [first, second] = [await signAccessToken(claims), await signAccessToken(claims)];
      expect(first).not.toBe(second);
      expect(await readAccessToken(first)).toEqual(claims);
      expect(await readAccessToken(second)).toEqual(claims);
    } finally {
      jest.useRealTimers();
    }
  });
});
