import 'server-only';
import net from 'node:net';
import { AppError } from '@/lib/server/errors';
import {
  connectionFailed,
  headersTooLarge,
  httpError,
  invalidResponse,
  isNowPlayingError,
  metaintTooLarge,
  noMetadata,
  timedOut,
} from './errors';
import { decodeIcyMetadata, streamTitleOf } from './icy-metadata';
import { NOW_PLAYING_MAX_REDIRECTS, portOf, redirectTarget, socketHostOf } from './upstream-url';

/*
 * Reads the title from the stream itself: one request with `Icy-MetaData: 1` on a raw socket
 * (an Icecast or Shoutcast answer may start with `ICY 200 OK`, which no HTTP client accepts), the
 * `icy-metaint` audio bytes skipped, the one metadata block read, the socket closed. Every byte is
 * counted: headers over NOW_PLAYING_HEADERS_MAX_BYTES (a server sending 50 MB of them) and any
 * byte beyond metaint + 1 + 4080 are never read, and the whole exchange, redirects included, has
 * one deadline.
 */

export const NOW_PLAYING_TIMEOUT_MS = 5000;
export const NOW_PLAYING_HEADERS_MAX_BYTES = 16 * 1024;
export const NOW_PLAYING_METAINT_MAX = 64 * 1024;
/** The largest metadata block: its length byte (255) × 16. */
export const ICY_METADATA_MAX_BYTES = 255 * 16;
/**
 * Each read from the socket fills at most this much (node's `onread` buffer) and the reader stops
 * at the end of what it needs, so it never takes more than headers cap + metaint + 1 + 4080
 * bytes, plus the rest of the last read, whatever the server sends.
 */
const READ_BUFFER_BYTES = 16 * 1024;

export type IcyReadOptions = {
  timeoutMs?: number;
  headersMaxBytes?: number;
  metaintMax?: number;
  maxRedirects?: number;
  /** Bytes taken from the socket, per connection (tests read it). */
  onBytesRead?: (bytes: number) => void;
};

type Limits = Required<Omit<IcyReadOptions, 'onBytesRead'>> & Pick<IcyReadOptions, 'onBytesRead'>;

type Answer = { kind: 'title'; title: string | null } | { kind: 'redirect'; location: string | null };

const HEADER_END = Buffer.from('\r\n\r\n');
const BARE_HEADER_END = Buffer.from('\n\n');
const STATUS_LINE = /^(?:ICY|HTTP\/\d(?:\.\d)?)\s+(\d{3})(?:\s|$)/i;

/** The raw StreamTitle of the stream at `url` (null: the block is empty or has none). Throws the AppErrors of ./errors. */
export async function readIcyTitle(url: URL, options: IcyReadOptions = {}): Promise<string | null> {
  const limits: Limits = {
    timeoutMs: options.timeoutMs ?? NOW_PLAYING_TIMEOUT_MS,
    headersMaxBytes: options.headersMaxBytes ?? NOW_PLAYING_HEADERS_MAX_BYTES,
    metaintMax: options.metaintMax ?? NOW_PLAYING_METAINT_MAX,
    maxRedirects: options.maxRedirects ?? NOW_PLAYING_MAX_REDIRECTS,
    onBytesRead: options.onBytesRead,
  };
  const deadline = Date.now() + limits.timeoutMs;
  let current = url;
  for (let followed = 0; ; followed += 1) {
    const answer = await requestOnce(current, deadline, limits);
    if (answer.kind === 'title') return answer.title;
    // Checked before any connection: another origin, or one redirect too many, ends here.
    current = redirectTarget(current, answer.location, followed, limits.maxRedirects);
  }
}

