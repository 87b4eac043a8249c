import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { gridExceptionListQuery, gridExceptionSchema } from '@/lib/schemas/grid-exceptions';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { createGridException, deleteGridException, getGridException, listGridExceptions, updateGridException } from '../../services/grid-exceptions';

/**
 * Exceptions to the programme grid in the panel: read by any staff member, written by admins and
 * editors. A write here expires /programacao and the player (lib/domain/cache-tags.ts).
 */

function exceptionId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de exceção inválido.');
}

const WRITERS = ['admin', 'editor'] as const;

export const gridExceptionRoutes = new Hono<ApiEnv>()
  .get('/grade-excecoes', requireUser(), async (c) => c.json(await listGridExceptions(c.get('db'), parseQuery(c, gridExceptionListQuery))))
  .get('/grade-excecoes/:id{[0-9]+}', requireUser(), async (c) => c.json(await getGridException(c.get('db'), exceptionId(c))))
  .post('/grade-excecoes', requireUser(...WRITERS), async (c) => {
    const input = await parseJsonBody(c, gridExceptionSchema);
    return c.json(await createGridException(c.get('db'), actorOf(c), input), 201);
  })
  .put('/grade-excecoes/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    const id = exceptionId(c);
    const input = await parseJsonBody(c, gridExceptionSchema);
    return c.json(await updateGridException(c.get('db'), actorOf(c), id, input));
  })
  .delete('/grade-excecoes/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    await deleteGridException(c.get('db'), actorOf(c), exceptionId(c));
    return c.body(null, 204);
  });
