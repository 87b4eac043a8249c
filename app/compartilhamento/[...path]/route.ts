import { getDb } from '@/lib/server/db/application-database';
import { env } from '@/lib/server/env';
import { shareImageResponse } from '@/lib/server/media/share-image';
import { shareImageSource } from '@/lib/server/services/media';

export const runtime = 'nodejs';

/**
 * A post's share image (og:image, 1200×630, cut around the image's focal point:
 * lib/server/media/share-image). With API_URL the station's backend owns the media: nothing here.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  if (env.apiUrl) return new Response('Imagem não encontrada.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const { path: segments } = await params;
  return shareImageResponse(segments, request, { source: async (base) => shareImageSource(await getDb(), base) });
}
