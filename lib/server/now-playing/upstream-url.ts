import 'server-only';
import { forceHttp } from '@/lib/domain/url';
import { invalidUrl, otherHost, redirectRefused, tooManyRedirects } from './errors';

/*
 * The SSRF rules of the metadata readers, in the spirit of the video feed proxy: the server only
 * ever connects to the station's configured stream host, on the port its URL names.
 * - the stream URL is http (SPEC §9 forces it); no stream configured, no connection;
 * - the metadata URL must be http(s) on the same host name as the stream (its port may differ:
 *   Shoutcast serves its statistics on its own port), else it is ignored before any connection;
 * - a redirect is followed only within the same origin (scheme, host, port), at most
 *   NOW_PLAYING_MAX_REDIRECTS times: a stream host answering 302 to http://127.0.0.1:5432/ is
 *   dropped without a connection there.
 */

export const NOW_PLAYING_MAX_REDIRECTS = 2;

function parseHttp(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  // Credentials are never sent anywhere; the fragment never reaches a server.
  url.username = '';
  url.password = '';
  url.hash = '';
  return url;
}

/** The port a connection to this URL uses: the one it names, else its scheme's. */
export function portOf(url: URL): number {
  return url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
}

/** The host name as a socket takes it (an IPv6 literal without its brackets). */
export function socketHostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** scheme://host:port, the port always written, so http://h and http://h:80 are one origin. */
function originOf(url: URL): string {
  return `${url.protocol}//${url.hostname.toLowerCase()}:${portOf(url)}`;
}

/** The configured stream as the readers connect to it: forced to http (SPEC §9); null when none is set. */
export function streamTargetOf(raw: string | null | undefined): URL | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const url = parseHttp(forceHttp(text));
  if (!url || url.protocol !== 'http:') throw invalidUrl('O endereço do streaming');
  return url;
}

/** Whether a metadata URL sits on the stream's host (what the settings form checks, too). */
function sameHost(a: URL, b: URL): boolean {
  return a.hostname.toLowerCase() === b.hostname.toLowerCase();
}

/** The configured metadata URL, checked against the stream's host; null when none is set. Throws before any connection. */
export function metadataTargetOf(raw: string | null | undefined, stream: URL): URL | null {
  const text = raw?.trim() ?? '';
  if (text === '') return null;
  const url = parseHttp(text);
  if (!url) throw invalidUrl('O endereço dos metadados');
  if (!sameHost(url, stream)) throw otherHost(stream.hostname);
  return url;
}

/**
 * Where a redirect may lead: the Location resolved against the current URL, on the same origin,
 * and only while fewer than `max` redirects were followed. Throws otherwise, before connecting.
 */
export function redirectTarget(current: URL, location: string | null | undefined, followed: number, max: number = NOW_PLAYING_MAX_REDIRECTS): URL {
  if (followed >= max) throw tooManyRedirects();
  const text = (location ?? '').trim();
  let next: URL | null = null;
  try {
    next = text === '' ? null : parseHttp(new URL(text, current).toString());
  } catch {
    next = null;
  }
  if (!next || originOf(next) !== originOf(current)) throw redirectRefused(text || '(sem Location)');
  return next;
}
