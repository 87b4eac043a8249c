/** YouTube addresses: the video id of any link shape, and the privacy-friendly embed the site plays. */

import { parseLooseUrl } from './url';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
// "90", "90s", "1m30s", "1h2m3s": the t= / start= forms YouTube's share links use.
const TIME = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/;
const MAX_START_SECONDS = 86_400;
const BARE_HOST = /^(?:(?:www|m)\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)\//i;

/** The video id of a YouTube watch, youtu.be, shorts, live or embed URL; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  const trimmed = url.trim();
  // Typed without the scheme ("youtu.be/…", "www.youtube.com/watch?v=…"), as people often copy it.
  const parsed = parseLooseUrl(BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.replace(/^(?:www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** Where a shared link starts playing (t= or start=), in whole seconds; null when it does not say. */
export function youtubeStartSeconds(url: string): number | null {
  const parsed = parseLooseUrl(url.trim());
  const raw = (parsed?.searchParams.get('t') ?? parsed?.searchParams.get('start') ?? '').trim().toLowerCase();
  const match = raw === '' ? null : TIME.exec(raw);
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 && seconds <= MAX_START_SECONDS ? seconds : null;
}

/** The youtube-nocookie embed of a YouTube link (keeping its start time), or null when it is not one. */
export function youtubeEmbedUrl(url: string): string | null {
  const id = youtubeVideoId(url);
  if (id === null) return null;
  const start = youtubeStartSeconds(url);
  return `https://www.youtube-nocookie.com/embed/${id}${start === null ? '' : `?start=${start}`}`;
}
