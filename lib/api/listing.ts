import 'server-only';
import { pageInfoFromMeta, LIST_PAGE_SIZE, type PageInfo } from '@/lib/domain/pagination';
import type { Post } from '@/lib/domain/post';
import { getNews } from './public';

export type ListingPage = { posts: Post[]; page: PageInfo };

/** One page of a news list (all news, a category, or a search): SPEC §7.4's list call. */
export async function getListingPage(query: { pagina: number; categoria?: string; busca?: string }): Promise<ListingPage> {
  const news = await getNews({ ...query, limite: LIST_PAGE_SIZE });
  return { posts: news.dados, page: pageInfoFromMeta(news.meta, query.pagina, LIST_PAGE_SIZE, news.dados.length) };
}
