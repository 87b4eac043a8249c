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
import { normalizeGridExceptions, type GridException } from '@/lib/domain/grid-exceptions';
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
import { normalizeSongHistory, type SongHistoryAnswer } from '@/lib/domain/song-history';
import { normalizeUrgentPost, type UrgentPost } from '@/lib/domain/urgent';
import { normalizeCoverageFeed, type CoverageFeed } from '@/lib/domain/live-coverage';
import { DEFAULT_MOST_READ_PERIOD, normalizeMostRead, type MostRead, type MostReadPeriod } from '@/lib/domain/most-read';
import { CACHE_TAGS, postTag } from '@/lib/domain/cache-tags';
import { asSearchResult, searchResultsKey } from '@/lib/domain/search-term';
import { SEARCH_RESULTS_TAG } from '@/lib/server/cache/search-entries.mjs';
import { apiGetJson, ApiResponseError, BuildPhaseReadError, markRenderDegraded, sharedRead, toQueryString } from './transport';

/*
 * The reads public pages make, each with SPEC §8's fallback: a failing call degrades the widget
 * that needs it, never the page — and such a render is served but never cached (logFailure).
 * React's cache() shares one call among a request's components. Each read names the resources it
 * shows (CACHE_TAGS, lib/domain/cache-tags.ts): a page is expired by the writes that change what
 * it read. Reads of posts shown on a post's own page carry the posts tag only; the lists carry the
 * lists tag too, so saving one post expires the lists and that post's page, never another post's.
 */

/** Posts shown beside a post (its related posts): a save of another post leaves its page alone. */
const POSTS = [CACHE_TAGS.posts];
/** Lists of posts (home, categories, /noticias, feeds, sitemaps): any public post's write expires them. */
const LISTS = [CACHE_TAGS.posts, CACHE_TAGS.postLists];

/**
 * Logs a failed read that the page will survive, and marks the render degraded so that the page
 * cache does not store it; Next's own control-flow errors pass through. Exported for the discovery
 * reads (./discovery-reads.ts), like postsFrom.
 */
export async function logFailure(message: string, error: unknown): Promise<void> {
  unstable_rethrow(error);
  if (error instanceof BuildPhaseReadError) return;
  const detail = error instanceof ApiResponseError ? ` (HTTP ${error.status})` : error instanceof Error ? ` (${error.message})` : '';
  console.error(`[api] ${message}${detail}`);
  await markRenderDegraded();
}

export const getPublicSettings = cache(async (): Promise<PublicSettings> => {
  try {
    return normalizeSettings(await apiGetJson('/configuracoes/publicas', [CACHE_TAGS.settings]));
  } catch (error) {
    await logFailure('Erro ao carregar configurações públicas; usando padrões', error);
    return structuredClone(DEFAULT_SETTINGS) as PublicSettings;
  }
});

export const getCategories = cache(async (): Promise<Categoria[]> => {
  const brand = brandName(await getPublicSettings());
  try {
    return categoriesOrFallback(normalizeCategoryList(await apiGetJson('/publico/categorias', [CACHE_TAGS.categories])), brand);
  } catch (error) {
    await logFailure('Erro ao carregar categorias; usando lista padrão', error);
    return categoriesOrFallback([], brand);
  }
});

export const getTopCategories = cache(async (): Promise<Categoria[]> => {
  try {
    return normalizeCategoryList(await apiGetJson('/publico/categorias/top', [CACHE_TAGS.categories, CACHE_TAGS.posts]));
  } catch (error) {
    await logFailure('Erro ao carregar categorias populares', error);
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
      apiGetJson(`/publico/postagens/destaques${qs}`, LISTS),
      apiGetJson(`/publico/postagens${qs}`, LISTS),
      getCategories(),
    ]);
    const now = new Date();
    const news = normalizePostList(list, now, categories);
    const destaques = normalizePostList(featured, now, categories);
    return { destaques: destaques.dados, dados: news.dados, meta: news.meta };
  } catch (error) {
    await logFailure('Erro ao buscar notícias', error);
    return { destaques: [], dados: [], meta: null };
  }
});

/** One page of a search's results: the posts as a result shows them, and the list's meta. */
export type SearchResults = { dados: Post[]; meta: Record<string, unknown> | null };

/** A list (any public post's write expires it), and a search (bounded in the page cache). */
const SEARCH_TAGS = [...LISTS, SEARCH_RESULTS_TAG];

