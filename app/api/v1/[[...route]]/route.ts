import { expireAfterWrite } from '@/lib/server/cache/expire';
import { env } from '@/lib/server/env';

export const runtime = 'nodejs';

const API_PREFIX = '/api/v1';

async function answer(request: Request): Promise<Response> {
  if (env.apiUrl) {
    const [{ forwardApiRequest }, { clientIp }] = await Promise.all([import('@/lib/server/api/forward'), import('@/lib/server/http/client-address')]);
    return forwardApiRequest(request, { upstream: env.apiUrl, clientAddress: clientIp(request, env.trustProxyHeader) });
  }
  const { getApiApp } = await import('@/lib/server/api/instance');
  return getApiApp().fetch(request);
}

/**
 * /api/v1: served by the built-in backend (a Hono app on this process's database), or, with
 * API_URL set, forwarded to the station's backend, which then also answers /health.
 * Modules load lazily so the mode not in use never loads (the database client included).
 * This is also the one place where writes expire the cached public pages, in both modes.
 */
async function handle(request: Request): Promise<Response> {
  const response = await answer(request);
  if (response.status >= 200 && response.status < 300) {
    await expireAfterWrite(request.method, new URL(request.url).pathname.slice(API_PREFIX.length));
  }
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
