import 'server-only';
import { invalidResponse } from './errors';
import { fetchStatusText, type StatusFetchOptions } from './fetch-status';
import { icecastListeners, icecastTitle, isIcecastStatus } from './icecast-status';
import { readIcyTitle, type IcyReadOptions } from './icy-reader';
import { isShoutcastStats, shoutcast7HtmlListeners, shoutcast7HtmlTitle, shoutcastListeners, shoutcastTitle } from './shoutcast-status';

/** Where the title comes from: the status page when one is configured (and allowed), else the stream itself. */
export type TitleSource = { stream: URL; metadata: URL | null };

export type ReadTitleOptions = IcyReadOptions & StatusFetchOptions;

/**
 * What the stream server says: the raw title ('Artista - Música'; null when it says nothing) and,
 * from a status page, how many listen (null from the stream itself, which does not tell).
 */
export type StationStatus = { title: string | null; listeners: number | null };

/** The raw title ('Artista - Música') of what is on air; null when the server says nothing. Throws the AppErrors of ./errors. */
export async function readStationTitle(source: TitleSource, options: ReadTitleOptions = {}): Promise<string | null> {
  return (await readStationStatus(source, options)).title;
}

/** The title and the listener count, in one read of the status page (or of the stream). Throws the AppErrors of ./errors. */
export async function readStationStatus(source: TitleSource, options: ReadTitleOptions = {}): Promise<StationStatus> {
  if (!source.metadata) return { title: await readIcyTitle(source.stream, options), listeners: null };
  const text = await fetchStatusText(source.metadata, options);
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: Shoutcast v1's 7.html, or nothing known.
  }
  if (json !== undefined) {
    if (isIcecastStatus(json)) return { title: icecastTitle(json, source.stream), listeners: icecastListeners(json, source.stream) };
    if (isShoutcastStats(json)) return { title: shoutcastTitle(json), listeners: shoutcastListeners(json) };
    throw invalidResponse('JSON sem icestats nem songtitle');
  }
  const title = shoutcast7HtmlTitle(text);
  if (title === null) throw invalidResponse('página de status desconhecida');
  return { title, listeners: shoutcast7HtmlListeners(text) };
}
