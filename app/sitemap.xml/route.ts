import { sitemapResponse } from '@/lib/seo/discovery';

// A route handler rather than app/sitemap.ts: past 50,000 URLs this address becomes a sitemap index.
export function GET(): Promise<Response> {
  return sitemapResponse();
}
