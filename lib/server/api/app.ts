import 'server-only';
import { Hono, type Context } from 'hono';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseOutage, noteDatabaseAvailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/outage';
import { TrieRouter } from 'hono/router/trie-router';
import type { Database } from '../db/client';
import { AppError } from '@/lib/server/errors';
import { MEDIA_STORAGE_UNAVAILABLE_MESSAGE } from '@/lib/schemas/media';
import { isMediaStorageUnavailable, type MediaStorageUnavailableError } from '../media/upload-keys';
import { httpHeadersOf, httpStatusOf } from './error-status';
import { type ApiEnv } from './context';
import { clientIp } from '../http/client-address';
import { checkReadiness } from '../lifecycle/readiness';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { postRoutes } from './routes/admin-posts';
import { postRevisionRoutes } from './routes/post-revisions';
import { urgentRoutes } from './routes/urgent';
import { liveCoverageRoutes } from './routes/live-coverage';
import { categoryRoutes } from './routes/admin-categories';
import { teamOptionRoutes } from './routes/team-options';
import { mediaRoutes } from './routes/media';
import { contactRoutes } from './routes/contact';
import { publicRoutes } from './routes/public';
import { mostReadRoutes } from './routes/most-read';
import { nowPlayingRoutes } from './routes/now-playing';
import type { NowPlayingStore } from '../now-playing/store';
import { viewRoutes } from './routes/views';
import { teamRoutes } from './routes/team';
import { userRoutes } from './routes/admin-users';
import { settingsRoutes } from './routes/admin-settings';
import { facebookRoutes } from './routes/facebook';
import { adminBannerRoutes } from './routes/admin-banners';
import { adminPollRoutes } from './routes/admin-polls';
import { adminTeamRoutes } from './routes/admin-team';
import { adminProgrammeRoutes } from './routes/admin-programmes';
import { programmeRoutes } from './routes/programmes';
import { gridExceptionRoutes } from './routes/grid-exceptions';
import { adminEpisodeRoutes } from './routes/admin-episodes';
import { podcastRoutes } from './routes/podcasts';
import { logRoutes } from './routes/admin-logs';
import { contactMessageRoutes } from './routes/contact-messages';
import { songHistoryRoutes } from './routes/song-history';
import { listenerFigureRoutes } from './routes/listener-figures';
import { songRequestRoutes } from './routes/song-requests';
import { redirectRoutes } from './routes/redirects';
import { postReviewRoutes } from './routes/post-review';
import { postPreviewRoutes } from './routes/post-previews';
import { wordpressImportRoutes } from './routes/wordpress-import';

export type ApiDependencies = {
  getDb: () => Promise<Database>;
  /** Header carrying the client address, set only when a trusted proxy fronts the app. */
  trustedIpHeader?: string | null;
  /** Media in a bucket: readiness reports whether it answers. */
  mediaOnS3?: boolean;
  /** What is on air (GET /publico/no-ar): the process's store unless given (tests pass one with their own clock). */
  nowPlaying?: NowPlayingStore;
};

export const API_BASE_PATH = '/api/v1';

/** The media bucket is down: a 503 of its own ("em alguns minutos"), not the database's; the log says where and why. */
function mediaStorageUnavailable(error: MediaStorageUnavailableError): AppError {
  console.error('[midia]', error.message);
  return new AppError('busy', 'ARMAZENAMENTO_INDISPONIVEL', MEDIA_STORAGE_UNAVAILABLE_MESSAGE, undefined, 60);
}

