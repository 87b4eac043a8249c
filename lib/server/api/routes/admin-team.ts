import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Staff team members (issue 6 item 5). */
export const adminTeamRoutes = new Hono<ApiEnv>();
