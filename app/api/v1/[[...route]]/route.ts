import { env } from '@/lib/server/env';

export const runtime = 'nodejs';

/**
 * /api/v1: served by the built-in backend (a Hono app on this process's database), or, with
 * API_URL set, forwarded to the station's backend, which then also answers /health.
 * Modules load lazily so the mode not in use never loads (the database client included).
 */
async function handle(request: Request): Promise<Response> {
  if (env.apiUrl) {
    const { forwardApiRequest } = await import('@/lib/server/api/forward');
    return forwardApiRequest(request, { upstream: env.apiUrl });
  }
  const { getApiApp } = await import('@/lib/server/api/instance');
  return getApiApp().fetch(request);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
