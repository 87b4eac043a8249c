import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ChangeOwnPasswordInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { badRequest, forbidden, notFound } from '@/lib/server/errors';
import { hashPassword, verifyPassword } from '../../auth/password';
import { signAccessToken } from '../../auth/tokens';
import { recordLog } from '../audit-log';
import type { Actor, AuthUser } from '../auth';
import { INVALID_FIELDS_MESSAGE, SAME_PASSWORD_MESSAGE, USER_NOT_FOUND_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from './shared';

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
