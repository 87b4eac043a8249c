import 'server-only';
import { listenerCount } from '@/lib/domain/listeners';
import { decodeXmlEntities } from '@/lib/domain/xml-entities';

/*
 * Shoutcast's statistics: v2 `/stats?sid=1&json=1` ({ songtitle }) or `/statistics?json=1`
 * ({ streams: [{ songtitle }] }), and v1 `/7.html`
 * (`<body>listeners,status,peak,max,unique,bitrate,Artista - Música</body>`). Listeners are
 * `currentlisteners` (the server's total, else the first stream's) and 7.html's first field.
 */

/** Whether this JSON is a Shoutcast v2 statistics document. */
export function isShoutcastStats(json: unknown): json is Record<string, unknown> {
  if (typeof json !== 'object' || json === null) return false;
  return 'songtitle' in json || Array.isArray((json as { streams?: unknown }).streams);
}

export function shoutcastTitle(json: Record<string, unknown>): string | null {
  const streams = json.streams;
  const source = Array.isArray(streams) && typeof streams[0] === 'object' && streams[0] !== null ? (streams[0] as Record<string, unknown>) : json;
  return typeof source.songtitle === 'string' ? source.songtitle : null;
}

export function shoutcastListeners(json: Record<string, unknown>): number | null {
  const total = listenerCount(json.currentlisteners);
  if (total !== null) return total;
  const streams = json.streams;
  const first = Array.isArray(streams) && typeof streams[0] === 'object' && streams[0] !== null ? (streams[0] as Record<string, unknown>) : null;
  return first ? listenerCount(first.currentlisteners) : null;
}

/** 7.html's comma-separated fields; null when it is not that page. */
function shoutcast7HtmlFields(html: string): string[] | null {
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(html)?.[1] ?? html;
  const fields = body.replace(/<[^>]*>/g, '').trim().split(',');
  if (fields.length < 7 || !fields.slice(0, 6).every((field) => /^\s*\d+\s*$/.test(field))) return null;
  return fields;
}

/** Shoutcast v1's 7.html: the seventh field onwards (a title may hold commas); null when it is not that page. */
export function shoutcast7HtmlTitle(html: string): string | null {
  const fields = shoutcast7HtmlFields(html);
  return fields === null ? null : decodeXmlEntities(fields.slice(6).join(','));
}

/** 7.html's first field: the listeners now. */
export function shoutcast7HtmlListeners(html: string): number | null {
  const fields = shoutcast7HtmlFields(html);
  return fields === null ? null : listenerCount(fields[0]);
}
