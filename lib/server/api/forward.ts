import 'server-only';
import { BODY_LIMITS, readCappedBody } from './body';
import { AppError } from '@/lib/server/errors';
import { httpStatusOf } from './error-status';

/*
 * API_URL mode: /api/v1 on this origin is a reverse proxy to the station's own backend, so the
 * browser-side widgets (poll votes, admin lists) keep calling one same-origin contract whichever
 * backend serves it.
 */

export const FORWARD_TIMEOUT_MS = 8000;

export const UPSTREAM_UNAVAILABLE = {
  message: 'Não foi possível contatar o servidor da estação.',
  codigo: 'SERVIDOR_INDISPONIVEL',
} as const;

export const UPSTREAM_TIMEOUT = {
  message: 'O servidor da estação demorou demais para responder.',
  codigo: 'SERVIDOR_SEM_RESPOSTA',
} as const;

/**
 * Request headers passed upstream. An allow-list, not a deny-list: the visitor's cookies (the
 * panel's session among them) belong to this origin and must never reach another server.
 */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'user-agent',
  'x-forwarded-host',
  'x-forwarded-proto',
] as const;

/** RFC 9110 §7.6.1 hop-by-hop headers, plus the legacy proxy-connection. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Response headers that stop being true once fetch() has decoded and buffered the body, and the
 * upstream's cookies, which would land on this origin where nothing sends them back.
 */
const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'set-cookie']);

const BODYLESS_STATUS = new Set([101, 103, 204, 205, 304]);

export type ForwardOptions = {
  /** Base URL of the station backend, without a trailing slash (env.apiUrl). */
  upstream: string;
  timeoutMs?: number;
  /** The visitor's address as this server verified it (clientIp), sent as X-Forwarded-For. */
  clientAddress?: string | null;
};

/** Header names the Connection header declares hop-by-hop for this message. */
function connectionTokens(headers: Headers): Set<string> {
  const tokens = (headers.get('connection') ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token !== '');
  return new Set(tokens);
}

function upstreamRequestHeaders(incoming: Headers, clientAddress: string | null): Headers {
  const declared = connectionTokens(incoming);
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    if (declared.has(name)) continue;
    const value = incoming.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Never the visitor's own X-Forwarded-For, which anyone can write: the backend limits per address.
  if (clientAddress) headers.set('x-forwarded-for', clientAddress);
  return headers;
}

/** An absolute Location on the upstream becomes a path on this origin; anything else is kept. */
function rewriteLocation(location: string, upstream: string): string {
  let target: URL;
  let base: URL;
  try {
    base = new URL(`${upstream}/`);
    target = new URL(location, base);
  } catch {
    return location;
  }
  if (target.origin !== base.origin) return location;
  const prefix = base.pathname.replace(/\/$/, '');
  const path = prefix !== '' && target.pathname.startsWith(`${prefix}/`) ? target.pathname.slice(prefix.length) : target.pathname;
  return `${path}${target.search}${target.hash}`;
}

function downstreamResponseHeaders(upstreamHeaders: Headers, upstream: string): Headers {
  const declared = connectionTokens(upstreamHeaders);
  const headers = new Headers();
  upstreamHeaders.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || declared.has(name) || DROPPED_RESPONSE_HEADERS.has(name)) return;
    headers.append(name, name === 'location' ? rewriteLocation(value, upstream) : value);
  });
  return headers;
}

function errorResponse(status: number, body: { message: string; codigo: string }): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

/**
 * Sends `request` (a call to /api/v1/... on this origin) to the same path and query under
 * `upstream`, with the same method and body and the allow-listed headers, and returns the
 * upstream's answer as is: status, body and end-to-end headers. Redirects are handed to the
 * client, not followed. Bodies are buffered both ways: the contract is small JSON documents,
 * and a buffered exchange can be bounded by one timeout and given an exact length.
 */
export async function forwardApiRequest(request: Request, options: ForwardOptions): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const target = `${options.upstream.replace(/\/+$/, '')}${pathname}${search}`;
  const method = request.method.toUpperCase();
  const timeout = AbortSignal.timeout(options.timeoutMs ?? FORWARD_TIMEOUT_MS);
  // A visitor who gives up also releases the upstream connection.
  const signal = AbortSignal.any([timeout, request.signal]);

  try {
    // Capped at the largest body any route takes: the backend would refuse more anyway.
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readCappedBody(request, BODY_LIMITS.upload);
    const upstreamResponse = await fetch(target, {
      method,
      headers: upstreamRequestHeaders(request.headers, options.clientAddress ?? null),
      body: body && body.byteLength > 0 ? body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      signal,
    });
    const bodyless = method === 'HEAD' || BODYLESS_STATUS.has(upstreamResponse.status);
    const payload = bodyless ? null : await upstreamResponse.arrayBuffer();
    if (bodyless) await upstreamResponse.body?.cancel();
    return new Response(payload, {
      status: upstreamResponse.status,
      statusText: upstreamResponse.statusText,
      headers: downstreamResponseHeaders(upstreamResponse.headers, options.upstream),
    });
  } catch (error) {
    if (error instanceof AppError) return errorResponse(httpStatusOf(error), error.toBody());
    if (timeout.aborted) {
      console.error(`[api] ${method} ${pathname}: o servidor da estação não respondeu em ${options.timeoutMs ?? FORWARD_TIMEOUT_MS} ms`);
      return errorResponse(504, UPSTREAM_TIMEOUT);
    }
    if (!request.signal.aborted) {
      // fetch() rejects with 'fetch failed' and the reason (ECONNREFUSED, ENOTFOUND…) in cause.
      const failure = error as { message?: unknown; cause?: { message?: unknown } } | null;
      const cause = String(failure?.cause?.message ?? failure?.message ?? error);
      console.error(`[api] ${method} ${pathname}: servidor da estação inacessível (${cause})`);
    }
    return errorResponse(502, UPSTREAM_UNAVAILABLE);
  }
}
