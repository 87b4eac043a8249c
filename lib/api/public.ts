import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { normalizeBannerList, type Banner } from '@/lib/domain/banner';
import {
  categoriesOrFallback,
  findColumnistCategory,
  normalizeCategoryList,
  type Categoria,
} from '@/lib/domain/category';
import {
  COLUMNISTS_LIMIT,
  GALLERY_FETCH_MULTIPLIER,
  GALLERY_SLUG,
  HOME_GALLERIES,
  MAX_PAGE_LIMIT,
  RELATED_POSTS_LIMIT,
} from '@/lib/domain/constants';
import { asRecord, numberOf } from '@/lib/domain/coerce';
import { normalizePollList, type Enquete } from '@/lib/domain/poll';
import { normalizePost, normalizePostList, selectGalleryPosts, type Post } from '@/lib/domain/post';
import { brandName, DEFAULT_SETTINGS, normalizeSettings, type PublicSettings } from '@/lib/domain/settings';
import { normalizeTeamList, type TeamMember } from '@/lib/domain/team';
import { CACHE_TAGS, postTag } from './cache-tags';
import { apiGetJson, ApiResponseError, BuildPhaseReadError, toQueryString } from './transport';

/*
 * The reads public pages make, each with SPEC §8's fallback: a failing call degrades the widget
 * that needs it, never the page. React's cache() shares one call among a request's components.
 * Each read names the resources it shows (CACHE_TAGS): a page is expired by the writes that change
 * what it read.
 */

const POSTS = [CACHE_TAGS.posts];
const GALLERIES = [CACHE_TAGS.posts, CACHE_TAGS.galleries];

function postTags(slugOrId: string): string[] {
  const tag = postTag(slugOrId);
  return tag ? [CACHE_TAGS.posts, tag] : [CACHE_TAGS.posts];
}

/** Logs a failed read that the page will survive; Next's own control-flow errors pass through. */
function logFailure(message: string, error: unknown) {
  unstable_rethrow(error);
  if (error instanceof BuildPhaseReadError) return;
  const detail = error instanceof ApiResponseError ? ` (HTTP ${error.status})` : error instanceof Error ? ` (${error.message})` : '';
  console.error(`[api] ${message}${detail}`);
}

export const getPublicSettings = cache(async (): Promise<PublicSettings> => {
  try {
    return normalizeSettings(await apiGetJson('/configuracoes/publicas', [CACHE_TAGS.settings]));
  } catch (error) {
    logFailure('Erro ao carregar configurações públicas; usando padrões', error);
    return structuredClone(DEFAULT_SETTINGS) as PublicSettings;
  }
});

export const getCategories = cache(async (): Promise<Categoria[]> => {
  const brand = brandName(await getPublicSettings());
  try {
    return categoriesOrFallback(normalizeCategoryList(await apiGetJson('/publico/categorias', [CACHE_TAGS.categories])), brand);
  } catch (error) {
    logFailure('Erro ao carregar categorias; usando lista padrão', error);
    return categoriesOrFallback([], brand);
  }
});

export const getTopCategories = cache(async (): Promise<Categoria[]> => {
  try {
    return normalizeCategoryList(await apiGetJson('/publico/categorias/top', [CACHE_TAGS.categories, CACHE_TAGS.posts]));
  } catch (error) {
    logFailure('Erro ao carregar categorias populares', error);
    return [];
  }
});

/** Posts as the pages show them: a category sent by name only takes its slug and colour from the station's list (SPEC §3). */
async function postsFrom(request: Promise<unknown>, now = new Date()) {
  // The list is read beside the posts, not after them (cached, it costs nothing twice).
  const [raw, categories] = await Promise.all([request, getCategories()]);
  return normalizePostList(raw, now, categories);
}

export type NewsQuery = {
  categoria?: string;
  categoriaId?: string | number;
  limite?: number;
  pagina?: number;
  busca?: string;
};

export type NewsResult = { destaques: Post[]; dados: Post[]; meta: Record<string, unknown> | null };

/**
 * SPEC §7.4: featured and list in parallel with the same query; on failure both are empty.
 * React's cache() compares arguments by identity, so the read is keyed by the query string: the
 * home's metadata and page each pass their own `{ limite: 20 }`, and share one read.
 */
