import 'server-only';
import { readUpload, type StorageOptions } from './storage';
import { IMMUTABLE_CACHE_CONTROL } from './upload-keys';

/**
 * The /uploads/… answer, the same from disk or bucket: the file streamed with its type and an
 * immutable cache policy, or a plain 404. Any instance serves any upload when they share a bucket.
 */
let failing = false;

export async function uploadResponse(segments: readonly string[], options: StorageOptions = {}): Promise<Response> {
  let file: Awaited<ReturnType<typeof readUpload>>;
  try {
    file = await readUpload(segments, options);
    if (failing) console.warn('[midia] armazenamento de mídia respondendo de novo.');
    failing = false;
  } catch (error) {
    // Once per outage, not once per image of every page.
    if (!failing) console.error('[midia] armazenamento de mídia falhou; as imagens respondem 503 até ele voltar:', (error as Error).message);
    failing = true;
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
