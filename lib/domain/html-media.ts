/**
 * Image, video and audio URLs found in post HTML (SPEC §3), with regexes only so it runs the
 * same on the server and in the browser.
 */

export interface HtmlMedia {
  images: string[];
  videos: string[];
  audios: string[];
}

type MediaKind = 'video' | 'audio';

// A tag (quoted attributes may contain '>'), a comment, or a run of text.
const TOKEN = /<!--[\s\S]*?-->|<\/?[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</gi;
// An absolute http(s) URL, or a file of the site's media library (/uploads/…) written as a word of its own.
const PLAIN_URL = /\bhttps?:\/\/[^\s<>"']+|(?<![^\s(])\/uploads\/[^\s<>"']+/gi;
const VIDEO_EXTENSION = /\.(?:mp4|webm|ogv)$/i;
const AUDIO_EXTENSION = /\.(?:mp3|ogg|m4a|wav|aac)$/i;
const YOUTUBE_WATCH = /^(?:https?:)?\/\/(?:www\.|m\.)?youtube\.com\/watch\?/i;
const YOUTU_BE = /^(?:https?:)?\/\/(?:www\.)?youtu\.be\/[\w-]+/i;
const EMBED_PLAYER = /^(?:https?:)?\/\/(?:[\w-]+\.)*(?:youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)\//i;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

function tagName(tag: string): string {
  return /^<\/?([a-z][^\s/>]*)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
}

function attribute(tag: string, name: string): string {
  const pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
  const match = pattern.exec(tag);
  if (match === null) return '';
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim();
}

function pathOf(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** Video or audio by URL shape: YouTube watch / youtu.be links and media file extensions. */
export function mediaKindOfLink(url: string): MediaKind | null {
  if (YOUTUBE_WATCH.test(url) || YOUTU_BE.test(url)) return 'video';
  const path = pathOf(url);
  if (VIDEO_EXTENSION.test(path)) return 'video';
  if (AUDIO_EXTENSION.test(path)) return 'audio';
  return null;
}

function mediaKindOfSource(tag: string, url: string): MediaKind | null {
  const type = attribute(tag, 'type').toLowerCase();
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  return mediaKindOfLink(url);
}

/** Trailing punctuation of a URL written in running text belongs to the sentence. */
function trimTextUrl(url: string): string {
  return url.replace(/[.,;:!?)\]}]+$/, '');
}

export function extractMediaFromHtml(html: string | null | undefined): HtmlMedia {
  const images = new Set<string>();
  const videos = new Set<string>();
  const audios = new Set<string>();
  const add = (kind: MediaKind | 'image' | null, url: string): void => {
    if (url === '' || kind === null) return;
    if (kind === 'image') images.add(url);
    else if (kind === 'video') videos.add(url);
    else audios.add(url);
  };

  let container: MediaKind | null = null;
  for (const [token] of (html ?? '').matchAll(TOKEN)) {
    if (token.startsWith('<!--')) continue;
    if (!token.startsWith('<') || token === '<') {
      for (const [url] of decodeEntities(token).matchAll(PLAIN_URL)) {
        const clean = trimTextUrl(url);
        add(mediaKindOfLink(clean), clean);
      }
      continue;
    }
    const name = tagName(token);
    const closing = token.startsWith('</');
    if (closing) {
      if (name === container) container = null;
      continue;
    }
    switch (name) {
      case 'img':
        add('image', attribute(token, 'src'));
        break;
      case 'video':
      case 'audio':
        add(name, attribute(token, 'src'));
        if (!/\/\s*>$/.test(token)) container = name;
        break;
      case 'source': {
        const src = attribute(token, 'src');
        add(container ?? mediaKindOfSource(token, src), src);
        break;
      }
      case 'iframe': {
        const src = attribute(token, 'src');
        if (EMBED_PLAYER.test(src)) add('video', src);
        break;
      }
      case 'a': {
        const href = attribute(token, 'href');
        add(mediaKindOfLink(href), href);
        break;
      }
      default:
        break;
    }
  }
  return { images: [...images], videos: [...videos], audios: [...audios] };
}
