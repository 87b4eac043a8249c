import 'server-only';
import { readUpload, type StorageOptions } from './storage';
import { IMMUTABLE_CACHE_CONTROL } from './upload-keys';

/**
 * The /uploads/… answer, the same from disk or bucket: the file streamed with its type and an
 * immutable cache policy, or a plain 404. Any instance serves any upload when they share a bucket.
 */
export async function uploadResponse(segments: readonly string[], options: StorageOptions = {}): Promise<Response> {
  let file: Awaited<ReturnType<typeof readUpload>>;
  try {
    file = await readUpload(segments, options);
  } catch (error) {
    console.error('[midia] falha ao ler', segments.join('/'), error);
    return new Response('Não foi possível carregar o arquivo.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' } });
  }
  if (!file) {
    return new Response('Arquivo não encontrado.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': IMMUTABLE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (file.size !== null) headers['content-length'] = String(file.size);
  return new Response(file.body, { headers });
}
