import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { listPublicSchedule } from '../../services/programmes';

/** The public programme grid (issue 15 item 2): active shows with their presenters, by start time. */
export const programmeRoutes = new Hono<ApiEnv>().get('/publico/programacao', async (c) => c.json(await listPublicSchedule(c.get('db'))));
