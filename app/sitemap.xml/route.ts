import { sitemapResponse } from '@/lib/seo/discovery';

// Cached like the public pages (app/(site)/layout.tsx): rendered once, expired by writes or after 30 s.
export const revalidate = 30;

// A route handler rather than app/sitemap.ts: past 50,000 URLs this address becomes a sitemap index.
export function GET(): Promise<Response> {
  return sitemapResponse();
}
