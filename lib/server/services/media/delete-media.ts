import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { AppError, forbidden, notFound } from '@/lib/server/errors';
import { focalPointOf } from '@/lib/domain/focal-point';
import { deleteStoredImage } from '../../media/storage';
import { removeShareImage } from '../../media/share-image';
import { removePodcastArtwork } from '../../media/podcast-artwork';
import { recordLog } from '../audit-log';
import { findMediaUsage, mediaInUseMessage } from './media-usage';
import { assertStaff, isAudioMime, MEDIA_NOT_FOUND_MESSAGE, type MediaActor, type MediaRequestContext, type MediaServiceOptions } from './shared';

/** Refused while anything points at the file; otherwise the row goes, then the files. */
export async function deleteMedia(
  db: Database,
  actor: MediaActor,
  id: number,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<void> {
  assertStaff(actor);
  const [row] = await db
    .select({
      id: midias.id,
      arquivo: midias.arquivo,
      nomeOriginal: midias.nomeOriginal,
      mime: midias.mime,
      enviadoPorId: midias.enviadoPorId,
      focoX: midias.focoX,
      focoY: midias.focoY,
    })
    .from(midias)
    .where(eq(midias.id, id))
    .limit(1);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  const mayDelete = actor.papel === 'admin' || actor.papel === 'editor' || row.enviadoPorId === actor.id;
  if (!mayDelete) throw forbidden('Você só pode excluir as imagens que você mesmo enviou.');

  await db.transaction(async (tx) => {
    // Checked under the row's lock: an episode being saved holds it (FOR SHARE) until it commits.
    const [locked] = await tx.select({ id: midias.id }).from(midias).where(eq(midias.id, id)).for('update');
    if (!locked) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    const usage = await findMediaUsage(tx, row.arquivo);
    if (usage.total > 0) throw new AppError('conflict', 'MIDIA_EM_USO', mediaInUseMessage(usage.labels, isAudioMime(row.mime) ? 'audio' : 'imagem'));
    await tx.delete(midias).where(eq(midias.id, id));
    await recordLog(tx, {
      usuarioId: actor.id,
      acao: 'excluir',
      entidade: 'midia',
      entidadeId: id,
      detalhes: { arquivo: row.arquivo, nomeOriginal: row.nomeOriginal },
      ip: context.ip,
    });
  });
  // Files go after the commit: a failed commit must not leave a row pointing at nothing. A file
  // that cannot be removed now is only wasted space, not a failed delete.
  await deleteStoredImage(row.arquivo, options).catch((error: unknown) => {
    console.error('[midia] não foi possível apagar os arquivos de', row.arquivo, error);
  });
  if (!isAudioMime(row.mime)) {
    // The share image and podcast cover kept for its current point; their names follow the point, so they are not among the variants.
    await removeShareImage(row.arquivo, focalPointOf(row.focoX, row.focoY), options).catch(() => undefined);
    await removePodcastArtwork(row.arquivo, focalPointOf(row.focoX, row.focoY), options).catch(() => undefined);
  }
}
