import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { MALFORMED_ADDRESS, SERVER_BUSY, tooManySearches } from '@/lib/domain/error-document';
import { admissionClassOf, type AdmissionClass } from '@/lib/domain/request-admission';
import { NEWS_SEARCH_PATH, SEARCH_PAGE_PREFIX, searchPathForQuery } from '@/lib/domain/search-term';
import type { RedirectAnswer } from '@/lib/domain/redirects';
import { securityHeadersFor } from '@/lib/domain/security-headers';
import { bodyTooLarge } from '../api/body';
import { hasFreshEntry } from '../cache/page-cache-handler.mjs';
import { pageKeyOf, runForRequestPath } from '../cache/page-keys.mjs';
import { env } from '../env';
import { isShuttingDown } from '../lifecycle/shutdown-state';
import { addressKey } from '../limits/address-key';
import { limiter, retryAfterSeconds } from '../limits/limiter';
import { admissionGates } from './admission';
import { answerRefusal, throttledLog } from './admission-answers';
import { servingWithCacheTags } from './cache-tag-headers';
import { clientIpFrom } from './client-address';
import { compressResponse } from './compression';
import { redirectFor } from './redirects';
import { trackRequest } from './in-flight';

/**
 * What our HTTP server does with every request before Next sees it (installed from
 * instrumentation-node.ts):
 * - writes the socket's address into PEER_ADDRESS_HEADER, over anything a client sent under that
 *   name. Next gives route handlers a web Request with no socket, and its own X-Forwarded-For
 *   keeps whatever the client sent, so a limit per client could not be trusted otherwise;
 * - sets the security headers (lib/domain/security-headers), so that cached pages carry them too;
 * - answers 405 to methods the site never serves (TRACE, CONNECT, WebDAV…). Next would build a web
 *   Request for them, which fetch refuses for some (TRACE), and answer 500;
 * - caps the bodies /api/v1 does not cap itself (the panel's sign-in through next-auth, a POST to a
 *   page): a declared length over OTHER_BODY_MAX_BYTES gets 413, a body of undeclared length 411,
 *   before anything reads it;
 * - compresses the response, pages from the page cache only once per version (./compression);
 * - lists the cache tags of a public page in the headers a CDN purges by (./cache-tag-headers);
 * - counts the requests in flight, for a graceful stop (./in-flight);
 * - answers 400 to a path whose percent-escapes do not decode (Next would answer a bare 500);
 * - answers an old address of a public page with its redirect (./redirects: a table in memory);
 * - admits what renders through the gates of ./admission (searches and pages not in the page
 *   cache, images drawn on request), and limits the uncached searches of each client address;
 * - while the process drains before stopping, asks clients not to keep the connection.
 */
export const PEER_ADDRESS_HEADER = 'x-sintonia-peer';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

export const METHOD_NOT_ALLOWED = { message: 'Método não permitido para este endereço.', codigo: 'METODO_NAO_PERMITIDO' } as const;

const INSTALLED = Symbol.for('sintonia.front-door');

/** /api/v1 caps each operation's body while streaming it (lib/server/api/body.ts). */
const SELF_CAPPED_PREFIX = '/api/v1/';
export const OTHER_BODY_MAX_BYTES = 64 * 1024;
export const LENGTH_REQUIRED = { message: 'Informe o tamanho do conteúdo enviado (Content-Length).', codigo: 'TAMANHO_OBRIGATORIO' } as const;

/**
 * Searches one client address may make, uncached; a person searching never gets near it. A term
 * already in the page cache (or being rendered for another reader) is not counted: it costs what a
 * cached page does.
 */
export const SEARCH_LIMIT = { points: 30, durationSeconds: 60 } as const;

const logMalformed = throttledLog(1_000);

function hasMalformedEscape(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The page-cache path a news search is answered from: its results page (lib/domain/search-term.ts,
 * where proxy.ts rewrites /noticias?busca= to), learnt and checked like a page's. null for a term
 * that is empty once cleaned (the list answers); undefined for the song history's questions.
 */
function newsSearchPath(path: string, query: string): string | null | undefined {
  if (path === NEWS_SEARCH_PATH) return searchPathForQuery(query);
  if (path.startsWith(SEARCH_PAGE_PREFIX)) return path;
  return undefined;
}

/** Whether the page at `path` will be served from this process's page cache. */
function isCachedPage(path: string): boolean {
  const key = pageKeyOf(path);
  return key !== undefined && hasFreshEntry(key);
}

/** The search limit of the request's client; true when it may go on (the refusal is answered here). */
async function withinSearchLimit(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  const ip = clientIpFrom((name) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  }, env.trustProxyHeader);
  let taken;
  try {
    taken = await limiter('busca-endereco', SEARCH_LIMIT).take(addressKey(ip));
  } catch {
    // The limiter's store failing must not take search down with it; the search gate still holds.
    return true;
  }
  if (taken.allowed) return true;
  const wait = retryAfterSeconds(taken.msBeforeNext);
  answerRefusal(request, response, { status: 429, codigo: 'MUITAS_BUSCAS', ...tooManySearches(wait) }, { 'Retry-After': String(wait) });
  return false;
}

/**
 * Lets a request that may render through its class's gate (waiting in line if need be) and calls
 * `serve` then, or answers 503 with Retry-After. The slot is given back when the answer is done.
 */
