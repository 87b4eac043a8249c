import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { securityHeadersFor } from '@/lib/domain/security-headers';
import { env } from '../env';

/**
 * What our HTTP server does with every request before Next sees it (installed from
 * instrumentation-node.ts):
 * - writes the socket's address into PEER_ADDRESS_HEADER, over anything a client sent under that
 *   name. Next gives route handlers a web Request with no socket, and its own X-Forwarded-For
 *   keeps whatever the client sent, so a limit per client could not be trusted otherwise;
 * - sets the security headers (lib/domain/security-headers), so that cached pages carry them too;
 * - answers 405 to methods the site never serves (TRACE, CONNECT, WebDAV…). Next would build a web
 *   Request for them, which fetch refuses for some (TRACE), and answer 500.
 */
export const PEER_ADDRESS_HEADER = 'x-sintonia-peer';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const SERVED = new Set<string>(SERVED_METHODS);

export const METHOD_NOT_ALLOWED = { message: 'Método não permitido para este endereço.', codigo: 'METODO_NAO_PERMITIDO' } as const;

const INSTALLED = Symbol.for('sintonia.front-door');

/** Whether the visitor's connection is https: ours, or as the trusted proxy says (env.trustProxyHeader). */
function cameOverHttps(request: IncomingMessage, proxyTrusted: boolean): boolean {
  if ((request.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  return proxyTrusted && String(request.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

function refuseMethod(response: ServerResponse): void {
  const body = JSON.stringify(METHOD_NOT_ALLOWED);
  response.writeHead(405, { Allow: SERVED_METHODS.join(', '), 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
  response.end(body);
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
      if (!SERVED.has(request.method ?? '')) {
        refuseMethod(args[1] as ServerResponse);
        return true;
      }
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
      const response = args[1] as ServerResponse;
      const facts = { path: (request.url ?? '/').split('?')[0], https: cameOverHttps(request, proxyTrusted), development };
      for (const [name, value] of Object.entries(securityHeadersFor(facts))) response.setHeader(name, value);
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
  prototype[INSTALLED] = true;
}
