/**
 * On-demand audio in the bottom player (an episode, a post's audio): what it is, how its times
 * read, its speeds, and which listening position a device keeps for it. Kept apart from podcast.ts
 * and its normalisers because the player runs this in the browser.
 */

import { pad } from './sao-paulo-clock';

/** Something the bar plays besides the live stream. */
export type OnDemandItem = {
  /** Stable key of the item on every page that offers it: its remembered position is filed under it. */
  id: string;
  src: string;
  title: string;
  /** The show it belongs to, or what it is ('Áudio da reportagem'). */
  showName: string;
  artwork: string | null;
  /** Its page, linked from the bar. */
  href: string | null;
};

/** The episode's key: the same on its page, in a listing and after a reload. */
export const episodeItemId = (episodeId: string): string => `episodio:${episodeId}`;

/** ±15 s buttons and the lock screen's seek backward and forward. */
export const SKIP_SECONDS = 15;

export const PLAYBACK_RATES = [1, 1.5, 2] as const;

/** 1 → 1,5 → 2 → 1; a rate set elsewhere starts the cycle again. */
export function nextRate(rate: number): number {
  const index = PLAYBACK_RATES.findIndex((value) => value === rate);
  return PLAYBACK_RATES[(index + 1) % PLAYBACK_RATES.length];
}

/** '1×', '1,5×', '2×': pt-BR decimal comma. */
export const rateLabel = (rate: number): string => `${String(rate).replace('.', ',')}×`;

/** 3930 → '1:05:30', 2530 → '42:10', 59 → '0:59': the clock form players and feeds show. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A duration the element or the catalogue knows (live streams and unloaded files report none). */
export const knownDuration = (duration: number): boolean => Number.isFinite(duration) && duration > 0;

/** '12:40 de 45:10', or '12:40' while the length is unknown: the seek bar's spoken value. */
export function progressText(time: number, duration: number): string {
  return knownDuration(duration) ? `${formatDuration(time)} de ${formatDuration(duration)}` : formatDuration(time);
}

/** A position this close to the start is not worth offering. */
export const MIN_REMEMBERED_SECONDS = 5;
/** Within this much of the end the item counts as heard: its position is forgotten. */
export const FINISHED_WITHIN_SECONDS = 30;
/** The device keeps positions for this many items, the most recent first. */
export const MAX_REMEMBERED_ITEMS = 100;
/** Writes while playing, at most this often (and on pause, seek and leaving the page). */
export const POSITION_WRITE_INTERVAL_MS = 5000;

/** The whole seconds to remember for a position, or null to forget it (too early, or finished). */
export function positionToKeep(time: number, duration: number): number | null {
  if (!Number.isFinite(time) || time < MIN_REMEMBERED_SECONDS) return null;
  if (knownDuration(duration) && duration - time <= FINISHED_WITHIN_SECONDS) return null;
  return Math.floor(time);
}

/** Positions by item key: seconds, and when they were written (ms), for keeping the latest. */
export type RememberedPositions = Record<string, { s: number; em: number }>;

/** What localStorage holds, read defensively: anything malformed is dropped, not trusted. */
export function parsePositions(raw: string | null): RememberedPositions {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const positions: RememberedPositions = {};
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    const { s, em } = (entry ?? {}) as { s?: unknown; em?: unknown };
    if (typeof s === 'number' && Number.isFinite(s) && s >= 0 && typeof em === 'number' && Number.isFinite(em)) positions[id] = { s, em };
  }
  return positions;
}

/** The positions with `id` set to `seconds` (null forgets it), capped at the most recent MAX_REMEMBERED_ITEMS. */
export function withPosition(positions: RememberedPositions, id: string, seconds: number | null, now: number): RememberedPositions {
  const rest = Object.entries(positions).filter(([key]) => key !== id);
  if (seconds !== null) rest.push([id, { s: seconds, em: now }]);
  rest.sort((a, b) => b[1].em - a[1].em);
  return Object.fromEntries(rest.slice(0, MAX_REMEMBERED_ITEMS));
}
