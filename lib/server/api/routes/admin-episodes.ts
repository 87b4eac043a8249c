import 'server-only';
import { Hono } from 'hono';
import { episodeListQuery, episodeSchema } from '@/lib/schemas/episodes';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { createEpisode, deleteEpisode, getAdminEpisode, listAdminEpisodes, updateEpisode } from '../../services/admin-episodes';

/**
 * Staff podcast episodes: read by any staff member, written by admins and
 * editors. Every successful write expires the public podcast pages and feeds (cache tag
 * 'podcasts', lib/domain/cache-tags.ts).
 */

function episodeId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de episódio inválido.');
}

const WRITERS = ['admin', 'editor'] as const;

export const adminEpisodeRoutes = new Hono<ApiEnv>()
  .get('/episodios', requireUser(), async (c) => c.json(await listAdminEpisodes(c.get('db'), parseQuery(c, episodeListQuery))))
  .get('/episodios/:id{[0-9]+}', requireUser(), async (c) => c.json(await getAdminEpisode(c.get('db'), episodeId(c))))
  .post('/episodios', requireUser(...WRITERS), async (c) => {
    const input = await parseJsonBody(c, episodeSchema);
    return c.json(await createEpisode(c.get('db'), actorOf(c), input), 201);
  })
  .put('/episodios/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    const id = episodeId(c);
    const input = await parseJsonBody(c, episodeSchema);
    return c.json(await updateEpisode(c.get('db'), actorOf(c), id, input));
  })
  .delete('/episodios/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    await deleteEpisode(c.get('db'), actorOf(c), episodeId(c));
    return c.body(null, 204);
  });
