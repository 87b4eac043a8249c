import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** The station's Facebook page connection (issue 6 item 7), admin only. */
export const facebookRoutes = new Hono<ApiEnv>();
