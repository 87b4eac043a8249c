import 'server-only';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import type { Actor, AuthUser } from '../services/auth';
import type { Papel } from '../auth/tokens';
import { authenticateToken } from '../services/auth';
import { forbidden, unauthorized } from '@/lib/server/errors';

export type ApiEnv = {
  Variables: {
    db: Database;
    ip: string | null;
    user: AuthUser;
  };
};

export type ApiContext = Context<ApiEnv>;

/** Who is acting and from where: what the staff services take for their checks and audit log. */
export function actorOf(c: ApiContext): Actor {
  return { user: c.get('user'), ip: c.get('ip') };
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

/** The staff guard: a valid, current token, and when roles are given, one of them. */
export function requireUser(...roles: Papel[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw unauthorized('Autenticação necessária.');
    const user = await authenticateToken(c.get('db'), token);
    if (!user) throw unauthorized();
    if (roles.length > 0 && !roles.includes(user.papel)) throw forbidden();
    c.set('user', user);
    await next();
  };
}
