import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { originalUploadPath, type AttachmentRef } from '@/lib/domain/wordpress-import/convert-body';
import { addFileProblem, type ImportReport } from '@/lib/domain/wordpress-import/report';
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { AppError } from '@/lib/server/errors';
import { isDatabaseUnavailable } from '../../db/outage';
import { uploadUrl, variantPath } from '../../media/storage';
import type { Actor } from '../auth';
import { uploadMedia, type MediaServiceOptions } from '../media';
import { forgetImported, importedKeys, rememberImported } from './imported-items';

/*
 * The images the posts use, taken from a copy of the site's wp-content/uploads and stored in the
 * media library through its own upload (checked by content, re-encoded, with the usual variants).
 * Each file is stored once however many posts show it, and once across runs (remembered by its
 * path); a resized copy (foto-1024x683.jpg) is taken from its original when that is there. A file
 * that is missing, too large or not an image is reported and the post goes on without it.
 */

export const NOT_FOUND_MESSAGE = 'não encontrada na pasta de uploads';
export const NO_FOLDER_MESSAGE = 'nenhuma pasta de uploads informada';

/** An image as the post uses it: the original (featured image, gallery) and the 1200 px variant (body, as the editor does). */
export type StoredImage = { url: string; corpo: string };

export type ImageLibrary = {
  /** The stored image of a file of the uploads folder, or null (reported, with the post it was for). */
  image(caminho: string, postagem: string): Promise<StoredImage | null>;
};

const LARGE_VARIANT = 'post-large' as const;

function imageOf(row: { arquivo: string; variantes: Record<string, string> | null }): StoredImage {
  return { url: uploadUrl(row.arquivo), corpo: row.variantes?.[LARGE_VARIANT] || uploadUrl(variantPath(row.arquivo, LARGE_VARIANT)) };
}

/** The file under `root` for a path of the export, never outside it (no '..', no link leading out). */
async function fileUnder(root: string, caminho: string): Promise<string | null> {
  const candidate = path.resolve(root, caminho);
  if (!candidate.startsWith(root + path.sep)) return null;
  try {
    const real = await fs.promises.realpath(candidate);
    const realRoot = await fs.promises.realpath(root);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.promises.stat(real);
    return stat.isFile() ? real : null;
  } catch {
    return null;
  }
}

export async function imageLibrary(
  db: Database,
  actor: Actor,
  options: { site: string; uploadsDir: string | null; attachmentByPath: ReadonlyMap<string, AttachmentRef>; report: ImportReport; storage?: MediaServiceOptions },
): Promise<ImageLibrary> {
  const { site, report } = options;
  const root = options.uploadsDir ? path.resolve(options.uploadsDir) : null;
  const known = await importedKeys(db, site, 'midia');
  const results = new Map<string, Promise<StoredImage | null>>();

  async function remembered(caminho: string): Promise<StoredImage | null> {
    const id = known.get(caminho);
    if (id === undefined) return null;
    const [row] = await db.select({ arquivo: midias.arquivo, variantes: midias.variantes }).from(midias).where(eq(midias.id, id)).limit(1);
    if (row) return imageOf(row);
    // Deleted from the library since: it may come again.
    known.delete(caminho);
    await forgetImported(db, site, 'midia', caminho);
    return null;
  }

  function problem(caminho: string, motivo: string, postagem: string, kind: 'naoEncontradas' | 'recusadas'): null {
    report.imagens[kind] += 1;
    addFileProblem(report, { arquivo: caminho, motivo, postagem });
    return null;
  }

  async function store(caminho: string, file: string): Promise<StoredImage> {
    const buffer = await fs.promises.readFile(file);
    const media = await uploadMedia(db, { id: actor.user.id, papel: actor.user.papel }, { buffer, nome: path.basename(file), accept: 'imagem' }, { ip: actor.ip }, options.storage);
    const alt = options.attachmentByPath.get(caminho)?.alt ?? '';
    if (alt) await db.update(midias).set({ alt: alt.slice(0, 300) }).where(eq(midias.id, media.id));
    await rememberImported(db, site, 'midia', caminho, media.id);
    known.set(caminho, media.id);
    report.imagens.importadas += 1;
    return { url: media.url, corpo: media.variantes[LARGE_VARIANT] || media.url };
  }

  async function resolve(caminho: string, postagem: string): Promise<StoredImage | null> {
    const candidates = [...new Set([originalUploadPath(caminho), caminho])];
    for (const candidate of candidates) {
      const stored = await remembered(candidate);
      if (stored) {
        report.imagens.reaproveitadas += 1;
        return stored;
      }
    }
    if (!root) return problem(caminho, NO_FOLDER_MESSAGE, postagem, 'naoEncontradas');
    for (const candidate of candidates) {
      const file = await fileUnder(root, candidate);
      if (!file) continue;
      // The operator's uploads folder, known only at run time: nothing for the build to trace.
      const { size } = await fs.promises.stat(/*turbopackIgnore: true*/ file);
      if (size > MEDIA_MAX_BYTES) return problem(caminho, MEDIA_TOO_LARGE_MESSAGE, postagem, 'recusadas');
      try {
        return await store(candidate, file);
      } catch (error) {
        if (isDatabaseUnavailable(error)) throw error;
        if (error instanceof AppError && error.kind !== 'busy') return problem(caminho, error.message, postagem, 'recusadas');
        throw error;
      }
    }
    return problem(caminho, NOT_FOUND_MESSAGE, postagem, 'naoEncontradas');
  }

  return {
    async image(caminho, postagem) {
      const earlier = results.get(caminho);
      if (earlier) {
        const stored = await earlier;
        if (stored) report.imagens.reaproveitadas += 1;
        return stored;
      }
      const result = resolve(caminho, postagem);
      results.set(caminho, result);
      return result;
    },
  };
}
