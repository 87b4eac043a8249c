import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ResetPasswordInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { assertRole } from '@/lib/server/errors';
import { hashPassword } from '../../auth/password';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { lockAndGuard } from './lock-and-guard';
import { USERS_ADMIN_ONLY_MESSAGE } from './shared';

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
