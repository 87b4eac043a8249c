/**
 * The programme grid (issue 15): which show is on air, which comes next, the week from today, and
 * overlaps between shows. Pure: no I/O; the public page runs it in the browser.
 *
 * A show airs on each of `dias` (0 = Sunday … 6 = Saturday, the day it STARTS) from `inicioMinuto`
 * to `fimMinuto`, minutes of the local day; an end at or before the start crosses midnight into the
 * next day (Saturday's crosses into Sunday: the week wraps). Times are wall-clock times in the
 * station's zone (America/Sao_Paulo), so a show at 18:00 is at 18:00 whatever the offset.
 *
 * Time zones use the runtime's Intl (Intl.DateTimeFormat with `timeZone`), as lib/domain/dates.ts
 * does: the same IANA rules date-fns-tz reads (it is built on Intl too), so a return of daylight
 * saving time in Brazil needs no code change, and the public page downloads no time-zone library.
 * The tests check these functions against date-fns-tz for zones and dates with DST.
 */

import { isRecord, listFrom, firstText, numberOf } from './coerce';
import { TIMEZONE } from './constants';
import { isMissingImageUrl, normalizeMediaPath } from './media';
import { programmeForHour } from './programme';
import { zonedInstant, zoneOffsetMinutes } from './zoned-time';
import { durationOf, localMoment, MINUTES_PER_DAY, MINUTES_PER_WEEK, mod, weekMinuteOf, type LocalMoment, type PlayerShow, type ScheduleSlot } from './on-air';
import { pad } from './sao-paulo-clock';

export { durationOf, localMoment, MINUTES_PER_DAY, MINUTES_PER_WEEK, showOnAir, type LocalMoment, type PlayerShow, type ScheduleSlot } from './on-air';

export type GridPresenter = { id: number; nome: string; avatar: string | null };

/** A show as the public grid answers it (GET /publico/programacao): active shows only. */
export type GridShow = {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  imagem: string | null;
  dias: number[];
  inicioMinuto: number;
  fimMinuto: number;
  apresentadores: GridPresenter[];
};

