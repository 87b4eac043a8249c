import 'server-only';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { accountChangeRefusal, accountInUseMessage, endsSessions, type AccountChange } from '@/lib/domain/users';
import type {
  AdminUserList,
  AdminUserRecord,
  ChangeOwnPasswordInput,
  CreateUserInput,
  ResetPasswordInput,
  UpdateProfileInput,
  UpdateUserInput,
  UserListQuery,
} from '@/lib/schemas/users';
import type { Database, Tx } from '../db/client';
import { logs, postagens, usuarios } from '../db/schema';
import { AppError, assertRole, badRequest, forbidden, notFound } from '@/lib/server/errors';
import { containsPattern, pageMeta } from './paging';
import { hashPassword, verifyPassword } from '../auth/password';
import { signAccessToken } from '../auth/tokens';
import { recordLog, type LogAction } from './audit-log';
import { constraintViolation } from '../db/constraint-violation';
import type { Actor, AuthUser } from './auth';

/*
 * Staff accounts. Admins manage every account; anyone signed in manages their own
 * profile and password. The route checks the role and so does every function here. Changes that
 * must end an account's sessions (deactivation, a new papel, a new password) bump its
 * tokenVersion: authenticateToken refuses every token signed with an older one at once.
 *
 * The admin guards (no self-demotion, the last active admin stays) are decided under row locks
 * taken in one transaction, so two admins demoting each other at the same moment cannot both win.
 * Passwords never reach a log or an answer.
 */


export const USER_NOT_FOUND_MESSAGE = 'Usuário não encontrado.';
export const EMAIL_TAKEN_MESSAGE = 'Este e-mail já está em uso por outro usuário.';
export const USERS_ADMIN_ONLY_MESSAGE = 'Apenas administradores podem gerenciar usuários.';
export const ACTOR_NO_LONGER_ADMIN_MESSAGE = 'Sua conta não tem mais permissão para gerenciar usuários. Entre novamente.';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'A senha atual está incorreta.';
export const SAME_PASSWORD_MESSAGE = 'A nova senha deve ser diferente da atual.';
const INVALID_FIELDS_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';

const postCount = sql<number>`(select count(*)::int from ${postagens} where ${postagens}.autor_id = ${usuarios}.id)`;
// History entries: an account that ever used the panel cannot be deleted (accountInUseMessage).
const logCount = sql<number>`(select count(*)::int from ${logs} where ${logs}.usuario_id = ${usuarios}.id)`;

const columns = {
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

type UserRow = {
  id: number;
  nome: string;
  email: string;
  papel: AuthUser['papel'];
  ativo: boolean;
  avatar: string | null;
  ultimoAcessoEm: Date | string | null;
  criadoEm: Date | string;
  atualizadoEm: Date | string;
  postagens: number;
  registros: number;
};

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An account as the staff API answers it: never the password hash nor the token version. */
function toAdminUser(row: UserRow): AdminUserRecord {
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

function emailConflict(): AppError {
  return new AppError('conflict', 'EMAIL_EM_USO', EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
}

function mapConstraintError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique' && violation.constraint.includes('email')) throw emailConflict();
  throw error;
}

async function emailTaken(db: Pick<Database, 'select'>, email: string, ignoreId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(sql`lower(${usuarios.email})`, email.toLowerCase()), ignoreId === null ? undefined : ne(usuarios.id, ignoreId)))
    .limit(1);
  return Boolean(row);
}

