import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Staff settings: read and write every SPEC §3 key (issue 6 item 2), admin only. */
export const settingsRoutes = new Hono<ApiEnv>();
