/**
 * The programme grid: which show is on air, which comes next, the week from today, and overlaps
 * between shows. Pure: no I/O; the public page runs it in the browser.
 *
 * A show airs in one or more slots (ScheduleSlot, on-air.ts): on each of a slot's `dias` (the day
 * it STARTS) from `inicioMinuto` to `fimMinuto`, minutes of the local day; an end at or before the
 * start crosses midnight into the next day (Saturday's crosses into Sunday: the week wraps), so a
 * show can air 06:00–09:00 on weekdays and 08:00–10:00 on Saturday. Times are wall-clock times in
 * the station's zone (America/Sao_Paulo), so a show at 18:00 is at 18:00 whatever the offset.
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
import { durationOf, localMoment, MINUTES_PER_DAY, MINUTES_PER_WEEK, mod, weekMinuteOf, type LocalMoment, type PlayerShow, type Scheduled, type ScheduleSlot } from './on-air';
import { pad } from './sao-paulo-clock';

export {
  durationOf,
  exceptionAt,
  localMoment,
  MINUTES_PER_DAY,
  MINUTES_PER_WEEK,
  programmeOnAir,
  showOnAir,
  slotOnAir,
  type AirException,
  type LocalMoment,
  type OnAirShow,
  type PlayerShow,
  type Scheduled,
  type ScheduleSlot,
  type SlotOnAir,
} from './on-air';

export type GridPresenter = { id: number; nome: string; avatar: string | null };

/** A slot as the grid's answers carry it (ScheduleSlot with a plain array). */
export type GridSlot = { dias: number[]; inicioMinuto: number; fimMinuto: number };

