import 'server-only';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { loginSchema } from '@/lib/schemas/auth';
import { bearerToken, requireUser, type ApiContext, type ApiEnv } from '../context';
import { AppError } from '@/lib/server/errors';
import { BODY_LIMITS } from '../body';
import { parseJsonBody } from '../query';
import { login, renewAccessToken } from '../../services/auth';
import { recordLog } from '../../services/audit-log';
import { logs } from '../../db/schema';
import type { Database } from '../../db/client';
import { withLoginThrottle } from '../../auth/rate-limit';
import { DEVICE_COOKIE_NAME, deviceCookieOptions, issueDeviceCookie, trustedDeviceNonce } from '../../auth/device-cookie';
import { recordAccountLockout } from '../../services/login-lockouts';
import { env } from '../../env';

/** Session events are a trail, not the point of the request: a failed log write never fails a sign-in. */
async function logQuietly(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    console.error('[auth] não foi possível registrar o evento de sessão', error);
  }
}

// 'falha-login' is not one of the write actions recordLog knows; the row has the same shape.
function recordFailedLogin(db: Database, email: string, ip: string | null) {
  return db.insert(logs).values({ usuarioId: null, acao: 'falha-login', entidade: 'usuario', detalhes: { email }, ip });
}

/**
 * Whether the visitor came over https, so the device cookie is Secure: this request's own scheme,
 * the proxy's (or next-auth's, relaying the browser's) X-Forwarded-Proto, or an https SITE_URL.
 * A forged header can only make the sender's own cookie Secure.
 */
function overHttps(c: ApiContext): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https') return true;
  return env.siteUrl?.startsWith('https://') ?? false;
}

export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => {
    const input = await parseJsonBody(c, loginSchema, { maxBytes: BODY_LIMITS.small });
    const db = c.get('db');
    const ip = c.get('ip');
    // A browser that signed in to this account before is exempt from its lockout (device cookies).
    const device = await trustedDeviceNonce(getCookie(c, DEVICE_COOKIE_NAME), input.email);
    const isWrongPassword = (error: unknown) => error instanceof AppError && error.kind === 'unauthenticated';
    let result: Awaited<ReturnType<typeof login>>;
    try {
      result = await withLoginThrottle({ email: input.email, ip, device }, () => login(db, input), isWrongPassword, {
        onAccountLocked: (lockout) => logQuietly(() => recordAccountLockout(db, lockout, ip)),
      });
    } catch (error) {
      if (isWrongPassword(error)) await logQuietly(() => recordFailedLogin(db, input.email.toLowerCase(), ip));
      throw error;
    }
    const usuarioId = result.usuario.id;
    await logQuietly(() => recordLog(db, { usuarioId, acao: 'entrar', entidade: 'usuario', entidadeId: usuarioId, ip }));
    setCookie(c, DEVICE_COOKIE_NAME, await issueDeviceCookie(input.email), deviceCookieOptions(overHttps(c)));
    return c.json(result);
  })
  .get('/auth/me', requireUser(), (c) => c.json(c.get('user')))
  // The panel renews its token while in use (lib/admin/session-renewal.ts): { accessToken, usuario }.
  // The service checks the token itself (one verification, one read of the user).
  .post('/auth/renovar', async (c) => c.json(await renewAccessToken(c.get('db'), bearerToken(c.req.header('authorization')))))
  // The token itself stays valid until it expires (the panel forgets it); the call leaves the 'sair' trail.
  .post('/auth/logout', requireUser(), async (c) => {
    const user = c.get('user');
    await logQuietly(() => recordLog(c.get('db'), { usuarioId: user.id, acao: 'sair', entidade: 'usuario', entidadeId: user.id, ip: c.get('ip') }));
    return c.body(null, 204);
  });
