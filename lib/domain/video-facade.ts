/*
 * YouTube players wait for the reader: a page shows a poster that links to the video, and the
 * frame (YouTube's scripts, cookies-free or not, about 1 MB) loads only when the reader presses
 * play. No request leaves for another host before that, which the demo and LGPD-minded readers
 * both expect. Without JavaScript the poster stays a plain link to the video on YouTube.
 */

import { youtubeStartSeconds, youtubeVideoId } from './youtube';

/** The attribute marking a poster; its value is the embed address the frame will load. */
export const VIDEO_EMBED_ATTRIBUTE = 'data-video-embed';

/** The address of the video on YouTube itself (the poster's link), keeping the start time. */
export function youtubeWatchUrl(embedSrc: string): string | null {
  const id = youtubeVideoId(embedSrc);
  if (id === null) return null;
  const start = youtubeStartSeconds(embedSrc);
  return `https://www.youtube.com/watch?v=${id}${start === null ? '' : `&t=${start}s`}`;
}

/** The frame's address once the reader asked for it: it starts playing at once. */
export function autoplayEmbedSrc(embedSrc: string): string {
  return `${embedSrc}${embedSrc.includes('?') ? '&' : '?'}autoplay=1`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
const unescapeAttribute = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name]!);

/** The poster's markup (a string: it also stands in for frames inside a post's sanitised HTML). */
export function videoFacadeHtml(embedSrc: string, title: string): string | null {
  const watch = youtubeWatchUrl(embedSrc);
  if (watch === null) return null;
  return (
    `<div class="video-facade" ${VIDEO_EMBED_ATTRIBUTE}="${escapeHtml(embedSrc)}" data-video-title="${escapeHtml(title)}">` +
    `<a href="${escapeHtml(watch)}" target="_blank" rel="noopener noreferrer">` +
    `<span class="video-facade-play" aria-hidden="true"></span>` +
    `<span class="video-facade-label">Assistir ao vídeo<span class="sr-only">: ${escapeHtml(title)}</span></span>` +
    `</a>` +
    `<p class="video-facade-note">Vídeo do YouTube: carrega só quando você toca em assistir.</p>` +
    `</div>`
  );
}

// The sanitiser writes every frame it keeps in one shape: src first, then title (lib/server/sanitize-html.ts).
const SANITISED_FRAME = /<iframe src="([^"]*)" title="([^"]*)"[^>]*><\/iframe>/g;

/** A post's sanitised HTML with each YouTube frame replaced by its poster. */
export function deferVideoFrames(html: string): string {
  return html.replace(SANITISED_FRAME, (frame, src: string, title: string) => videoFacadeHtml(unescapeAttribute(src), unescapeAttribute(title)) ?? frame);
}
