import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Staff polls (issue 6 item 4). */
export const adminPollRoutes = new Hono<ApiEnv>();
