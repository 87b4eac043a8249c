import { childSitemapResponse } from '@/lib/seo/discovery';

// Children of the sitemap index (/sitemap/paginas.xml, /sitemap/postagens-N.xml).
export async function GET(_request: Request, context: { params: Promise<{ arquivo: string }> }): Promise<Response> {
  const { arquivo } = await context.params;
  return childSitemapResponse(arquivo);
}
