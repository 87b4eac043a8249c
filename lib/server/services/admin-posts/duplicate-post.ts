import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { postagemImagens, postagens } from '../../db/schema';
import { notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { loadDetail } from './rows';
import { mapConstraintError } from './save-rules';
import { firstFreeSlug, SLUG_MAX_LENGTH, TITLE_MAX_LENGTH } from './slugs';
import { recordSavedRevision } from './saved-revision';

/** A copy to work from: a draft of the same text and gallery, by the person duplicating, with a free slug. */
export async function duplicatePost(db: Database, actor: Actor, id: number): Promise<AdminPostDetail> {
  const now = new Date();
  const copyId = await db
    .transaction(async (tx) => {
      const [source] = await tx.select().from(postagens).where(eq(postagens.id, id)).limit(1);
      if (!source) throw notFound(POST_NOT_FOUND_MESSAGE);
      assertCanManagePost(actor.user, source.autorId);
      const suffix = ' (cópia)';
      const titulo = `${source.titulo.slice(0, TITLE_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
      const slug = await firstFreeSlug(tx, `${source.slug.slice(0, SLUG_MAX_LENGTH - 6).replace(/-+$/, '')}-copia`, null);
      const [row] = await tx
        .insert(postagens)
        .values({
          titulo,
          slug,
          resumo: source.resumo,
          conteudo: source.conteudo,
          conteudoJson: source.conteudoJson,
          imagemDestaque: source.imagemDestaque,
          legenda: source.legenda,
          categoriaId: source.categoriaId,
          membroEquipeId: source.membroEquipeId,
          tags: source.tags,
          destaque: false,
          status: 'rascunho',
          publicadoEm: null,
          autorId: actor.user.id,
          atualizadoPorId: actor.user.id,
          criadoEm: now,
          atualizadoEm: now,
        })
        .returning({ id: postagens.id });
      const gallery = await tx
        .select({ url: postagemImagens.url, legenda: postagemImagens.legenda, ordem: postagemImagens.ordem })
        .from(postagemImagens)
        .where(eq(postagemImagens.postagemId, id))
        .orderBy(asc(postagemImagens.ordem), asc(postagemImagens.id));
      if (gallery.length) await tx.insert(postagemImagens).values(gallery.map((image) => ({ ...image, postagemId: row.id })));
      await recordSavedRevision(tx, actor.user.id, row.id, now);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'criar',
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { titulo, status: 'rascunho', duplicadoDe: id },
        ip: actor.ip,
      });
      return row.id;
    })
    .catch(mapConstraintError);
  // A draft: nothing public changed.
  return (await loadDetail(db, copyId))!;
}
