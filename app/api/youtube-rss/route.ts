import { getPublicSettings } from '@/lib/api/public';
import { httpHeadersOf, httpStatusOf } from '@/lib/server/api/error-status';
import { env } from '@/lib/server/env';
import { clientIp } from '@/lib/server/http/client-address';
import { fetchChannelFeed, isVideoFeedError } from '@/lib/server/video-feed';

/** GET /api/youtube-rss?url={feed URL} (SPEC §7.6): { contents: "<xml…>" } or { message, codigo }. */

// Node: the proxy streams and caps the upstream body and keeps its feed cache in this process.
// A GET handler that reads the request is rendered per request; caching is the proxy's own (10 min).
export const runtime = 'nodejs';

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url).searchParams.get('url');
  try {
    // The station's own feed (settings) is kept and fetched whatever other clients ask for.
    const { video } = await getPublicSettings();
    const feed = await fetchChannelFeed(url, { client: clientIp(request, env.trustProxyHeader), stationFeedUrl: video.feedUrl });
    return Response.json(
      { contents: feed.xml },
      { headers: { 'Cache-Control': 'public, max-age=600', 'X-Feed-Cache': feed.source } },
    );
  } catch (error) {
    if (isVideoFeedError(error)) {
      return Response.json(error.toBody(), { status: httpStatusOf(error), headers: { 'Cache-Control': 'no-store', ...httpHeadersOf(error) } });
    }
    console.error('[youtube-rss] falha inesperada', error);
    return Response.json(
      { message: 'Erro ao carregar dados do YouTube', codigo: 'FEED_INDISPONIVEL' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
