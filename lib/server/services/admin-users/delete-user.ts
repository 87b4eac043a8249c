import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { accountInUseMessage } from '@/lib/domain/users';
import type { Database } from '../../db/client';
import { logs, postagens, usuarios } from '../../db/schema';
import { AppError, assertRole } from '@/lib/server/errors';
import { recordLog } from '../audit-log';
import { constraintViolation } from '../../db/constraint-violation';
import type { Actor } from '../auth';
import { lockAndGuard } from './lock-and-guard';
import { USERS_ADMIN_ONLY_MESSAGE } from './shared';

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
