import 'server-only';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { ApiError } from './errors';
import { clientIp, type ApiEnv } from './context';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { postRoutes } from './routes/posts';
import { categoryRoutes } from './routes/categories';
import { teamOptionRoutes } from './routes/team-options';
import { mediaRoutes } from './routes/media';
import { contactRoutes } from './routes/contact';
import { publicRoutes } from './routes/public';
import { viewRoutes } from './routes/views';
import { teamRoutes } from './routes/team';
import { userRoutes } from './routes/users';
import { settingsRoutes } from './routes/settings';
import { facebookRoutes } from './routes/facebook';
import { adminBannerRoutes } from './routes/admin-banners';
import { adminPollRoutes } from './routes/admin-polls';
import { adminTeamRoutes } from './routes/admin-team';
import { logRoutes } from './routes/logs';
import { contactMessageRoutes } from './routes/contact-messages';

export type ApiDependencies = {
  getDb: () => Promise<Database>;
  /** Header carrying the client address, set only when a trusted proxy fronts the app. */
  trustedIpHeader?: string | null;
};

export const API_BASE_PATH = '/api/v1';

export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<ApiEnv>().basePath(API_BASE_PATH);

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    console.error('[api] erro inesperado em', c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ message: 'Erro interno do servidor. Tente novamente em instantes.', codigo: 'ERRO_INTERNO' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Rota não encontrada.', codigo: 'NAO_ENCONTRADO' }, 404));

  // Health answers even when the database does not, so it sits before the database middleware.
  app.get('/health', async (c) => {
    try {
      const db = await deps.getDb();
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'ok' });
    } catch (error) {
      console.error('[api] health: banco indisponível', error);
      return c.json({ status: 'erro', db: 'indisponivel' }, 503);
    }
  });

  app.use('*', async (c, next) => {
    let db: Database;
    try {
      db = await deps.getDb();
    } catch (error) {
      console.error('[api] banco de dados indisponível', error);
      throw new ApiError(503, 'SERVICO_INDISPONIVEL', 'Serviço temporariamente indisponível. Tente novamente em instantes.');
    }
    c.set('db', db);
    c.set('ip', clientIp(c.req.raw, deps.trustedIpHeader ?? null));
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.route('/', publicRoutes);
  app.route('/', viewRoutes);
  app.route('/', teamRoutes);
  app.route('/', contactRoutes);
  app.route('/', authRoutes);
  app.route('/', dashboardRoutes);
  app.route('/', postRoutes);
  app.route('/', categoryRoutes);
  app.route('/', teamOptionRoutes);
  app.route('/', mediaRoutes);
  app.route('/', userRoutes);
  app.route('/', settingsRoutes);
  app.route('/', facebookRoutes);
  app.route('/', adminBannerRoutes);
  app.route('/', adminPollRoutes);
  app.route('/', adminTeamRoutes);
  app.route('/', logRoutes);
  app.route('/', contactMessageRoutes);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
