import 'server-only';
import { readCapped } from '../http/read-capped';
import { bodyTooLarge, connectionFailed, httpError, isNowPlayingError, timedOut } from './errors';
import { decodeUtf8OrLatin1 } from './icy-metadata';
import { NOW_PLAYING_TIMEOUT_MS } from './icy-reader';
import { NOW_PLAYING_MAX_REDIRECTS, redirectTarget } from './upstream-url';

/*
 * Fetches a status page of the stream server (Icecast status-json.xsl, Shoutcast stats): redirects
 * handled by hand (same origin only, checked before connecting), the body capped while streaming,
 * one timeout for the whole exchange.
 */

export const NOW_PLAYING_STATUS_MAX_BYTES = 256 * 1024;

export type StatusFetchOptions = { timeoutMs?: number; maxBytes?: number; maxRedirects?: number };

/** The page's text (UTF-8 when valid, else latin1). Throws the AppErrors of ./errors. */
export async function fetchStatusText(url: URL, options: StatusFetchOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? NOW_PLAYING_STATUS_MAX_BYTES;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? NOW_PLAYING_TIMEOUT_MS);
  const failure = (caught: unknown) => (isNowPlayingError(caught) ? caught : controller.signal.aborted ? timedOut() : connectionFailed((caught as { cause?: unknown })?.cause ?? caught));
  try {
    let current = url;
    for (let followed = 0; ; followed += 1) {
      let response: Response;
      try {
        response = await fetch(current, {
          redirect: 'manual',
          signal: controller.signal,
          headers: { accept: 'application/json, text/html;q=0.9, */*;q=0.5', 'user-agent': 'Sintonia/1.0 (no-ar)' },
        });
      } catch (caught) {
        throw failure(caught);
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        current = redirectTarget(current, response.headers.get('location'), followed, options.maxRedirects ?? NOW_PLAYING_MAX_REDIRECTS);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw httpError(response.status);
      }
      try {
        return decodeUtf8OrLatin1(await readCapped(response, maxBytes, () => bodyTooLarge(maxBytes)));
      } catch (caught) {
        throw failure(caught);
      }
    }
  } finally {
    clearTimeout(timer);
    // Releases the socket of a refused or oversized response; a no-op after a complete read.
    controller.abort();
  }
}
