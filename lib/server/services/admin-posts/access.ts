import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { postagens } from '../../db/schema';
import { forbidden, notFound } from '@/lib/server/errors';
import type { Actor, AuthUser } from '../auth';

/*
 * Staff side of posts, one operation per file in this folder. Every operation takes the
 * acting user and checks who may touch the post inside its own transaction: an autor reaches only
 * their own posts, editors and admins every post. Writes run in one transaction with their gallery
 * rows and their audit log; right after the commit they expire the cached public pages of what
 * they changed (expirePostChanges, from ./public-state).
 */

export const OWN_POSTS_ONLY_MESSAGE = 'Você só pode editar as suas próprias postagens.';
export const POST_NOT_FOUND_MESSAGE = 'Postagem não encontrada.';

/** Editors and admins may touch any post; an autor only their own. */
function canManagePost(user: Pick<AuthUser, 'id' | 'papel'>, autorId: number): boolean {
  return user.papel === 'admin' || user.papel === 'editor' || user.id === autorId;
}

export function assertCanManagePost(user: AuthUser, autorId: number): void {
  if (!canManagePost(user, autorId)) throw forbidden(OWN_POSTS_ONLY_MESSAGE);
}

/** The row a write may change, locked until the commit (a save in between waits, then meets the new version: 409). */
export async function lockManagedPost(tx: Tx, actor: Actor, id: number) {
  const [current] = await tx
    .select({
      autorId: postagens.autorId,
      titulo: postagens.titulo,
      slug: postagens.slug,
      categoriaId: postagens.categoriaId,
      status: postagens.status,
      publicadoEm: postagens.publicadoEm,
      urgenteAte: postagens.urgenteAte,
      publicarFacebook: postagens.publicarFacebook,
    })
    .from(postagens)
    .where(eq(postagens.id, id))
    .limit(1)
    .for('update');
  if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, current.autorId);
  return current;
}
