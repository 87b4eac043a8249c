import 'server-only';
import { AUDIO_MAX_BYTES, AUDIO_TOO_LARGE_MESSAGE, type Media } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { AppError } from '@/lib/server/errors';
import { readAudioFile, type AudioType } from '../../media/audio';
import { storeAudioFile } from '../../media/storage';
import { recordUpload } from './record-upload';
import { assertStaff, type MediaActor, type MediaRequestContext, type MediaServiceOptions } from './shared';

/** An audio file already on local disk (streamed there by the route), with the type its first bytes say. */
export type UploadedAudioFile = { path: string; size: number; type: AudioType; nome: string };

/**
 * Reads the audio file whole (music-metadata: it is audio, and how long), stores it as it is and
 * records it with its duration. 413 past AUDIO_MAX_BYTES, 415 for a film or a container with no
 * audio, 422 when it cannot be read.
 */
export async function uploadAudio(
  db: Database,
  actor: MediaActor,
  file: UploadedAudioFile,
  context: MediaRequestContext,
  options: MediaServiceOptions = {},
): Promise<Media> {
  assertStaff(actor);
  if (file.size > AUDIO_MAX_BYTES) throw new AppError('too-large', 'ARQUIVO_GRANDE', AUDIO_TOO_LARGE_MESSAGE);
  // Its refusals (415 for a film or no audio, 422 unreadable) are AppErrors already, in their final words.
  const facts = await readAudioFile(file.path, file.type);
  const stored = await storeAudioFile(file.path, file.nome, { mime: facts.mime, ext: facts.ext, size: file.size }, options);
  return recordUpload(db, actor, stored, { largura: null, altura: null, variantes: {}, duracaoSegundos: facts.duracaoSegundos }, context, options);
}