async function loadUser(db: Pick<Database, 'select'>, id: number): Promise<AdminUserRecord | null> {
  const [row] = await db.select(columns).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  return row ? toAdminUser(row as UserRow) : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listUsers(db: Database, actor: Actor, query: UserListQuery): Promise<AdminUserList> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const { busca, limite, pagina } = query;
  const conditions: SQL[] = [];
  if (busca) {
    const pattern = containsPattern(busca);
    conditions.push(
      or(sql`sintonia_unaccent(${usuarios.nome}) ilike sintonia_unaccent(${pattern})`, sql`${usuarios.email} ilike ${pattern}`)!,
    );
  }
  if (query.papel) conditions.push(eq(usuarios.papel, query.papel));
  if (query.ativo !== undefined) conditions.push(eq(usuarios.ativo, query.ativo));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(usuarios)
      .where(where)
      // Active accounts first, then by name: the people working today lead the list.
      .orderBy(desc(usuarios.ativo), asc(sql`lower(${usuarios.nome})`), asc(usuarios.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(usuarios).where(where),
  ]);
  return {
    dados: rows.map((row) => toAdminUser(row as UserRow)),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}

export async function getUser(db: Database, actor: Actor, id: number): Promise<AdminUserRecord> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const user = await loadUser(db, id);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}

// ---------------------------------------------------------------------------------------------
// Guards under lock

type LockedRow = { id: number; nome: string; email: string; papel: AuthUser['papel']; ativo: boolean; avatar: string | null };

/**
 * Locks every admin row plus the actor's and the target's (in id order, so concurrent callers
 * queue instead of deadlocking), re-checks that the actor is still an active admin, and refuses
 * the change when a guard says so. Returns the target's current row.
 */
async function lockAndGuard(tx: Tx, actor: Actor, targetId: number, changeFor: (target: LockedRow) => AccountChange): Promise<LockedRow> {
  const rows: LockedRow[] = await tx
    .select({ id: usuarios.id, nome: usuarios.nome, email: usuarios.email, papel: usuarios.papel, ativo: usuarios.ativo, avatar: usuarios.avatar })
    .from(usuarios)
    .where(or(eq(usuarios.papel, 'admin'), inArray(usuarios.id, [targetId, actor.user.id])))
    .orderBy(asc(usuarios.id))
    .for('update');
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw notFound(USER_NOT_FOUND_MESSAGE);
  // The token was checked before the transaction; another admin may have demoted or deactivated the actor since.
  const me = rows.find((row) => row.id === actor.user.id);
  if (!me || !me.ativo || me.papel !== 'admin') throw forbidden(ACTOR_NO_LONGER_ADMIN_MESSAGE);
  const activeAdmins = rows.filter((row) => row.papel === 'admin' && row.ativo).length;
  const refusal = accountChangeRefusal(actor.user.id, target, changeFor(target), activeAdmins);
  if (refusal) throw new AppError(refusal.kind, refusal.codigo, refusal.message);
  return target;
}

// ---------------------------------------------------------------------------------------------
// Writing (admins)

export async function createUser(db: Database, actor: Actor, input: CreateUserInput): Promise<AdminUserRecord> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const senhaHash = await hashPassword(input.senha);
  const id = await db
    .transaction(async (tx) => {
      if (await emailTaken(tx, input.email, null)) throw emailConflict();
      const [row] = await tx
        .insert(usuarios)
        .values({ nome: input.nome, email: input.email, papel: input.papel, ativo: input.ativo, avatar: input.avatar, senhaHash })
        .returning({ id: usuarios.id });
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'usuario',
        entidadeId: row.id,
        detalhes: { nome: input.nome, email: input.email, papel: input.papel, ativo: input.ativo },
        ip: actor.ip,
      });
      return row.id;
    })
    .catch(mapConstraintError);
  return (await loadUser(db, id))!;
}

type Profile = { nome: string; email: string; avatar: string | null };
type Changes = Record<string, { de: unknown; para: unknown }>;

function diff<T extends Record<string, unknown>>(before: T, after: T, keys: readonly (keyof T & string)[]): Changes {
  const changes: Changes = {};
  for (const key of keys) if (before[key] !== after[key]) changes[key] = { de: before[key], para: after[key] };
  return changes;
}

/** PUT /usuarios/:id. */
export function updateUser(db: Database, actor: Actor, id: number, input: UpdateUserInput): Promise<AdminUserRecord> {
  return saveUser(db, actor, id, () => input);
}

