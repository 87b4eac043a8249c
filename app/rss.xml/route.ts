import { rssResponse } from '@/lib/seo/discovery';

export function GET(): Promise<Response> {
  return rssResponse();
}
