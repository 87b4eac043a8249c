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
  RELATED_POSTS_LIMIT,
} from '@/lib/domain/constants';
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

/**
 * Logs a failed read that the page will survive; Next's own control-flow errors pass through.
 * Exported for the discovery reads (./discovery-reads.ts), like postsFrom.
 */
export function logFailure(message: string, error: unknown) {
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
export async function postsFrom(request: Promise<unknown>, now = new Date()) {
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
