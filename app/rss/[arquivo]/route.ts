import { rssResponse } from '@/lib/seo/discovery';

// Cached like the public pages (app/(site)/layout.tsx): rendered once, expired by writes or after 30 s.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

// /rss/{categoria}.xml; a segment cannot mix a parameter with '.xml', so the handler splits it.
export async function GET(_request: Request, context: { params: Promise<{ arquivo: string }> }): Promise<Response> {
  const { arquivo } = await context.params;
  return rssResponse(arquivo);
}
