import 'server-only';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { getSecrets } from '../env';

export type Papel = 'admin' | 'editor' | 'autor';
/** sessionStartedAt: when the sign-in that this token continues happened (seconds since the epoch). */
export type AccessTokenClaims = { userId: number; papel: Papel; tokenVersion: number; sessionStartedAt: number };

const ISSUER = 'sintonia';
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** A sign-in lasts this long at most, however often the panel renews its token while in use. */
export const SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function key(): Uint8Array {
  return new TextEncoder().encode(getSecrets().authSecret);
}

/**
 * A token for the claims; a new sign-in when sessionStartedAt is not given. Its random id makes
 * every token issued distinct: two sign-ins (two devices) or renewals in the same second included.
 */
export async function signAccessToken(claims: Omit<AccessTokenClaims, 'sessionStartedAt'> & { sessionStartedAt?: number }): Promise<string> {
  return new SignJWT({ papel: claims.papel, tv: claims.tokenVersion, ss: claims.sessionStartedAt ?? nowSeconds() })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomBytes(16).toString('base64url'))
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key());
}

/** Checks signature, issuer and expiry only; whether the user may still use it is the caller's check. */
export async function readAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const papel = payload.papel;
    const tokenVersion = payload.tv;
    if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
    if (papel !== 'admin' && papel !== 'editor' && papel !== 'autor') return null;
    // Tokens from before renewal existed carry no 'ss': their sign-in is their issue time.
    const sessionStartedAt = typeof payload.ss === 'number' ? payload.ss : (payload.iat ?? 0);
    return { userId, papel, tokenVersion, sessionStartedAt };
  } catch {
    return null;
  }
}
