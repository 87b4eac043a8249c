import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import vary from 'vary';

/**
 * Response compression, in place of Next's (next.config: compress: false).
 *
 * Two kinds of response are the same bytes for every visitor: a page Next serves from the page
 * cache (it carries `x-nextjs-cache`) until a change expires it, and a build file under
 * /_next/static (`Cache-Control: immutable`) forever. Those are compressed once, harder than a
 * stream could afford, and the stored bytes are sent afterwards. Next's own compression ran zlib
 * over the same cached HTML on every request: half the server time of a warm home page (measured
 * with the bench). Everything else (the panel, the API, search) streams through the `compression` package.
 */
export const MIN_BYTES_TO_COMPRESS = 1024;
/** Compressed copies kept, least recently used first out: a few hundred pages' worth. */
export const STORED_COMPRESSED_MAX_BYTES = 32 * 1024 * 1024;

type ContentEncoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/i;

// Typed for Express; it only uses the Node request and response.
const streamingCompression = compression({ threshold: MIN_BYTES_TO_COMPRESS }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The compressed copies, least recently used first out. A page that Next hands over as one string
 * (every cached HTML page) is its own key: V8 keeps a string's hash, so the lookup costs nothing
 * more per request, where encoding the 190-KB text and hashing it cost a third of the server time
 * of a warm home page. Other bodies are keyed by a SHA-1 of their bytes. A text key is at least
 * MIN_BYTES_TO_COMPRESS long, so it is never mistaken for a hash key.
 */
type Copies = Partial<Record<ContentEncoding, Buffer>> & { keyBytes: number };
const stored = new LRUCache<string, Copies>({
  maxSize: STORED_COMPRESSED_MAX_BYTES,
  // A text key is the page itself, held in memory as long as its copies are.
  sizeCalculation: (copies) => copies.keyBytes + (copies.br?.length ?? 0) + (copies.gzip?.length ?? 0),
});
/** Compressions under way, so that a burst of first requests compresses a body once. */
const pending: Record<ContentEncoding, Map<string, Promise<Buffer>>> = { br: new Map(), gzip: new Map() };

/** Brotli quality: the best for build files, which never change; a fast one for pages, which do. */
const BROTLI_QUALITY = { page: 6, immutable: 11 } as const;
type Kind = keyof typeof BROTLI_QUALITY;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function store(key: string, encoding: ContentEncoding, packed: Buffer, keyBytes: number): void {
  // A new object: the cache measures an entry when it is set.
  stored.set(key, { keyBytes, ...stored.peek(key), [encoding]: packed });
}

/**
 * The stored compressed copy of a body, or the promise of it. `body` is the text Next gave in one
 * piece, or the bytes written. Compressing runs on libuv's thread pool, not on the event loop:
 * brotli at its best quality takes a few hundred milliseconds on the largest build file, which
 * would stall every other request.
 */
function compressOnce(body: string | Buffer, encoding: ContentEncoding, kind: Kind): Buffer | Promise<Buffer> {
  const key = typeof body === 'string' ? body : `sha1:${createHash('sha1').update(body).digest('base64')}`;
  const hit = stored.get(key)?.[encoding];
  if (hit) return hit;
  let job = pending[encoding].get(key);
  if (!job) {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    job = (
      encoding === 'br'
        ? brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[kind], [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
        : gzipAsync(bytes, { level: 9 })
    )
      .then((packed) => {
        store(key, encoding, packed, typeof body === 'string' ? body.length * 2 : 0);
        return packed;
      })
      .finally(() => pending[encoding].delete(key));
    pending[encoding].set(key, job);
  }
  return job;
}

/** How many compressed copies are stored (for tests). */
export function storedCompressedCount(): number {
  let count = 0;
  for (const copies of stored.values()) count += (copies.br ? 1 : 0) + (copies.gzip ? 1 : 0);
  return count;
}

/** Which stored kind a response is, or null when it is compressed on the fly (or not at all). */
function storedKind(response: ServerResponse): Kind | null {
  if (response.statusCode !== 200 || response.getHeader('content-encoding') !== undefined) return null;
  if (!COMPRESSIBLE_TYPE.test(String(response.getHeader('content-type') ?? ''))) return null;
  if (response.getHeader('x-nextjs-cache') !== undefined) return 'page';
  return /\bimmutable\b/.test(String(response.getHeader('cache-control') ?? '')) ? 'immutable' : null;
}

type Callback = (error?: Error | null) => void;

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Holds such a response's body until it ends (it is complete already, in the cache or on disk, so
 * nothing streams later than it would), then sends its stored compressed copy. Any other response
 * passes through untouched, to the streaming compression below.
 */
function sendStoredCompressed(response: ServerResponse, encoding: ContentEncoding): void {
  const write = response.write;
  const end = response.end;
  let held: Buffer[] | null = null;
  let kind: Kind | null = null;
  let passThrough = false;
  const decide = (): boolean => {
    if (held === null && !passThrough) {
      kind = response.headersSent ? null : storedKind(response);
      if (kind === null) passThrough = true;
      else held = [];
    }
    return !passThrough;
  };

  response.write = function writeHeld(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!decide()) return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    held!.push(toBuffer(chunk, rest[0]));
    const callback = rest.find((value) => typeof value === 'function') as Callback | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as typeof response.write;

  response.end = function endHeld(this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((value) => typeof value === 'function') as (() => void) | undefined;
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    if (held === null && (chunk === undefined || chunk === null)) return Reflect.apply(end, this, args) as ServerResponse;
    if (!decide()) return Reflect.apply(end, this, args) as ServerResponse;
    const utf8 = typeof args[1] !== 'string' || /^utf-?8$/i.test(args[1]);
    // A cached page comes as one string: it is the key itself (compressOnce), never encoded again.
    const text = held!.length === 0 && typeof chunk === 'string' && utf8 && chunk.length >= MIN_BYTES_TO_COMPRESS;
    if (!text && chunk !== undefined && chunk !== null) held!.push(toBuffer(chunk, args[1]));
    const body = text ? (chunk as string) : Buffer.concat(held!);
    held = [];
    if (!text && body.length < MIN_BYTES_TO_COMPRESS) return Reflect.apply(end, this, [body, callback]) as ServerResponse;
    const send = (packed: Buffer) => {
      this.setHeader('Content-Encoding', encoding);
      this.setHeader('Content-Length', packed.length as OutgoingHttpHeader);
      vary(this, 'Accept-Encoding');
      Reflect.apply(end, this, [packed, callback]);
    };
    const packed = compressOnce(body, encoding, kind!);
    if (Buffer.isBuffer(packed)) send(packed);
    // Should zlib ever fail, the body goes out as it is.
    else packed.then(send, () => Reflect.apply(end, this, [body, callback]));
    return this;
  } as typeof response.end;
}

// Symbol.for: one mark whichever copy of this module (a test's, the front door's) got there first.
const COMPRESSING = Symbol.for('sintonia.compressing');

/** Installs compression on one response, before the app writes to it (called by the front door); once. */
export function compressResponse(request: IncomingMessage, response: ServerResponse & { [COMPRESSING]?: true }): void {
  if (response[COMPRESSING]) return;
  response[COMPRESSING] = true;
  streamingCompression(request, response, () => {});
  if (request.method !== 'GET') return;
  // The same negotiation as the streaming middleware's, from the same library: brotli first when the
  // browser weighs both alike (its types omit the `preferred` argument that negotiator 0.6 takes).
  const negotiate = Negotiator.prototype.encoding as unknown as (this: Negotiator, available: string[], preferred: string[]) => string | undefined;
  const encoding = negotiate.call(new Negotiator(request), ['br', 'gzip', 'identity'], ['br', 'gzip']);
  if (encoding === 'br' || encoding === 'gzip') sendStoredCompressed(response, encoding);
}
