/*
 * Which requests may cost a render, and so pass the front door's admission gates
 * (lib/server/http/admission.ts), and which always flow: build files, uploads, the API (the
 * player's now playing among them; sign-in hashing has its own gate) and the panel.
 *
 * - search: a news search (/noticias?busca=, and its results page's own address under
 *   /noticias/busca/) renders and reads the database unless its term is in the page cache (the
 *   front door tells, as for pages), and so does every question to the song history
 *   (/tocou?busca=, /tocou?data=&hora=);
 * - image: a podcast cover, a share image or an optimised image may be drawn with sharp on first request;
 * - page: any other public page (and the panel's sign-in), which is cheap once in the page cache; the gate lets a page it
 *   knows is cached through at once (the cache handler tells), and counts only the renders.
 */
import { NEWS_SEARCH_PATH, SEARCH_PAGE_PREFIX } from './search-term';

export type AdmissionClass = 'free' | 'search' | 'image' | 'page';

const FREE_PREFIXES = ['/_next/static/', '/api/', '/uploads/', '/admin/', '/_fonts/'];
const FREE_PATHS = new Set(['/admin', '/favicon.ico', '/icons.svg', '/robots.txt', '/manifest.webmanifest']);
const SEARCH_PATHS = new Set([NEWS_SEARCH_PATH]);
const SONG_HISTORY_PATHS = new Set(['/tocou', '/tocou/consulta']);

function hasSearchTerm(query: string): boolean {
  return /(?:^|&)busca=/.test(query);
}

function asksSongHistory(query: string): boolean {
  return /(?:^|&)(?:busca|data|hora)=/.test(query);
}

/** `path` without its query; `query` without the '?'. */
export function admissionClassOf(method: string, path: string, query: string): AdmissionClass {
  if (method !== 'GET' && method !== 'HEAD') return 'free';
  // The sign-in page is rendered for anyone; the rest of the panel only for staff (proxy.ts turns
  // others away before any render).
  if (path === '/admin/login') return 'page';
  if (FREE_PATHS.has(path) || FREE_PREFIXES.some((prefix) => path.startsWith(prefix))) return 'free';
  if (path === '/_next/image' || path.startsWith('/capas-podcast/') || path.startsWith('/compartilhamento/')) return 'image';
  if (SEARCH_PATHS.has(path) && hasSearchTerm(query)) return 'search';
  if (path.startsWith(SEARCH_PAGE_PREFIX)) return 'search';
  if (SONG_HISTORY_PATHS.has(path) && asksSongHistory(query)) return 'search';
  // Other files under /_next (webpack HMR, data of the dev server) are not pages.
  if (path.startsWith('/_next/')) return 'free';
  return 'page';
}