/** Lower case, as inside a sentence: 'Conflito … (segunda, 15:00–18:00).' Index = day (0 = Sunday). */
export const DAY_NAMES = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;
/** Headings of the week. */
export const DAY_LABELS = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'] as const;
/** The panel's day checkboxes. */
export const DAY_SHORT = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
/** Monday first, as a Brazilian week is read (the neutral order of server HTML). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;


// ---------------------------------------------------------------------------------------------
// Clock texts

/** 900 → '15:00'; any minute is taken modulo a day. */
export function minuteText(minute: number): string {
  const m = mod(Math.trunc(minute), MINUTES_PER_DAY);
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** '15:00' → 900; null unless HH:MM with 00–23 and 00–59 (what `<input type="time">` sends). */
export function parseClock(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** '22:00 – 02:00' */
export function timeRangeText(show: ScheduleSlot): string {
  return `${minuteText(show.inicioMinuto)} – ${minuteText(show.fimMinuto)}`;
}

export function crossesMidnight(show: Pick<ScheduleSlot, 'inicioMinuto' | 'fimMinuto'>): boolean {
  return show.fimMinuto <= show.inicioMinuto;
}

// ---------------------------------------------------------------------------------------------
// Wall clock in a zone

/** ISO 8601 with the zone's offset at that instant: '2026-11-21T18:00:00-03:00' (schema.org dates). */
export function isoInZone(date: Date, timeZone: string = TIMEZONE): string {
  const local = localMoment(date, timeZone);
  const offset = zoneOffsetMinutes(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${String(local.year).padStart(4, '0')}-${pad(local.month)}-${pad(local.day)}T${minuteText(local.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// ---------------------------------------------------------------------------------------------
// On air, next, the week

/** One airing of a show, as instants. */
export type ShowOccurrence<T> = { show: T; inicio: Date; fim: Date };

/** The instant `offset` minutes of wall-clock time after the local day's midnight of `local`. */
function wallInstant(local: LocalMoment, offset: number, timeZone: string): Date {
  return zonedInstant(local.year, local.month, local.day, offset, timeZone);
}

function occurrenceAt<T extends ScheduleSlot>(show: T, local: LocalMoment, startOffset: number, timeZone: string): ShowOccurrence<T> {
  return { show, inicio: wallInstant(local, startOffset, timeZone), fim: wallInstant(local, startOffset + durationOf(show), timeZone) };
}

/** The airing of `show` on air at `date`, else its next one; null when it has no day. */
export function currentOrNextOccurrence<T extends ScheduleSlot>(show: T, date: Date, timeZone: string = TIMEZONE): ShowOccurrence<T> | null {
  const local = localMoment(date, timeZone);
  const now = weekMinuteOf(local);
  const duration = durationOf(show);
  let offset: number | null = null;
  for (const dia of show.dias) {
    const elapsed = mod(now - (dia * MINUTES_PER_DAY + show.inicioMinuto), MINUTES_PER_WEEK);
    // Minutes from today's midnight to the start: negative when it started before (on air).
    const start = elapsed < duration ? local.minute - elapsed : local.minute + (MINUTES_PER_WEEK - elapsed);
    if (offset === null || start < offset) offset = start;
  }
  return offset === null ? null : occurrenceAt(show, local, offset, timeZone);
}

/**
 * The next show to START after `date` (a show starting this very minute is on air, not next):
 * across midnight and into next week. With one show on one day, its airing next week.
 */
export function nextShow<T extends ScheduleSlot>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): ShowOccurrence<T> | null {
  const local = localMoment(date, timeZone);
  const now = weekMinuteOf(local);
  let best: { show: T; delta: number } | null = null;
  for (const show of shows) {
    for (const dia of show.dias) {
      const delta = mod(dia * MINUTES_PER_DAY + show.inicioMinuto - now, MINUTES_PER_WEEK) || MINUTES_PER_WEEK;
      if (!best || delta < best.delta) best = { show, delta };
    }
  }
  return best ? occurrenceAt(best.show, local, local.minute + best.delta, timeZone) : null;
}

/**
 * What the live player is given: the grid, or with no show registered SPEC §4.2's table as shows
 * (the same names at the same hours), so the browser needs only showOnAir and the station name.
 */
export function playerShows(grid: readonly GridShow[], brand: string): PlayerShow[] {
  return (grid.length > 0 ? grid : fixedTableGrid(brand)).map(({ nome, dias, inicioMinuto, fimMinuto, imagem, apresentadores }) => ({
    nome,
    dias,
    inicioMinuto,
    fimMinuto,
    imagem,
    apresentadores: apresentadores.map((presenter) => presenter.nome),
  }));
}

/** One day of the week: its weekday, its local date ('yyyy-MM-dd', null in the neutral order) and its shows by start. */
export type ScheduleDay<T> = { dia: number; data: string | null; shows: T[] };

function byStart<T extends ScheduleSlot & { nome?: string }>(a: T, b: T): number {
  return a.inicioMinuto - b.inicioMinuto || (a.nome ?? '').localeCompare(b.nome ?? '', 'pt-BR');
}

function showsOn<T extends ScheduleSlot>(shows: readonly T[], dia: number): T[] {
  return shows.filter((show) => show.dias.includes(dia)).sort(byStart);
}

/** The 7 days from today's (in the zone), each with its shows in start order; a show crossing midnight is listed on its start day. */
export function weekFrom<T extends ScheduleSlot>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): ScheduleDay<T>[] {
  const local = localMoment(date, timeZone);
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + index));
    const data = `${String(day.getUTCFullYear()).padStart(4, '0')}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const dia = (local.weekday + index) % 7;
    return { dia, data, shows: showsOn(shows, dia) };
  });
}

/** The week Monday to Sunday with no date: what the server renders before the browser knows "today". */
export function neutralWeek<T extends ScheduleSlot>(shows: readonly T[]): ScheduleDay<T>[] {
  return WEEK_ORDER.map((dia) => ({ dia, data: null, shows: showsOn(shows, dia) }));
}

// ---------------------------------------------------------------------------------------------
// Overlaps

export type Overlap<T> = { show: T; dia: number };

/**
 * The first show of `others` whose airing overlaps one of `candidate`'s, over the minutes of the
 * week (midnight crossing and the Saturday→Sunday wrap included), and the day of that airing; a
 * show with the candidate's id is itself being edited and is skipped. Shows touching end to start
 * (15:00–18:00 then 18:00–21:00) do not overlap.
 */
export function findOverlap<T extends ScheduleSlot & { id: number }>(candidate: ScheduleSlot & { id?: number | null }, others: readonly T[]): Overlap<T> | null {
  const candidateLength = durationOf(candidate);
  for (const dia of [...candidate.dias].sort((a, b) => a - b)) {
    const start = dia * MINUTES_PER_DAY + candidate.inicioMinuto;
    for (const other of others) {
      if (candidate.id !== undefined && candidate.id !== null && other.id === candidate.id) continue;
      const otherLength = durationOf(other);
      for (const otherDia of other.dias) {
        const otherStart = otherDia * MINUTES_PER_DAY + other.inicioMinuto;
        if (mod(otherStart - start, MINUTES_PER_WEEK) < candidateLength || mod(start - otherStart, MINUTES_PER_WEEK) < otherLength) {
          return { show: other, dia: otherDia };
        }
      }
    }
  }
  return null;
}

/** 'Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).' */
export function overlapMessage(overlap: Overlap<ScheduleSlot & { nome: string }>): string {
  const { show, dia } = overlap;
  return `Conflito de horário com "${show.nome}" (${DAY_NAMES[dia]}, ${minuteText(show.inicioMinuto)}–${minuteText(show.fimMinuto)}).`;
}

/** 'Todos os dias', 'Seg a Sex' (three or more days in a row, Monday first) or 'Sáb, Dom': a show's days for a list line. */
export function daysText(dias: readonly number[]): string {
  const order: readonly number[] = WEEK_ORDER;
  const positions = order.map((dia, position) => (dias.includes(dia) ? position : -1)).filter((position) => position >= 0);
  if (positions.length === 7) return 'Todos os dias';
  const isRun = positions.length > 2 && positions.every((position, index) => index === 0 || position === positions[index - 1] + 1);
  const short = (position: number) => DAY_SHORT[order[position]];
  if (isRun) return `${short(positions[0])} a ${short(positions[positions.length - 1])}`;
  return positions.map(short).join(', ');
}

// ---------------------------------------------------------------------------------------------
// SPEC §4.2's fixed table as a grid, and any backend's answer as a grid

const TABLE_HOURS = [6, 9, 12, 15, 18] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/**
 * SPEC §4.2's table as shows airing every day (no presenters, no image): what /programacao shows
 * when no show is registered. Its names come from programmeForHour, so they never drift apart.
 */
export function fixedTableGrid(brand: string): GridShow[] {
  return TABLE_HOURS.map((hour, index) => ({
    id: -(index + 1),
    nome: programmeForHour(hour, brand),
    slug: `tabela-${hour}h`,
    descricao: '',
    imagem: null,
    dias: [...EVERY_DAY],
    inicioMinuto: hour * 60,
    fimMinuto: (hour + 3) * 60,
    apresentadores: [],
  }));
}

const validMinute = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 0 && value < MINUTES_PER_DAY;

function imageOf(value: unknown): string | null {
  const text = firstText(value);
  return isMissingImageUrl(text) ? null : normalizeMediaPath(text) || null;
}

function presentersOf(raw: unknown): GridPresenter[] {
  const list: GridPresenter[] = [];
  for (const item of listFrom(raw, ['dados'])) {
    if (!isRecord(item)) continue;
    const nome = firstText(item.nome, item.name);
    const id = numberOf(item.id);
    if (nome && id !== null) list.push({ id, nome, avatar: imageOf(item.avatar ?? item.foto) });
  }
  return list;
}

/**
 * A grid from any backend: a bare array or one under {dados}, {programas} or {programacao};
 * entries without a name, a day or a valid time are dropped, and so are inactive ones.
 */
export function normalizeGrid(raw: unknown): GridShow[] {
  const shows: GridShow[] = [];
  for (const item of listFrom(raw, ['dados', 'programas', 'programacao'])) {
    if (!isRecord(item) || item.ativo === false) continue;
    const nome = firstText(item.nome, item.titulo);
    const inicioMinuto = numberOf(item.inicioMinuto);
    const fimMinuto = numberOf(item.fimMinuto);
    const dias = Array.isArray(item.dias)
      ? [...new Set(item.dias.map((dia) => numberOf(dia)).filter((dia): dia is number => dia !== null && Number.isInteger(dia) && dia >= 0 && dia <= 6))].sort((a, b) => a - b)
      : [];
    if (!nome || dias.length === 0 || !validMinute(inicioMinuto) || !validMinute(fimMinuto) || inicioMinuto === fimMinuto) continue;
    const id = numberOf(item.id) ?? -(shows.length + 1);
    shows.push({
      id,
      nome,
      slug: firstText(item.slug) || `programa-${id}`,
      descricao: firstText(item.descricao),
      imagem: imageOf(item.imagem ?? item.image),
      dias,
      inicioMinuto,
      fimMinuto,
      apresentadores: presentersOf(item.apresentadores),
    });
  }
  return shows;
}
