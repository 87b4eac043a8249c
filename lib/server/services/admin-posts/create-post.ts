import 'server-only';
import type { CreatePostInput } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { assertReferences, columnsFrom, facebookOptIn, insertGallery, mapConstraintError, resolvePublishedAt, withFacebookShare } from './save-rules';
import { slugConflict, slugTaken } from './slugs';
import { assertMayPublish } from './review';
import { recordSavedRevision } from './saved-revision';
import { publicStateOf } from './public-state';
import { expirePostChanges } from '../../cache/expire';

export async function createPost(db: Database, actor: Actor, input: CreatePostInput): Promise<AdminPostDetail> {
  const now = new Date();
  const publicarFacebook = facebookOptIn(actor.user, input.publicarFacebook, false);
  const { id, depois } = await db
    .transaction(async (tx) => {
      await assertMayPublish(tx, actor.user, input.status);
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, null)) throw slugConflict();
      const [row] = await tx
        .insert(postagens)
        .values({ ...columnsFrom(input, resolvePublishedAt(input.status, input.publicadoEm, null, now)), publicarFacebook, autorId: actor.user.id, atualizadoPorId: actor.user.id, criadoEm: now, atualizadoEm: now })
        .returning({ id: postagens.id, titulo: postagens.titulo, slug: postagens.slug, categoriaId: postagens.categoriaId, status: postagens.status, publicadoEm: postagens.publicadoEm, urgenteAte: postagens.urgenteAte });
      await insertGallery(tx, row.id, input.galeria);
      await recordSavedRevision(tx, actor.user.id, row.id, now);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { titulo: input.titulo, status: input.status },
        ip: actor.ip,
      });
      return { id: row.id, depois: publicStateOf(row, now) };
    })
    .catch(mapConstraintError);
  // Before the share: Facebook reads the post's public page as soon as it is posted there.
  await expirePostChanges([{ id, antes: null, depois }]);
  return withFacebookShare(db, actor, id, input.status, publicarFacebook);
}
