import 'server-only';
import type { Media } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { deleteStoredImage } from '../../media/storage';
import { recordLog } from '../audit-log';
import { getMedia } from './get-media';
import type { MediaActor, MediaRequestContext, MediaServiceOptions } from './shared';

/** The row and its log entry, for a file already stored; the file goes again if they cannot be written. */
export async function recordUpload(
  db: Database,
  actor: MediaActor,
  stored: { arquivo: string; nomeOriginal: string; mime: string; tamanho: number },
  extra: { largura: number | null; altura: number | null; variantes: Record<string, string>; duracaoSegundos?: number },
  context: MediaRequestContext,
  options: MediaServiceOptions,
): Promise<Media> {
  let id: number;
  try {
    // The row and its log entry commit together; the files are already on disk.
    id = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(midias)
        .values({
          arquivo: stored.arquivo,
          nomeOriginal: stored.nomeOriginal,
          mime: stored.mime,
          tamanho: stored.tamanho,
          largura: extra.largura,
          altura: extra.altura,
          alt: '',
          variantes: extra.variantes,
          duracaoSegundos: extra.duracaoSegundos ?? null,
          enviadoPorId: actor.id,
        })
        .returning({ id: midias.id });
      await recordLog(tx, {
        usuarioId: actor.id,
        acao: 'enviar',
        entidade: 'midia',
        entidadeId: inserted.id,
        detalhes: { arquivo: stored.arquivo, nomeOriginal: stored.nomeOriginal, tamanho: stored.tamanho },
        ip: context.ip,
      });
      return inserted.id;
    });
  } catch (error) {
    // No row, no files: an upload never leaves orphans on disk.
    await deleteStoredImage(stored.arquivo, options).catch(() => false);
    throw error;
  }
  return getMedia(db, id);
}
