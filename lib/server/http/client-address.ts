import { PEER_ADDRESS_HEADER } from './front-door';

/**
 * The client address: from the proxy header the deployment says it trusts (TRUST_PROXY_HEADER),
 * otherwise the socket's, which our server writes on every request (lib/server/http/front-door).
 * Null only for in-process calls that carry neither.
 */
export function clientIp(request: Request, trustedHeader: string | null): string | null {
  return clientIpFrom((name) => request.headers.get(name), trustedHeader);
}

/** The same, from any header reader (the front door has a Node request, not a web one). */
export function clientIpFrom(header: (name: string) => string | null | undefined, trustedHeader: string | null): string | null {
  const forwarded = trustedHeader ? header(trustedHeader)?.split(',')[0]?.trim() : undefined;
  const value = forwarded || header(PEER_ADDRESS_HEADER)?.trim();
  if (!value || value.length > 64) return null;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; it is the same client.
  return value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
