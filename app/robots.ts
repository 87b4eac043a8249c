import type { MetadataRoute } from 'next';
import { getSiteBase } from '@/lib/seo/next-metadata';

// Cached like the public pages (app/(site)/layout.tsx): rendered once, expired by writes or after 30 s.
export const revalidate = 30;

/**
 * Everything public may be crawled; the staff panel and the API may not. '/api/' keeps its
 * slash so a category such as /apicultura stays crawlable ('/admin' covers /admin itself).
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const base = await getSiteBase();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: [`${base}/sitemap.xml`, `${base}/sitemap-noticias.xml`],
    host: base,
  };
}
