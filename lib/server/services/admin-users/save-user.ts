import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { endsSessions } from '@/lib/domain/users';
import type { AdminUserRecord, UpdateUserInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { assertRole } from '@/lib/server/errors';
import { recordLog, type LogAction } from '../audit-log';
import type { Actor } from '../auth';
import { lockAndGuard, type LockedRow } from './lock-and-guard';
import { diff, emailConflict, emailTaken, loadUser, mapConstraintError, USERS_ADMIN_ONLY_MESSAGE } from './shared';

/** The one write of an account by an admin (PUT and the active switch), under lockAndGuard. */
export async function saveUser(db: Database, actor: Actor, id: number, next: (current: LockedRow) => UpdateUserInput): Promise<AdminUserRecord> {
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
