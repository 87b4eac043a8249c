import { getDb } from '@/lib/server/db/application-database';
import { env } from '@/lib/server/env';
import { podcastArtworkResponse } from '@/lib/server/media/podcast-artwork';
import { shareImageSource } from '@/lib/server/services/media';

export const runtime = 'nodejs';

/**
 * The square JPEG cover the podcast feeds send for an uploaded image, cut around its focal point
 * (lib/server/media/podcast-artwork). With API_URL the library is the station's backend's: no
 * point here, the centre as before.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  return podcastArtworkResponse(segments, request, { source: async (base) => (env.apiUrl ? null : shareImageSource(await getDb(), base)) });
}