async function admit(kind: Exclude<AdmissionClass, 'free'>, path: string, searchPath: string | undefined, request: IncomingMessage, response: ServerResponse, serve: () => void): Promise<void> {
  const gate = admissionGates()[kind];
  // A news search shares its term's render like readers of a page share one (the key): a request
  // that finds that render under way waits for it and then reads the cache, so it is not counted.
  const key = kind === 'page' ? path : kind === 'image' ? request.url : searchPath;
  if (kind === 'search' && !(key !== undefined && gate.isRendering(key)) && !(await withinSearchLimit(request, response))) return;
  const admission = await gate.enter(key);
  if (!admission.admitted) {
    answerRefusal(request, response, { status: 503, codigo: 'SERVICO_OCUPADO', ...SERVER_BUSY }, { 'Retry-After': String(admission.retryAfterSeconds) });
    return;
  }
  response.once('close', admission.release);
  if (response.destroyed) {
    admission.release();
    return;
  }
  serve();
}

/** Whether the visitor's connection is https: ours, or as the trusted proxy says (env.trustProxyHeader). */
function cameOverHttps(request: IncomingMessage, proxyTrusted: boolean): boolean {
  if ((request.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  return proxyTrusted && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

/**
 * 301/302 with the destination. Revalidated on every visit (no-cache): a browser that kept a 301
 * would loop once the post's address changes back; answering it again costs the table a lookup.
 */
function answerRedirect(response: ServerResponse, answer: RedirectAnswer): void {
  if (response.destroyed) return;
  response.writeHead(answer.status, { Location: answer.location, 'Cache-Control': 'no-cache', 'Content-Length': 0 });
  response.end();
}

function refuse(response: ServerResponse, status: number, payload: object, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(payload);
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  response.end(body);
}

/** 413 or 411 for a body outside /api/v1 that is too large or of unknown length; null to go on. */
function bodyRefusal(request: IncomingMessage, path: string): [number, object] | null {
  // A dot segment could be resolved to another route after this check: such a path is capped here.
  if (path.startsWith(SELF_CAPPED_PREFIX) && !/\.\.|%2e/i.test(path)) return null;
  if (request.headers['transfer-encoding'] !== undefined) return [411, LENGTH_REQUIRED];
  const length = Number(request.headers['content-length'] ?? 0);
  return length > OTHER_BODY_MAX_BYTES ? [413, bodyTooLarge(OTHER_BODY_MAX_BYTES).toBody()] : null;
}

export function installFrontDoor(serverClass: typeof Server): void {
  const prototype = serverClass.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  const proxyTrusted = env.trustProxyHeader !== null;
  const development = process.env.NODE_ENV === 'development';
  prototype.emit = function emitThroughFrontDoor(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      const response = args[1] as ServerResponse;
      if (!SERVED.has(request.method ?? '')) {
        refuse(response, 405, METHOD_NOT_ALLOWED, { Allow: SERVED_METHODS.join(', ') });
        return true;
      }
      const [path, query = ''] = (request.url ?? '/').split('?', 2);
      const refusal = bodyRefusal(request, path);
      if (refusal) {
        // The unread body is not waited for: the connection closes after the answer.
        refuse(response, refusal[0], refusal[1], { Connection: 'close' });
        return true;
      }
      trackRequest(this, response);
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
      const facts = { path, https: cameOverHttps(request, proxyTrusted), development };
      for (const [name, value] of Object.entries(securityHeadersFor(facts))) response.setHeader(name, value);
      if (isShuttingDown()) response.setHeader('Connection', 'close');
      if (hasMalformedEscape(path)) {
        logMalformed(`[sintonia] 400: endereço com codificação inválida: ${JSON.stringify(path.slice(0, 200))}`);
        answerRefusal(request, response, { status: 400, codigo: 'ENDERECO_INVALIDO', ...MALFORMED_ADDRESS });
        return true;
      }
      const requested = admissionClassOf(request.method ?? 'GET', path, query);
      const searchPath = requested === 'search' ? newsSearchPath(path, query) : undefined;
      // A search of nothing shows the list: a page like any other.
      const kind: AdmissionClass = searchPath === null ? 'page' : requested;
      // Where the page cache's entry for this request is learnt and looked up (a search: its term's page).
      const cachePath = searchPath ?? path;
      const pass = (): boolean => {
        compressResponse(request, response);
        const app = () => runForRequestPath(cachePath, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
        const serve = () => servingWithCacheTags(request, response, path, cachePath, app);
        if (kind === 'free' || development) return serve();
        // A page, or a news search, already in the page cache costs no render: no gate, no search limit.
        if ((kind === 'page' || searchPath) && isCachedPage(cachePath)) return serve();
        void admit(kind, path, searchPath ?? undefined, request, response, serve);
        return true;
      };
      // An old address: answered from the redirects table in memory, before any render.
      const redirect = kind === 'page' ? redirectFor(path, query) : null;
      if (redirect instanceof Promise) {
        void redirect.then(
          (answer) => (answer ? answerRedirect(response, answer) : pass()),
          () => pass(),
        );
        return true;
      }
      if (redirect) {
        answerRedirect(response, redirect);
        return true;
      }
      return pass();
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  prototype[INSTALLED] = true;
}
