import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseParam } from '../query';
import { notFound } from '@/lib/server/errors';
import { createPreviewLink, getPreviewPost, listPreviewLinks, PREVIEW_NOT_FOUND_MESSAGE, revokePreviewLink } from '../../services/post-previews';

/**
 * Preview links (the contract is in lib/schemas/post-review.ts). Creating, listing
 * and revoking need the rights to edit the post (checked in the service). The public read answers
 * 404 for anything that is not a live link, and like every /api/v1 answer it is sent with
 * Cache-Control: no-store; lib/domain/cache-tags.ts keeps it out of the data cache too.
 */

function postId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
}

// A token is at most a few dozen characters; a longer path segment is no token (the service checks the shape).
const tokenParam = z.string().min(1).max(100);

export const postPreviewRoutes = new Hono<ApiEnv>()
  .get('/publico/previas/:token', async (c) => {
    const token = tokenParam.safeParse(c.req.param('token'));
    if (!token.success) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.json(await getPreviewPost(c.get('db'), token.data));
  })
  .get('/postagens/:id/previas', requireUser(), async (c) => c.json(await listPreviewLinks(c.get('db'), actorOf(c), postId(c))))
  .post('/postagens/:id/previas', requireUser(), async (c) => c.json(await createPreviewLink(c.get('db'), actorOf(c), postId(c)), 201))
  .delete('/postagens/:id/previas/:previaId', requireUser(), async (c) => {
    const id = postId(c);
    const previaId = parseParam(idParam, c.req.param('previaId'), 'Identificador de link de prévia inválido.');
    await revokePreviewLink(c.get('db'), actorOf(c), id, previaId);
    return c.body(null, 204);
  });
