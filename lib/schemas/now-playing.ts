import type { NowPlayingTitle } from '@/lib/domain/now-playing';

/**
 * GET /api/v1/publico/no-ar: what is on air, read by the server from the
 * stream's metadata at most once per NOW_PLAYING_REFRESH_MS. Plain types, no zod: the player bar
 * and the home widget import them on every public page.
 */

/** The path under /api/v1. */
export const NOW_PLAYING_PATH = '/publico/no-ar';
/** Every listener polls it: shared caches may answer for a few seconds. */
export const NOW_PLAYING_CACHE_CONTROL = 'public, max-age=5';

/** A song as the site shows it, and when the server first saw it on air (ISO 8601, UTC). */
export type NowPlayingSong = NowPlayingTitle & { inicioEm: string };

export type NowPlayingResponse = {
  /** What is playing now; null with no stream configured, between songs (jingles, ads) or while the stream server cannot be read. */
  atual: NowPlayingSong | null;
  /** The last songs heard, newest first, at most NOW_PLAYING_HISTORY_SIZE: the one on air (when any) is the first. */
  historico: NowPlayingSong[];
  /** How many listen now, as the stream's status page says: present only with the setting 'Mostrar ouvintes no player' on. */
  ouvintes?: number;
};