/** Deactivate or reactivate: the same write with only ativo changed, decided on the locked row. */
export function setUserActive(db: Database, actor: Actor, id: number, ativo: boolean): Promise<AdminUserRecord> {
  return saveUser(db, actor, id, (current) => ({ nome: current.nome, email: current.email, papel: current.papel, avatar: current.avatar, ativo }));
}

async function saveUser(db: Database, actor: Actor, id: number, next: (current: LockedRow) => UpdateUserInput): Promise<AdminUserRecord> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  await db
    .transaction(async (tx) => {
      const current = await lockAndGuard(tx, actor, id, (target) => {
        const input = next(target);
        return { kind: 'atualizar', papel: input.papel, ativo: input.ativo };
      });
      const input = next(current);
      if (await emailTaken(tx, input.email, id)) throw emailConflict();
      const bump = endsSessions(current, input);
      await tx
        .update(usuarios)
        .set({
          nome: input.nome,
          email: input.email,
          papel: input.papel,
          ativo: input.ativo,
          avatar: input.avatar,
          atualizadoEm: new Date(),
          ...(bump ? { tokenVersion: sql`${usuarios.tokenVersion} + 1` } : {}),
        })
        .where(eq(usuarios.id, id));

      const changes = diff<Record<string, unknown>>(current, input, ['nome', 'email', 'papel', 'avatar']);
      const activeChanged = current.ativo !== input.ativo;
      // A deactivation gets its own row so the logs screen can filter it; other edits are one 'atualizar'.
      if (Object.keys(changes).length > 0 || !activeChanged) {
        await recordLog(tx, {
          usuarioId: actor.user.id,
          acao: 'atualizar',
          entidade: 'usuario',
          entidadeId: id,
          detalhes: { nome: input.nome, email: input.email, alteracoes: changes, ...(bump ? { sessoesEncerradas: true } : {}) },
          ip: actor.ip,
        });
      }
      if (activeChanged) {
        const acao: LogAction = input.ativo ? 'reativar' : 'desativar';
        await recordLog(tx, { usuarioId: actor.user.id, acao, entidade: 'usuario', entidadeId: id, detalhes: { nome: input.nome, email: input.email }, ip: actor.ip });
      }
    })
    .catch(mapConstraintError);
  return (await loadUser(db, id))!;
}

/** An admin sets someone else's password: every session of that account ends. */
export async function resetUserPassword(db: Database, actor: Actor, id: number, input: ResetPasswordInput): Promise<void> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const senhaHash = await hashPassword(input.senha);
  await db.transaction(async (tx) => {
    const target = await lockAndGuard(tx, actor, id, () => ({ kind: 'redefinir_senha' }));
    await tx
      .update(usuarios)
      .set({ senhaHash, tokenVersion: sql`${usuarios.tokenVersion} + 1`, atualizadoEm: new Date() })
      .where(eq(usuarios.id, id));
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'redefinir_senha', entidade: 'usuario', entidadeId: id, detalhes: { nome: target.nome, email: target.email }, ip: actor.ip });
  });
}

/**
 * Hard delete, only for an account that never authored a post nor left an audit row (created by
 * mistake, never used). Otherwise 409: deactivation is the way to remove someone's access.
 */
