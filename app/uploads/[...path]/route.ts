import fs from 'node:fs';
import { Readable } from 'node:stream';
import { resolveUploadPath, uploadContentType } from '@/lib/server/media/storage';

export const runtime = 'nodejs';

/** Uploaded media live under DATA_DIR, outside public/, so they are served here. */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params;
  const file = resolveUploadPath(segments);
  const type = file ? uploadContentType(file) : null;
  const stat = file && type ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !type || !stat?.isFile()) {
    return new Response('Arquivo não encontrado.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream;
  return new Response(body, {
    headers: {
      'content-type': type,
      'content-length': String(stat.size),
      // File names are random UUIDs and never rewritten: safe to cache for good.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
