/**
 * Listener figures: the count the stream server reports (Icecast's `listeners`, Shoutcast's
 * `currentlisteners`), kept per São Paulo clock hour as a peak and a running sum of samples, and
 * the texts the player and the dashboard show. No I/O.
 */

import { saoPauloWallClock } from './sao-paulo-clock';
import { zonedInstant } from './zoned-time';

/** Settings key (group 'radio'): whether the public player shows "N ouvintes agora". Off by default. */
export const SHOW_LISTENERS_KEY = 'radio.mostrarOuvintes';

/** The dashboard's chart covers this many days, hour by hour. */
export const LISTENER_CHART_DAYS = 7;
export const LISTENER_CHART_HOURS = LISTENER_CHART_DAYS * 24;

const HOUR_MS = 3_600_000;

/** A count as a stream server writes it (a number or a numeric string); null when it is none. */
export function listenerCount(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 ? number : null;
}

/** The instant the São Paulo clock hour of `at` began. */
export function hourStartOf(at: Date): Date {
  const wall = saoPauloWallClock(at);
  return zonedInstant(wall.year, wall.month, wall.day, wall.hour * 60);
}

/** The mean of an hour's samples, rounded to a whole listener. */
export function averageListeners(soma: number, amostras: number): number {
  return amostras > 0 ? Math.round(soma / amostras) : 0;
}

export type ListenerHour = { hora: string; pico: number; media: number };
export type ListenerSlot = { hora: string; pico: number | null; media: number | null };

/**
 * The chart's slots: every hour of the last LISTENER_CHART_HOURS up to the one of `now`, oldest
 * first, with the stored figures where there are any (null where nothing was read).
 */
export function listenerSlots(hours: readonly ListenerHour[], now: Date): ListenerSlot[] {
  const byHour = new Map(hours.map((hour) => [Date.parse(hour.hora), hour]));
  const last = hourStartOf(now).getTime();
  const slots: ListenerSlot[] = [];
  for (let index = LISTENER_CHART_HOURS - 1; index >= 0; index -= 1) {
    const time = last - index * HOUR_MS;
    const found = byHour.get(time);
    slots.push({ hora: new Date(time).toISOString(), pico: found?.pico ?? null, media: found?.media ?? null });
  }
  return slots;
}
