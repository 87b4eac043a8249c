import 'server-only';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { accountChangeRefusal, type AccountChange } from '@/lib/domain/users';
import type { Tx } from '../../db/client';
import { usuarios } from '../../db/schema';
import { AppError, forbidden, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { ACTOR_NO_LONGER_ADMIN_MESSAGE, USER_NOT_FOUND_MESSAGE } from './shared';

export type LockedRow = Pick<typeof usuarios.$inferSelect, 'id' | 'nome' | 'email' | 'papel' | 'ativo' | 'avatar'>;

/**
 * Locks every admin row plus the actor's and the target's (in id order, so concurrent callers
 * queue instead of deadlocking), re-checks that the actor is still an active admin, and refuses
 * the change when a guard says so. Returns the target's current row.
 */
export async function lockAndGuard(tx: Tx, actor: Actor, targetId: number, changeFor: (target: LockedRow) => AccountChange): Promise<LockedRow> {
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