/**
 * One page of a search's results: SPEC §7.4's list call with busca (the results page shows no
 * featured posts, so that call is not made). Kept in the shared cache under the term's results key
 * (lib/domain/search-term.ts: the spellings that find the same posts share it), without the posts'
 * bodies, and tagged as a list: any write that changes what a search could find — a post saved,
 * published (by the scheduler too) or hidden — expires it, and the next search reads anew. On
 * failure: no results, and the page is not cached (logFailure).
 */
export const getSearchResults = cache(async (term: string, pagina: number, limite: number): Promise<SearchResults> => {
  try {
    const categories = await getCategories();
    const path = `/publico/postagens${toQueryString({ busca: term, pagina, limite })}`;
    return await sharedRead(['busca', searchResultsKey(term), String(pagina), String(limite)], SEARCH_TAGS, async () => {
      const list = normalizePostList(await apiGetJson(path), new Date(), categories);
      return { dados: list.dados.map(asSearchResult), meta: list.meta };
    });
  } catch (error) {
    await logFailure('Erro ao buscar notícias', error);
    return { dados: [], meta: null };
  }
});

/** One read of a post by slug or id, asked with `tags`; null when the address names none. */
async function readPost(path: string, tags: readonly string[], categories: Promise<Categoria[]>): Promise<Post | null> {
  try {
    const [raw, list] = await Promise.all([apiGetJson(path, tags), categories]);
    return normalizePost(raw, new Date(), list);
  } catch (error) {
    // 400: an address that is no id or slug at all ('1%00') names no post either.
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Enough for the post to change under an address once between two asks. */
const MAX_POST_ASKS = 3;

/**
 * A post by slug or id. The address does not say which post it is, so its tag cannot be given
 * with the first ask: the read is asked with the posts tag alone, then again with the tag of the
 * post it answered. A cached read is checked against the tags it is asked with, so the second ask
 * costs nothing unless that post was written since, and then reads it anew. The page thus carries
 * its post's own tag, and a save of another post leaves it in the cache. An address that names no
 * post is checked against the lists instead: they expire whenever a post goes public.
 */
export const getPost = cache(async (slugOrId: string): Promise<Post | null> => {
  try {
    const path = `/publico/postagens/${encodeURIComponent(slugOrId)}`;
    const categories = getCategories();
    const tags: string[] = [CACHE_TAGS.posts];
    let post: Post | null = null;
    for (let ask = 0; ask < MAX_POST_ASKS; ask++) {
      post = await readPost(path, [...tags], categories);
      const check = (post?.id ? postTag(post.id) : null) ?? CACHE_TAGS.postLists;
      if (tags.includes(check)) break;
      tags.push(check);
    }
    return post;
  } catch (error) {
    await logFailure('Erro ao buscar postagem', error);
    return null;
  }
});

/** A preview link's post and when the link stops working. */
export type PostPreview = { post: Post; expiraEm: string | null };

/**
 * The post a preview link shows, whatever its status: read per request, never from the data cache
 * (isCacheablePublicRead), so a revoked or expired link is a 404 at once. null for a dead link, and
 * when the backend has no previews (an older station backend at API_URL answers 404).
 */
export const getPostPreview = cache(async (token: string): Promise<PostPreview | null> => {
  try {
    const [raw, categories] = await Promise.all([apiGetJson(`/publico/previas/${encodeURIComponent(token)}`), getCategories()]);
    const previa = (raw as { previa?: { expiraEm?: unknown } } | null)?.previa;
    const expiraEm = parseDateValue(previa?.expiraEm);
    return { post: normalizePost(raw, new Date(), categories), expiraEm: expiraEm ? expiraEm.toISOString() : null };
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return null;
    await logFailure('Erro ao buscar a prévia', error);
    return null;
  }
});

export async function getRelatedPosts(post: Post, limite = RELATED_POSTS_LIMIT): Promise<Post[]> {
  try {
    const qs = toQueryString({ limite, categoria: post.categoriaSlug, excluir: post.id });
    return (await postsFrom(apiGetJson(`/publico/postagens${qs}`, POSTS))).dados;
  } catch (error) {
    await logFailure('Erro ao buscar notícias relacionadas', error);
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
    return selectGalleryPosts((await postsFrom(apiGetJson(`/publico/postagens${qs}`, LISTS))).dados, n);
  } catch (error) {
    await logFailure('Erro ao buscar galerias', error);
    return [];
  }
});

export const getColumnists = cache(async (): Promise<Post[]> => {
  const category = findColumnistCategory(await getCategories());
  if (!category) return [];
  try {
    const qs = toQueryString({ categoriaId: category.id, limite: COLUMNISTS_LIMIT, status: 'publicado' });
    return (await postsFrom(apiGetJson(`/publico/postagens${qs}`, LISTS))).dados;
  } catch (error) {
    await logFailure('Erro ao carregar postagens', error);
    return [];
  }
});

/*
 * "Mais lidas". Tagged with its own tag, which the scheduler expires when the
 * ranking it recomputes changes, and with the posts (a retitled or unpublished post). Beside a
 * list (the home, a category) it is one of the lists, with their tag: a retitled post shows there
 * on the next request. Beside a post it is not, so another post's save leaves that page cached
 * (the block may then be up to PUBLIC_CACHE_TTL_SECONDS old). One cached read serves both: it is
 * checked against the tags of each ask. null when the backend has no such read (an older station
 * backend at API_URL answers 404) or fails: the block then hides itself, never an error.
 */
const MOST_READ = { post: [CACHE_TAGS.mostRead, CACHE_TAGS.posts], list: [CACHE_TAGS.mostRead, CACHE_TAGS.posts, CACHE_TAGS.postLists] };

export const getMostRead = cache(async (periodo: MostReadPeriod = DEFAULT_MOST_READ_PERIOD, beside: 'post' | 'list' = 'post'): Promise<MostRead | null> => {
  try {
    const [raw, categories] = await Promise.all([apiGetJson(`/publico/postagens/mais-lidas${toQueryString({ periodo })}`, MOST_READ[beside]), getCategories()]);
    return normalizeMostRead(raw, periodo, new Date(), categories);
  } catch (error) {
    if (!(error instanceof ApiResponseError && error.status === 404)) await logFailure('Erro ao carregar as mais lidas', error);
    return null;
  }
});

/*
 * "Urgente": the bar on top of every public page. Its own tag, expired by the post
 * writes that change what it shows and by the scheduler at the urgency's end. null when none, and when the backend has no such
 * read (an older station backend at API_URL answers 404) or fails: the bar then hides itself.
 */
export const getUrgentPost = cache(async (): Promise<UrgentPost | null> => {
  try {
    return normalizeUrgentPost(await apiGetJson('/publico/urgente', [CACHE_TAGS.urgent]));
  } catch (error) {
    if (!(error instanceof ApiResponseError && error.status === 404)) await logFailure('Erro ao carregar o Urgente', error);
    return null;
  }
});

/*
 * A live coverage's entries, read by the post's id with that post's own tag,
 * which entry writes expire (nothing else on the site changes with them). null when the backend
 * has no coverage for it (404, also from an older station backend) or fails: the page then shows
 * the post without it.
 */
export const getLiveCoverage = cache(async (postId: string): Promise<CoverageFeed | null> => {
  const tag = postTag(postId);
  try {
    const feed = normalizeCoverageFeed(await apiGetJson(`/publico/postagens/${encodeURIComponent(postId)}/atualizacoes`, [tag ?? CACHE_TAGS.posts]));
    return feed.cobertura ? feed : null;
  } catch (error) {
    if (!(error instanceof ApiResponseError && (error.status === 404 || error.status === 400))) await logFailure('Erro ao carregar a cobertura ao vivo', error);
    return null;
  }
});

export const getBanners = cache(async (): Promise<Banner[]> => {
  try {
    return normalizeBannerList(await apiGetJson('/publico/banners?limite=10', [CACHE_TAGS.banners]));
  } catch (error) {
    await logFailure('Erro ao carregar banners', error);
    return [];
  }
});

export const getPolls = cache(async (): Promise<Enquete[]> => {
  try {
    return normalizePollList(await apiGetJson('/publico/enquetes', [CACHE_TAGS.polls]));
  } catch (error) {
    await logFailure('Erro ao carregar enquetes', error);
    return [];
  }
});

export const getTeam = cache(async (): Promise<TeamMember[]> => {
  try {
    return normalizeTeamList(await apiGetJson('/publico/equipe', [CACHE_TAGS.team]));
  } catch (error) {
    await logFailure('Erro ao carregar equipe', error);
    return [];
  }
});

/**
 * The programme grid: the active shows, normalised. [] when there is none, and when the
 * backend has no grid at all (an older station backend at API_URL answers 404): then SPEC §4.2's
 * fixed table applies, on /programacao and in the player.
 */
export const getSchedule = cache(async (): Promise<GridShow[]> => {
  try {
    return normalizeGrid(await apiGetJson('/publico/programacao', [CACHE_TAGS.schedule]));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return [];
    await logFailure('Erro ao carregar a programação', error);
    return [];
  }
});

/**
 * The grid's exceptions of the next days (GET /publico/programacao/excecoes), normalised: the
 * browser applies them to the grid (/programacao, the player). [] when there is none, and when
 * the backend has none at all (an older station backend at API_URL answers 404).
 */
export const getScheduleExceptions = cache(async (): Promise<GridException[]> => {
  try {
    return normalizeGridExceptions(await apiGetJson('/publico/programacao/excecoes', [CACHE_TAGS.schedule]));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return [];
    await logFailure('Erro ao carregar as exceções da programação', error);
    return [];
  }
});

/*
 * Podcasts. An older station backend at API_URL has no podcasts and answers 404: the
 * pages then show none (never an error). Every read carries the 'podcasts' tag, which episode and
 * show writes expire, and the scheduler too when a scheduled episode's time comes.
 */
const PODCASTS = [CACHE_TAGS.podcasts];

export const getPodcasts = cache(async (): Promise<PodcastShow[]> => {
  try {
    return normalizePodcastShowList(await apiGetJson('/publico/podcasts', PODCASTS));
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 404) return [];
    await logFailure('Erro ao carregar os podcasts', error);
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
    await logFailure('Erro ao carregar o podcast', error);
    return null;
  }
});

