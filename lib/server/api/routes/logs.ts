import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** The audit log, filtered and exported (issue 6 item 6). */
export const logRoutes = new Hono<ApiEnv>();
