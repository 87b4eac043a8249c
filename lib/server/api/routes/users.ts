import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Users and the signed-in user's own profile and password (issue 6 item 1). */
export const userRoutes = new Hono<ApiEnv>();
