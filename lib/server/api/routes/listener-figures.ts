import 'server-only';
import { Hono } from 'hono';
import { requireUser, type ApiEnv } from '../context';
import { loadNowPlayingConfig } from '../../now-playing/config';
import { sharedNowPlayingStore, type NowPlayingStore } from '../../now-playing/store';
import { getListenerFigures } from '../../services/listener-figures';

/**
 * GET /dashboard/ouvintes: the listener figures of the dashboard, for any staff member. "Now" is
 * the process's own last read of the stream server (refreshed here when older than its interval).
 */
export function listenerFigureRoutes(store: NowPlayingStore = sharedNowPlayingStore()) {
  return new Hono<ApiEnv>().get('/dashboard/ouvintes', requireUser('admin', 'editor', 'autor'), async (c) => {
    const db = c.get('db');
    await store.snapshot(() => loadNowPlayingConfig(db));
    return c.json(await getListenerFigures(db, c.get('user'), store.reading().listeners));
  });
}
