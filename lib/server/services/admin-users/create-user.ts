import 'server-only';
import type { AdminUserRecord, CreateUserInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { assertRole } from '@/lib/server/errors';
import { hashPassword } from '../../auth/password';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { emailConflict, emailTaken, loadUser, mapConstraintError, USERS_ADMIN_ONLY_MESSAGE } from './shared';

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
