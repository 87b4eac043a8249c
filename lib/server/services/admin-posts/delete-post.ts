import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import { lockManagedPost } from './access';

/** The single DELETE and the list's bulk action. */
export async function deletePost(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockManagedPost(tx, actor, id);
    // Gallery rows and daily view counts go with it (ON DELETE CASCADE).
    await tx.delete(postagens).where(eq(postagens.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'postagem',
      entidadeId: id,
      detalhes: { titulo: current.titulo, slug: current.slug, status: current.status },
      ip: actor.ip,
    });
  });
}