export const getPodcastEpisode = cache(async (programa: string, episodio: string): Promise<PodcastEpisodePage | null> => {
  try {
    const path = `/publico/podcasts/${encodeURIComponent(programa)}/${encodeURIComponent(episodio)}`;
    return normalizePodcastEpisodePage(await apiGetJson(path, PODCASTS));
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return null;
    await logFailure('Erro ao carregar o episódio', error);
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
    await logFailure('Erro ao carregar o feed do podcast', error);
    return { kind: 'unavailable' };
  }
  return show ? { kind: 'ok', programa: show, episodios: episodios.slice(0, PODCAST_FEED_MAX_EPISODES) } : { kind: 'not-found' };
}

export type PodcastSitemapEntry = { path: string; lastmod: Date | null };

/** The podcast pages for the sitemap: /podcasts, each show's and each episode's page; [] without podcasts or on failure. */
export async function getPodcastSitemapEntries(): Promise<PodcastSitemapEntry[]> {
  const [shows, index] = await Promise.all([
    getPodcasts(),
    apiGetJson('/publico/episodios', PODCASTS).catch(async (error: unknown) => {
      if (!(error instanceof ApiResponseError && error.status === 404)) await logFailure('Erro ao carregar os episódios para o sitemap', error);
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

/*
 * "O que tocou" (/tocou). The latest songs are a shared read, cached with the 'tocou' tag that the
 * now-playing reader expires when a song starts; a search or a minute is read per request. A
 * backend without the history (an older station backend at API_URL answers 404) or one that fails
 * makes the page say the history is unavailable, never an error page.
 */
export type SongHistoryQueryParams = { busca?: string; data?: string; hora?: string };

export type SongHistoryRead =
  | { kind: 'ok'; answer: SongHistoryAnswer }
  /** The backend refused the question (a bad date or time): its pt-BR message. */
  | { kind: 'invalid'; message: string }
  | { kind: 'unavailable' };

/** The first field message of a 400, else its message. */
function refusalOf(body: unknown): string {
  const { message, campos } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; campos?: unknown };
  const first = typeof campos === 'object' && campos !== null ? Object.values(campos).find((value) => typeof value === 'string') : undefined;
  return typeof first === 'string' ? first : typeof message === 'string' ? message : 'Consulta inválida.';
}

export async function getSongHistory(params: SongHistoryQueryParams = {}): Promise<SongHistoryRead> {
  try {
    const answer = normalizeSongHistory(await apiGetJson(`/publico/tocou${toQueryString(params)}`, [CACHE_TAGS.songs]));
    if (answer === null) {
      console.error('[api] Resposta inesperada do histórico de músicas');
      return { kind: 'unavailable' };
    }
    return { kind: 'ok', answer };
  } catch (error) {
    if (error instanceof ApiResponseError && error.status === 400) return { kind: 'invalid', message: refusalOf(error.body) };
    if (!(error instanceof ApiResponseError && error.status === 404)) await logFailure('Erro ao carregar o histórico de músicas', error);
    return { kind: 'unavailable' };
  }
}
