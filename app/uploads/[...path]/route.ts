import { uploadResponse } from '@/lib/server/media/upload-response';

export const runtime = 'nodejs';

/** Uploaded media live under DATA_DIR or in the bucket (S3_BUCKET), outside public/, so they are served here. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  return uploadResponse(segments);
}
