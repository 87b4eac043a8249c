import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { getSecrets } from '../env';

export type Papel = 'admin' | 'editor' | 'autor';
export type AccessTokenClaims = { userId: number; papel: Papel; tokenVersion: number };

const ISSUER = 'sintonia';
export const ACCESS_TOKEN_TTL_SECONDS = 12 * 60 * 60;

function key(): Uint8Array {
  return new TextEncoder().encode(getSecrets().authSecret);
}

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ papel: claims.papel, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
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
    return { userId, papel, tokenVersion };
  } catch {
    return null;
  }
}
