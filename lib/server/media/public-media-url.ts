import 'server-only';
import { env } from '../env';

const UPLOADS = '/uploads/';

/**
 * An upload's address as it leaves the site in absolute form (share cards, structured data,
 * feeds): under MEDIA_PUBLIC_URL when media sit behind a CDN; anything else unchanged. Content
 * keeps '/uploads/…' (served by every instance), so it never depends on a CDN.
 */
export function publicMediaUrl<T extends string | null>(url: T, base: string | null = env.s3?.publicUrl ?? null): T {
  return (base && url?.startsWith(UPLOADS) ? base + url : url) as T;
}
