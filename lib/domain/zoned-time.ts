/**
 * Wall-clock time in a zone ↔ instants, with the runtime's Intl (IANA rules: past offsets and any
 * return of daylight saving included). São Paulo unless a zone is given (tests use zones with DST).
 */

import { TIMEZONE } from './constants';
import { saoPauloWallClock } from './sao-paulo-clock';

/** Midnight UTC of a calendar day; the day may run past the month or be negative (normalised). */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Minutes the zone is ahead of UTC at an instant (-180 for UTC−3, -120 in Brazil's old summer time). */
export function zoneOffsetMinutes(date: Date, timeZone: string = TIMEZONE): number {
  const wall = saoPauloWallClock(date, timeZone);
  const asUtc = utcMidnight(wall.year, wall.month, wall.day) + (wall.hour * 60 + wall.minute) * 60_000;
  return Math.round((asUtc - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of `minute` of the day `day` on the zone's wall clock. Two steps settle the offset
 * across a change. A time that does not exist (the hour skipped when summer time starts) becomes
 * the moment after the jump, as a clock set forward reads it; a time that happens twice (summer
 * time ending) is its first occurrence.
 */
export function zonedInstant(year: number, month: number, day: number, minute: number, timeZone: string = TIMEZONE): Date {
  const wall = utcMidnight(year, month, day) + minute * 60_000;
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  const second = wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  const exact = second + zoneOffsetMinutes(new Date(second), timeZone) * 60_000 === wall;
  return new Date(exact ? second : Math.max(first, second));
}
