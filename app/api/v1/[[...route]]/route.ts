import { answerWithExpiry } from '@/lib/server/cache/expire';
import { env } from '@/lib/server/env';
import { NOW_PLAYING_CACHE_CONTROL, NOW_PLAYING_PATH } from '@/lib/schemas/now-playing';

export const runtime = 'nodejs';

const API_PREFIX = '/api/v1';

/**
 * What is on air is read by this server from the stream the settings name, whichever backend keeps
 * them: a station's own backend knows nothing of it, so with API_URL it is answered here too.
 */
async function answerNowPlayingFromStation(): Promise<Response> {
  const [{ getPublicSettings }, { sharedNowPlayingStore }, { nowPlayingConfigFrom }] = await Promise.all([
    import('@/lib/api/public'),
    import('@/lib/server/now-playing/store'),
    import('@/lib/server/now-playing/config'),
  ]);
  // The status-page setting lives in this app's own settings, which API_URL mode does not have.
  const body = await sharedNowPlayingStore().snapshot(async () => nowPlayingConfigFrom(await getPublicSettings(), null));
  return Response.json(body, { headers: { 'Cache-Control': NOW_PLAYING_CACHE_CONTROL } });
}

async function answer(request: Request): Promise<Response> {
  if (env.apiUrl) {
    if (request.method === 'GET' && new URL(request.url).pathname === `${API_PREFIX}${NOW_PLAYING_PATH}`) return answerNowPlayingFromStation();
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
 * Writes expire the cached public pages here, in both modes; the built-in backend's post writes
 * expire exactly what they changed themselves, before their Facebook share (answerWithExpiry).
 */
async function handle(request: Request): Promise<Response> {
  return answerWithExpiry(request.method, new URL(request.url).pathname.slice(API_PREFIX.length), () => answer(request));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
