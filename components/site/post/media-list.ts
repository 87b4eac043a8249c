/**
 * Which players the post page adds below the lead: the audio and video found in the
 * content (Post.audios / Post.videos) that the sanitised body does not already play itself.
 */

import { parseLooseUrl } from '@/lib/domain/url';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/domain/youtube';

export type MediaItem =
  | { kind: 'audio'; src: string }
  | { kind: 'video-file'; src: string }
  | { kind: 'youtube'; id: string; src: string };

const VIDEO_FILE = /\.(?:mp4|webm|ogv)$/i;
const EMBEDDED_SRC = /<(?:iframe|audio|video|source)\b[^>]*?\ssrc="([^"]*)"/gi;

function decodeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** http(s) or a path on this site; anything else (javascript:, data:…) is never given to a player. */
function isPlayableUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]/i.test(url) || /^\/(?!\/)/.test(url);
}

/** Same file whatever its fragment: the key used to compare a listed URL with an embedded one. */
function fileKey(url: string): string {
  return url.trim().replace(/#.*$/, '');
}

/** The media sources the sanitised body already embeds (iframe, audio, video, source). */
export function embeddedMedia(sanitizedHtml: string): { files: Set<string>; youtube: Set<string> } {
  const files = new Set<string>();
  const youtube = new Set<string>();
  for (const [, raw] of sanitizedHtml.matchAll(EMBEDDED_SRC)) {
    const src = decodeAttribute(raw);
    const id = youtubeVideoId(src);
    if (id) youtube.add(id);
    else files.add(fileKey(src));
  }
  return { files, youtube };
}

export function mediaToPlay(audios: readonly string[], videos: readonly string[], sanitizedHtml: string): MediaItem[] {
  const embedded = embeddedMedia(sanitizedHtml);
  const seen = new Set<string>();
  const items: MediaItem[] = [];
  for (const src of audios) {
    const key = fileKey(src);
    if (!isPlayableUrl(src) || embedded.files.has(key) || seen.has(key)) continue;
    seen.add(key);
    items.push({ kind: 'audio', src });
  }
  for (const src of videos) {
    const id = youtubeVideoId(src);
    if (id) {
      if (embedded.youtube.has(id) || seen.has(`yt:${id}`)) continue;
      seen.add(`yt:${id}`);
      // The link's start time (t=) is kept.
      items.push({ kind: 'youtube', id, src: youtubeEmbedUrl(src)! });
      continue;
    }
    const key = fileKey(src);
    const path = parseLooseUrl(src)?.pathname ?? '';
    if (!isPlayableUrl(src) || !VIDEO_FILE.test(path) || embedded.files.has(key) || seen.has(key)) continue;
    seen.add(key);
    items.push({ kind: 'video-file', src });
  }
  return items;
}
