import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { redirectListQuery, redirectSchema } from '@/lib/schemas/redirects';
import { actorOf, requireUser, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { createRedirect } from '../../services/redirects/create-redirect';
import { deleteRedirect } from '../../services/redirects/delete-redirect';
import { listRedirects } from '../../services/redirects/list-redirects';
import { publicRedirectTable } from '../../services/redirects/public-table';

/**
 * Redirects: the panel's list, manual creates and deletes, for admins and editors
 * (checked here and in the services); and the public table the front door answers from. A write
 * here expires the redirects tag (lib/domain/cache-tags.ts), which the front door watches.
 */

const MANAGERS = ['admin', 'editor'] as const;

export const redirectRoutes = new Hono<ApiEnv>()
  .get('/publico/redirecionamentos', async (c) => c.json(await publicRedirectTable(c.get('db'))))
  .get('/redirecionamentos', requireUser(...MANAGERS), async (c) => c.json(await listRedirects(c.get('db'), actorOf(c), parseQuery(c, redirectListQuery))))
  .post('/redirecionamentos', requireUser(...MANAGERS), async (c) => {
    const input = await parseJsonBody(c, redirectSchema);
    return c.json(await createRedirect(c.get('db'), actorOf(c), input), 201);
  })
  .delete('/redirecionamentos/:id{[0-9]+}', requireUser(...MANAGERS), async (c) => {
    await deleteRedirect(c.get('db'), actorOf(c), parseParam(idParam, c.req.param('id'), 'Identificador de redirecionamento inválido.'));
    return c.body(null, 204);
  });
