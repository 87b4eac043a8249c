/**
 * One-off exceptions to the programme grid ("Jogo do Inter 16:00–18:00", "Feriado: programação
 * especial"): from `inicio` to `fim` an exception replaces whatever the regular grid has. With a
 * show, that show is on air; without one, the exception's own title is. Pure; the public page and
 * the player run it in the browser.
 */

import { firstText, isRecord, listFrom, numberOf } from './coerce';
import { TIMEZONE } from './constants';
import { exceptionAt, type AirException, type OnAirShow, type Scheduled } from './on-air';
import { pad, saoPauloWallClock, type WallClock } from './sao-paulo-clock';
import { airingsAfter, DAY_NAMES, gridImageOf, presentersOf, type GridPresenter, type ShowOccurrence } from './schedule';
import { zonedInstant } from './zoned-time';

/** How far ahead the public grid's exceptions go: the week /programacao shows, and a day to spare for a cached page. */
export const EXCEPTIONS_AHEAD_DAYS = 8;

export type GridExceptionShow = { id: number; nome: string; slug: string; imagem: string | null; apresentadores: GridPresenter[] };

/** An exception as the public grid answers it (GET /publico/programacao/excecoes): instants in ISO 8601. */
export type GridException = { id: number; titulo: string; descricao: string; inicio: string; fim: string; programa: GridExceptionShow | null };

type Instant = Date | string | number;
const timeOf = (value: Instant): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

// ---------------------------------------------------------------------------------------------
// On air

/** What the player shows while the exception is on air: its show, else its title. */
export function exceptionOnAirShow(exception: Pick<GridException, 'titulo' | 'programa'>): OnAirShow {
  const show = exception.programa;
  return { nome: show?.nome ?? exception.titulo, imagem: show?.imagem ?? null, apresentadores: show ? show.apresentadores.map((person) => person.nome) : [] };
}

/** The exceptions as the live player is given them (instants as numbers: nothing to parse in the browser). */
export function playerExceptions(exceptions: readonly GridException[]): AirException<OnAirShow>[] {
  return exceptions.map((exception) => ({ inicio: Date.parse(exception.inicio), fim: Date.parse(exception.fim), show: exceptionOnAirShow(exception) }));
}

/** The exceptions that share a minute with [inicio, fim): what replaces a regular airing (touching is not sharing). */
export function exceptionsDuring<X extends { inicio: number; fim: number }>(exceptions: readonly X[], inicio: Instant, fim: Instant): X[] {
  const start = timeOf(inicio);
  const end = timeOf(fim);
  return exceptions.filter((exception) => exception.inicio < end && start < exception.fim);
}

/** What comes next: a regular airing, or an exception. */
export type NextUp<T, X> = { kind: 'programa'; inicio: Date; occurrence: ShowOccurrence<T> } | { kind: 'excecao'; inicio: Date; exception: X };

/**
 * The next thing to START after `date`: the first exception, or the first regular airing whose
 * start no exception covers (an exception replaces the grid for its time), whichever is earlier.
 */
export function nextUp<T extends Scheduled, X extends { inicio: number; fim: number }>(
  shows: readonly T[],
  exceptions: readonly X[],
  date: Date,
  timeZone: string = TIMEZONE,
): NextUp<T, X> | null {
  const regular = airingsAfter(shows, date, timeZone).find((occurrence) => !exceptionAt(exceptions, occurrence.inicio));
  let special: X | null = null;
  for (const exception of exceptions) {
    if (exception.inicio > date.getTime() && (!special || exception.inicio < special.inicio)) special = exception;
  }
  if (special && (!regular || special.inicio <= regular.inicio.getTime())) return { kind: 'excecao', inicio: new Date(special.inicio), exception: special };
  return regular ? { kind: 'programa', inicio: regular.inicio, occurrence: regular } : null;
}

// ---------------------------------------------------------------------------------------------
// Days and texts

