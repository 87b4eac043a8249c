import { uploadResponse } from '@/lib/server/media/upload-response';

export const runtime = 'nodejs';

/**
 * Uploaded media live under DATA_DIR or in the bucket (S3_BUCKET), outside public/, so they are
 * served here; a Range header gets its part (206), so audio players can seek.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  return uploadResponse(segments, {}, request);
}
