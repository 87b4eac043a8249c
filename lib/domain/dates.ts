/**
 * Dates in America/Sao_Paulo, pt-BR formats (SPEC §9) and the creation-date parser (SPEC §3).
 * Time-zone arithmetic uses the runtime's Intl (the IANA rules, past offsets and any return of
 * daylight saving included): public pages format dates in the browser, which then downloads no
 * time-zone library.
 */

import { dayText, formatRelativeInstant, saoPauloWallClock, timeText, type WallClock } from './sao-paulo-clock';
import { zonedInstant } from './zoned-time';

export { saoPauloDayKey, saoPauloHour } from './sao-paulo-clock';

export type DateInput = Date | string | number;

/** Numbers below 1e11 are Unix seconds, larger ones milliseconds; non-positive values are invalid. */
function dateFromNumber(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  return new Date(value < 1e11 ? value * 1000 : value);
}

/** Whether the day exists (no 31 June, 29 February only in leap years). */
export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/** Wall-clock time in São Paulo → instant (historical offsets included; see zonedInstant for the hours summer time skips or repeats). */
function fromSaoPauloParts(parts: LocalParts): Date | null {
  const { year, month, day, hour, minute, second, millisecond } = parts;
  if (!isValidCalendarDate(year, month, day)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(zonedInstant(year, month, day, hour * 60 + minute).getTime() + second * 1000 + millisecond);
  return Number.isNaN(date.getTime()) ? null : date;
}

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

// 'dd/mm/yyyy', optionally followed by ' hh:mm[:ss]', ' às 14h30', ' às 14:30', ' 14h30', ' 14h'.
const BRAZILIAN =
  /^(?<day>\d{1,2})\/(?<month>\d{1,2})\/(?<year>\d{4})(?:(?:\s*,\s*|\s+)(?:(?:às|as|à)\s+)?(?<hour>\d{1,2})(?:h(?<hMinute>\d{2})?(?:min)?|:(?<minute>\d{2})(?::(?<second>\d{2}))?))?$/i;

function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (m === null) return null;
  const parts: LocalParts = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4] ?? 0),
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    millisecond: Number((m[7] ?? '0').padEnd(3, '0').slice(0, 3)),
  };
  const zone = m[8];
  // Without an offset the text is São Paulo wall-clock time, never the machine's local time.
  if (zone === undefined) return fromSaoPauloParts(parts);
  if (!isValidCalendarDate(parts.year, parts.month, parts.day)) return null;
  if (parts.hour > 23 || parts.minute > 59 || parts.second > 59) return null;
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || 0));
  }
  const utc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.millisecond);
  return new Date(utc - offsetMinutes * 60_000);
}

function parseBrazilian(text: string): Date | null {
  const groups = BRAZILIAN.exec(text)?.groups;
  if (groups === undefined) return null;
  return fromSaoPauloParts({
    year: Number(groups.year),
    month: Number(groups.month),
    day: Number(groups.day),
    hour: Number(groups.hour ?? 0),
    minute: Number(groups.hMinute ?? groups.minute ?? 0),
    second: Number(groups.second ?? 0),
    millisecond: 0,
  });
}

/** Any accepted date form → Date, or null when it is not a valid date. */
export function parseDateValue(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return dateFromNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return dateFromNumber(Number(text));
  return parseIso(text) ?? parseBrazilian(text);
}

/** SPEC §3 creation date: ISO, numbers, Brazilian forms; anything invalid falls back to `now`. */
export function parseCreationDate(value: unknown, now: Date = new Date()): Date {
  return parseDateValue(value) ?? new Date(now.getTime());
}

/** ISO string of any accepted date form, or null. */
export function toIsoDate(value: unknown): string | null {
  return parseDateValue(value)?.toISOString() ?? null;
}

function formatSaoPaulo(value: DateInput, format: (wall: WallClock) => string): string {
  const date = parseDateValue(value);
  return date === null ? '' : format(saoPauloWallClock(date));
}

/** 'dd/MM/yyyy'; '' for an invalid date. */
export function formatDate(value: DateInput): string {
  return formatSaoPaulo(value, dayText);
}

/** 'HHhmm', e.g. '14h30'; '' for an invalid date. */
export function formatTime(value: DateInput): string {
  return formatSaoPaulo(value, timeText);
}

/** 'dd/MM/yyyy HHhmm'; '' for an invalid date. */
export function formatDateTime(value: DateInput): string {
  return formatSaoPaulo(value, (wall) => `${dayText(wall)} ${timeText(wall)}`);
}

/** 'Hoje 14h30' / 'Ontem 09h05' by São Paulo calendar day, else 'dd/MM/yyyy'. */
export function formatRelativeDate(value: DateInput, now: Date = new Date()): string {
  const date = parseDateValue(value);
  return date === null ? '' : formatRelativeInstant(date, now);
}

/** An instant as a timestamp: null when absent or unreadable (a display window's open edge). */
export function instantOf(value: string | Date | null): number | null {
  if (value === null) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
