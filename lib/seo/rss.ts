/** RSS 2.0 feeds of the news (all, or one category), built from normalised posts. Pure. */

import { LOCALE } from '@/lib/domain/constants';
import type { Post } from '@/lib/domain/post';
import { decodeXmlEntities } from '@/lib/domain/xml-entities';
import { absoluteHref, latestDate, postLastModified, postPublishedAt, postUrl } from './discovery-urls';
import { renderXmlDocument, rfc822Date, xml } from './xml';

export const RSS_ITEMS = 30;
/** Minutes a reader may cache the feed; matches the Cache-Control below. */
export const RSS_TTL_MINUTES = 5;
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const RSS_CACHE_CONTROL = `public, max-age=${RSS_TTL_MINUTES * 60}`;
export const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Length of a summary made from the body when the post has no resumo. */
export const DESCRIPTION_MAX_CHARS = 300;

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jpe: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  bmp: 'image/bmp',
};

/** MIME type from the file extension of an (absolute) image URL; null when unknown. */
export function imageMimeType(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split(/[?#]/)[0];
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  return extension ? (IMAGE_TYPES[extension] ?? null) : null;
}

/** Visible text of an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ');
  return decodeXmlEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** The resumo, else the start of the body cut at a word boundary. */
export function postDescription(post: Pick<Post, 'resumo' | 'conteudoHtml'>, max = DESCRIPTION_MAX_CHARS): string {
  if (post.resumo.trim() !== '') return post.resumo.trim();
  const text = htmlToText(post.conteudoHtml);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export interface RssChannel {
  title: string;
  /** The HTML page this feed mirrors (absolute). */
  link: string;
  description: string;
  /** This feed's own URL (absolute), for atom:link rel="self". */
  selfUrl: string;
}

function rssItem(post: Post, base: string) {
  const link = postUrl(post, base);
  const image = absoluteHref(post.imagemUrl, base);
  const imageType = image ? imageMimeType(image) : null;
  return xml(
    'item',
    null,
    xml('title', null, post.titulo),
    xml('link', null, link),
    xml('guid', { isPermaLink: 'true' }, link),
    xml('pubDate', null, rfc822Date(postPublishedAt(post))),
    xml('description', null, postDescription(post)),
    post.categoria && xml('category', null, post.categoria),
    // The file size is unknown without fetching it; RSS readers accept 0 for "unknown".
    image && imageType && xml('enclosure', { url: image, type: imageType, length: 0 }),
  );
}

/** The newest RSS_ITEMS posts as an RSS 2.0 document. */
export function renderRss(channel: RssChannel, posts: readonly Post[], options: { base: string; now: Date }): string {
  const items = [...posts]
    .sort((a, b) => postPublishedAt(b).getTime() - postPublishedAt(a).getTime())
    .slice(0, RSS_ITEMS);
  // The channel last changed with its newest post or edit; an empty channel says "now".
  const lastBuild = latestDate(items.map(postLastModified)) ?? options.now;
  return renderXmlDocument(
    xml(
      'rss',
      { version: '2.0', 'xmlns:atom': ATOM_NS },
      xml(
        'channel',
        null,
        xml('title', null, channel.title),
        xml('link', null, channel.link),
        xml('description', null, channel.description),
        xml('language', null, LOCALE),
        xml('lastBuildDate', null, rfc822Date(lastBuild)),
        xml('ttl', null, RSS_TTL_MINUTES),
        xml('atom:link', { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
        items.map((post) => rssItem(post, options.base)),
      ),
    ),
  );
}
