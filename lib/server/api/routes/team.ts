import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { listPublicTeam } from '../../services/team';

export const teamRoutes = new Hono<ApiEnv>().get('/publico/equipe', async (c) => c.json(await listPublicTeam(c.get('db'))));
