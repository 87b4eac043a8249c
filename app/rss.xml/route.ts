import { rssResponse } from '@/lib/seo/discovery';

// Cached like the public pages (app/(site)/layout.tsx): rendered once, expired by writes or after 30 s.
export const revalidate = 30;

export function GET(): Promise<Response> {
  return rssResponse();
}
