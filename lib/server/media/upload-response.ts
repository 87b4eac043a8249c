import 'server-only';
import { readUpload, readUploadRange, type StorageOptions } from './storage';
import { IMMUTABLE_CACHE_CONTROL, type ByteRangeRequest } from './upload-keys';

/**
 * The /uploads/… answer, the same from disk or bucket: the file streamed with its type and an
 * immutable cache policy, or a plain 404. Any instance serves any upload when they share a bucket.
 *
 * Byte ranges (seeking in a podcast episode): every answer says `Accept-Ranges: bytes`;
 * one range ('bytes=a-b', 'bytes=a-', 'bytes=-n') answers 206 with Content-Range and that part
 * only (a read stream from that offset on disk, a ranged GetObject from the bucket); a range that
 * starts past the end answers 416 with a Content-Range of 'bytes *' + '/size'. Several ranges, or a header
 * that does not parse, get the whole file (200), which RFC 9110 allows.
 */
let failing = false;

export type RangeHeader = { kind: 'none' } | { kind: 'single'; range: ByteRangeRequest };

/** Digits only, and short enough to stay an exact number. */
const POSITION = /^\d{1,15}$/;

/** The Range header as this server honours it: one byte range, or none (absent, several, malformed). */
export function parseRangeHeader(header: string | null | undefined): RangeHeader {
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header ?? '');
  if (!match) return { kind: 'none' };
  const specs = match[1].split(',').map((spec) => spec.trim());
  if (specs.length !== 1) return { kind: 'none' };
  const [first, last] = specs[0].split('-').map((part) => part.trim());
  if (specs[0].split('-').length !== 2) return { kind: 'none' };
  if (first === '') return POSITION.test(last) ? { kind: 'single', range: { suffix: Number(last) } } : { kind: 'none' };
  if (!POSITION.test(first) || (last !== '' && !POSITION.test(last))) return { kind: 'none' };
  const start = Number(first);
  if (last === '') return { kind: 'single', range: { start } };
  const end = Number(last);
  // last < first is not a range at all: ignored, like any other malformed header.
  return end < start ? { kind: 'none' } : { kind: 'single', range: { start, end } };
}

const textResponse = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

export async function uploadResponse(segments: readonly string[], options: StorageOptions = {}, request?: Request): Promise<Response> {
  const range = parseRangeHeader(request?.headers.get('range'));
  let file: Awaited<ReturnType<typeof readUploadRange>>;
  try {
    file = range.kind === 'single' ? await readUploadRange(segments, range.range, options) : await readUpload(segments, options);
    if (failing) console.warn('[midia] armazenamento de mídia respondendo de novo.');
    failing = false;
  } catch (error) {
    // Once per outage, not once per image of every page.
    if (!failing) console.error('[midia] armazenamento de mídia falhou; as imagens respondem 503 até ele voltar:', (error as Error).message);
    failing = true;
    return textResponse('Não foi possível carregar o arquivo.', 503, { 'retry-after': '5' });
  }
  if (!file) return textResponse('Arquivo não encontrado.', 404);
  if ('unsatisfiable' in file) {
    return textResponse('Intervalo solicitado fora do arquivo.', 416, { 'content-range': `bytes */${file.size}`, 'accept-ranges': 'bytes' });
  }
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': IMMUTABLE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
  };
  if (file.range) {
    headers['content-range'] = `bytes ${file.range.start}-${file.range.end}/${file.size ?? '*'}`;
    headers['content-length'] = String(file.range.end - file.range.start + 1);
    return new Response(file.body, { status: 206, headers });
  }
  if (file.size !== null) headers['content-length'] = String(file.size);
  return new Response(file.body, { headers });
}
