import { newsSitemapResponse } from '@/lib/seo/discovery';

export function GET(): Promise<Response> {
  return newsSitemapResponse();
}