/** A show as the public grid answers it (GET /publico/programacao): active shows only. */
export type GridShow = {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  imagem: string | null;
  /** Its air times, grouped by identical times (groupSlots). */
  horarios: GridSlot[];
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
export function timeRangeText(slot: Pick<ScheduleSlot, 'inicioMinuto' | 'fimMinuto'>): string {
  return `${minuteText(slot.inicioMinuto)} – ${minuteText(slot.fimMinuto)}`;
}

export function crossesMidnight(slot: Pick<ScheduleSlot, 'inicioMinuto' | 'fimMinuto'>): boolean {
  return slot.fimMinuto <= slot.inicioMinuto;
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
// Slots

/** One airing day and time of a show, as the database stores it (programa_horarios: a row per day). */
export type SlotRow = { dia: number; inicioMinuto: number; fimMinuto: number };

const weekPosition = (dia: number): number => (WEEK_ORDER as readonly number[]).indexOf(dia);

/** Slot order: by its first day in a Monday-first week, then by start. */
function bySlotOrder(a: ScheduleSlot, b: ScheduleSlot): number {
  const first = (slot: ScheduleSlot) => Math.min(...slot.dias.map(weekPosition));
  return first(a) - first(b) || a.inicioMinuto - b.inicioMinuto || a.fimMinuto - b.fimMinuto;
}

/**
 * Rows of (day, start, end) → slots: the days with identical times together, days sorted, slots
 * by first day (Monday first) and start. The same day may appear in two slots (a show at 06:00
 * and again at 18:00).
 */
export function groupSlots(rows: readonly SlotRow[]): GridSlot[] {
  const byTimes = new Map<string, GridSlot>();
  for (const { dia, inicioMinuto, fimMinuto } of rows) {
    const key = `${inicioMinuto}-${fimMinuto}`;
    const slot = byTimes.get(key) ?? { dias: [], inicioMinuto, fimMinuto };
    if (!slot.dias.includes(dia)) slot.dias.push(dia);
    byTimes.set(key, slot);
  }
  return [...byTimes.values()].map((slot) => ({ ...slot, dias: slot.dias.sort((a, b) => a - b) })).sort(bySlotOrder);
}

/** Slots → one row per day, as programa_horarios keeps them. */
export function slotRows(horarios: readonly ScheduleSlot[]): SlotRow[] {
  return horarios.flatMap((slot) => slot.dias.map((dia) => ({ dia, inicioMinuto: slot.inicioMinuto, fimMinuto: slot.fimMinuto })));
}

/**
 * The top-level `dias`, `inicioMinuto` and `fimMinuto` the grid's answers kept from before a show
 * could have several slots: those of its first slot, so an older client still reads a show.
 */
export function legacySlotFields(horarios: readonly ScheduleSlot[]): GridSlot {
  const [first] = horarios;
  return first ? { dias: [...first.dias], inicioMinuto: first.inicioMinuto, fimMinuto: first.fimMinuto } : { dias: [], inicioMinuto: 0, fimMinuto: 0 };
}

// ---------------------------------------------------------------------------------------------
// On air, next, the week

/** One airing of a show, as instants, and the slot it airs in. */
export type ShowOccurrence<T> = { show: T; slot: ScheduleSlot; inicio: Date; fim: Date };

/** The instant `offset` minutes of wall-clock time after the local day's midnight of `local`. */
function wallInstant(local: LocalMoment, offset: number, timeZone: string): Date {
  return zonedInstant(local.year, local.month, local.day, offset, timeZone);
}

function occurrenceAt<T>(show: T, slot: ScheduleSlot, local: LocalMoment, startOffset: number, timeZone: string): ShowOccurrence<T> {
  return { show, slot, inicio: wallInstant(local, startOffset, timeZone), fim: wallInstant(local, startOffset + durationOf(slot), timeZone) };
}

/** The airing of `show` on air at `date`, else its next one; null when it has no slot. */
export function currentOrNextOccurrence<T extends Scheduled>(show: T, date: Date, timeZone: string = TIMEZONE): ShowOccurrence<T> | null {
  const local = localMoment(date, timeZone);
  const now = weekMinuteOf(local);
  let best: { slot: ScheduleSlot; offset: number } | null = null;
  for (const slot of show.horarios) {
    const duration = durationOf(slot);
    for (const dia of slot.dias) {
      const elapsed = mod(now - (dia * MINUTES_PER_DAY + slot.inicioMinuto), MINUTES_PER_WEEK);
      // Minutes from today's midnight to the start: negative when it started before (on air).
      const start = elapsed < duration ? local.minute - elapsed : local.minute + (MINUTES_PER_WEEK - elapsed);
      if (!best || start < best.offset) best = { slot, offset: start };
    }
  }
  return best ? occurrenceAt(show, best.slot, local, best.offset, timeZone) : null;
}

/**
 * Every airing that STARTS after `date` within the next week (a show starting this very minute is
 * on air, not next; a show on one day only comes back in a week), by start.
 */
export function airingsAfter<T extends Scheduled>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): ShowOccurrence<T>[] {
  const local = localMoment(date, timeZone);
  const now = weekMinuteOf(local);
  const found: Array<{ show: T; slot: ScheduleSlot; delta: number }> = [];
  for (const show of shows) {
    for (const slot of show.horarios) {
      for (const dia of slot.dias) {
        found.push({ show, slot, delta: mod(dia * MINUTES_PER_DAY + slot.inicioMinuto - now, MINUTES_PER_WEEK) || MINUTES_PER_WEEK });
      }
    }
  }
  return found.sort((a, b) => a.delta - b.delta).map(({ show, slot, delta }) => occurrenceAt(show, slot, local, local.minute + delta, timeZone));
}

/** The next show to START after `date`: across midnight and into next week. */
export function nextShow<T extends Scheduled>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): ShowOccurrence<T> | null {
  return airingsAfter(shows, date, timeZone)[0] ?? null;
}

/**
 * What the live player is given: the grid, or with no show registered SPEC §4.2's table as shows
 * (the same names at the same hours), so the browser needs only programmeOnAir and the station name.
 */
export function playerShows(grid: readonly GridShow[], brand: string): PlayerShow[] {
  return (grid.length > 0 ? grid : fixedTableGrid(brand)).map(({ nome, horarios, imagem, apresentadores }) => ({
    nome,
    horarios,
    imagem,
    apresentadores: apresentadores.map((presenter) => presenter.nome),
  }));
}

/** A show in one of its slots: what a day of the week lists (a show with two slots on a day is listed twice). */
export type Airing<T> = { show: T; slot: ScheduleSlot };

/** One day of the week: its weekday, its local date ('yyyy-MM-dd', null in the neutral order) and its airings by start. */
export type ScheduleDay<T> = { dia: number; data: string | null; airings: Airing<T>[] };

