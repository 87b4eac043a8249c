import 'server-only';
import { Hono } from 'hono';
import { adminPollListQuery, createPollSchema, updatePollSchema } from '@/lib/schemas/polls';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { closePoll, createPoll, deletePoll, getAdminPoll, listAdminPolls, reopenPoll, updatePoll } from '../../services/admin-polls';

/** Staff polls: read by any staff member, written by admins and editors. */

function pollId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de enquete inválido.');
}

const WRITERS = requireUser('admin', 'editor');

export const adminPollRoutes = new Hono<ApiEnv>()
  .get('/enquetes', requireUser(), async (c) => c.json(await listAdminPolls(c.get('db'), parseQuery(c, adminPollListQuery))))
  .get('/enquetes/:id', requireUser(), async (c) => c.json(await getAdminPoll(c.get('db'), pollId(c))))
  .post('/enquetes', WRITERS, async (c) => {
    const input = await parseJsonBody(c, createPollSchema);
    return c.json(await createPoll(c.get('db'), actorOf(c), input), 201);
  })
  .put('/enquetes/:id', WRITERS, async (c) => {
    const id = pollId(c);
    const input = await parseJsonBody(c, updatePollSchema);
    return c.json(await updatePoll(c.get('db'), actorOf(c), id, input));
  })
  .post('/enquetes/:id/encerrar', WRITERS, async (c) => c.json(await closePoll(c.get('db'), actorOf(c), pollId(c))))
  .post('/enquetes/:id/reabrir', WRITERS, async (c) => c.json(await reopenPoll(c.get('db'), actorOf(c), pollId(c))))
  .delete('/enquetes/:id', WRITERS, async (c) => {
    await deletePoll(c.get('db'), actorOf(c), pollId(c));
    return c.body(null, 204);
  });
