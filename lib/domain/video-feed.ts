/**
 * Latest video of the station's channel (SPEC §2.4 item 2, §3 "Latest video", §7.6).
 *
 * The feed is read in the browser with its own XML parser (DOMParser): no parser ships with the
 * page, and entities, CDATA and comments are the parser's business, not ours.
 */

import { webUrl } from './url';

export interface LatestVideo {
  id: string;
  title: string;
  description: string;
  publishedAt: string;
  thumbnail: string;
  url: string;
}

export type FeedKind = 'channel' | 'playlist';

export interface AllowedFeedUrl {
  kind: FeedKind;
  id: string;
  /** The query string to send upstream, e.g. 'channel_id=UC…'. */
  query: string;
}

/**
 * The only feed URLs the proxy may fetch: https, host www.youtube.com, path /feeds/videos.xml and
 * exactly one parameter. Matched on the raw text rather than through `new URL()`, which would
 * silently normalise away a default port (:443), letter case or percent-escapes.
 */
const ALLOWED_FEED_URL =
  /^https:\/\/www\.youtube\.com\/feeds\/videos\.xml\?(?:(channel_id)=(UC[A-Za-z0-9_-]{22})|(playlist_id)=([A-Za-z0-9_-]{10,64}))$/;

export function parseFeedUrl(url: unknown): AllowedFeedUrl | null {
  if (typeof url !== 'string') return null;
  const match = ALLOWED_FEED_URL.exec(url);
  if (!match) return null;
  if (match[1]) return { kind: 'channel', id: match[2], query: `channel_id=${match[2]}` };
  return { kind: 'playlist', id: match[4], query: `playlist_id=${match[4]}` };
}

export function isAllowedFeedUrl(url: unknown): boolean {
  return parseFeedUrl(url) !== null;
}

/** The channel page of a channel feed; null for playlist feeds and anything not allow-listed. */
export function channelUrlFromFeed(feedUrl: unknown): string | null {
  const feed = parseFeedUrl(feedUrl);
  return feed?.kind === 'channel' ? `https://www.youtube.com/channel/${feed.id}` : null;
}

export const videoWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${id}`;
export const videoThumbnailUrl = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** Trimmed text of the first descendant named `name` (qualified, e.g. 'yt:videoId'); null when absent. */
function childText(parent: Element, name: string): string | null {
  const element = parent.getElementsByTagName(name)[0];
  return element ? (element.textContent ?? '').trim() : null;
}

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The first <entry> of an Atom feed as a LatestVideo; null for anything that is not a well-formed
 * feed, a feed without entries, or an entry without a valid video id. Never throws. Browser only
 * (and jsdom in tests): it needs DOMParser.
 */
export function parseLatestVideo(xml: unknown): LatestVideo | null {
  if (typeof xml !== 'string' || xml.trim() === '') return null;
  const root = new DOMParser().parseFromString(xml, 'application/xml').documentElement;
  // A document that is not well-formed comes back as (or holding) a <parsererror>.
  if (!root || root.localName !== 'feed' || root.getElementsByTagName('parsererror').length > 0) return null;
  const entry = root.getElementsByTagName('entry')[0];
  if (!entry) return null;

  const id = childText(entry, 'yt:videoId') ?? '';
  if (!VIDEO_ID.test(id)) return null;

  const group = entry.getElementsByTagName('media:group')[0] ?? entry;
  const links = Array.from(entry.getElementsByTagName('link'));
  // Atom: a link without rel is an alternate link.
  const alternate = links.find((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
  const thumbnail = group.getElementsByTagName('media:thumbnail')[0]?.getAttribute('url');

  return {
    id,
    title: childText(entry, 'title') ?? childText(group, 'media:title') ?? '',
    description: childText(group, 'media:description') ?? '',
    publishedAt: childText(entry, 'published') ?? '',
    thumbnail: webUrl(thumbnail) ?? videoThumbnailUrl(id),
    url: webUrl(alternate?.getAttribute('href')) ?? videoWatchUrl(id),
  };
}
