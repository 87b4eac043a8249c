export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to send a stored page in, from the request's Accept-Encoding: brotli (smaller) when
 * the client takes it, else gzip, else null (send it as it is). A q of 0 refuses an encoding; `*`
 * stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...parameters] = part.split(';');
    const name = token.trim().toLowerCase();
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : null;
}
