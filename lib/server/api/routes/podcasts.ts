import 'server-only';
import { Hono } from 'hono';
import { podcastEpisodesQuery } from '@/lib/schemas/episodes';
import { idOrSlugParam } from '@/lib/schemas/public';
import type { ApiContext, ApiEnv } from '../context';
import { parseParam, parseQuery } from '../query';
import { getPublicEpisode, getPublicPodcast, listPublicEpisodeIndex, listPublicPodcasts } from '../../services/podcasts';

/** Public podcasts: only episodes whose publication time has passed. */

const slugOf = (c: ApiContext, name: string) => parseParam(idOrSlugParam, c.req.param(name), 'Endereço de podcast inválido.').toLowerCase();

export const podcastRoutes = new Hono<ApiEnv>()
  .get('/publico/podcasts', async (c) => c.json(await listPublicPodcasts(c.get('db'))))
  // Every published episode's address and dates, for the sitemap.
  .get('/publico/episodios', async (c) => c.json(await listPublicEpisodeIndex(c.get('db'))))
  .get('/publico/podcasts/:programa', async (c) => c.json(await getPublicPodcast(c.get('db'), slugOf(c, 'programa'), parseQuery(c, podcastEpisodesQuery))))
  .get('/publico/podcasts/:programa/:episodio', async (c) => c.json(await getPublicEpisode(c.get('db'), slugOf(c, 'programa'), slugOf(c, 'episodio'))));
