import 'server-only';
import type { CreatePostInput } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { assertReferences, columnsFrom, facebookOptIn, insertGallery, mapConstraintError, resolvePublishedAt, withFacebookShare } from './save-rules';
import { slugConflict, slugTaken } from './slugs';

export async function createPost(db: Database, actor: Actor, input: CreatePostInput): Promise<AdminPostDetail> {
  const now = new Date();
  const publicarFacebook = facebookOptIn(actor.user, input.publicarFacebook, false);
  const id = await db
    .transaction(async (tx) => {
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, null)) throw slugConflict();
      const [row] = await tx
        .insert(postagens)
        .values({ ...columnsFrom(input, resolvePublishedAt(input.status, input.publicadoEm, null, now)), publicarFacebook, autorId: actor.user.id, atualizadoPorId: actor.user.id, criadoEm: now, atualizadoEm: now })
        .returning({ id: postagens.id });
      await insertGallery(tx, row.id, input.galeria);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { titulo: input.titulo, status: input.status },
        ip: actor.ip,
      });
      return row.id;
    })
    .catch(mapConstraintError);
  return withFacebookShare(db, actor, id, input.status, publicarFacebook);
}
