import 'server-only';
import {
  MEDIA_FILE_UNSUPPORTED_MESSAGE,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
  MEDIA_UNSUPPORTED_MESSAGE,
  type Media,
  type MediaKind,
} from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { AppError } from '@/lib/server/errors';
import { isMediaError } from '../../media/images';
import { storeImage } from '../../media/storage';
import { recordUpload } from './record-upload';
import { assertStaff, type MediaActor, type MediaRequestContext, type MediaServiceOptions } from './shared';

/**
 * A refused image in the library's words: the library's size cap, and content that is no image
 * named as what the library takes (images, and audio unless the caller asked for images only).
 * The other refusals (a pixel bomb, a corrupt file) are answered as images.ts words them.
 */
function withLibraryMessage(error: unknown, unsupportedMessage: string = MEDIA_FILE_UNSUPPORTED_MESSAGE): unknown {
  if (!isMediaError(error)) return error;
  switch (error.codigo) {
    case 'ARQUIVO_GRANDE':
      return new AppError('too-large', 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);
    case 'TIPO_NAO_SUPORTADO':
      return new AppError('unsupported-type', 'TIPO_NAO_SUPORTADO', unsupportedMessage);
    default:
      return error;
  }
}

export type UploadedFile = {
  buffer: Buffer;
  nome: string;
  /** The kind the caller asked for (POST /midia?tipo=imagem): what a 415 names. */
  accept?: MediaKind;
};

/** Checks the file by content, re-encodes it with its variants, then records it. */
export async function uploadMedia(
  db: Database,
  actor: MediaActor,
  file: UploadedFile,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  if (file.buffer.length > MEDIA_MAX_BYTES) throw new AppError('too-large', 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);
  let stored;
  try {
    stored = await storeImage(file.buffer, file.nome, { ...options, limits: { maxBytes: MEDIA_MAX_BYTES } });
  } catch (error) {
    throw withLibraryMessage(error, file.accept === 'imagem' ? MEDIA_UNSUPPORTED_MESSAGE : MEDIA_FILE_UNSUPPORTED_MESSAGE);
  }
  return recordUpload(db, actor, stored, { largura: stored.largura, altura: stored.altura, variantes: stored.variantes }, context, options);
}
