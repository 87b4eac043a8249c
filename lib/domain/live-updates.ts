/**
 * What the reader's open coverage page needs in the browser: the entry shape,
 * the poll's timing, which entries are new, and the button's words. Kept apart from
 * live-coverage.ts (normalisers, dates parsing) because every reader of a coverage downloads it.
 */

import { dayText, pad, saoPauloWallClock, timeText } from './sao-paulo-clock';

/** One timestamped entry of a live coverage, as the page and the polled JSON carry it. */
export type CoverageEntry = {
  id: string;
  /** Sanitised HTML (text, image, embed). */
  conteudo: string;
  fixada: boolean;
  /** The show on air when it was written. */
  programa: string | null;
  /** ISO 8601. */
  criadoEm: string;
  atualizadoEm: string;
};

/** A coverage: running while `fim` is null ("AO VIVO"), ended ("Encerrada") once it has one. */
export type Coverage = { inicio: string; fim: string | null };

/** The polled JSON (/api/cobertura/{id}): the coverage's state and its newest entries. */
export type CoverageFeed = { cobertura: Coverage | null; dados: CoverageEntry[] };

/** The words of the page's header and the cards' mark. */
export const COVERAGE_LABELS = { live: 'AO VIVO', ended: 'Encerrada' } as const;

/** Within the 15–30 s the issue asks: one cached read per reader every 20 s. */
export const COVERAGE_POLL_INTERVAL_MS = 20_000;

/** Entries the polled JSON carries (the newest, plus the pinned one): enough for 20 s of any coverage. */
export const COVERAGE_FEED_WINDOW = 30;

export const isCoverageLive = (coverage: Coverage | null | undefined): boolean => Boolean(coverage && !coverage.fim);

/** '1 nova atualização', '3 novas atualizações'. */
export function newUpdatesLabel(count: number): string {
  return count === 1 ? '1 nova atualização' : `${count} novas atualizações`;
}

/** The feed's entries the page does not show yet, newest first (the feed's own order, pinned or not). */
export function unseenEntries(feed: readonly CoverageEntry[], known: ReadonlySet<string>): CoverageEntry[] {
  return feed.filter((entry) => !known.has(entry.id)).sort((a, b) => Date.parse(b.criadoEm) - Date.parse(a.criadoEm));
}

/**
 * The entry's time in Horário de Brasília: '14h30' on the day of `reference` (the coverage's
 * newest entry), '21/11 14h30' on another day, so a coverage across midnight stays readable.
 */
export function entryTimeLabel(iso: string, reference: string | null = null): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const wall = saoPauloWallClock(new Date(time));
  const referenceTime = reference === null ? Number.NaN : Date.parse(reference);
  if (!Number.isNaN(referenceTime) && dayText(saoPauloWallClock(new Date(referenceTime))) !== dayText(wall)) {
    return `${pad(wall.day)}/${pad(wall.month)} ${timeText(wall)}`;
  }
  return timeText(wall);
}

/** The id of an entry's element: a link to one entry (#atualizacao-12), and the JSON-LD's url. */
export const entryAnchor = (id: string): string => `atualizacao-${id}`;
