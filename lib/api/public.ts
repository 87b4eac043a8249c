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
import { normalizePollList, type Enquete } from '@/lib/domain/poll';
import { normalizePost, normalizePostList, selectGalleryPosts, type Post } from '@/lib/domain/post';
import { brandName, DEFAULT_SETTINGS, normalizeSettings, type PublicSettings } from '@/lib/domain/settings';
import { normalizeGrid, type GridShow } from '@/lib/domain/schedule';
import { normalizeTeamList, type TeamMember } from '@/lib/domain/team';
import { parseDateValue } from '@/lib/domain/dates';
import {
  episodePath,
  normalizePodcastEpisodePage,
  normalizePodcastShowList,
  normalizePodcastShowPage,
  PODCASTS_PATH,
  showPodcastPath,
  type PodcastEpisode,
  type PodcastEpisodePage,
  type PodcastShow,
  type PodcastShowPage,
} from '@/lib/domain/podcast';
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

/**
 * The programme grid (issue 15): the active shows, normalised. [] when there is none, and when the
 * backend has no grid at all (an older station backend at API_URL answers 404): then SPEC §4.2's
 * fixed table applies, on /programacao and in the player.
 */
export const getSchedule = cache(async (): Promise<GridShow[]> => {
  try {
    return normalizeGrid(await apiGetJson('/publico/programacao', [CACHE_TAGS.schedule]));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return [];
    logFailure('Erro ao carregar a programação', error);
    return [];
  }
});

/*
 * Podcasts (issue 15). An older station backend at API_URL has no podcasts and answers 404: the
 * pages then show none (never an error). Every read carries the 'podcasts' tag, which episode and
 * show writes expire, and the scheduler too when a scheduled episode's time comes.
 */
const PODCASTS = [CACHE_TAGS.podcasts];

export const getPodcasts = cache(async (): Promise<PodcastShow[]> => {
  try {
    return normalizePodcastShowList(await apiGetJson('/publico/podcasts', PODCASTS));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return [];
    logFailure('Erro ao carregar os podcasts', error);
    return [];
  }
});

/** One page of a show's published episodes; null when the show has none (or is unknown). */
export const getPodcastShow = cache(async (programa: string, pagina: number = 1): Promise<PodcastShowPage | null> => {
  try {
    const qs = toQueryString({ pagina: pagina > 1 ? pagina : undefined });
    return normalizePodcastShowPage(await apiGetJson(`/publico/podcasts/${encodeURIComponent(programa)}${qs}`, PODCASTS));
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return null;
    logFailure('Erro ao carregar o podcast', error);
    return null;
  }
});

export const getPodcastEpisode = cache(async (programa: string, episodio: string): Promise<PodcastEpisodePage | null> => {
  try {
    const path = `/publico/podcasts/${encodeURIComponent(programa)}/${encodeURIComponent(episodio)}`;
    return normalizePodcastEpisodePage(await apiGetJson(path, PODCASTS));
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return null;
    logFailure('Erro ao carregar o episódio', error);
    return null;
  }
});

/** Episodes a feed lists at most (the newest): past this, apps have long since stored the older ones. */
export const PODCAST_FEED_MAX_EPISODES = 300;

export type PodcastFeedData = { kind: 'ok'; programa: PodcastShow; episodios: PodcastEpisode[] } | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * A show's feed: the show and its newest published episodes, page by page. A failed read is
 * 'unavailable' (the feed answers 503 and apps come back) rather than an empty feed, which an app
 * would take as "every episode was removed".
 */
export async function getPodcastFeedData(programa: string): Promise<PodcastFeedData> {
  const episodios: PodcastEpisode[] = [];
  let show: PodcastShow | null = null;
  try {
    for (let pagina = 1; episodios.length < PODCAST_FEED_MAX_EPISODES; pagina++) {
      const qs = toQueryString({ pagina, limite: MAX_PAGE_LIMIT });
      const page = normalizePodcastShowPage(await apiGetJson(`/publico/podcasts/${encodeURIComponent(programa)}${qs}`, PODCASTS));
      if (!page) return show ? { kind: 'ok', programa: show, episodios } : { kind: 'not-found' };
      show ??= page.programa;
      episodios.push(...page.episodios);
      if (page.episodios.length < MAX_PAGE_LIMIT || pagina >= page.totalPaginas) break;
    }
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
    if (error instanceof BuildPhaseReadError) return { kind: 'not-found' };
    logFailure('Erro ao carregar o feed do podcast', error);
    return { kind: 'unavailable' };
  }
  return show ? { kind: 'ok', programa: show, episodios: episodios.slice(0, PODCAST_FEED_MAX_EPISODES) } : { kind: 'not-found' };
}

export type PodcastSitemapEntry = { path: string; lastmod: Date | null };

/** The podcast pages for the sitemap: /podcasts, each show's and each episode's page; [] without podcasts or on failure. */
export async function getPodcastSitemapEntries(): Promise<PodcastSitemapEntry[]> {
  const [shows, index] = await Promise.all([
    getPodcasts(),
    apiGetJson('/publico/episodios', PODCASTS).catch((error: unknown) => {
      if (!(error instanceof ApiResponseError && error.status === 404)) logFailure('Erro ao carregar os episódios para o sitemap', error);
      return [];
    }),
  ]);
  if (shows.length === 0) return [];
  const lastmod = (value: unknown) => parseDateValue(value);
  const entries: PodcastSitemapEntry[] = [{ path: PODCASTS_PATH, lastmod: lastmod(shows[0]?.ultimoEpisodioEm) }];
  for (const show of shows) entries.push({ path: showPodcastPath(show.slug), lastmod: lastmod(show.ultimoEpisodioEm) });
  for (const item of Array.isArray(index) ? index : []) {
    const programa = typeof item?.programa === 'string' ? item.programa : '';
    const slug = typeof item?.slug === 'string' ? item.slug : '';
    if (!/^[a-z0-9-]+$/.test(programa) || !/^[a-z0-9-]+$/.test(slug)) continue;
    const published = lastmod(item.publicadoEm);
    const updated = lastmod(item.atualizadoEm);
    entries.push({ path: episodePath(programa, slug), lastmod: updated && published && updated > published ? updated : published });
  }
  return entries;
}
