import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { listPublicGridExceptions, listPublicSchedule } from '../../services/programmes';

/**
 * The public programme grid: active shows with their slots and presenters, by start time; and,
 * beside it, the grid's exceptions of the next days, which the browser applies (a backend without
 * them answers 404 and the grid stands as it is).
 */
export const programmeRoutes = new Hono<ApiEnv>()
  .get('/publico/programacao', async (c) => c.json(await listPublicSchedule(c.get('db'))))
  .get('/publico/programacao/excecoes', async (c) => c.json(await listPublicGridExceptions(c.get('db'))));
