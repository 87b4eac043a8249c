import 'server-only';
import { Hono } from 'hono';
import { requireUser, type ApiEnv } from '../context';
import { getDashboard } from '../../services/dashboard';

/** GET /dashboard: any staff member; the service scopes what an autor sees. */
export const dashboardRoutes = new Hono<ApiEnv>().get('/dashboard', requireUser('admin', 'editor', 'autor'), async (c) =>
  c.json(await getDashboard(c.get('db'), c.get('user'))),
);
