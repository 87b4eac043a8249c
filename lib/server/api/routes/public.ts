import 'server-only';
import { Hono } from 'hono';
import { BANNERS_LIMIT, SECONDARY_BAR_CATEGORIES } from '@/lib/domain/constants';
import { idOrSlugParam, idParam, limitQuery, publicPostListQuery, voteBody } from '@/lib/schemas/public';
import type { ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { countVote, uncountVote } from '../../auth/vote-limit';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { listPublicBanners } from '../../services/banners';
import { listPublicCategories, listTopCategories } from '../../services/categories';
import { listPublicPolls, voteInPoll } from '../../services/polls';
import { getPublicPost, listFeaturedPosts, listPublicPosts } from '../../services/posts';
import { listPublicSettings } from '../../services/settings';

export const publicRoutes = new Hono<ApiEnv>()
  .get('/configuracoes/publicas', async (c) => c.json(await listPublicSettings(c.get('db'))))
  .get('/publico/categorias', async (c) => c.json(await listPublicCategories(c.get('db'))))
  .get('/publico/categorias/top', async (c) => {
    const { limite } = parseQuery(c, limitQuery(SECONDARY_BAR_CATEGORIES));
    return c.json(await listTopCategories(c.get('db'), limite));
  })
  .get('/publico/postagens', async (c) => c.json(await listPublicPosts(c.get('db'), parseQuery(c, publicPostListQuery))))
  .get('/publico/postagens/destaques', async (c) =>
    c.json(await listFeaturedPosts(c.get('db'), parseQuery(c, publicPostListQuery))),
  )
  .get('/publico/postagens/:slugOrId', async (c) => {
    const slugOrId = parseParam(idOrSlugParam, c.req.param('slugOrId'), 'Identificador de postagem inválido.');
    return c.json(await getPublicPost(c.get('db'), slugOrId));
  })
  .get('/publico/banners', async (c) => {
    const { limite } = parseQuery(c, limitQuery(BANNERS_LIMIT));
    return c.json(await listPublicBanners(c.get('db'), limite));
  })
  .get('/publico/enquetes', async (c) => c.json(await listPublicPolls(c.get('db'))))
  .post('/publico/enquetes/:id/votar', async (c) => {
    const pollId = parseParam(idParam, c.req.param('id'), 'Identificador de enquete inválido.');
    const vote = await parseJsonBody(c, voteBody, { maxBytes: BODY_LIMITS.small });
    const ip = c.get('ip');
    await countVote(pollId, ip);
    try {
      return c.json(await voteInPoll(c.get('db'), pollId, vote, ip), 201);
    } catch (error) {
      await uncountVote(pollId, ip);
      throw error;
    }
  });
