/**
 * Redirects: the rules shared by the panel, the API and the front door that
 * answers them. An origin is a path of this site, kept in one spelling so that a request, a row
 * typed in the panel and an old permalink imported from another CMS meet: the case as written
 * (paths are case-sensitive), no trailing slash, no query, percent-escapes decoded except those
 * that would change the path's meaning (/ ? # %).
 */

import { RESERVED_CATEGORY_SLUGS } from './category';
import { NEWS_SLUG } from './constants';
import { hasControlCharacter } from './control-characters';

export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_URL_MAX = 2000;
/** Query and fragment kept after a destination path. */
const REDIRECT_SUFFIX_MAX = 1000;

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export function isRedirectStatus(value: unknown): value is RedirectStatus {
  return value === 301 || value === 302;
}

export type PathError = 'vazio' | 'formato' | 'consulta' | 'codificacao' | 'segmento' | 'longo';
export type PathResult = { ok: true; path: string } | { ok: false; erro: PathError };

export type TargetError = PathError | 'credenciais';
/** destino: what is stored; caminho: its local path without query, or null for another site. */
export type TargetResult = { ok: true; destino: string; caminho: string | null } | { ok: false; erro: TargetError };

const ABSOLUTE_HTTP = /^https?:\/\//i;
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;
/** Escapes left encoded: decoded, they would split or end the path ('/', '?', '#') or start a new escape ('%'). */
const MEANINGFUL_ESCAPES = new Set(['2F', '3F', '23', '25']);

/** Decodes runs of escapes as UTF-8; null for a malformed escape or bytes that are not UTF-8. */
function decodePathEscapes(text: string): string | null {
  let out = '';
  let run = '';
  const flush = (): boolean => {
    if (!run) return true;
    try {
      out += decodeURIComponent(run);
    } catch {
      return false;
    }
    run = '';
    return true;
  };
  for (let i = 0; i < text.length; ) {
    if (text[i] !== '%') {
      if (!flush()) return null;
      out += text[i];
      i += 1;
      continue;
    }
    const hex = text.slice(i + 1, i + 3);
    if (!HEX_PAIR.test(hex)) return null;
    const upper = hex.toUpperCase();
    if (MEANINGFUL_ESCAPES.has(upper)) {
      // ASCII bytes: never inside a multi-byte character, so the run can end here.
      if (!flush()) return null;
      out += `%${upper}`;
    } else {
      run += `%${upper}`;
    }
    i += 3;
  }
  return flush() ? out : null;
}

const fail = <E>(erro: E) => ({ ok: false as const, erro });

/** A lone surrogate cannot be written as UTF-8, in a header or in the database. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one spelling of an origin path (and of a request's path, to look it up). An absolute
 * http(s) address is taken for its path, so a list of old permalinks can be pasted as it is.
 */
