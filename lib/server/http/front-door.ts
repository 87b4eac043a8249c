import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { securityHeadersFor } from '@/lib/domain/security-headers';
import { bodyTooLarge } from '../api/body';
import { env } from '../env';
import { compressResponse } from './compression';
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
 * - counts the requests in flight, for a graceful stop (./in-flight).
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

/** Whether the visitor's connection is https: ours, or as the trusted proxy says (env.trustProxyHeader). */
function cameOverHttps(request: IncomingMessage, proxyTrusted: boolean): boolean {
  if ((request.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  return proxyTrusted && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
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
      const path = (request.url ?? '/').split('?')[0];
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
      compressResponse(request, response);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  prototype[INSTALLED] = true;
}
