import { z } from './zod';
import { optionalText } from './common';
import {
  dayRange,
  parseClockTime,
  parseDayKey,
  SONG_HISTORY_EXPORT_MAX_DAYS,
  SONG_SEARCH_MAX_LENGTH,
  type SongHistoryAnswer,
  type SongPlayed,
} from '@/lib/domain/song-history';
import { INSTANT_MAX_YEAR, INSTANT_MIN_YEAR } from './instants';

/*
 * "O que tocou": GET /publico/tocou (the public page's reads) and GET /musicas-tocadas/exportar
 * (the staff's CSV for rights reporting).
 */

/** The public read, under /api/v1. */
export const SONG_HISTORY_API_PATH = '/publico/tocou';
/** The staff export, under /api/v1. */
export const SONG_HISTORY_EXPORT_API_PATH = '/musicas-tocadas/exportar';

export type { SongHistoryAnswer, SongPlayed };

export const SONG_HISTORY_MESSAGES = {
  day: 'Informe uma data válida (aaaa-mm-dd).',
  time: 'Informe uma hora válida (hh:mm).',
  dayWithoutTime: 'Informe também a hora (hh:mm).',
  timeWithoutDay: 'Informe também a data (aaaa-mm-dd).',
  searchAndMinute: 'Busque por artista ou título, ou escolha data e hora: não os dois ao mesmo tempo.',
  search: `A busca pode ter no máximo ${SONG_SEARCH_MAX_LENGTH} caracteres.`,
  exportStart: 'Informe a data inicial (aaaa-mm-dd).',
  exportEnd: 'Informe a data final (aaaa-mm-dd).',
  exportOrder: 'A data final deve ser igual ou posterior à data inicial.',
  exportTooLong: `O período pode ter no máximo ${SONG_HISTORY_EXPORT_MAX_DAYS} dias.`,
} as const;

function isSaneDay(value: string): boolean {
  const day = parseDayKey(value);
  return day !== null && day.year >= INSTANT_MIN_YEAR && day.year <= INSTANT_MAX_YEAR;
}

const dayText = (message: string) => z.string({ error: message }).trim().refine(isSaneDay, message);
const timeText = z.string({ error: SONG_HISTORY_MESSAGES.time }).trim().refine((value) => parseClockTime(value) !== null, SONG_HISTORY_MESSAGES.time);

/** ?busca= (artist or title), or ?data=&hora= (the song at that minute); neither: the latest songs. */
export const songHistoryQuery = z
  .object({
    busca: optionalText(z.string().trim().max(SONG_SEARCH_MAX_LENGTH, SONG_HISTORY_MESSAGES.search)),
    data: optionalText(dayText(SONG_HISTORY_MESSAGES.day)),
    hora: optionalText(timeText),
  })
  .superRefine((query, context) => {
    if (query.busca !== undefined && (query.data !== undefined || query.hora !== undefined)) {
      context.addIssue({ code: 'custom', path: ['busca'], message: SONG_HISTORY_MESSAGES.searchAndMinute });
    } else if (query.data !== undefined && query.hora === undefined) {
      context.addIssue({ code: 'custom', path: ['hora'], message: SONG_HISTORY_MESSAGES.dayWithoutTime });
    } else if (query.hora !== undefined && query.data === undefined) {
      context.addIssue({ code: 'custom', path: ['data'], message: SONG_HISTORY_MESSAGES.timeWithoutDay });
    }
  });
export type SongHistoryQuery = z.output<typeof songHistoryQuery>;

/** São Paulo calendar days, both included, at most SONG_HISTORY_EXPORT_MAX_DAYS. */
export const songHistoryExportQuery = z
  .object({
    inicio: dayText(SONG_HISTORY_MESSAGES.exportStart),
    fim: dayText(SONG_HISTORY_MESSAGES.exportEnd),
  })
  .superRefine((query, context) => {
    const range = dayRange(query.inicio, query.fim);
    if (range === null) return;
    if (range.dias < 1) context.addIssue({ code: 'custom', path: ['fim'], message: SONG_HISTORY_MESSAGES.exportOrder });
    else if (range.dias > SONG_HISTORY_EXPORT_MAX_DAYS) context.addIssue({ code: 'custom', path: ['fim'], message: SONG_HISTORY_MESSAGES.exportTooLong });
  });
export type SongHistoryExportQuery = z.output<typeof songHistoryExportQuery>;

/** GET /dashboard/ouvintes: the listener figures of the panel's dashboard. */
export type ListenerFigures = {
  /** What the stream server reports now; null when it reports nothing (no status page, or it cannot be read). */
  agora: number | null;
  /** The current São Paulo hour so far; null before its first reading. */
  horaAtual: { hora: string; pico: number; media: number } | null;
  /** The hours of the last 7 days that have figures, oldest first. */
  horas: { hora: string; pico: number; media: number }[];
  /** Each show's highest hourly peak in those 7 days, highest first. */
  picoPorPrograma: { programaId: number; nome: string; pico: number; hora: string }[];
};
