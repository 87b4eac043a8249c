import 'server-only';
import { Hono } from 'hono';
import { reviewActionSchema } from '@/lib/schemas/post-review';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam } from '../query';
import { getReviewPolicy } from '../../services/admin-posts/review';
import { reviewPost } from '../../services/admin-posts/review-post';

/**
 * Review before publishing (the contract is in lib/schemas/post-review.ts). Any
 * staff member reaches these routes; the service decides per action and post (an autor sends their
 * own posts, editors and admins return and approve). Mounted before the posts' routes: their
 * /postagens/:id would take 'revisao' for an id.
 */

function postId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
}

export const postReviewRoutes = new Hono<ApiEnv>()
  .get('/postagens/revisao', requireUser(), async (c) => c.json(await getReviewPolicy(c.get('db'), c.get('user'))))
  .post('/postagens/:id/revisao', requireUser(), async (c) => {
    const id = postId(c);
    const input = await parseJsonBody(c, reviewActionSchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await reviewPost(c.get('db'), actorOf(c), id, input));
  });
