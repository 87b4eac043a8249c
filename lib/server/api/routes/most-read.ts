import 'server-only';
import { Hono } from 'hono';
import { mostReadQuery } from '@/lib/schemas/most-read';
import type { ApiEnv } from '../context';
import { parseQuery } from '../query';
import { getMostRead } from '../../services/most-read';

/**
 * GET /publico/postagens/mais-lidas?periodo=24h|7d: the ranking the scheduler
 * last computed, never summed here. Mounted before the public routes, whose
 * /publico/postagens/:slugOrId would otherwise take 'mais-lidas' for a slug.
 */
export const mostReadRoutes = new Hono<ApiEnv>().get('/publico/postagens/mais-lidas', async (c) => {
  const { periodo } = parseQuery(c, mostReadQuery);
  return c.json(await getMostRead(c.get('db'), periodo));
});
