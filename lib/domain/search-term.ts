/*
 * The news search's term, in its three forms:
 * - as shown (cleanSearchTerm): what the reader typed, tidied — one spelling per term, so that
 *   one results page per term and page number is kept in the page cache;
 * - as searched (searchWords): its words, as the built-in backend looks them up;
 * - as a results key (searchResultsKey): the words folded (case and accents), under which the
 *   results are kept in the shared cache: 'Saúde', 'saude' and 'SAÚDE!' find the same posts.
 * /noticias?busca={term}&pagina={n} is served by the results page at
 * /noticias/busca/{term as base64url}/{n} (proxy.ts rewrites to it; the front door answers a term
 * already in the page cache like any cached page). base64url: a term may hold '/', '%' or '?',
 * which a path segment could not carry unambiguously.
 */

import { parsePageNumber } from './pagination';
import type { Post } from './post';

/** The API refuses longer terms (lib/schemas/common.ts searchText). */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** Words searched at most: more only make the query slower, never the results better. */
export const SEARCH_WORDS_MAX = 12;

/** Where the list page answers with a search's results (SPEC §2.1). */
export const NEWS_SEARCH_PATH = '/noticias';

/** The results page's own address, before the term and the page number. */
export const SEARCH_PAGE_PREFIX = '/noticias/busca/';

/** Runs of white space and control characters (a pasted link's tab or line break is a space). */
const SPACES_AND_CONTROLS = /[\s\u0000-\u001F\u007F-\u009F]+/g;
/** Half of a surrogate pair without the other half (a truncated or malformed term). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The term as the results page shows it: composed (NFC), controls and runs of spaces made one
 * space, trimmed, at most SEARCH_TERM_MAX_LENGTH UTF-16 units (never half a character). Case and
 * accents are kept: the page says what the reader typed.
 */
export function cleanSearchTerm(raw: string | null | undefined): string {
  if (!raw) return '';
  let term = raw.normalize('NFC').replace(LONE_SURROGATE, '\uFFFD').replace(SPACES_AND_CONTROLS, ' ').trim();
  if (term.length > SEARCH_TERM_MAX_LENGTH) {
    term = term.slice(0, SEARCH_TERM_MAX_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(term)) term = term.slice(0, -1);
    term = term.trimEnd();
  }
  return term;
}

/** The words of a search, letters and digits only, at most SEARCH_WORDS_MAX, in order. */
export function searchWords(term: string): string[] {
  return term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, SEARCH_WORDS_MAX);
}

const foldWord = (word: string) => word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();

/**
 * The key a term's results are kept under: its words, accents and case folded, in order (the last
 * word is searched as a prefix, so order matters). Terms with the same key find the same posts:
 * the search folds accents and case the same way, and reads nothing but the words.
 */
export function searchResultsKey(term: string): string {
  return searchWords(term).map(foldWord).join(' ');
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The results page of a term (as cleanSearchTerm leaves it) and page number. */
export function searchPagePath(term: string, page: number): string {
  return `${SEARCH_PAGE_PREFIX}${toBase64Url(term)}/${page}`;
}

/**
 * The term and page of a results page's segments; null when they are not the one spelling
 * searchPagePath gives (another spelling would be another page in the cache): a 404.
 */
export function searchFromSegments(termSegment: string, pageSegment: string): { term: string; page: number } | null {
  const term = fromBase64Url(termSegment);
  const page = parsePageNumber(pageSegment);
  if (term === null || page === null || term === '' || cleanSearchTerm(term) !== term || toBase64Url(term) !== termSegment) return null;
  return { term, page };
}

/**
 * The results page that answers /noticias?{query} (without the '?'): the first busca, cleaned, and
 * the first pagina (1 unless a plain positive number). null when the term is empty after cleaning
 * (the list answers instead).
 */
export function searchPathForQuery(query: string): string | null {
  const params = new URLSearchParams(query);
  const term = cleanSearchTerm(params.get('busca'));
  if (!term) return null;
  return searchPagePath(term, parsePageNumber(params.get('pagina') ?? undefined) ?? 1);
}

/** /noticias?busca={term}[&pagina={n}]: the address readers see (and link to) for a results page. */
export function searchHref(term: string, page = 1): string {
  return `${NEWS_SEARCH_PATH}?busca=${encodeURIComponent(term)}${page > 1 ? `&pagina=${page}` : ''}`;
}

/**
 * A post as a search result shows it (image, category, title, summary, date, views, the audio and
 * video marks): kept in the cache without its body, gallery and media lists.
 */
export function asSearchResult(post: Post): Post {
  return { ...post, conteudoHtml: '', galeria: [], galeriaImagens: [], videos: [], audios: [], tags: [] };
}
