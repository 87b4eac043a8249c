import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { getSecrets } from '../env';

/*
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * once signed in to an account keeps a signed cookie naming that account and a random nonce. Its
 * later sign-ins to that account skip the account's lockout, which a stranger can trigger, and are
 * limited per device instead (lib/server/auth/rate-limit.ts). Nobody can forge one for an account
 * without its password: the signature is an HMAC under a key derived from the auth secret.
 */

export const DEVICE_COOKIE_NAME = 'sintonia_aparelho';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Both sign-in doors are under /api (/api/v1/auth/login and next-auth's /api/auth): pages never carry it. */
export const DEVICE_COOKIE_PATH = '/api';

const ISSUER = 'sintonia';
const AUDIENCE = 'aparelho-de-login';

let derived: { secret: string; key: Uint8Array } | null = null;

/** Its own key, so neither an access token nor a session cookie can pass for a device cookie. */
function key(): Uint8Array {
  const { authSecret } = getSecrets();
  if (derived?.secret !== authSecret) derived = { secret: authSecret, key: createHmac('sha256', authSecret).update('sintonia/aparelho-de-login').digest() };
  return derived.key;
}

/** The e-mail as sign-in limits and device cookies compare it. */
export function normalizeLoginEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new device cookie's value for the account: a fresh nonce on every successful sign-in. */
export function issueDeviceCookie(email: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(normalizeLoginEmail(email))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_COOKIE_MAX_AGE_SECONDS}s`)
    .sign(key());
}

/** The device's nonce when the cookie is genuine, unexpired and names this account; else null. */
export async function trustedDeviceNonce(cookie: string | null | undefined, email: string): Promise<string | null> {
  if (!cookie || cookie.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(cookie, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (payload.sub !== normalizeLoginEmail(email) || typeof payload.jti !== 'string' || !payload.jti) return null;
    return payload.jti;
  } catch {
    return null;
  }
}

/** The cookie's attributes; Secure whenever the visitor came over https. */
export function deviceCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: 'Lax', secure, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS } as const;
}

/** The device cookie's value in a Cookie request header, or null. */
export function deviceCookieFromHeader(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === DEVICE_COOKIE_NAME) return part.slice(index + 1).trim() || null;
  }
  return null;
}

/** Whether a Set-Cookie line sets the device cookie (the one line next-auth relays to the browser). */
export function setsDeviceCookie(setCookie: string): boolean {
  return setCookie.trimStart().startsWith(`${DEVICE_COOKIE_NAME}=`);
}
