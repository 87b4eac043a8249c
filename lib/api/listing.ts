import 'server-only';
import { pageInfoFromMeta, LIST_PAGE_SIZE, type PageInfo } from '@/lib/domain/pagination';
import type { Post } from '@/lib/domain/post';
import { getNews, getSearchResults } from './public';

/** `featured`: the featured posts of the same query (a category's lead is chosen among them). */
export type ListingPage = { posts: Post[]; featured: Post[]; page: PageInfo };

/** One page of a news list (all news, or a category): SPEC §7.4's list call. */
export async function getListingPage(query: { pagina: number; categoria?: string }): Promise<ListingPage> {
  const news = await getNews({ ...query, limite: LIST_PAGE_SIZE });
  return { posts: news.dados, featured: news.destaques, page: pageInfoFromMeta(news.meta, query.pagina, LIST_PAGE_SIZE, news.dados.length) };
}

/** One page of a search's results (getSearchResults: the list call alone, from the shared cache). */
export async function getSearchPage(term: string, pagina: number): Promise<Pick<ListingPage, 'posts' | 'page'>> {
  const results = await getSearchResults(term, pagina, LIST_PAGE_SIZE);
  return { posts: results.dados, page: pageInfoFromMeta(results.meta, pagina, LIST_PAGE_SIZE, results.dados.length) };
}
