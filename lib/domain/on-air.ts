/**
 * Which show is on air: the player runs this in the browser on every public page, so it holds
 * only what that needs; the rest of the grid's rules are in schedule.ts.
 */

import { TIMEZONE } from './constants';
import { saoPauloWallClock } from './sao-paulo-clock';

/**
 * One weekly air time of a show: on each of `dias` (0 = Sunday … 6 = Saturday, the day it STARTS)
 * from `inicioMinuto` to `fimMinuto`, minutes of the local day; an end at or before the start
 * crosses midnight into the next day.
 */
export type ScheduleSlot = { dias: readonly number[]; inicioMinuto: number; fimMinuto: number };

/** What the time rules need of a show: its air times (different times on different days are different slots). */
export type Scheduled = { horarios: readonly ScheduleSlot[] };

/** What the bar and the lock screen show of whatever is on air. */
export type OnAirShow = { nome: string; imagem: string | null; apresentadores: string[] };

/** A show as the live player gets it from the layout. */
export type PlayerShow = Scheduled & OnAirShow;

/**
 * A one-off change to the grid, as instants (milliseconds since the epoch): from `inicio` to `fim`
 * it replaces whatever the regular grid has, and `show` is on air.
 */
export type AirException<E> = { inicio: number; fim: number; show: E };

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

/** Minutes a slot lasts: the end at or before the start is the next day's. */
export function durationOf(slot: Pick<ScheduleSlot, 'inicioMinuto' | 'fimMinuto'>): number {
  const length = slot.fimMinuto - slot.inicioMinuto;
  return length > 0 ? length : length + MINUTES_PER_DAY;
}

/** A show and the slot of its that airs. */
export type SlotOnAir<T> = { show: T; slot: ScheduleSlot };

/**
 * The show on air at `date` and the slot it airs in: a show that started Friday 22:00 and ends
 * 02:00 is on air Saturday 01:00; Saturday's late show is on air early on Sunday. Should two
 * overlap (the panel refuses it; another backend might not), the one that started last wins.
 */
export function slotOnAir<T extends Scheduled>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): SlotOnAir<T> | null {
  const now = weekMinuteOf(localMoment(date, timeZone));
  let best: SlotOnAir<T> | null = null;
  let bestElapsed = Infinity;
  for (const show of shows) {
    for (const slot of show.horarios) {
      const duration = durationOf(slot);
      for (const dia of slot.dias) {
        const elapsed = mod(now - (dia * MINUTES_PER_DAY + slot.inicioMinuto), MINUTES_PER_WEEK);
        if (elapsed < duration && elapsed < bestElapsed) {
          best = { show, slot };
          bestElapsed = elapsed;
        }
      }
    }
  }
  return best;
}

/** The regular grid's show on air at `date` (see slotOnAir). */
export function showOnAir<T extends Scheduled>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): T | null {
  return slotOnAir(shows, date, timeZone)?.show ?? null;
}

/** The exception covering `date` (start included, end not); of two (the panel refuses it), the one that started last. */
export function exceptionAt<X extends { inicio: number; fim: number }>(exceptions: readonly X[], date: Date): X | null {
  const at = date.getTime();
  let best: X | null = null;
  for (const exception of exceptions) {
    if (exception.inicio <= at && at < exception.fim && (!best || exception.inicio > best.inicio)) best = exception;
  }
  return best;
}

/**
 * What is on air at `date`: an exception covering the instant first (it replaces the grid for its
 * time), else the regular grid's show. The player's subtitle and /programacao's "No ar agora".
 */
export function programmeOnAir<T extends Scheduled, E>(shows: readonly T[], exceptions: readonly AirException<E>[], date: Date, timeZone: string = TIMEZONE): T | E | null {
  const exception = exceptionAt(exceptions, date);
  return exception ? exception.show : showOnAir(shows, date, timeZone);
}
