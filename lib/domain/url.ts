/** URL rules: http-only streams (SPEC §4.1, §9) and absolute URLs for metadata (SPEC §2.5). */

export function forceHttp(url: string): string {
  return url.trim().replace(/^https:\/\//i, 'http://');
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * Relative URLs are joined to the site base, protocol-relative URLs get https, absolute URLs
 * (any scheme) are untouched; empty input gives null.
 */
export function absoluteUrl(url: string | null | undefined, base: string): string | null {
  const value = (url ?? '').trim();
  if (value === '') return null;
  if (value.startsWith('//')) return `https:${value}`;
  if (SCHEME.test(value)) return value;
  const root = base.trim().replace(/\/+$/, '');
  return `${root}/${value.replace(/^\/+/, '')}`;
}

/** An http(s) address fit for an href or src; null for anything else (a settings or feed value must not become a 'javascript:' link). */
export function webUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  return /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
}

/** A URL read leniently (a path counts, resolved against a placeholder host); null when it cannot be parsed. */
export function parseLooseUrl(url: string): URL | null {
  try {
    return new URL(url, 'https://site.invalid');
  } catch {
    return null;
  }
}
