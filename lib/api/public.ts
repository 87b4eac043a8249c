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
import { apiGetJson, ApiResponseError, toQueryString } from './transport';

/*
 * The reads public pages make, each with SPEC §8's fallback: a failing call degrades the widget
 * that needs it, never the page. React's cache() shares one call among a request's components.
 */

/** Logs a failed read that the page will survive; Next's own control-flow errors pass through. */
function logFailure(message: string, error: unknown) {
  unstable_rethrow(error);
  const detail = error instanceof ApiResponseError ? ` (HTTP ${error.status})` : error instanceof Error ? ` (${error.message})` : '';
  console.error(`[api] ${message}${detail}`);
}

export const getPublicSettings = cache(async (): Promise<PublicSettings> => {
  try {
    return normalizeSettings(await apiGetJson('/configuracoes/publicas'));
  } catch (error) {
    logFailure('Erro ao carregar configurações públicas; usando padrões', error);
    return structuredClone(DEFAULT_SETTINGS) as PublicSettings;
  }
});

export const getCategories = cache(async (): Promise<Categoria[]> => {
  const brand = brandName(await getPublicSettings());
  try {
    return categoriesOrFallback(normalizeCategoryList(await apiGetJson('/publico/categorias')), brand);
  } catch (error) {
    logFailure('Erro ao carregar categorias; usando lista padrão', error);
    return categoriesOrFallback([], brand);
  }
});

export const getTopCategories = cache(async (): Promise<Categoria[]> => {
  try {
    return normalizeCategoryList(await apiGetJson('/publico/categorias/top'));
  } catch (error) {
    logFailure('Erro ao carregar categorias populares', error);
    return [];
  }
});

export type NewsQuery = {
  categoria?: string;
  categoriaId?: string | number;
  limite?: number;
  pagina?: number;
  busca?: string;
};

export type NewsResult = { destaques: Post[]; dados: Post[]; meta: Record<string, unknown> | null };

/** SPEC §7.4: featured and list in parallel with the same query; on failure both are empty. */
export const getNews = cache(async (query: NewsQuery): Promise<NewsResult> => {
  const qs = toQueryString(query);
  try {
    const [featured, list] = await Promise.all([
      apiGetJson(`/publico/postagens/destaques${qs}`),
      apiGetJson(`/publico/postagens${qs}`),
    ]);
    const now = new Date();
    const news = normalizePostList(list, now);
    return { destaques: normalizePostList(featured, now).dados, dados: news.dados, meta: news.meta };
  } catch (error) {
    logFailure('Erro ao buscar notícias', error);
    return { destaques: [], dados: [], meta: null };
  }
});

export const getPost = cache(async (slugOrId: string): Promise<Post | null> => {
  try {
    return normalizePost(await apiGetJson(`/publico/postagens/${encodeURIComponent(slugOrId)}`));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return null;
    logFailure('Erro ao buscar postagem', error);
    return null;
  }
});

export async function getRelatedPosts(post: Post, limite = RELATED_POSTS_LIMIT): Promise<Post[]> {
  try {
    const qs = toQueryString({ limite, categoria: post.categoriaSlug, excluir: post.id });
    return normalizePostList(await apiGetJson(`/publico/postagens${qs}`)).dados;
  } catch (error) {
    unstable_rethrow(error);
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
    return selectGalleryPosts(normalizePostList(await apiGetJson(`/publico/postagens${qs}`)).dados, n);
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
    return normalizePostList(await apiGetJson(`/publico/postagens${qs}`)).dados;
  } catch (error) {
    logFailure('Erro ao carregar postagens', error);
    return [];
  }
});

export const getBanners = cache(async (): Promise<Banner[]> => {
  try {
    return normalizeBannerList(await apiGetJson('/publico/banners?limite=10'));
  } catch (error) {
    logFailure('Erro ao carregar banners', error);
    return [];
  }
});

export const getPolls = cache(async (): Promise<Enquete[]> => {
  try {
    return normalizePollList(await apiGetJson('/publico/enquetes'));
  } catch (error) {
    logFailure('Erro ao carregar enquetes', error);
    return [];
  }
});