export function normalizeRedirectPath(input: string): PathResult {
  let text = input.trim();
  if (!text) return fail('vazio');
  if (hasControlCharacter(text) || LONE_SURROGATE.test(text)) return fail('formato');
  if (/[?#]/.test(text)) return fail('consulta');
  if (ABSOLUTE_HTTP.test(text)) {
    try {
      text = new URL(text).pathname;
    } catch {
      return fail('formato');
    }
  }
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return fail('formato');
  // Every escape is three characters for one: past this, the decoded path is too long anyway.
  if (text.length > REDIRECT_PATH_MAX * 3) return fail('longo');
  const decoded = decodePathEscapes(text);
  if (decoded === null) return fail('codificacao');
  if (hasControlCharacter(decoded)) return fail('formato');
  const segments = decoded.split('/').slice(1);
  while (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return fail('segmento');
  const path = `/${segments.join('/')}`;
  if (path.length > REDIRECT_PATH_MAX) return fail('longo');
  return { ok: true, path };
}

function localTarget(text: string): TargetResult {
  const cut = text.search(/[?#]/);
  const pathPart = cut === -1 ? text : text.slice(0, cut);
  let suffix = cut === -1 ? '' : text.slice(cut);
  const path = normalizeRedirectPath(pathPart);
  if (!path.ok) return path;
  if (suffix.length > REDIRECT_SUFFIX_MAX) return fail('longo');
  if (suffix === '?' || suffix === '#') suffix = '';
  return { ok: true, destino: `${path.path}${suffix}`, caminho: path.path };
}

/**
 * A destination: a path of this site (with its query, if any) or an absolute http(s) address.
 * An address on `siteOrigin` (the site's own public address) is stored as its path, so a loop
 * through it is seen as one.
 */
export function normalizeRedirectTarget(input: string, siteOrigin: string | null = null): TargetResult {
  const text = input.trim();
  if (!text) return fail('vazio');
  if (hasControlCharacter(text) || LONE_SURROGATE.test(text)) return fail('formato');
  if (ABSOLUTE_HTTP.test(text)) {
    if (text.length > REDIRECT_URL_MAX) return fail('longo');
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return fail('formato');
    }
    if (url.username || url.password) return fail('credenciais');
    if (!url.hostname) return fail('formato');
    if (siteOrigin && url.origin === siteOrigin) return localTarget(`${url.pathname}${url.search}${url.hash}`);
    return { ok: true, destino: url.href, caminho: null };
  }
  if (!text.startsWith('/')) return fail('formato');
  return localTarget(text);
}

/**
 * WordPress's addresses by id (/?p=123 for a post, /?page_id=7, /?cat=4, /?tag=slug): a migrated
 * site's oldest links, from before pretty permalinks. They are the only origins with a query, kept
 * in one spelling ('/?p=123', the value decoded, lower-cased and encoded again) and answered only
 * at the site's root, where no page takes them.
 */
const QUERY_ORIGIN_KEYS = new Set(['p', 'page_id', 'cat', 'tag']);
const NUMERIC_QUERY_KEYS = new Set(['p', 'page_id', 'cat']);
const QUERY_ORIGIN = /^\/\?(p|page_id|cat|tag)=([^&#]+)$/;

export function queryOrigin(key: string, value: string): string | null {
  if (!QUERY_ORIGIN_KEYS.has(key)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' ')).trim();
  } catch {
    return null;
  }
  if (!decoded || decoded.length > 200 || hasControlCharacter(decoded) || LONE_SURROGATE.test(decoded)) return null;
  if (NUMERIC_QUERY_KEYS.has(key) && !/^[1-9]\d{0,9}$/.test(decoded)) return null;
  return `/?${key}=${encodeURIComponent(decoded.toLowerCase())}`;
}

export function isQueryOrigin(origem: string): boolean {
  const match = QUERY_ORIGIN.exec(origem);
  return match !== null && queryOrigin(match[1], match[2]) === origem;
}

/** The id address a request at the root asks for, and the rest of its query (kept on the way, like any redirect's). */
export function queryOriginOf(query: string): { origem: string; rest: string } | null {
  if (!query || query.length > REDIRECT_SUFFIX_MAX) return null;
  const parts = query.split('&');
  for (let i = 0; i < parts.length; i += 1) {
    const eq = parts[i].indexOf('=');
    if (eq <= 0) continue;
    const origem = queryOrigin(parts[i].slice(0, eq), parts[i].slice(eq + 1));
    if (origem) return { origem, rest: parts.filter((_, j) => j !== i).join('&') };
  }
  return null;
}

/** The local path a stored destination leads to (without query or fragment); null for another site. */
export function localPathOf(destino: string): string | null {
  if (!destino.startsWith('/')) return null;
  const cut = destino.search(/[?#]/);
  return cut === -1 ? destino : destino.slice(0, cut);
}

const FIXED_FILES = new Set(['favicon.ico', 'robots.txt', 'icons.svg', 'manifest.webmanifest', 'logo-rodape.svg']);
const NEWS_SUBROUTES = new Set(['pagina', 'busca']);

/**
 * Whether a path is one of the app's own routes, which a redirect may never take over: the home,
 * the panel, the API, the station's pages, feeds, sitemaps, files and build assets. /noticias/{slug}
 * is not: an old post address there is exactly what a redirect is for. Compared without case, so
 * /Admin cannot be taken either.
 */
export function isFixedRoute(path: string): boolean {
  if (path === '/') return true;
  const [first = '', second = ''] = path.slice(1).split('/');
  const head = first.toLowerCase();
  if (head.startsWith('_') || head.startsWith('rss') || head.startsWith('sitemap') || FIXED_FILES.has(head)) return true;
  if (head === NEWS_SLUG) return second === '' || NEWS_SUBROUTES.has(second.toLowerCase());
  return RESERVED_CATEGORY_SLUGS.includes(head);
}

/** /{categoria} and its pages /{categoria}/pagina/{n}, for one of the given category slugs. */
export function isCategoryPagePath(path: string, categorySlugs: ReadonlySet<string>): boolean {
  const segments = path.slice(1).split('/');
  if (!categorySlugs.has(segments[0])) return false;
  return segments.length === 1 || segments[1] === 'pagina';
}

/** The two addresses a public post answers at: /{categoria}/{slug} (canonical) and /noticias/{slug}. */
export function postAddresses(categoriaSlug: string, slug: string): string[] {
  return [`/${categoriaSlug}/${slug}`, `/${NEWS_SLUG}/${slug}`];
}

export type RedirectEntry = { origem: string; destino: string; status: RedirectStatus };
export type RedirectTarget = { destino: string; status: RedirectStatus };
export type RedirectTable = ReadonlyMap<string, RedirectTarget>;

/** Longer chains than this are treated as broken (they cannot come from the panel, which collapses them). */
const MAX_HOPS = 20;

/**
 * Where `destino` finally leads when followed through `table` (one origin per path): the last
 * destination, or null when the chain comes back to `origem` or to a path it already passed.
 */
export function finalDestination(origem: string, destino: string, table: ReadonlyMap<string, { destino: string }>): string | null {
  const seen = new Set([origem]);
  let current = destino;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const path = localPathOf(current);
    if (path === null) return current;
    if (seen.has(path)) return null;
    const next = table.get(path);
    if (!next) return current;
    seen.add(path);
    current = next.destino;
  }
  return null;
}

/** Each origin straight to where its chain ends (one hop for the reader); entries in a loop are left out. */
export function collapseRedirects(entries: readonly RedirectEntry[]): Map<string, RedirectTarget> {
  const direct = new Map<string, RedirectEntry>();
  for (const entry of entries) if (!direct.has(entry.origem)) direct.set(entry.origem, entry);
  const table = new Map<string, RedirectTarget>();
  for (const entry of direct.values()) {
    const destino = finalDestination(entry.origem, entry.destino, direct);
    if (destino !== null) table.set(entry.origem, { destino, status: entry.status });
  }
  return table;
}

/**
 * The table the front door answers from, out of GET /publico/redirecionamentos (`{dados: [...]}`
 * or a bare list) of this or another backend: each entry checked as the panel checks it (what
 * does not pass is left out, fixed routes included), then chains collapsed.
 */
export function redirectTableFrom(raw: unknown): RedirectTable {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { dados?: unknown }).dados) ? (raw as { dados: unknown[] }).dados : [];
  const entries: RedirectEntry[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const { origem, destino, status } = item as Record<string, unknown>;
    if (typeof origem !== 'string' || typeof destino !== 'string') continue;
    const byId = isQueryOrigin(origem);
    const from: PathResult = byId ? { ok: true, path: origem } : normalizeRedirectPath(origem);
    const to = normalizeRedirectTarget(destino);
    if (!from.ok || !to.ok || (!byId && isFixedRoute(from.path)) || to.caminho === from.path) continue;
    // Another backend may send the status as text ('302').
    const code = typeof status === 'string' ? Number(status) : status;
    entries.push({ origem: from.path, destino: to.destino, status: isRedirectStatus(code) ? code : 301 });
  }
  return collapseRedirects(entries);
}

/** Characters a path may carry as they are (RFC 3986 pchar and '/'); '%' only when it starts an escape. */
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/]/;

function encodeOutside(text: string, safe: RegExp): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '%' && HEX_PAIR.test(text.slice(i + 1, i + 3))) out += ch;
    else if (safe.test(ch)) out += ch;
    else {
      const whole = String.fromCodePoint(text.codePointAt(i)!);
      // A lone surrogate (only from a request's raw query) has no UTF-8 form: the replacement character.
      out += LONE_SURROGATE.test(whole) ? '%EF%BF%BD' : encodeURIComponent(whole);
      i += whole.length - 1;
    }
  }
  return out;
}