export function getNews(query: NewsQuery): Promise<NewsResult> {
  return getNewsByQueryString(toQueryString(query));
}

const getNewsByQueryString = cache(async (qs: string): Promise<NewsResult> => {
  try {
    const [featured, list, categories] = await Promise.all([
      apiGetJson(`/publico/postagens/destaques${qs}`, POSTS),
      apiGetJson(`/publico/postagens${qs}`, POSTS),
      getCategories(),
    ]);
    const now = new Date();
    const news = normalizePostList(list, now, categories);
    const destaques = normalizePostList(featured, now, categories);
    return { destaques: destaques.dados, dados: news.dados, meta: news.meta };
  } catch (error) {
    logFailure('Erro ao buscar notícias', error);
    return { destaques: [], dados: [], meta: null };
  }
});

export const getPost = cache(async (slugOrId: string): Promise<Post | null> => {
  try {
    const [raw, categories] = await Promise.all([apiGetJson(`/publico/postagens/${encodeURIComponent(slugOrId)}`, postTags(slugOrId)), getCategories()]);
    return normalizePost(raw, new Date(), categories);
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    logFailure('Erro ao buscar postagem', error);
    return null;
  }
});

export async function getRelatedPosts(post: Post, limite = RELATED_POSTS_LIMIT): Promise<Post[]> {
  try {
    const qs = toQueryString({ limite, categoria: post.categoriaSlug, excluir: post.id });
    return (await postsFrom(apiGetJson(`/publico/postagens${qs}`, POSTS))).dados;
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof BuildPhaseReadError) return [];
    const status = error instanceof ApiResponseError ? error.status : 0;
    console.error(`[api] Erro ao buscar notícias relacionadas: ${status}`);
    return [];
  }
}

export const getGalleries = cache(async (n: number = HOME_GALLERIES): Promise<Post[]> => {
  try {
    const qs = toQueryString({
      categoria: GALLERY_SLUG,
      status: 'publicado',
      limite: n * GALLERY_FETCH_MULTIPLIER,
      ordenarPor: 'criadoEm',
      direcao: 'desc',
    });
    return selectGalleryPosts((await postsFrom(apiGetJson(`/publico/postagens${qs}`, GALLERIES))).dados, n);
  } catch (error) {
    logFailure('Erro ao buscar galerias', error);
    return [];
  }
});

export const getColumnists = cache(async (): Promise<Post[]> => {
  const category = findColumnistCategory(await getCategories());
  if (!category) return [];
  try {
    const qs = toQueryString({ categoriaId: category.id, limite: COLUMNISTS_LIMIT, status: 'publicado' });
    return (await postsFrom(apiGetJson(`/publico/postagens${qs}`, POSTS))).dados;
  } catch (error) {
    logFailure('Erro ao carregar postagens', error);
    return [];
  }
});

export const getBanners = cache(async (): Promise<Banner[]> => {
  try {
    return normalizeBannerList(await apiGetJson('/publico/banners?limite=10', [CACHE_TAGS.banners]));
  } catch (error) {
    logFailure('Erro ao carregar banners', error);
    return [];
  }
});

export const getPolls = cache(async (): Promise<Enquete[]> => {
  try {
    return normalizePollList(await apiGetJson('/publico/enquetes', [CACHE_TAGS.polls]));
  } catch (error) {
    logFailure('Erro ao carregar enquetes', error);
    return [];
  }
});

export const getTeam = cache(async (): Promise<TeamMember[]> => {
  try {
    return normalizeTeamList(await apiGetJson('/publico/equipe', [CACHE_TAGS.team]));
  } catch (error) {
    logFailure('Erro ao carregar equipe', error);
    return [];
  }
});

// ——— Discovery files: sitemaps and RSS (issue 4) ———
// These give null when a read fails instead of an empty list: a crawler or feed reader told 503
// comes back later, while an empty sitemap or feed would be taken (and cached) as "no news".

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
    const list = await postsFrom(apiGetJson(`/publico/postagens${qs}`, POSTS));
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
    logFailure('Erro ao buscar postagens publicadas', error);
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
