import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput } from '@/lib/schemas/auth';
import type { Database } from '../db/client';
import { usuarios } from '../db/schema';
import { assertHashingRoom, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { nowSeconds, readAccessToken, SESSION_MAX_SECONDS, signAccessToken, type Papel } from '../auth/tokens';
import { AppError, unauthorized } from '@/lib/server/errors';

export type AuthUser = { id: number; nome: string; email: string; papel: Papel; avatar: string | null; ativo: boolean };

/** The acting staff member and their address, as the staff services take it. */
export type Actor = { user: AuthUser; ip: string | null };

export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas';

function toAuthUser(row: typeof usuarios.$inferSelect): AuthUser {
  return { id: row.id, nome: row.nome, email: row.email, papel: row.papel, avatar: row.avatar, ativo: row.ativo };
}

/**
 * One answer for unknown e-mails, wrong passwords and inactive accounts, in about the same time:
 * each costs one check of a hash (an unknown e-mail, the dummy's). When the hashing line is full
 * the attempt is refused (503) before the account is even read.
 */
export async function login(db: Database, input: LoginInput) {
  assertHashingRoom();
  const [user] = await db
    .select()
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.email})`, input.email.toLowerCase()))
    .limit(1);
  const valid = user ? await verifyPassword(user.senhaHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid || !user.ativo) throw new AppError('unauthenticated', 'CREDENCIAIS_INVALIDAS', INVALID_CREDENTIALS_MESSAGE);

  await db.update(usuarios).set({ ultimoAcessoEm: new Date() }).where(eq(usuarios.id, user.id));
  const accessToken = await signAccessToken({ userId: user.id, papel: user.papel, tokenVersion: user.tokenVersion });
  return { accessToken, usuario: toAuthUser(user) };
}

/** The claims' user, only while active and while the token's version is current. */
async function currentUser(db: Database, claims: { userId: number; tokenVersion: number }): Promise<AuthUser | null> {
  const [user] = await db.select().from(usuarios).where(eq(usuarios.id, claims.userId)).limit(1);
  if (!user || !user.ativo || user.tokenVersion !== claims.tokenVersion) return null;
  return toAuthUser(user);
}

/** The token's user, only while active and while the token's version is current. */
export async function authenticateToken(db: Database, token: string): Promise<AuthUser | null> {
  const claims = await readAccessToken(token);
  return claims ? currentUser(db, claims) : null;
}

export const SESSION_LIMIT_MESSAGE = 'Sua sessão chegou ao limite de 7 dias. Entre novamente.';

/**
 * A fresh token for a session in use (the panel asks while its editor works), so that a
 * morning sign-in still saves in the evening. It continues the same sign-in: refused once that is
 * SESSION_MAX_SECONDS old, and whenever the token itself is no longer accepted.
 */
export async function renewAccessToken(db: Database, token: string | null, now = nowSeconds()) {
  if (!token) throw unauthorized('Autenticação necessária.');
  const claims = await readAccessToken(token);
  const user = claims ? await currentUser(db, claims) : null;
  if (!claims || !user) throw unauthorized();
  if (now - claims.sessionStartedAt > SESSION_MAX_SECONDS) throw new AppError('unauthenticated', 'SESSAO_ENCERRADA', SESSION_LIMIT_MESSAGE);
  const accessToken = await signAccessToken({ userId: user.id, papel: user.papel, tokenVersion: claims.tokenVersion, sessionStartedAt: claims.sessionStartedAt });
  return { accessToken, usuario: user };
}
