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

async function versionConflict(db: Executor, id: number): Promise<AppError> {
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

export async function updatePost(db: Database, actor: Actor, id: number, input: UpdatePostInput): Promise<AdminPostDetail> {
  const now = new Date();
  const before = await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ autorId: postagens.autorId, status: postagens.status, publicadoEm: postagens.publicadoEm, versao: postagens.versao, publicarFacebook: postagens.publicarFacebook })
        .from(postagens)
        .where(eq(postagens.id, id))
        .limit(1);
      if (!current) throw notFound(POST_NOT_FOUND_MESSAGE);
      assertCanManagePost(actor.user, current.autorId);
      if (current.versao !== input.versao) throw await versionConflict(tx, id);
      await assertReferences(tx, input);
      if (await slugTaken(tx, input.slug, id)) throw slugConflict();

      const publicadoEm = resolvePublishedAt(input.status, input.publicadoEm, current, now);
      // The version check and the write are one statement: of two saves from the same version,
      // exactly one matches; the other changes nothing and is answered with 409.
      const updated = await tx
        .update(postagens)
        .set({ ...columnsFrom(input, publicadoEm), publicarFacebook: facebookOptIn(actor.user, input.publicarFacebook, current.publicarFacebook), versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
        .where(and(eq(postagens.id, id), eq(postagens.versao, input.versao)))
        .returning({ id: postagens.id });
      if (updated.length === 0) throw await versionConflict(tx, id);

      await tx.delete(postagemImagens).where(eq(postagemImagens.postagemId, id));
      await insertGallery(tx, id, input.galeria);
      await recordLog(tx, saveLogEntry(actor, id, input.titulo, input.status, current.status));
      return current;
    })
    .catch(mapConstraintError);
  return withFacebookShare(db, actor, id, input.status, facebookOptIn(actor.user, input.publicarFacebook, before.publicarFacebook));
}
