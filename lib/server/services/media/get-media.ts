import 'server-only';
import { eq } from 'drizzle-orm';
import type { Media } from '@/lib/schemas/media';
import type { Database } from '../../db/client';
import { midias } from '../../db/schema';
import { notFound } from '@/lib/server/errors';
import { MEDIA_NOT_FOUND_MESSAGE, selectMedia, toMedia } from './shared';

export async function getMedia(db: Database, id: number): Promise<Media> {
  const [row] = await selectMedia(db).where(eq(midias.id, id)).limit(1);
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  return toMedia(row);
}
