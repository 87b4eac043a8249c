/**
 * What is playing on air: the rule that turns a stream's title
 * ('Artista - Música', as ICY StreamTitle or a status page gives it) into what the site shows, and
 * the timings shared by the server's reader and the browser's poll. No I/O.
 */

/** The server reads the stream's metadata at most once per this interval, however many visitors ask. */
export const NOW_PLAYING_REFRESH_MS = 10_000;
/** The browser asks the server this often, only while the page is visible and a stream is configured. */
export const NOW_PLAYING_POLL_MS = 15_000;
/** Songs kept for 'Tocou na {brand}', newest first, the one on air included. */
export const NOW_PLAYING_HISTORY_SIZE = 10;
/** Longest artist or title kept: a metadata block may carry up to 4080 bytes of anything. */
export const NOW_PLAYING_MAX_LENGTH = 150;

export type NowPlayingTitle = {
  /** What the player bar shows: 'Artista — Música' (em dash), or the title alone. */
  texto: string;
  artista: string | null;
  titulo: string;
};

/** The separators stations put between artist and title, spaces included ('Jay-Z' is never split). */
const SEPARATORS = [' - ', ' – ', ' — '] as const;

/** What automation software sends for jingles, ads and silence (compared without accents): never shown as a song. */
const NOT_A_SONG = new Set([
  'unknown',
  'desconhecido',
  'untitled',
  'sem titulo',
  'no title',
  'vinheta',
  'vinhetas',
  'jingle',
  'jingles',
  'intervalo',
  'intervalo comercial',
  'comercial',
  'comerciais',
  'publicidade',
  'propaganda',
  'anuncio',
  'spot',
  'station id',
  'null',
  'undefined',
]);

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

function clean(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

function clip(text: string): string {
  return text.length <= NOW_PLAYING_MAX_LENGTH ? text : `${text.slice(0, NOW_PLAYING_MAX_LENGTH - 1).trimEnd()}…`;
}

const comparable = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();

function isPlaceholder(text: string, ignored: readonly string[]): boolean {
  // Nothing but punctuation (' - ', '...', '|'): a gap in the metadata, not a title.
  if (!/[\p{L}\p{N}]/u.test(text)) return true;
  const key = comparable(text);
  if (NOT_A_SONG.has(key)) return true;
  return ignored.some((name) => name.trim() !== '' && comparable(name) === key);
}

/** 'Artista — Música' with the em dash of the player bar; the title alone without an artist. */
export function nowPlayingText(artista: string | null, titulo: string): string {
  return artista ? `${artista} — ${titulo}` : titulo;
}

/**
 * A stream title as the site shows it, or null when nothing worth showing is playing (empty
 * metadata, a jingle, the station's own name). `ignored`: names that mean "no song" for this
 * station (its brand). The first separator splits artist from title; without one the whole text
 * is the title.
 */
export function parseNowPlaying(raw: string | null | undefined, ignored: readonly string[] = []): NowPlayingTitle | null {
  if (typeof raw !== 'string') return null;
  const text = clean(raw);
  if (text === '' || isPlaceholder(text, ignored)) return null;

  // Padded, so a separator at either end ('- Música', 'Artista -') is found too.
  const padded = ` ${text} `;
  let cut: { index: number; length: number } | null = null;
  for (const separator of SEPARATORS) {
    const index = padded.indexOf(separator);
    if (index !== -1 && (cut === null || index < cut.index)) cut = { index, length: separator.length };
  }
  let artista: string | null = null;
  let titulo = text;
  if (cut) {
    const left = padded.slice(0, cut.index).trim();
    const right = padded.slice(cut.index + cut.length).trim();
    const leftUsable = left !== '' && !isPlaceholder(left, []);
    const rightUsable = right !== '' && !isPlaceholder(right, []);
    if (leftUsable && rightUsable) {
      artista = left;
      titulo = right;
    } else if (rightUsable || leftUsable) {
      // 'Unknown - Música' or 'Artista - ': the half that means something, as the title.
      titulo = rightUsable ? right : left;
    } else {
      return null;
    }
    if (ignored.length > 0 && isPlaceholder(titulo, ignored) && (artista === null || isPlaceholder(artista, ignored))) return null;
  }
  artista = artista === null ? null : clip(artista);
  titulo = clip(titulo);
  return { texto: nowPlayingText(artista, titulo), artista, titulo };
}

/** The settings key of the optional metadata address (Icecast status-json.xsl or Shoutcast stats). */
export const NOW_PLAYING_METADATA_KEY = 'radio.metadadosUrl';
