import 'server-only';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LockedAccountList } from '@/lib/schemas/users';
import type { Database } from '../db/client';
import { logs, usuarios } from '../db/schema';
import { assertRole, notFound } from '@/lib/server/errors';
import { ACCOUNT_LOCK_MAX_MS, accountLockedUntil, unlockAccount, type AccountLockout } from '../auth/rate-limit';
import { recordLog } from './audit-log';
import { USER_NOT_FOUND_MESSAGE, USERS_ADMIN_ONLY_MESSAGE } from './admin-users';
import type { Actor } from './auth';

/*
 * Accounts locked by wrong passwords (lib/server/auth/rate-limit.ts): the lockout leaves a 'bloquear'
 * entry in the audit log, and the admins see which accounts are locked now and may lift a lockout.
 * The counters live in the limiter stores, which cannot be listed: the log says which accounts to
 * ask about, the limiter says whether each is still locked and until when.
 */

export const ACCOUNT_UNLOCKED_MESSAGE = 'Conta desbloqueada. Ela já pode entrar de qualquer aparelho.';

async function staffAccountByEmail(db: Pick<Database, 'select'>, email: string) {
  const [user] = await db
    .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email })
    .from(usuarios)
    .where(eq(sql`lower(${usuarios.email})`, email.toLowerCase()))
    .limit(1);
  return user ?? null;
}

/** The log entry of a lockout; e-mails of no account (someone guessing addresses) leave none. */
export async function recordAccountLockout(db: Database, lockout: AccountLockout, ip: string | null): Promise<void> {
  const user = await staffAccountByEmail(db, lockout.email);
  if (!user) return;
  await recordLog(db, {
    usuarioId: null,
    acao: 'bloquear',
    entidade: 'usuario',
    entidadeId: user.id,
    detalhes: { nome: user.nome, email: lockout.email, tentativas: lockout.failures, ate: lockout.until.toISOString() },
    ip,
  });
}

/** The accounts locked now, soonest unlocked first (admins only). */
export async function listLockedAccounts(db: Database, actor: Actor, now: Date = new Date()): Promise<LockedAccountList> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const since = new Date(now.getTime() - ACCOUNT_LOCK_MAX_MS);
  const emails = await db
    .selectDistinct({ email: sql<string>`lower(${logs.detalhes}->>'email')` })
    .from(logs)
    .where(and(eq(logs.acao, 'bloquear'), eq(logs.entidade, 'usuario'), gte(logs.criadoEm, since)));
  const locked = (
    await Promise.all(emails.map(async ({ email }) => ({ email, until: email ? await accountLockedUntil(email) : null })))
  ).filter((entry): entry is { email: string; until: Date } => entry.until !== null);
  if (locked.length === 0) return { dados: [] };

  const accounts = await db
    .select({ id: usuarios.id, nome: usuarios.nome, email: sql<string>`lower(${usuarios.email})` })
    .from(usuarios)
    .where(inArray(sql`lower(${usuarios.email})`, locked.map((entry) => entry.email)));
  const byEmail = new Map(accounts.map((account) => [account.email, account]));
  const dados = locked
    .flatMap(({ email, until }) => {
      const account = byEmail.get(email);
      return account ? [{ id: account.id, nome: account.nome, email, bloqueadaAte: until.toISOString() }] : [];
    })
    .sort((a, b) => a.bloqueadaAte.localeCompare(b.bloqueadaAte) || a.id - b.id);
  return { dados };
}

/** An admin lifts an account's lockout: it signs in from any device again at once. */
export async function unlockUser(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const [user] = await db.select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email }).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  await unlockAccount(user.email);
  await recordLog(db, { usuarioId: actor.user.id, acao: 'desbloquear', entidade: 'usuario', entidadeId: id, detalhes: { nome: user.nome, email: user.email.toLowerCase() }, ip: actor.ip });
}
