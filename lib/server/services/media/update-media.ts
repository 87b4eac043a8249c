import 'server-only';
import { eq } from 'drizzle-orm';
import { FOCAL_POINT_MESSAGES, type Media, type MediaUpdateInput } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { badRequest, notFound } from '@/lib/server/errors';
import { focalPointOf, focalPointToken, roundFocalPoint } from '@/lib/domain/focal-point';
import { removeShareImage } from '../../media/share-image';
import { removePodcastArtwork } from '../../media/podcast-artwork';
import { recordLog } from '../audit-log';
import { getMedia } from './get-media';
import {
  assertStaff,
  focalFields,
  isAudioMime,
  MEDIA_NOT_FOUND_MESSAGE,
  type MediaActor,
  type MediaRequestContext,
  type MediaServiceOptions,
} from './shared';

/**
 * PATCH /midia/:id: the alt text and/or the focal point (both null: back to the centre).
 * The point is kept at the precision the crops use. When it moves, the share image and the podcast
 * cover kept for the old one are removed after the commit (the next request draws the new crop
 * under a new name).
 */
export async function updateMedia(
  db: Database,
  actor: MediaActor,
  id: number,
  input: MediaUpdateInput,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  const { focoX, focoY } = input;
  const focusGiven = focoX !== undefined && focoY !== undefined;
  // The schema sends both or neither, both numbers or both null.
  const focal = typeof focoX === 'number' && typeof focoY === 'number' ? roundFocalPoint({ x: focoX, y: focoY }) : null;
  const before = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ arquivo: midias.arquivo, mime: midias.mime, focoX: midias.focoX, focoY: midias.focoY })
      .from(midias)
      .where(eq(midias.id, id))
      .for('update');
    if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
    if (focusGiven && isAudioMime(row.mime)) throw badRequest(FOCAL_POINT_MESSAGES.audio, { focoX: FOCAL_POINT_MESSAGES.audio });
    const changes: Partial<typeof midias.$inferInsert> = {};
    if (input.alt !== undefined) changes.alt = input.alt;
    if (focusGiven) Object.assign(changes, { focoX: focal?.x ?? null, focoY: focal?.y ?? null });
    await tx.update(midias).set(changes).where(eq(midias.id, id));
    await recordLog(tx, {
      usuarioId: actor.id,
      acao: 'atualizar',
      entidade: 'midia',
      entidadeId: id,
      detalhes: { ...(input.alt !== undefined ? { alt: input.alt } : {}), ...(focusGiven ? focalFields(focal) : {}) },
      ip: context.ip,
    });
    return { arquivo: row.arquivo, focal: focalPointOf(row.focoX, row.focoY) };
  });
  if (focusGiven && focalPointToken(before.focal) !== focalPointToken(focal)) {
    // Only wasted space if it fails: the new point's file has another name.
    await removeShareImage(before.arquivo, before.focal, options).catch((error: unknown) => {
      console.error('[midia] não foi possível apagar a imagem de compartilhamento antiga de', before.arquivo, error);
    });
    await removePodcastArtwork(before.arquivo, before.focal, options).catch((error: unknown) => {
      console.error('[midia] não foi possível apagar a capa de podcast antiga de', before.arquivo, error);
    });
  }
  return getMedia(db, id);
}
