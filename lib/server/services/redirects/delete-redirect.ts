import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { redirecionamentos } from '../../db/schema';
import { assertRole, notFound } from '@/lib/server/errors';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { REDIRECT_NOT_FOUND_MESSAGE, REDIRECTS_FORBIDDEN_MESSAGE } from './rows';

/** DELETE /redirecionamentos/:id: manual or automatic, the old address becomes a 404 again. */
export async function deleteRedirect(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], REDIRECTS_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx.delete(redirecionamentos).where(eq(redirecionamentos.id, id)).returning();
    if (!current) throw notFound(REDIRECT_NOT_FOUND_MESSAGE);
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'redirecionamento',
      entidadeId: id,
      detalhes: { origem: current.origem, destino: current.destino, postagemId: current.postagemId, status: current.status },
      ip: actor.ip,
    });
  });
}
