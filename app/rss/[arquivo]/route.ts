import { rssResponse } from '@/lib/seo/discovery';

// /rss/{categoria}.xml; a segment cannot mix a parameter with '.xml', so the handler splits it.
export async function GET(_request: Request, context: { params: Promise<{ arquivo: string }> }): Promise<Response> {
  const { arquivo } = await context.params;
  return rssResponse(arquivo);
}
