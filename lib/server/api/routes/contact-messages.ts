import 'server-only';
import { Hono } from 'hono';
import type { ApiEnv } from '../context';

/** The contact-messages inbox (issue 6 item 8). */
export const contactMessageRoutes = new Hono<ApiEnv>();
