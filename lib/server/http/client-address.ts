import { PEER_ADDRESS_HEADER } from './front-door';

/**
 * The client address: from the proxy header the deployment says it trusts (TRUST_PROXY_HEADER),
 * otherwise the socket's, which our server writes on every request (lib/server/http/front-door).
 * Null only for in-process calls that carry neither.
 */
export function clientIp(request: Request, trustedHeader: string | null): string | null {
  const forwarded = trustedHeader ? request.headers.get(trustedHeader)?.split(',')[0]?.trim() : undefined;
  const value = forwarded || request.headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (!value || value.length > 64) return null;
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; it is the same client.
  return value.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}
