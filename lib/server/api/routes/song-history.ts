import 'server-only';
import { Hono } from 'hono';
import { SONG_HISTORY_API_PATH, SONG_HISTORY_EXPORT_API_PATH, songHistoryExportQuery, songHistoryQuery } from '@/lib/schemas/song-history';
import { actorOf, requireUser, type ApiEnv } from '../context';
import { parseQuery } from '../query';
import { exportSongHistory, readSongHistory } from '../../services/song-history';

/**
 * "O que tocou": the public history (the latest songs, a search, the song at a minute) and the
 * staff's CSV of a period for rights reporting (admins and editors; the service checks again).
 */
export const songHistoryRoutes = new Hono<ApiEnv>()
  .get(SONG_HISTORY_API_PATH, async (c) => c.json(await readSongHistory(c.get('db'), parseQuery(c, songHistoryQuery))))
  .get(SONG_HISTORY_EXPORT_API_PATH, requireUser('admin', 'editor'), async (c) => {
    const result = await exportSongHistory(c.get('db'), actorOf(c), parseQuery(c, songHistoryExportQuery));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${result.filename}"`);
    c.header('X-Total-Registros', String(result.total));
    return c.body(result.body);
  });
