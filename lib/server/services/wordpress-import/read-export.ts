import 'server-only';
import fs from 'node:fs';
import { WxrError, WxrReader, WXR_MESSAGES, type XmlNode } from '@/lib/domain/wordpress-import/wxr-reader';

/*
 * A WordPress export read from disk as a stream: bytes are checked as UTF-8 on the way (a file
 * that is not is refused at its first bad byte), decoded, and cut into the channel's children by
 * the streaming reader. Memory stays flat whatever the file's size: one chunk and the current
 * item at a time.
 */

/** Exports larger than this are refused before reading (WORDPRESS_IMPORT_MAX_MB). */
export const DEFAULT_EXPORT_MAX_BYTES = 1024 * 1024 * 1024;

export type ReadExportOptions = {
  maxBytes?: number;
  /** Characters one item may hold (tests make it small). */
  maxElementChars?: number;
  /** Bytes read so far, of the file's size. */
  onBytes?: (read: number, total: number) => void;
};

/** WORDPRESS_IMPORT_MAX_MB, read on each call so a test or the operator can change it. */
export function exportMaxBytes(): number {
  const raw = process.env.WORDPRESS_IMPORT_MAX_MB?.trim();
  const megabytes = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
  return megabytes > 0 ? megabytes * 1024 * 1024 : DEFAULT_EXPORT_MAX_BYTES;
}

/** Refuses a file past the cap (or empty) before reading a byte of it. */
export async function checkExportSize(file: string, maxBytes: number): Promise<number> {
  const { size } = await fs.promises.stat(file);
  if (size === 0) throw new WxrError('ARQUIVO_VAZIO', WXR_MESSAGES.empty);
  if (size > maxBytes) throw new WxrError('ARQUIVO_GRANDE', WXR_MESSAGES.tooLarge(size, maxBytes));
  return size;
}

/** Offset of the first byte that does not continue valid UTF-8 in `bytes` (a sequence cut at the end counts as valid). */
function invalidUtf8Offset(bytes: Uint8Array): number {
  let at = 0;
  // The chunk may start inside a character begun in the previous one.
  while (at < bytes.length && at < 3 && (bytes[at] & 0xc0) === 0x80) at += 1;
  while (at < bytes.length) {
    const byte = bytes[at];
    const length = byte < 0x80 ? 1 : byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0) return at;
    for (let i = 1; i < length; i += 1) {
      if (at + i >= bytes.length) return bytes.length;
      const next = bytes[at + i];
      if ((next & 0xc0) !== 0x80) return at;
      if (i === 1 && ((byte === 0xe0 && next < 0xa0) || (byte === 0xed && next > 0x9f) || (byte === 0xf0 && next < 0x90) || (byte === 0xf4 && next > 0x8f))) return at;
    }
    at += length;
  }
  return 0;
}

/** The export's channel children, one at a time. Throws WxrError for a file refused whole. */
export async function* readExport(file: string, options: ReadExportOptions = {}): AsyncGenerator<XmlNode> {
  const maxBytes = options.maxBytes ?? exportMaxBytes();
  const size = await checkExportSize(file, maxBytes);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const ready: XmlNode[] = [];
  const reader = new WxrReader({ onElement: (node) => ready.push(node), maxElementChars: options.maxElementChars });
  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  let read = 0;
  const drain = function* () {
    for (let i = 0; i < ready.length; i += 1) yield ready[i];
    ready.length = 0;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        throw new WxrError('UTF8_INVALIDO', WXR_MESSAGES.utf8(read + invalidUtf8Offset(chunk)));
      }
      read += chunk.length;
      // The file grew while being read: the cap holds all the same.
      if (read > maxBytes) throw new WxrError('ARQUIVO_GRANDE', WXR_MESSAGES.tooLarge(read, maxBytes));
      reader.write(text);
      options.onBytes?.(read, size);
      yield* drain();
    }
    let rest: string;
    try {
      rest = decoder.decode();
    } catch {
      throw new WxrError('UTF8_INVALIDO', WXR_MESSAGES.utf8(read));
    }
    reader.write(rest);
    reader.end();
    yield* drain();
  } finally {
    stream.destroy();
  }
}
