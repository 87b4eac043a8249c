import 'server-only';
import { invalidResponse } from './errors';
import { fetchStatusText, type StatusFetchOptions } from './fetch-status';
import { icecastTitle, isIcecastStatus } from './icecast-status';
import { readIcyTitle, type IcyReadOptions } from './icy-reader';
import { isShoutcastStats, shoutcast7HtmlTitle, shoutcastTitle } from './shoutcast-status';

/** Where the title comes from: the status page when one is configured (and allowed), else the stream itself. */
export type TitleSource = { stream: URL; metadata: URL | null };

export type ReadTitleOptions = IcyReadOptions & StatusFetchOptions;

/** The raw title ('Artista - Música') of what is on air; null when the server says nothing. Throws NowPlayingError. */
export async function readStationTitle(source: TitleSource, options: ReadTitleOptions = {}): Promise<string | null> {
  if (!source.metadata) return readIcyTitle(source.stream, options);
  const text = await fetchStatusText(source.metadata, options);
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: Shoutcast v1's 7.html, or nothing known.
  }
  if (json !== undefined) {
    if (isIcecastStatus(json)) return icecastTitle(json, source.stream);
    if (isShoutcastStats(json)) return shoutcastTitle(json);
    throw invalidResponse('JSON sem icestats nem songtitle');
  }
  const title = shoutcast7HtmlTitle(text);
  if (title === null) throw invalidResponse('página de status desconhecida');
  return title;
}
