import 'server-only';
import { eq } from 'drizzle-orm';
import type { AdminUserRecord, UpdateProfileInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { notFound } from '@/lib/server/errors';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { diff, emailConflict, emailTaken, loadUser, mapConstraintError, USER_NOT_FOUND_MESSAGE, type Profile } from './shared';

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
