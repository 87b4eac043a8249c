import 'server-only';
import { MAX_PAGE_LIMIT } from '@/lib/domain/constants';
import { asRecord, numberOf } from '@/lib/domain/coerce';
import type { Post } from '@/lib/domain/post';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { logFailure, postsFrom } from './public';
import { apiGetJson, BuildPhaseReadError, toQueryString } from './transport';

/*
 * Discovery files: sitemaps and RSS. The reads that page through the published posts
 * for them, built on the page reads of ./public.ts (same cache tags, same category list).
 * These give null when a read fails instead of an empty list: a crawler or feed reader told 503
 * comes back later, while an empty sitemap or feed would be taken (and cached) as "no news".
 */

/** Every sitemap and feed is a list: any public post's write expires it. */
const LISTS = [CACHE_TAGS.posts, CACHE_TAGS.postLists];

/** The API's cap per page, and a default cap of 500 pages (50,000 posts) on a full read. */
export const DISCOVERY_PAGE_SIZE = MAX_PAGE_LIMIT;
export const DISCOVERY_MAX_PAGES = 500;

export type PublishedPostsPage = {
  /** As sent (remote backends may ignore status=publicado; see publishedOnly). */
  dados: Post[];
  total: number | null;
  totalPaginas: number | null;
};

type PublishedPostsQuery = { limite?: number; categoria?: string; direcao?: 'asc' | 'desc' };

const publishedOnly = (posts: Post[]) => posts.filter((post) => post.status === '' || post.status === 'publicado');

/** One page of /publico/postagens, by publication date (newest first unless direcao 'asc'). */
export async function getPublishedPostsPage(pagina: number, query: PublishedPostsQuery = {}): Promise<PublishedPostsPage | null> {
  try {
    const qs = toQueryString({
      status: 'publicado',
      limite: query.limite ?? DISCOVERY_PAGE_SIZE,
      pagina,
      categoria: query.categoria,
      ordenarPor: 'criadoEm',
      direcao: query.direcao ?? 'desc',
    });
    const list = await postsFrom(apiGetJson(`/publico/postagens${qs}`, LISTS));
    const meta = asRecord(list.meta);
    return {
      dados: list.dados,
      total: numberOf(meta.total) ?? numberOf(meta.totalItens) ?? numberOf(meta.count),
      totalPaginas: numberOf(meta.totalPaginas) ?? numberOf(meta.paginas) ?? numberOf(meta.totalPages),
    };
  } catch (error) {
    // The build prerenders the feeds without data; a failure there would make them request-time
    // routes. What it renders is never served (the cache starts empty at run time).
    if (error instanceof BuildPhaseReadError) return { dados: [], total: 0, totalPaginas: 0 };
    await logFailure('Erro ao buscar postagens publicadas', error);
    return null;
  }
}

/**
 * Every published post, oldest first (so a sitemap index's chunks keep their boundaries as news
 * is added), paging by 100 from `firstPage` for at most `maxPages` pages; null if any page fails.
 */
export async function getAllPublishedPosts(
  options: { firstPage?: number; maxPages?: number } = {},
): Promise<Post[] | null> {
  const firstPage = options.firstPage ?? 1;
  const lastPage = firstPage + (options.maxPages ?? DISCOVERY_MAX_PAGES) - 1;
  const posts = new Map<string, Post>();
  for (let pagina = firstPage; pagina <= lastPage; pagina++) {
    const page = await getPublishedPostsPage(pagina, { direcao: 'asc' });
    if (page === null) return null;
    const before = posts.size;
    for (const post of page.dados) if (!posts.has(post.id || post.slug)) posts.set(post.id || post.slug, post);
    // A short page is the last; a backend that ignores `pagina` repeats itself and adds nothing.
    const lastKnown = page.totalPaginas !== null && pagina >= page.totalPaginas;
    if (page.dados.length < DISCOVERY_PAGE_SIZE || posts.size === before || lastKnown) break;
  }
  return publishedOnly([...posts.values()]);
}

/** Posts published since `since`, newest first, at most `max` (Google News: 1,000); null on failure. */
export async function getPostsPublishedSince(since: Date, max: number): Promise<Post[] | null> {
  const posts: Post[] = [];
  for (let pagina = 1; pagina <= Math.ceil(max / DISCOVERY_PAGE_SIZE); pagina++) {
    const page = await getPublishedPostsPage(pagina, { direcao: 'desc' });
    if (page === null) return null;
    posts.push(...page.dados);
    const oldest = page.dados.at(-1);
    if (!oldest || page.dados.length < DISCOVERY_PAGE_SIZE || Date.parse(oldest.publicadoEm ?? oldest.criadoEm) < since.getTime()) break;
  }
  return publishedOnly(posts).filter((post) => Date.parse(post.publicadoEm ?? post.criadoEm) >= since.getTime()).slice(0, max);
}

/** The newest `limite` published posts, of one category or all; null on failure. */
export async function getLatestPosts(query: { limite: number; categoria?: string }): Promise<Post[] | null> {
  const page = await getPublishedPostsPage(1, { limite: query.limite, categoria: query.categoria, direcao: 'desc' });
  return page === null ? null : publishedOnly(page.dados);
}
