import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import type { PostChange } from '@/lib/domain/cache-tags';
import { expirePostChanges } from '../../cache/expire';
import { lockManagedPost } from './access';
import { publicStateOf } from './public-state';

/** The single DELETE. */
export async function deletePost(db: Database, actor: Actor, id: number): Promise<void> {
  await expirePostChanges([await deletePostRow(db, actor, id)]);
}

/** The delete itself, for the list's bulk action too (which expires once for all): what readers lost. */
export async function deletePostRow(db: Database, actor: Actor, id: number): Promise<PostChange> {
  return db.transaction(async (tx) => {
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
    return { id, antes: publicStateOf(current, new Date()), depois: null };
  });
}
