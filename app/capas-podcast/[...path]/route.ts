import { podcastArtworkResponse } from '@/lib/server/media/podcast-artwork';

export const runtime = 'nodejs';

/** The square JPEG cover the podcast feeds send for an uploaded image (lib/server/media/podcast-artwork). */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  return podcastArtworkResponse(segments);
}
