import 'server-only';
import { listenerCount } from '@/lib/domain/listeners';

/*
 * Icecast's status-json.xsl: { icestats: { source: {…} | [{…}, …] } }. A server with several
 * mounts lists each; the one whose listenurl has the stream's path is the station's, else the
 * first. Its title is `title`, with `artist` in front when the server keeps them apart. Its
 * `listeners` is how many listen to that mount; with no mount of the stream's path, the station's
 * listeners are those of every mount the server lists.
 */

type Source = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function mountOf(listenUrl: unknown): string | null {
  const value = text(listenUrl);
  if (value === '') return null;
  try {
    return new URL(value, 'http://icecast.invalid').pathname;
  } catch {
    return null;
  }
}

/** Whether this JSON is an Icecast status document. */
export function isIcecastStatus(json: unknown): json is { icestats: unknown } {
  return typeof json === 'object' && json !== null && 'icestats' in json;
}

function sourcesOf(json: { icestats: unknown }): Source[] {
  const stats = json.icestats;
  if (typeof stats !== 'object' || stats === null) return [];
  const listed = (stats as { source?: unknown }).source;
  return (Array.isArray(listed) ? listed : [listed]).filter((item): item is Source => typeof item === 'object' && item !== null);
}

const streamSource = (sources: Source[], stream: URL) => sources.find((item) => mountOf(item.listenurl) === stream.pathname);

/** The raw title of the stream's source; null when the server lists none or it has no title. */
export function icecastTitle(json: { icestats: unknown }, stream: URL): string | null {
  const sources = sourcesOf(json);
  if (sources.length === 0) return null;
  const source = streamSource(sources, stream) ?? sources[0];
  const title = text(source.title);
  const artist = text(source.artist);
  if (artist !== '' && title !== '') return `${artist} - ${title}`;
  return title || artist || text(source.yp_currently_playing) || null;
}

/** How many listen: the stream's mount, else the sum over every mount; null when no mount says. */
export function icecastListeners(json: { icestats: unknown }, stream: URL): number | null {
  const sources = sourcesOf(json);
  const own = streamSource(sources, stream);
  if (own) return listenerCount(own.listeners);
  const counts = sources.map((source) => listenerCount(source.listeners)).filter((count): count is number => count !== null);
  return counts.length === 0 ? null : counts.reduce((sum, count) => sum + count, 0);
}
