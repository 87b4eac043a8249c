import { SignJWT } from 'jose';
import { getSecrets } from '../../env';
import { signAccessToken } from '../tokens';
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieFromHeader,
  deviceCookieOptions,
  issueDeviceCookie,
  setsDeviceCookie,
  trustedDeviceNonce,
} from '../device-cookie';

jest.mock('server-only', () => ({}));

const ANA = 'ana@sintonia.local';

/** The cookie with its payload replaced, the signature kept: what a tamperer can do without the key. */
function withPayload(cookie: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = cookie.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

afterEach(() => jest.useRealTimers());

describe('device cookies', () => {
  it("name the account and a fresh random nonce, and are trusted for that account only (e-mail compared as sign-in does)", async () => {
    const cookie = await issueDeviceCookie(' Ana@Sintonia.local ');
    const nonce = await trustedDeviceNonce(cookie, ANA);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await trustedDeviceNonce(cookie, 'ANA@sintonia.local')).toBe(nonce);
    expect(await trustedDeviceNonce(cookie, 'bia@sintonia.local')).toBeNull();
    const again = await issueDeviceCookie(ANA);
    expect(await trustedDeviceNonce(again, ANA)).not.toBe(nonce);
  });

  it.each<[string, () => Promise<string | null | undefined>]>([
    ['no cookie', async () => null],
    ['an empty cookie', async () => ''],
    ['garbage', async () => 'nao-e-um-cookie'],
    ['a cookie over 1 KB', async () => `${await issueDeviceCookie(ANA)}${'a'.repeat(1024)}`],
    ["another account's cookie rewritten to name Ana", async () => withPayload(await issueDeviceCookie('bia@sintonia.local'), (claims) => (claims.sub = ANA))],
    ["Ana's cookie with another nonce", async () => withPayload(await issueDeviceCookie(ANA), (claims) => (claims.jti = 'outro-nonce'))],
    ["Ana's cookie with its signature changed", async () => {
      const cookie = await issueDeviceCookie(ANA);
      return `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
    }],
    ['an access token of the API (same secret, not the device key)', async () => signAccessToken({ userId: 1, papel: 'admin', tokenVersion: 0 })],
    ['the same claims signed with the auth secret itself', async () =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(ANA)
        .setJti('abc')
        .setIssuer('sintonia')
        .setAudience('aparelho-de-login')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(getSecrets().authSecret))],
    ["Ana's cookie without its audience", async () => withPayload(await issueDeviceCookie(ANA), (claims) => delete claims.aud)],
  ])('%s gives no trust', async (_name, cookie) => {
    expect(await trustedDeviceNonce(await cookie(), ANA)).toBeNull();
  });

  it('expire after a year', async () => {
    const cookie = await issueDeviceCookie(ANA);
    const now = Date.now();
    const at = (seconds: number) => jest.useFakeTimers({ now: now + seconds * 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
    at(DEVICE_COOKIE_MAX_AGE_SECONDS - 60);
    expect(await trustedDeviceNonce(cookie, ANA)).not.toBeNull();
    at(DEVICE_COOKIE_MAX_AGE_SECONDS + 60);
    expect(await trustedDeviceNonce(cookie, ANA)).toBeNull();
  });

  it('are HttpOnly, SameSite=Lax, under /api, for a year, Secure as asked', () => {
    expect(deviceCookieOptions(true)).toEqual({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api', maxAge: 365 * 24 * 60 * 60 });
    expect(deviceCookieOptions(false).secure).toBe(false);
  });

  it.each([
    ['sintonia_aparelho=abc.def.ghi', 'abc.def.ghi'],
    ['next-auth.session-token=x; sintonia_aparelho=abc.def.ghi; outro=1', 'abc.def.ghi'],
    ['xsintonia_aparelho=abc; sintonia_aparelhox=def', null],
    ['sintonia_aparelho=', null],
    ['', null],
  ])('are read from the Cookie header %j', (header, value) => {
    expect(deviceCookieFromHeader(header)).toBe(value);
  });

  it.each([
    ['sintonia_aparelho=abc; Max-Age=31536000; Path=/api; HttpOnly; SameSite=Lax', true],
    ['next-auth.session-token=abc; Path=/', false],
  ])('setsDeviceCookie(%j) = %s', (line, expected) => {
    expect(setsDeviceCookie(line)).toBe(expected);
  });
});
