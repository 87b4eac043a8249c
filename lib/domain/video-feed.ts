/**
 * Latest video of the station's channel (SPEC §2.4 item 2, §3 "Latest video", §7.6).
 *
 * Runs in the browser: the feed is read with a few anchored regular expressions instead of an
 * XML library or the DOM, so the client bundle stays small and the module can be unit-tested in
 * node. It only needs the handful of elements a YouTube Atom feed has in its first <entry>.
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

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the XML predefined entities and numeric references in one pass, so '&amp;lt;' becomes
 * the text '&lt;' and never '<'. Unknown names and invalid code points are kept as written.
 */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES[name] ?? whole;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex as string, 16);
    const valid = code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff));
    return valid ? String.fromCodePoint(code) : whole;
  });
}

/** Text content of an element: CDATA kept verbatim, everything else entity-decoded. */
function textContent(inner: string): string {
  const parts = inner.split(/(<!\[CDATA\[[\s\S]*?\]\]>)/);
  return parts
    .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : decodeXmlEntities(part.replace(/<[^>]*>/g, ''))))
    .join('')
    .trim();
}

const escapeName = (name: string): string => name.replace(/[.:-]/g, '\\$&');

/**
 * Raw inner markup of the first <name …>…</name> (exact qualified name); null when absent or
 * self-closed. The closing tag is found with indexOf, so a hostile unclosed document costs one
 * linear scan instead of a backtracking regular expression.
 */
function elementInner(fragment: string, name: string): string | null {
  const open = new RegExp(`<${escapeName(name)}(?:\\s[^>]*)?>`).exec(fragment);
  if (!open || open[0].endsWith('/>')) return null;
  const start = open.index + open[0].length;
  const end = fragment.indexOf(`</${name}`, start);
  return end === -1 ? null : fragment.slice(start, end);
}

function elementText(fragment: string, name: string): string | null {
  const inner = elementInner(fragment, name);
  return inner === null ? null : textContent(inner);
}

/** Attributes of every start or empty tag named `name`, entity-decoded. */
function tagsAttributes(fragment: string, name: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  const tags = new RegExp(`<${escapeName(name)}(\\s[^>]*?)?\\/?>`, 'g');
  for (const tag of fragment.matchAll(tags)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (tag[1] ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      attributes[attribute[1]] = decodeXmlEntities(attribute[2] ?? attribute[3] ?? '');
    }
    found.push(attributes);
  }
  return found;
}


/** Comments could hide an older, commented-out <entry>: they are dropped before searching. */
function withoutComments(xml: string): string {
  let result = '';
  let position = 0;
  for (let open = xml.indexOf('<!--'); open !== -1; open = xml.indexOf('<!--', position)) {
    const close = xml.indexOf('-->', open + 4);
    result += xml.slice(position, open);
    position = close === -1 ? xml.length : close + 3;
  }
  return result + xml.slice(position);
}

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The first <entry> of an Atom feed as a LatestVideo; null for anything that is not a feed, a
 * feed without entries, or an entry without a valid video id. Never throws.
 */
export function parseLatestVideo(xml: unknown): LatestVideo | null {
  if (typeof xml !== 'string' || xml.trim() === '') return null;
  const text = withoutComments(xml);
  if (!/<feed[\s>]/.test(text)) return null;
  const entry = elementInner(text, 'entry');
  if (entry === null) return null;

  const id = elementText(entry, 'yt:videoId') ?? '';
  if (!VIDEO_ID.test(id)) return null;

  const group = elementInner(entry, 'media:group') ?? entry;
  const links = tagsAttributes(entry, 'link');
  // Atom: a link without rel is an alternate link.
  const alternate = links.find((link) => (link.rel ?? 'alternate') === 'alternate');
  const thumbnail = tagsAttributes(group, 'media:thumbnail')[0]?.url;

  return {
    id,
    title: elementText(entry, 'title') ?? elementText(group, 'media:title') ?? '',
    description: elementText(group, 'media:description') ?? '',
    publishedAt: elementText(entry, 'published') ?? '',
    thumbnail: webUrl(thumbnail) ?? videoThumbnailUrl(id),
    url: webUrl(alternate?.href) ?? videoWatchUrl(id),
  };
}
