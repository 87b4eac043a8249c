import { podcastFeedResponse } from '@/lib/seo/podcast-feed';

// Cached like /rss.xml: rendered once, expired by episode and show writes (tag 'podcasts') or after 30 s.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

/** /podcasts/{programa}/feed.xml: the show's podcast feed (RSS 2.0 with iTunes and Podcasting 2.0 tags). */
export async function GET(_request: Request, context: { params: Promise<{ programa: string }> }): Promise<Response> {
  const { programa } = await context.params;
  return podcastFeedResponse(programa);
}
