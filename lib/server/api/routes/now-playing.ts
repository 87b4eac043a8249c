import 'server-only';
import { Hono } from 'hono';
import { NOW_PLAYING_CACHE_CONTROL, NOW_PLAYING_PATH } from '@/lib/schemas/now-playing';
import type { ApiEnv } from '../context';
import { loadNowPlayingConfig } from '../../now-playing/config';
import { sharedNowPlayingStore, type NowPlayingStore } from '../../now-playing/store';

/**
 * GET /publico/no-ar: the song on air and the last ones, read by the server from
 * the stream's metadata, so the browser never talks to the stream server. Always 200: an upstream
 * failure answers the last good copy, or nothing. Browsers and CDNs may keep it 5 s; the store
 * reads upstream at most once per NOW_PLAYING_REFRESH_MS whatever the traffic.
 */


export function nowPlayingRoutes(store: NowPlayingStore = sharedNowPlayingStore()) {
  return new Hono<ApiEnv>().get(NOW_PLAYING_PATH, async (c) => {
    const db = c.get('db');
    c.header('Cache-Control', NOW_PLAYING_CACHE_CONTROL);
    return c.json(await store.snapshot(() => loadNowPlayingConfig(db)));
  });
}