function requestText(url: URL): string {
  return [
    // HTTP/1.0: no chunked body, and the server closes when done.
    `GET ${url.pathname}${url.search} HTTP/1.0`,
    `Host: ${url.host}`,
    'User-Agent: Sintonia/1.0 (no-ar)',
    'Accept: */*',
    'Icy-MetaData: 1',
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

function headerEnd(buffer: Buffer): { index: number; length: number } | null {
  const crlf = buffer.indexOf(HEADER_END);
  const bare = buffer.indexOf(BARE_HEADER_END);
  if (crlf === -1 && bare === -1) return null;
  if (bare === -1 || (crlf !== -1 && crlf < bare)) return { index: crlf, length: HEADER_END.length };
  return { index: bare, length: BARE_HEADER_END.length };
}

type Head = { status: number; headers: Map<string, string> };

function parseHead(text: string): Head {
  const [statusLine, ...lines] = text.split(/\r?\n/);
  const match = STATUS_LINE.exec(statusLine.trim());
  if (!match) throw invalidResponse('linha de status desconhecida');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { status: Number(match[1]), headers };
}

function metaintOf(head: Head, max: number): number {
  const raw = head.headers.get('icy-metaint');
  if (raw === undefined || raw === '') throw noMetadata();
  if (!/^\d+$/.test(raw)) throw invalidResponse('icy-metaint inválido');
  const metaint = Number(raw);
  if (metaint > max) throw metaintTooLarge(metaint, max);
  if (metaint < 1) throw invalidResponse('icy-metaint inválido');
  return metaint;
}

function requestOnce(url: URL, deadline: number, limits: Limits): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reject(timedOut());
      return;
    }
    let settled = false;
    let bytesRead = 0;
    let phase: 'head' | 'audio' | 'length' | 'metadata' = 'head';
    let head = Buffer.alloc(0);
    let audioLeft = 0;
    let metadata: Buffer | null = null;
    let metadataFilled = 0;

    const finish = (outcome: Answer | AppError) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      limits.onBytesRead?.(bytesRead);
      if (outcome instanceof AppError) reject(outcome);
      else resolve(outcome);
    };

    /** Takes one read's bytes; returns whether more are wanted. */
    const take = (chunk: Buffer): boolean => {
      bytesRead += chunk.length;
      let rest = chunk;
      if (phase === 'head') {
        // Only the unread tail (plus 3 bytes a terminator may straddle) is searched.
        const searchFrom = Math.max(0, head.length - 3);
        head = Buffer.concat([head, rest]);
        const end = headerEnd(head.subarray(searchFrom));
        if (!end) {
          if (head.length > limits.headersMaxBytes) throw headersTooLarge(limits.headersMaxBytes);
          return true;
        }
        const headLength = searchFrom + end.index;
        if (headLength > limits.headersMaxBytes) throw headersTooLarge(limits.headersMaxBytes);
        const parsed = parseHead(head.subarray(0, headLength).toString('latin1'));
        if (parsed.status >= 300 && parsed.status < 400) {
          finish({ kind: 'redirect', location: parsed.headers.get('location') ?? null });
          return false;
        }
        if (parsed.status !== 200) throw httpError(parsed.status);
        if (/chunked/i.test(parsed.headers.get('transfer-encoding') ?? '')) throw invalidResponse('corpo em partes (chunked)');
        audioLeft = metaintOf(parsed, limits.metaintMax);
        rest = head.subarray(headLength + end.length);
        head = Buffer.alloc(0);
        phase = 'audio';
      }
      if (phase === 'audio') {
        const skipped = Math.min(audioLeft, rest.length);
        audioLeft -= skipped;
        rest = rest.subarray(skipped);
        if (audioLeft > 0) return true;
        phase = 'length';
      }
      if (phase === 'length') {
        if (rest.length === 0) return true;
        const size = rest[0] * 16;
        rest = rest.subarray(1);
        if (size === 0) {
          finish({ kind: 'title', title: null });
          return false;
        }
        metadata = Buffer.alloc(size);
        phase = 'metadata';
      }
      if (phase === 'metadata' && metadata) {
        const copied = rest.copy(metadata, metadataFilled, 0, Math.min(rest.length, metadata.length - metadataFilled));
        metadataFilled += copied;
        if (metadataFilled < metadata.length) return true;
        finish({ kind: 'title', title: streamTitleOf(decodeIcyMetadata(metadata)) });
        return false;
      }
      return true;
    };

    const socket = net.connect({
      host: socketHostOf(url),
      port: portOf(url),
      onread: {
        buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES),
        callback: (size: number, buffer: Uint8Array) => {
          if (settled) return false;
          try {
            // The buffer is reused for the next read: take() copies what it keeps.
            const wanted = take(Buffer.from(buffer.buffer, buffer.byteOffset, size));
            return wanted && !settled;
          } catch (caught) {
            finish(isNowPlayingError(caught) ? caught : invalidResponse('erro ao ler o streaming'));
            return false;
          }
        },
      },
    });
    const timer = setTimeout(() => finish(timedOut()), remaining);
    socket.setNoDelay(true);
    socket.once('connect', () => socket.write(requestText(url)));
    // 'on', not 'once': a late second error after the cut-off must not become an uncaught one.
    socket.on('error', (error) => finish(connectionFailed(error)));
    socket.once('end', () => finish(phase === 'head' ? invalidResponse('conexão encerrada antes dos cabeçalhos') : invalidResponse('conexão encerrada antes dos metadados')));
    socket.once('close', () => finish(invalidResponse('conexão encerrada')));
  });
}
