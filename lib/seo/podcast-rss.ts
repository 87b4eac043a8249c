/**
 * A show's podcast feed: RSS 2.0 with the tags Apple Podcasts and Spotify read
 * (itunes:*) and Podcasting 2.0's (podcast:locked, podcast:guid). Pure: the route handler
 * (./podcast-feed.ts) reads the show and its episodes, makes every address absolute and passes
 * them in; this only shapes the XML, every text escaped by ./xml.
 */

import { LOCALE } from '@/lib/domain/constants';
import type { PodcastEpisode, PodcastShow } from '@/lib/domain/podcast';
import { ATOM_NS, RSS_TTL_MINUTES } from './rss';
import { renderXmlDocument, rfc822Date, xml } from './xml';

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
export const PODCAST_NS = 'https://podcastindex.org/namespace/1.0';
/** Podcasting 2.0: a feed's podcast:guid is the UUIDv5 of its address under this namespace. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';
/** Apple's category for a station's show archive; one of its fixed list. */
export const PODCAST_CATEGORY = 'News';

export type PodcastFeedChannel = {
  show: PodcastShow;
  title: string;
  /** The show's page (absolute). */
  link: string;
  /** This feed's own address (absolute): atom:link rel="self". */
  selfUrl: string;
  description: string;
  /** The station: itunes:author and the owner's name. */
  author: string;
  ownerEmail: string | null;
  /** Absolute; the show's image, else the station's logo; null when there is neither. */
  image: string | null;
  /** UUIDv5 of the feed's address (podcastGuid in ./podcast-feed.ts). */
  podcastGuid: string;
};

/** An episode with its addresses made absolute. */
export type PodcastFeedItem = PodcastEpisode & { link: string; enclosureUrl: string; imageUrl: string | null };

/** RSS wants lower-case language tags: 'pt-br'. */
export const PODCAST_LANGUAGE = LOCALE.toLowerCase();

function item(episode: PodcastFeedItem) {
  return xml(
    'item',
    null,
    xml('title', null, episode.titulo),
    xml('description', null, episode.descricao || episode.titulo),
    xml('link', null, episode.link),
    xml('guid', { isPermaLink: 'false' }, episode.guid),
    xml('pubDate', null, rfc822Date(new Date(episode.publicadoEm))),
    // length 0: an external file whose size the station did not give (apps take it as unknown).
    xml('enclosure', { url: episode.enclosureUrl, length: episode.audioTamanho, type: episode.audioMime }),
    xml('itunes:title', null, episode.titulo),
    xml('itunes:duration', null, episode.duracaoSegundos),
    episode.imageUrl && xml('itunes:image', { href: episode.imageUrl }),
    xml('itunes:explicit', null, episode.explicito ? 'true' : 'false'),
    xml('itunes:episodeType', null, 'full'),
  );
}

/** The feed document: newest episode first, as given. */
export function renderPodcastRss(channel: PodcastFeedChannel, episodes: readonly PodcastFeedItem[], now: Date): string {
  const dates = episodes.flatMap((episode) => [Date.parse(episode.publicadoEm), Date.parse(episode.atualizadoEm ?? '')]).filter(Number.isFinite);
  const lastBuild = dates.length > 0 ? new Date(Math.max(...dates)) : now;
  return renderXmlDocument(
    xml(
      'rss',
      { version: '2.0', 'xmlns:itunes': ITUNES_NS, 'xmlns:podcast': PODCAST_NS, 'xmlns:atom': ATOM_NS },
      xml(
        'channel',
        null,
        xml('title', null, channel.title),
        xml('link', null, channel.link),
        xml('description', null, channel.description),
        xml('language', null, PODCAST_LANGUAGE),
        xml('lastBuildDate', null, rfc822Date(lastBuild)),
        xml('ttl', null, RSS_TTL_MINUTES),
        xml('atom:link', { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
        channel.image && xml('image', null, xml('url', null, channel.image), xml('title', null, channel.title), xml('link', null, channel.link)),
        xml('itunes:author', null, channel.author),
        xml('itunes:owner', null, xml('itunes:name', null, channel.author), channel.ownerEmail && xml('itunes:email', null, channel.ownerEmail)),
        channel.image && xml('itunes:image', { href: channel.image }),
        xml('itunes:category', { text: PODCAST_CATEGORY }),
        // The show is explicit when any of its episodes is.
        xml('itunes:explicit', null, episodes.some((episode) => episode.explicito) ? 'true' : 'false'),
        xml('itunes:type', null, 'episodic'),
        xml('podcast:locked', null, 'no'),
        xml('podcast:guid', null, channel.podcastGuid),
        episodes.map(item),
      ),
    ),
  );
}
