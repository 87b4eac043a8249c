import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** Staff banners (issue 6 item 3). */
export const adminBannerRoutes = new Hono<ApiEnv>();
