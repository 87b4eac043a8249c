import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { focalPointOf } from '@/lib/domain/focal-point';
import type { ShareImageSource } from '../../media/share-image';
import { isAudioMime } from './shared';

/** The extensions an image original may have (images.ts writes these). */
const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;

/**
 * The library's image stored as '{base}.{ext}' ('2026/11/<uuid>'), with its focal point: what its
 * share image and podcast cover are cut from (media/share-image, media/podcast-artwork). Null for
 * no such image (or an audio file).
 */
export async function shareImageSource(db: Database, base: string): Promise<ShareImageSource | null> {
  const [row] = await db
    .select({ arquivo: midias.arquivo, mime: midias.mime, focoX: midias.focoX, focoY: midias.focoY })
    .from(midias)
    .where(inArray(midias.arquivo, IMAGE_EXTENSIONS.map((extension) => `${base}.${extension}`)))
    .limit(1);
  if (!row || isAudioMime(row.mime)) return null;
  return { arquivo: row.arquivo, focal: focalPointOf(row.focoX, row.focoY) };
}
