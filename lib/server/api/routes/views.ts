import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import type { ApiEnv } from '../context';
import { parseParam } from '../query';
import { registerView } from '../../services/views';

/**
 * POST /publico/postagens/{id}/visualizacoes: the page's beacon after it loads. 202 as soon as the
 * view is buffered; the write happens later, in a batch (services/views.ts).
 */
export const viewRoutes = new Hono<ApiEnv>().post('/publico/postagens/:id/visualizacoes', async (c) => {
  const postId = parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
  const contabilizada = await registerView(c.get('db'), postId, c.req.header('user-agent'));
  return c.json({ contabilizada }, 202);
});
