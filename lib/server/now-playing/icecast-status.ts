import 'server-only';

/*
 * Icecast's status-json.xsl: { icestats: { source: {…} | [{…}, …] } }. A server with several
 * mounts lists each; the one whose listenurl has the stream's path is the station's, else the
 * first. Its title is `title`, with `artist` in front when the server keeps them apart.
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

/** The raw title of the stream's source; null when the server lists none or it has no title. */
export function icecastTitle(json: { icestats: unknown }, stream: URL): string | null {
  const stats = json.icestats;
  if (typeof stats !== 'object' || stats === null) return null;
  const listed = (stats as { source?: unknown }).source;
  const sources = (Array.isArray(listed) ? listed : [listed]).filter((item): item is Source => typeof item === 'object' && item !== null);
  if (sources.length === 0) return null;
  const source = sources.find((item) => mountOf(item.listenurl) === stream.pathname) ?? sources[0];
  const title = text(source.title);
  const artist = text(source.artist);
  if (artist !== '' && title !== '') return `${artist} - ${title}`;
  return title || artist || text(source.yp_currently_playing) || null;
}
