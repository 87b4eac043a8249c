/**
 * The São Paulo wall clock of an instant, through the runtime's Intl (the IANA rules: past offsets
 * and any return of daylight saving included). Kept apart from dates.ts and its parsers because
 * public pages run it in the browser, where every byte is downloaded by every reader.
 */

import { TIMEZONE } from './constants';

export type WallClock = {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
};

export const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Calendar day, weekday and time of an instant in São Paulo (or another IANA zone, for tests). */
export function saoPauloWallClock(date: Date, timeZone: string = TIMEZONE): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  const era = Number(parts.year);
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - era : era;
  const month = Number(parts.month);
  const day = Number(parts.day);
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  // Some engines write midnight as 24 even with h23.
  return { year, month, day, weekday: probe.getUTCDay(), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

export const dayText = ({ day, month, year }: WallClock): string => `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
export const timeText = ({ hour, minute }: WallClock): string => `${pad(hour)}h${pad(minute)}`;

/** São Paulo calendar day as 'yyyy-MM-dd'. */
export function saoPauloDayKey(value: Date): string {
  const { year, month, day } = saoPauloWallClock(value);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar day `days` after (or before) a 'yyyy-MM-dd' day. */
export function shiftDayKey(dayKey: string, days: number): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 'Hoje 14h30' / 'Ontem 09h05' by São Paulo calendar day, else 'dd/MM/yyyy'; '' for an invalid date. */
export function formatRelativeInstant(date: Date, now: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const wall = saoPauloWallClock(date);
  const day = saoPauloDayKey(date);
  const today = saoPauloDayKey(now);
  if (day === today) return `Hoje ${timeText(wall)}`;
  if (day === shiftDayKey(today, -1)) return `Ontem ${timeText(wall)}`;
  return dayText(wall);
}

/** Hour 0–23 of the instant in São Paulo. */
export function saoPauloHour(value: Date): number {
  return saoPauloWallClock(value).hour;
}