const clock = ({ hour, minute }: WallClock) => `${pad(hour)}:${pad(minute)}`;
const dayMonth = ({ day, month }: WallClock) => `${pad(day)}/${pad(month)}`;
const dayKey = ({ year, month, day }: WallClock) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The local days ('yyyy-MM-dd') an exception covers: its start's to its end's (an end at midnight leaves that day out). */
export function exceptionDays(inicio: Instant, fim: Instant, timeZone: string = TIMEZONE): string[] {
  const start = saoPauloWallClock(new Date(timeOf(inicio)), timeZone);
  const lastMinute = saoPauloWallClock(new Date(timeOf(fim) - 60_000), timeZone);
  const days: string[] = [];
  // At most a few weeks: the schema caps an exception's length.
  for (let index = 0; index < 400; index++) {
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + index));
    const key = `${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    days.push(key);
    if (key >= dayKey(lastMinute)) break;
  }
  return days;
}

/** Minutes from the local day's midnight to the exception's start: 0 when it began on an earlier day (its listing order on that day). */
export function exceptionStartOn(inicio: Instant, data: string, timeZone: string = TIMEZONE): number {
  const [year, month, day] = data.split('-').map(Number);
  const midnight = zonedInstant(year, month, day, 0, timeZone).getTime();
  return Math.max(0, Math.round((timeOf(inicio) - midnight) / 60_000));
}

/** Whether the range sits on one local day (an end at the next midnight included). */
function onOneDay(inicio: Instant, fim: Instant, timeZone: string): boolean {
  return exceptionDays(inicio, fim, timeZone).length === 1;
}

/** '16:00 – 18:00' on one day; '24/12 20:00 – 26/12 06:00' across days. */
export function exceptionRangeText(inicio: Instant, fim: Instant, timeZone: string = TIMEZONE): string {
  const start = saoPauloWallClock(new Date(timeOf(inicio)), timeZone);
  const end = saoPauloWallClock(new Date(timeOf(fim)), timeZone);
  return onOneDay(inicio, fim, timeZone) ? `${clock(start)} – ${clock(end)}` : `${dayMonth(start)} ${clock(start)} – ${dayMonth(end)} ${clock(end)}`;
}

/** 'sábado, 28/11, 16:00–18:00' on one day; '24/12 20:00 a 26/12 06:00' across days: the exception inside a sentence. */
export function exceptionWhenText(inicio: Instant, fim: Instant, timeZone: string = TIMEZONE): string {
  const start = saoPauloWallClock(new Date(timeOf(inicio)), timeZone);
  const end = saoPauloWallClock(new Date(timeOf(fim)), timeZone);
  if (onOneDay(inicio, fim, timeZone)) return `${DAY_NAMES[start.weekday]}, ${dayMonth(start)}, ${clock(start)}–${clock(end)}`;
  return `${dayMonth(start)} ${clock(start)} a ${dayMonth(end)} ${clock(end)}`;
}

// ---------------------------------------------------------------------------------------------
// Overlaps

type Ranged = { id: number; titulo: string; inicio: Instant; fim: Instant };

/** The first of `others` sharing a minute with the candidate (touching end to start is fine); the candidate's own id is skipped. */
export function findExceptionOverlap<X extends Ranged>(candidate: { id?: number | null; inicio: Instant; fim: Instant }, others: readonly X[]): X | null {
  const start = timeOf(candidate.inicio);
  const end = timeOf(candidate.fim);
  for (const other of others) {
    if (candidate.id !== undefined && candidate.id !== null && other.id === candidate.id) continue;
    if (timeOf(other.inicio) < end && start < timeOf(other.fim)) return other;
  }
  return null;
}

/** 'Conflito de horário com a exceção "Jogo do Inter" (sábado, 28/11, 16:00–18:00).' */
export function exceptionOverlapMessage(other: Ranged, timeZone: string = TIMEZONE): string {
  return `Conflito de horário com a exceção "${other.titulo}" (${exceptionWhenText(other.inicio, other.fim, timeZone)}).`;
}

// ---------------------------------------------------------------------------------------------
// Any backend's answer

function showOf(raw: unknown): GridExceptionShow | null {
  if (!isRecord(raw)) return null;
  const id = numberOf(raw.id);
  const nome = firstText(raw.nome, raw.titulo);
  if (id === null || !nome) return null;
  return { id, nome, slug: firstText(raw.slug) || `programa-${id}`, imagem: gridImageOf(raw.imagem ?? raw.image), apresentadores: presentersOf(raw.apresentadores) };
}

/**
 * Exceptions from any backend: a bare array or one under {dados} or {excecoes}; entries without a
 * title or with unusable instants (or an end not after the start) are dropped. By start.
 */
export function normalizeGridExceptions(raw: unknown): GridException[] {
  const list: GridException[] = [];
  for (const item of listFrom(raw, ['dados', 'excecoes'])) {
    if (!isRecord(item)) continue;
    const titulo = firstText(item.titulo, item.nome);
    const inicio = Date.parse(firstText(item.inicio));
    const fim = Date.parse(firstText(item.fim));
    if (!titulo || !Number.isFinite(inicio) || !Number.isFinite(fim) || fim <= inicio) continue;
    list.push({
      id: numberOf(item.id) ?? -(list.length + 1),
      titulo,
      descricao: firstText(item.descricao),
      inicio: new Date(inicio).toISOString(),
      fim: new Date(fim).toISOString(),
      programa: showOf(item.programa),
    });
  }
  return list.sort((a, b) => Date.parse(a.inicio) - Date.parse(b.inicio) || a.id - b.id);
}