const nameOf = (show: unknown): string => (typeof show === 'object' && show !== null && 'nome' in show && typeof show.nome === 'string' ? show.nome : '');

function byStart<T>(a: Airing<T>, b: Airing<T>): number {
  return a.slot.inicioMinuto - b.slot.inicioMinuto || nameOf(a.show).localeCompare(nameOf(b.show), 'pt-BR');
}

function airingsOn<T extends Scheduled>(shows: readonly T[], dia: number): Airing<T>[] {
  const list: Airing<T>[] = [];
  for (const show of shows) {
    for (const slot of show.horarios) if (slot.dias.includes(dia)) list.push({ show, slot });
  }
  return list.sort(byStart);
}

/** 'yyyy-MM-dd' of a calendar day `index` days after the local day of `local`. */
function dayKeyAfter(local: LocalMoment, index: number): string {
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day + index));
  return `${String(day.getUTCFullYear()).padStart(4, '0')}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** The 7 days from today's (in the zone), each with its airings in start order; an airing crossing midnight is listed on its start day. */
export function weekFrom<T extends Scheduled>(shows: readonly T[], date: Date, timeZone: string = TIMEZONE): ScheduleDay<T>[] {
  const local = localMoment(date, timeZone);
  return Array.from({ length: 7 }, (_, index) => {
    const dia = (local.weekday + index) % 7;
    return { dia, data: dayKeyAfter(local, index), airings: airingsOn(shows, dia) };
  });
}

/** The week Monday to Sunday with no date: what the server renders before the browser knows "today". */
export function neutralWeek<T extends Scheduled>(shows: readonly T[]): ScheduleDay<T>[] {
  return WEEK_ORDER.map((dia) => ({ dia, data: null, airings: airingsOn(shows, dia) }));
}

/** The instants of a slot's airing on a local day ('yyyy-MM-dd'), DST-safe. */
export function airingOnDay(slot: ScheduleSlot, data: string, timeZone: string = TIMEZONE): { inicio: Date; fim: Date } {
  const [year, month, day] = data.split('-').map(Number);
  return { inicio: zonedInstant(year, month, day, slot.inicioMinuto, timeZone), fim: zonedInstant(year, month, day, slot.inicioMinuto + durationOf(slot), timeZone) };
}

// ---------------------------------------------------------------------------------------------
// Overlaps

export type Overlap<T> = { show: T; slot: ScheduleSlot; dia: number };

/** Two airings, as a start in the minutes of the week and a length, share a minute (the week wraps). */
function airingsMeet(start: number, length: number, otherStart: number, otherLength: number): boolean {
  return mod(otherStart - start, MINUTES_PER_WEEK) < length || mod(start - otherStart, MINUTES_PER_WEEK) < otherLength;
}

/**
 * The first show of `others` whose airing overlaps one of `candidate`'s, in any of their slots,
 * over the minutes of the week (midnight crossing and the Saturday→Sunday wrap included), with
 * the slot and day of that airing; a show with the candidate's id is itself being edited and is
 * skipped. Shows touching end to start (15:00–18:00 then 18:00–21:00) do not overlap.
 */
export function findOverlap<T extends Scheduled & { id: number }>(candidate: Scheduled & { id?: number | null }, others: readonly T[]): Overlap<T> | null {
  for (const mine of candidate.horarios) {
    const length = durationOf(mine);
    for (const dia of [...mine.dias].sort((a, b) => a - b)) {
      const start = dia * MINUTES_PER_DAY + mine.inicioMinuto;
      for (const other of others) {
        if (candidate.id !== undefined && candidate.id !== null && other.id === candidate.id) continue;
        for (const slot of other.horarios) {
          const otherLength = durationOf(slot);
          for (const otherDia of slot.dias) {
            if (airingsMeet(start, length, otherDia * MINUTES_PER_DAY + slot.inicioMinuto, otherLength)) return { show: other, slot, dia: otherDia };
          }
        }
      }
    }
  }
  return null;
}

/** Two slots of the same show that overlap: the later one's index, and the day and slot it meets. */
export type SlotClash = { index: number; slot: ScheduleSlot; dia: number };

/** A show's own slots must not overlap one another (the same day twice, or a late slot running into the next one). */
export function findSlotClash(horarios: readonly ScheduleSlot[]): SlotClash | null {
  for (let index = 1; index < horarios.length; index++) {
    const mine = horarios[index];
    for (const dia of mine.dias) {
      const start = dia * MINUTES_PER_DAY + mine.inicioMinuto;
      for (const slot of horarios.slice(0, index)) {
        for (const otherDia of slot.dias) {
          if (airingsMeet(start, durationOf(mine), otherDia * MINUTES_PER_DAY + slot.inicioMinuto, durationOf(slot))) return { index, slot, dia: otherDia };
        }
      }
    }
  }
  return null;
}

/** 'segunda, 15:00–18:00' */
export const slotDayText = (dia: number, slot: ScheduleSlot): string => `${DAY_NAMES[dia]}, ${minuteText(slot.inicioMinuto)}–${minuteText(slot.fimMinuto)}`;

/** 'Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).' */
export function overlapMessage(overlap: Overlap<{ nome: string }>): string {
  return `Conflito de horário com "${overlap.show.nome}" (${slotDayText(overlap.dia, overlap.slot)}).`;
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
    horarios: [{ dias: [...EVERY_DAY], inicioMinuto: hour * 60, fimMinuto: (hour + 3) * 60 }],
    apresentadores: [],
  }));
}

const validMinute = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 0 && value < MINUTES_PER_DAY;

/** An image address from any backend, as a media path (null when missing). */
export function gridImageOf(value: unknown): string | null {
  const text = firstText(value);
  return isMissingImageUrl(text) ? null : normalizeMediaPath(text) || null;
}

/** Presenters from any backend: entries without a name or an id are dropped. */
export function presentersOf(raw: unknown): GridPresenter[] {
  const list: GridPresenter[] = [];
  for (const item of listFrom(raw, ['dados'])) {
    if (!isRecord(item)) continue;
    const nome = firstText(item.nome, item.name);
    const id = numberOf(item.id);
    if (nome && id !== null) list.push({ id, nome, avatar: gridImageOf(item.avatar ?? item.foto) });
  }
  return list;
}

const validDay = (dia: number | null): dia is number => dia !== null && Number.isInteger(dia) && dia >= 0 && dia <= 6;

/** One slot's days (an array `dias`, or one `dia`) and times → rows; none when any time is unusable. */
function rowsOf(item: Record<string, unknown>): SlotRow[] {
  const inicioMinuto = numberOf(item.inicioMinuto);
  const fimMinuto = numberOf(item.fimMinuto);
  if (!validMinute(inicioMinuto) || !validMinute(fimMinuto) || inicioMinuto === fimMinuto) return [];
  const days = Array.isArray(item.dias) ? item.dias.map((dia) => numberOf(dia)) : [numberOf(item.dia)];
  return days.filter(validDay).map((dia) => ({ dia, inicioMinuto, fimMinuto }));
}

/**
 * A grid from any backend: a bare array or one under {dados}, {programas} or {programacao}. A show
 * carries its slots under `horarios` ({dias, inicioMinuto, fimMinuto} or one {dia, …} each), or,
 * as a backend from before several slots, one set of `dias`, `inicioMinuto` and `fimMinuto` at
 * the top. Unusable slots are dropped, and so are entries without a name or a usable slot, and
 * inactive ones.
 */
export function normalizeGrid(raw: unknown): GridShow[] {
  const shows: GridShow[] = [];
  for (const item of listFrom(raw, ['dados', 'programas', 'programacao'])) {
    if (!isRecord(item) || item.ativo === false) continue;
    const nome = firstText(item.nome, item.titulo);
    const rows = Array.isArray(item.horarios) ? item.horarios.flatMap((slot) => (isRecord(slot) ? rowsOf(slot) : [])) : rowsOf(item);
    if (!nome || rows.length === 0) continue;
    const id = numberOf(item.id) ?? -(shows.length + 1);
    shows.push({
      id,
      nome,
      slug: firstText(item.slug) || `programa-${id}`,
      descricao: firstText(item.descricao),
      imagem: gridImageOf(item.imagem ?? item.image),
      horarios: groupSlots(rows),
      apresentadores: presentersOf(item.apresentadores),
    });
  }
  return shows;
}

/** The key of one show's slot card on /programacao (the server renders the cards, the tabs place them). */
export const cardKey = (id: number, slotIndex: number): string => `${id}:${slotIndex}`;
