/** URLs and dates of posts as crawlers and feed readers see them (sitemaps, RSS). */

import { parseDateValue } from '@/lib/domain/dates';
import { postPath, type Post } from '@/lib/domain/post';
import { absoluteUrl } from '@/lib/domain/url';

/**
 * Absolute, percent-encoded URL of a path (or URL) on the site; null for an empty value. The URL
 * parser encodes spaces and accents a remote backend may put in slugs and keeps existing escapes.
 */
export function absoluteHref(pathOrUrl: string | null | undefined, base: string): string | null {
  const url = absoluteUrl(pathOrUrl, base);
  if (url === null) return null;
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

export function postUrl(post: Pick<Post, 'slug' | 'categoriaSlug'>, base: string): string {
  return absoluteHref(postPath(post), base) as string;
}

/** When the post went public (publicadoEm, else the creation date readers see). */
export function postPublishedAt(post: Pick<Post, 'publicadoEm' | 'criadoEm'>): Date {
  return parseDateValue(post.publicadoEm) ?? parseDateValue(post.criadoEm) ?? new Date(0);
}

/**
 * Last change: atualizadoEm or the publication, whichever is later, so that a post written long
 * before it was scheduled to go live never claims to have changed before it existed.
 */
export function postLastModified(post: Pick<Post, 'publicadoEm' | 'criadoEm' | 'atualizadoEm'>): Date {
  const published = postPublishedAt(post);
  const updated = parseDateValue(post.atualizadoEm);
  return updated !== null && updated > published ? updated : published;
}

export function latestDate(dates: Iterable<Date | null | undefined>): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (date && (latest === null || date > latest)) latest = date;
  return latest;
}
