import 'server-only';
import { Hono } from 'hono';
import { loginSchema } from '@/lib/schemas/auth';
import { requireUser, type ApiEnv } from '../context';
import { parseJsonBody } from '../query';
import { login } from '../../services/auth';

export const authRoutes = new Hono<ApiEnv>()
  .post('/auth/login', async (c) => c.json(await login(c.get('db'), await parseJsonBody(c, loginSchema))))
  .get('/auth/me', requireUser(), (c) => c.json(c.get('user')));
