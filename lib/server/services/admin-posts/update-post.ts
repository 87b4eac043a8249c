import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { formatDateTime } from '@/lib/domain/dates';
import type { UpdatePostInput } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagemImagens, postagens } from '../../db/schema';
import { AppError, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { recordLog } from '../audit-log';
import type { Executor } from '../../db/client';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import type { AdminPostDetail, PostCurrentVersion } from '@/lib/schemas/posts';
import { iso, updatedBy } from './rows';
import { assertReferences, columnsFrom, facebookOptIn, insertGallery, mapConstraintError, resolvePublishedAt, saveLogEntry, withFacebookShare } from './save-rules';
import { slugConflict, slugTaken } from './slugs';
import { isPubliclyVisible } from '../public-post-rows';
import { isPublicAfterSave, keepOldPostAddresses } from '../redirects/post-moved';
import { assertMayPublish, reviewColumnsFor } from './review';
import { recordSavedRevision, revisionColumns } from './saved-revision';
import { publicStateOf } from './public-state';
import { expirePostChanges } from '../../cache/expire';

/** The 409 of the contract: who saved last and when, so the editor can say so and keep the user's text. */
class VersionConflictError extends AppError {
  constructor(readonly atual: PostCurrentVersion) {
    const who = atual.atualizadoPor?.nome ?? 'Sistema';
    super(
      'conflict',
      'VERSAO_DESATUALIZADA',
      `Esta postagem foi alterada por ${who} em ${formatDateTime(atual.atualizadoEm)}. Copie suas alterações, recarregue e tente de novo.`,
    );
    this.name = 'VersionConflictError';
  }

  override toBody() {
    return { ...super.toBody(), atual: this.atual };
  }
}

export async function versionConflict(db: Executor, id: number): Promise<AppError> {
  const [row] = await db
    .select({ versao: postagens.versao, atualizadoEm: postagens.atualizadoEm, atualizadoPorId: updatedBy.id, atualizadoPorNome: updatedBy.nome })
    .from(postagens)
    .leftJoin(updatedBy, eq(updatedBy.id, postagens.atualizadoPorId))
    .where(eq(postagens.id, id))
    .limit(1);
  // Deleted meanwhile: there is nothing left to save over.
  if (!row) return notFound(POST_NOT_FOUND_MESSAGE);
  return new VersionConflictError({
    versao: row.versao,
    atualizadoPor: row.atualizadoPorId === null ? null : { id: row.atualizadoPorId, nome: row.atualizadoPorNome ?? '' },
    atualizadoEm: iso(row.atualizadoEm)!,
  });
}

export type UpdatePostOptions = {
  /** A restore from the history: logged as 'restaurar', naming the version brought back. */
  restoredFrom?: { revisaoId: number; versao: number };
};

export async function updatePost(db: Database, actor: Actor, id: number, input: UpdatePostInput, options: UpdatePostOptions = {}): Promise<AdminPostDetail> {
  const now = new Date();
  const { before, change } = await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({
          autorId: postagens.autorId,
          status: postagens.status,
          publicadoEm: postagens.publicadoEm,
          versao: postagens.versao,
          publicarFacebook: postagens.publicarFacebook,
          // Where readers find it now: its old address becomes a redirect if the save moves it.
          slug: postagens.slug,
          categoriaId: postagens.categoriaId,
          publica: sql<boolean>`${isPubliclyVisible}`,
          // With the above, what readers see of it now: the cache expires what the save changes.
          titulo: postagens.titulo,
          urgenteAte: postagens.urgenteAte,
        })
        .from(postagens)
        .where(eq(postagens.id, id))
        .limit(1);
      if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
      assertCanManagePost(actor.user, current.autorId);
      await assertMayPublish(tx, actor.user, input.status);
      if (current.versao !== input.versao) throw await versionConflict(tx, id);
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, id)) throw slugConflict();

      const publicadoEm = resolvePublishedAt(input.status, input.publicadoEm, current, now);
      // The version check and the write are one statement: of two saves from the same version,
      // exactly one matches; the other changes nothing and is answered with 409.
      const updated = await tx
        .update(postagens)
        .set({ ...columnsFrom(input, publicadoEm), ...reviewColumnsFor(input.status), publicarFacebook: facebookOptIn(actor.user, input.publicarFacebook, current.publicarFacebook), versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
        .where(and(eq(postagens.id, id), eq(postagens.versao, input.versao)))
        // What the history keeps, handed over rather than read again.
        .returning(revisionColumns);
      if (updated.length === 0) throw await versionConflict(tx, id);
      await keepOldPostAddresses(tx, actor, id, current, { slug: input.slug, categoriaId: input.categoriaId, publica: isPublicAfterSave(input.status, publicadoEm, now) });

      await tx.delete(postagemImagens).where(eq(postagemImagens.postagemId, id));
      await insertGallery(tx, id, input.galeria);
      await recordSavedRevision(tx, actor.user.id, id, now, updated[0]);
      const entry = saveLogEntry(actor, id, input.titulo, input.status, current.status);
      const { restoredFrom } = options;
      await recordLog(tx, restoredFrom ? { ...entry, acao: 'restaurar', detalhes: { ...entry.detalhes, revisaoId: restoredFrom.revisaoId, versaoRestaurada: restoredFrom.versao } } : entry);
      return { before: current, change: { id, antes: publicStateOf(current, now), depois: publicStateOf(updated[0], now) } };
    })
    .catch(mapConstraintError);
  // Before the share: Facebook reads the post's public page as soon as it is posted there.
  await expirePostChanges([change]);
  return withFacebookShare(db, actor, id, input.status, facebookOptIn(actor.user, input.publicarFacebook, before.publicarFacebook));
}