/** 503 with Retry-After: the client (and a monitor) should try again, not report a bug. */
function serviceUnavailable(c: Context<ApiEnv>, body: object = { message: DATABASE_UNAVAILABLE_MESSAGE, codigo: 'SERVICO_INDISPONIVEL' }) {
  c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.json(body, 503);
}

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<ApiEnv>().basePath(API_BASE_PATH);

  app.onError((caught, c) => {
    // Before the database check: the bucket's socket error (ECONNREFUSED) is in its cause.
    const error = isMediaStorageUnavailable(caught) ? mediaStorageUnavailable(caught) : caught;
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(httpHeadersOf(error))) c.header(name, value);
      return c.json(error.toBody(), httpStatusOf(error));
    }
    if (isDatabaseUnavailable(error)) {
      logDatabaseOutage(error);
      return serviceUnavailable(c);
    }
    console.error('[api] erro inesperado em', c.req.method, new URL(c.req.url).pathname, error);
    return c.json({ message: 'Erro interno do servidor. Tente novamente em instantes.', codigo: 'ERRO_INTERNO' }, 500);
  });
  // A path that exists under other methods answers 405 with Allow, not 404.
  app.notFound((c) => {
    const allowed = methodsAllowedFor(new URL(c.req.url).pathname);
    if (allowed.length > 0 && !allowed.includes(c.req.method)) {
      c.header('Allow', allowed.join(', '));
      return c.json({ message: 'Método não permitido para este endereço.', codigo: 'METODO_NAO_PERMITIDO' }, 405);
    }
    return c.json({ message: 'Rota não encontrada.', codigo: 'NAO_ENCONTRADO' }, 404);
  });

  // Liveness: the process answers (an orchestrator restarts it otherwise). Nothing else is
  // checked, so a database outage never makes every instance restart at once.
  app.get('/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  // Readiness, for a load balancer: 503 while the database does not answer or the process is stopping.
  app.get('/health/ready', async (c) => {
    c.header('Cache-Control', 'no-store');
    const { ready, body } = await checkReadiness(deps.getDb, { mediaOnS3: deps.mediaOnS3 ?? false });
    if (body.db === 'ok') noteDatabaseAvailable();
    return ready ? c.json(body) : serviceUnavailable(c, body);
  });

  app.use('*', async (c, next) => {
    let db: Database;
    try {
      db = await deps.getDb();
    } catch (error) {
      logDatabaseOutage(error);
      return serviceUnavailable(c);
    }
    c.set('db', db);
    c.set('ip', clientIp(c.req.raw, deps.trustedIpHeader ?? null));
    c.header('Cache-Control', 'no-store');
    await next();
    if (c.res.status < 500) noteDatabaseAvailable();
  });

  // Before the public routes: their /publico/postagens/:slugOrId would take 'mais-lidas' for a slug.
  app.route('/', mostReadRoutes);
  app.route('/', publicRoutes);
  app.route('/', nowPlayingRoutes(deps.nowPlaying));
  app.route('/', viewRoutes);
  app.route('/', teamRoutes);
  app.route('/', contactRoutes);
  app.route('/', authRoutes);
  app.route('/', dashboardRoutes);
  // Before the posts' routes: their /postagens/:id would take 'revisao' for an id.
  app.route('/', postReviewRoutes);
  app.route('/', postPreviewRoutes);
  app.route('/', postRoutes);
  app.route('/', postRevisionRoutes);
  app.route('/', urgentRoutes);
  app.route('/', liveCoverageRoutes);
  app.route('/', categoryRoutes);
  app.route('/', teamOptionRoutes);
  app.route('/', mediaRoutes);
  app.route('/', userRoutes);
  app.route('/', settingsRoutes);
  app.route('/', facebookRoutes);
  app.route('/', adminBannerRoutes);
  app.route('/', adminPollRoutes);
  app.route('/', adminTeamRoutes);
  app.route('/', adminProgrammeRoutes);
  app.route('/', programmeRoutes);
  app.route('/', gridExceptionRoutes);
  app.route('/', adminEpisodeRoutes);
  app.route('/', podcastRoutes);
  app.route('/', logRoutes);
  app.route('/', contactMessageRoutes);
  app.route('/', songHistoryRoutes);
  app.route('/', listenerFigureRoutes(deps.nowPlaying));
  app.route('/', songRequestRoutes);
  app.route('/', redirectRoutes);
  app.route('/', wordpressImportRoutes);

  const routesByMethod = new TrieRouter<string>();
  for (const route of app.routes) if (route.method !== 'ALL') routesByMethod.add(route.method, route.path, route.method);
  const methodsAllowedFor = (path: string) => {
    const allowed = ROUTE_METHODS.filter((method) => routesByMethod.match(method, path)[0].length > 0);
    return allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed;
  };
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
