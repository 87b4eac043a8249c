import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AdminUserRecord } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { logs, postagens, usuarios } from '../../db/schema';
import { AppError } from '@/lib/server/errors';
import { constraintViolation } from '../../db/constraint-violation';

/*
 * Staff accounts, one operation per file in this folder; this file holds what they share. Admins
 * manage every account; anyone signed in manages their own profile and password. The route
 * checks the role and so does every function here. Changes that must end an account's sessions
 * (deactivation, a new papel, a new password) bump its tokenVersion: authenticateToken refuses
 * every token signed with an older one at once.
 *
 * The admin guards (no self-demotion, the last active admin stays) are decided under row locks
 * taken in one transaction (lock-and-guard.ts), so two admins demoting each other at the same
 * moment cannot both win. Passwords never reach a log or an answer.
 */

export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está em uso por outro usuário.';
export const USERS_ADMIN_ONLY_MESSAGE = 'Apenas administradores podem gerenciar usuários.';
export const ACTOR_NO_LONGER_ADMIN_MESSAGE = 'Sua conta não tem mais permissão para gerenciar usuários. Entre novamente.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta.';
export const SAME_PASSWORD_MESSAGE = 'A nova senha deve ser diferente da atual.';
export const INVALID_FIELDS_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';

const postCount = sql<number>`(select count(*)::int from ${postagens} where ${postagens}.autor_id = ${usuarios}.id)`;
// History entries: an account that ever used the panel cannot be deleted (accountInUseMessage).
const logCount = sql<number>`(select count(*)::int from ${logs} where ${logs}.usuario_id = ${usuarios}.id)`;

export const columns = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  papel: usuarios.papel,
  ativo: usuarios.ativo,
  avatar: usuarios.avatar,
  ultimoAcessoEm: usuarios.ultimoAcessoEm,
  criadoEm: usuarios.criadoEm,
  atualizadoEm: usuarios.atualizadoEm,
  postagens: postCount,
  registros: logCount,
};

function selectUsers(db: Pick<Database, 'select'>) {
  return db.select(columns).from(usuarios);
}

export type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An account as the staff API answers it: never the password hash nor the token version. */
export function toAdminUser(row: UserRow): AdminUserRecord {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    ativo: row.ativo,
    avatar: row.avatar,
    ultimoAcessoEm: iso(row.ultimoAcessoEm),
    criadoEm: iso(row.criadoEm)!,
    atualizadoEm: iso(row.atualizadoEm)!,
    _count: { postagens: Number(row.postagens), registros: Number(row.registros) },
  };
}

export function emailConflict(): AppError {
  return new AppError('conflict', 'EMAIL_EM_USO', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}

export function mapConstraintError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique' && violation.constraint.includes('email')) throw emailConflict();
  throw error;
}

export async function emailTaken(db: Pick<Database, 'select'>, email: string, ignoreId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(sql`lower(${usuarios.email})`, email.toLowerCase()), ignoreId === null ? undefined : ne(usuarios.id, ignoreId)))
    .limit(1);
  return Boolean(row);
}

export async function loadUser(db: Pick<Database, 'select'>, id: number): Promise<AdminUserRecord | null> {
  const [row] = await selectUsers(db).where(eq(usuarios.id, id)).limit(1);
  return row ? toAdminUser(row) : null;
}

export type Profile = { nome: string; email: string; avatar: string | null };
type Changes = Record<string, { de: unknown; para: unknown }>;

export function diff<T extends Record<string, unknown>>(before: T, after: T, keys: readonly (keyof T & string)[]): Changes {
  const changes: Changes = {};
  for (const key of keys) if (before[key] !== after[key]) changes[key] = { de: before[key], para: after[key] };
  return changes;
}