export async function deleteUser(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  await db
    .transaction(async (tx) => {
      const target = await lockAndGuard(tx, actor, id, () => ({ kind: 'excluir' }));
      const [[{ posts }], [{ entries }]] = await Promise.all([
        tx.select({ posts: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.autorId, id)),
        tx.select({ entries: sql<number>`count(*)::int` }).from(logs).where(eq(logs.usuarioId, id)),
      ]);
      const inUse = accountInUseMessage(Number(posts), Number(entries));
      if (inUse) throw new AppError('conflict', 'USUARIO_EM_USO', inUse);
      await tx.delete(usuarios).where(eq(usuarios.id, id));
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'excluir', entidade: 'usuario', entidadeId: id, detalhes: { nome: target.nome, email: target.email, papel: target.papel }, ip: actor.ip });
    })
    .catch(async (error: unknown) => {
      // A post written between the count and the delete: the foreign key refuses; say why.
      if (constraintViolation(error)?.kind === 'foreign-key') {
        const [{ posts }] = await db.select({ posts: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.autorId, id));
        throw new AppError('conflict', 'USUARIO_EM_USO', accountInUseMessage(Number(posts), 0) ?? accountInUseMessage(0, 1)!);
      }
      throw error;
    });
}

// ---------------------------------------------------------------------------------------------
// The signed-in user's own account (any role)

export async function getProfile(db: Database, actor: Actor): Promise<AdminUserRecord> {
  const user = await loadUser(db, actor.user.id);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}

/** Name, e-mail and avatar only: papel and ativo are an admin's decision. */
export async function updateProfile(db: Database, actor: Actor, input: UpdateProfileInput): Promise<AdminUserRecord> {
  const id = actor.user.id;
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ nome: usuarios.nome, email: usuarios.email, avatar: usuarios.avatar })
        .from(usuarios)
        .where(eq(usuarios.id, id))
        .for('update');
      if (!current) throw notFound(USER_NOT_FOUND_MESSAGE);
      if (await emailTaken(tx, input.email, id)) throw emailConflict();
      const next = { nome: input.nome, email: input.email, avatar: input.avatar === undefined ? current.avatar : input.avatar };
      await tx.update(usuarios).set({ ...next, atualizadoEm: new Date() }).where(eq(usuarios.id, id));
      const changes = diff<Profile>(current, next, ['nome', 'email', 'avatar']);
      await recordLog(tx, { usuarioId: id, acao: 'atualizar', entidade: 'usuario', entidadeId: id, detalhes: { nome: input.nome, email: input.email, alteracoes: changes, proprioPerfil: true }, ip: actor.ip });
    })
    .catch(mapConstraintError);
  return (await loadUser(db, id))!;
}

/**
 * The own password, proven by the current one. Every other session of the account ends; the
 * caller's continues with the fresh token returned here.
 */
export async function changeOwnPassword(db: Database, actor: Actor, input: ChangeOwnPasswordInput): Promise<{ accessToken: string; usuario: AuthUser }> {
  const id = actor.user.id;
  const [row] = await db.select({ senhaHash: usuarios.senhaHash }).from(usuarios).where(eq(usuarios.id, id)).limit(1);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  if (!(await verifyPassword(row.senhaHash, input.senhaAtual))) {
    throw badRequest(INVALID_FIELDS_MESSAGE, { senhaAtual: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  if (input.novaSenha === input.senhaAtual) throw badRequest(INVALID_FIELDS_MESSAGE, { novaSenha: SAME_PASSWORD_MESSAGE });
  const senhaHash = await hashPassword(input.novaSenha);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(usuarios)
      .set({ senhaHash, tokenVersion: sql`${usuarios.tokenVersion} + 1`, atualizadoEm: new Date() })
      .where(and(eq(usuarios.id, id), eq(usuarios.ativo, true)))
      .returning();
    // Deactivated between the token check and now: no new token for them.
    if (!saved) throw forbidden('Sua conta foi desativada.');
    await recordLog(tx, { usuarioId: id, acao: 'alterar_senha', entidade: 'usuario', entidadeId: id, detalhes: { nome: saved.nome, email: saved.email }, ip: actor.ip });
    return saved;
  });
  const accessToken = await signAccessToken({ userId: updated.id, papel: updated.papel, tokenVersion: updated.tokenVersion });
  return {
    accessToken,
    usuario: { id: updated.id, nome: updated.nome, email: updated.email, papel: updated.papel, avatar: updated.avatar, ativo: updated.ativo },
  };
}