/** Query and fragment: printable ASCII passes, the rest (spaces, accents) is escaped. */
const QUERY_SAFE = /[\x21-\x7E]/;

/**
 * The Location of a redirect: the destination, in ASCII, with the request's own query string
 * kept (after the destination's, if it has one; before its fragment).
 */
export function redirectLocation(destino: string, query: string): string {
  const hashAt = destino.indexOf('#');
  const base = hashAt === -1 ? destino : destino.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : destino.slice(hashAt);
  let location: string;
  if (base.startsWith('/')) {
    const queryAt = base.indexOf('?');
    const path = queryAt === -1 ? base : base.slice(0, queryAt);
    const ownQuery = queryAt === -1 ? '' : base.slice(queryAt);
    location = `${encodeOutside(path, PATH_SAFE)}${encodeOutside(ownQuery, QUERY_SAFE)}`;
  } else {
    // An absolute address was stored as URL's href: already ASCII.
    location = base;
  }
  const extra = encodeOutside(query.replace(/^\?/, ''), QUERY_SAFE);
  if (extra) {
    const joiner = !location.includes('?') ? '?' : /[?&]$/.test(location) ? '' : '&';
    location += `${joiner}${extra}`;
  }
  return `${location}${encodeOutside(hash, QUERY_SAFE)}`;
}

export type RedirectAnswer = { status: RedirectStatus; location: string };

/**
 * What the front door answers for a request's path (a page that would otherwise be a 404), or
 * null: not in the table, not a path a redirect may take, or (by a stale entry) to itself.
 */
export function redirectAnswer(table: RedirectTable, path: string, query: string): RedirectAnswer | null {
  if (table.size === 0) return null;
  const key = normalizeRedirectPath(path);
  if (!key.ok) return null;
  if (key.path === '/') {
    // The root is the home page, except for an old WordPress address by id.
    const byId = queryOriginOf(query);
    const target = byId ? table.get(byId.origem) : undefined;
    return byId && target ? { status: target.status, location: redirectLocation(target.destino, byId.rest) } : null;
  }
  if (isFixedRoute(key.path)) return null;
  const target = table.get(key.path);
  if (!target || localPathOf(target.destino) === key.path) return null;
  return { status: target.status, location: redirectLocation(target.destino, query) };
}
