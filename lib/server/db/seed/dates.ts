/** Seed dates: São Paulo wall-clock times relative to the seeding moment. */
import { formatInTimeZone } from 'date-fns-tz/formatInTimeZone';
import { TIMEZONE } from '../../../domain/constants';
import { zonedInstant } from '../../../domain/zoned-time';
import type { Random } from './random';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** The São Paulo wall-clock time hour:minute, `daysAgo` days before `now` (negative: after). */
export function saoPauloTime(now: Date, daysAgo: number, hour: number, minute: number): Date {
  const [year, month, day] = saoPauloDay(new Date(now.getTime() - daysAgo * DAY)).split('-').map(Number);
  return zonedInstant(year, month, day, hour * 60 + minute);
}

/** 'YYYY-MM-DD' of the São Paulo calendar. */
export function saoPauloDay(date: Date): string {
  return formatInTimeZone(date, TIMEZONE, 'yyyy-MM-dd');
}

/**
 * A publication time `daysAgo` days back, in São Paulo daytime (7h–20h59). Today's posts must already
 * be in the past: after 7h they fall between 7h and now, before that in the small hours.
 */
export function publicationTime(now: Date, daysAgo: number, random: Random): Date {
  if (daysAgo > 0) return saoPauloTime(now, daysAgo, random.int(7, 20), random.int(0, 59));
  const midnight = saoPauloTime(now, 0, 0, 0).getTime();
  const sevenAm = midnight + 7 * 60 * MINUTE;
  const latest = now.getTime() - 5 * MINUTE;
  const earliest = latest > sevenAm + 30 * MINUTE ? sevenAm : midnight + 5 * MINUTE;
  if (latest <= earliest) return new Date(Math.max(midnight, now.getTime() - MINUTE));
  return new Date(earliest + Math.floor(random.next() * (latest - earliest)));
}
