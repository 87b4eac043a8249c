import 'server-only';
import { createHash } from 'node:crypto';
import { getPodcastFeedData, getPublicSettings } from '@/lib/api/public';
import type { FocalPoint } from '@/lib/domain/focal-point';
import { episodeCover, episodeCoverFocus, episodePath, showFeedPath, showPodcastPath } from '@/lib/domain/podcast';
import { brandName } from '@/lib/domain/settings';
import { podcastArtworkPath } from '@/lib/server/media/podcast-artwork';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { notFound, unavailable } from './discovery';
import { absoluteHref } from './discovery-urls';
import { getSiteBase } from './next-metadata';
import { PODCAST_GUID_NAMESPACE, renderPodcastRss, type PodcastFeedItem } from './podcast-rss';
import { RSS_CACHE_CONTROL, RSS_CONTENT_TYPE } from './rss';

/*
 * /podcasts/{programa}/feed.xml as an HTTP response (the route file only calls this). Cached like
 * /rss.xml: rendered once, expired by episode and show writes (tag 'podcasts') or after 30 s. A
 * show without published episodes is a 404; a failed read is a 503 with Retry-After, never an
 * empty feed (an app would drop every episode it has).
 */

/** RFC 4122 §4.3 name-based UUID (version 5, SHA-1). */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Podcasting 2.0's podcast:guid: the feed's address without its scheme and trailing slashes, as a UUIDv5. */
export function podcastGuid(feedUrl: string): string {
  return uuidV5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);
}

/** An upload or external address as it leaves the site: through the CDN when there is one, always absolute. */
function outgoing(url: string | null, base: string): string | null {
  return absoluteHref(publicMediaUrl(url), base);
}

/**
 * A cover as the directories take it: an uploaded image through /capas-podcast (a square JPEG of
 * 1400–3000 px around its focal point, whatever was uploaded; the point is in the address, so a
 * moved one is a new address the directories fetch), an external address as it is.
 */
function cover(url: string | null, focal: FocalPoint | null, base: string): string | null {
  const square = podcastArtworkPath(url, focal);
  return square ? absoluteHref(square, base) : outgoing(url, base);
}

const NO_PODCAST = 'Podcast não encontrado.';

export async function podcastFeedResponse(programa: string, now: Date = new Date()): Promise<Response> {
  if (!/^[a-z0-9-]{1,200}$/i.test(programa)) return notFound(NO_PODCAST);
  const [data, settings, base] = await Promise.all([getPodcastFeedData(programa.toLowerCase()), getPublicSettings(), getSiteBase()]);
  if (data.kind === 'not-found') return notFound(NO_PODCAST);
  if (data.kind === 'unavailable') return unavailable();
  const { programa: show, episodios } = data;
  const brand = brandName(settings);
  const logo = settings.site.logo || null;
  const selfUrl = absoluteHref(showFeedPath(show.slug), base) as string;
  const image = cover(show.imagem || logo, show.imagem ? (show.imagemFoco ?? null) : null, base);
  const items: PodcastFeedItem[] = episodios.map((episode) => ({
    ...episode,
    link: absoluteHref(episodePath(show.slug, episode.slug), base) as string,
    enclosureUrl: outgoing(episode.audioUrl, base) as string,
    imageUrl: cover(episodeCover(episode, show, logo), episodeCoverFocus(episode, show), base),
  }));
  const body = renderPodcastRss(
    {
      show,
      title: show.nome,
      link: absoluteHref(showPodcastPath(show.slug), base) as string,
      selfUrl,
      description: show.descricao || `Os programas de ${show.nome} para ouvir quando quiser, na ${brand}.`,
      author: brand,
      ownerEmail: settings.site.emailContato || settings.site.email || null,
      image,
      podcastGuid: podcastGuid(selfUrl),
    },
    items,
    now,
  );
  return new Response(body, { status: 200, headers: { 'Content-Type': RSS_CONTENT_TYPE, 'Cache-Control': RSS_CACHE_CONTROL } });
}
