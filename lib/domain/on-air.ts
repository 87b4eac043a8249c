/**
 * Which show is on air (issue 15): the player runs this in the browser on every public page, so it
 * holds only what that needs; the rest of the grid's rules are in schedule.ts.
 */

import { TIMEZONE } from './constants';
import { saoPauloWallClock } from './sao-paulo-clock';

/** What the time rules need of a show. */
export type ScheduleSlot = { dias: readonly number[]; inicioMinuto: number; fimMinuto: number };

/** A show as the live player gets it from the layout: what the bar and the lock screen show. */
export type PlayerShow = ScheduleSlot & { nome: string; imagem: string | null; apresentadores: string[] };

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** An instant's calendar day, weekday (0 = Sunday) and minute of the day in a zone. */
export type LocalMoment = { year: number; month: number; day: number; weekday: number; minute: number };

export function localMoment(date: Date, timeZone: string = TIMEZONE): LocalMoment {
  const { year, month, day, weekday, hour, minute } = saoPauloWallClock(date, timeZone);
  return { year, month, day, weekday, minute: hour * 60 + minute };
}

export const weekMinuteOf = (local: LocalMoment): number => local.weekday * MINUTES_PER_DAY + local.minute;

/** Minutes a show lasts: the end at or before the start is the next day's. */
export function durationOf(show: Pick<ScheduleSlot, 'inicioMinuto' | 'fimMinuto'>): number {
  const length = show.fimMinuto - show.inicioMinuto;
  return length > 0 ? length : length + MINUTES_PER_DAY;
}

/**
 * The show on air at `date`: a show that started Friday 22:00 and ends 02:00 is on air Saturday
 * 01:00; Saturday's late show is on air early on Sunday. Should two overlap (the panel refuses
 * it; another backend might not), the one that started last wins.
 */
export function showOnAir<T extends ScheduleSlot>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): T | null {
  const now = weekMinuteOf(localMoment(date, timeZone));
  let best: T | null = null;
  let bestElapsed = Infinity;
  for (const show of shows) {
    const duration = durationOf(show);
    for (const dia of show.dias) {
      const elapsed = mod(now - (dia * MINUTES_PER_DAY + show.inicioMinuto), MINUTES_PER_WEEK);
      if (elapsed < duration && elapsed < bestElapsed) {
        best = show;
        bestElapsed = elapsed;
      }
    }
  }
  return best;
}
