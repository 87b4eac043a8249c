import 'server-only';

/*
 * The text of an ICY metadata block (`StreamTitle='Artista - Música';StreamUrl='…';`, padded with
 * NULs to a multiple of 16 bytes) and of a status page. Stations send UTF-8 or latin1 without
 * saying which: the bytes are read as UTF-8 when they are valid UTF-8, else as latin1.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function decodeUtf8OrLatin1(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  }
}

/** The metadata block's text: trailing NUL padding removed, then decoded. */
export function decodeIcyMetadata(block: Uint8Array): string {
  let end = block.length;
  while (end > 0 && block[end - 1] === 0) end -= 1;
  return decodeUtf8OrLatin1(block.subarray(0, end));
}

/*
 * The value ends at the first `';` that is followed by another `Key='` or by the end: a quote
 * inside the title ("Guns N' Roses - Don't Cry") does not end it. Some servers omit the last `;`.
 */
const TERMINATED = /StreamTitle='([\s\S]*?)';(?=\s*(?:[A-Za-z][\w-]*=|$))/i;
const UNTERMINATED = /StreamTitle='([\s\S]*)'\s*;?\s*$/i;

/** StreamTitle's value; null when the block has none. */
export function streamTitleOf(metadata: string): string | null {
  const match = TERMINATED.exec(metadata) ?? UNTERMINATED.exec(metadata);
  return match ? match[1] : null;
}
