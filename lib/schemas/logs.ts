import { z } from './zod';
import { INSTANT_MAX_YEAR, INSTANT_MIN_YEAR } from './instants';
import { positiveIntText } from './integers';

/** The audit log's filters (issue 6), shared by the logs screen and GET /logs, /logs/exportar.csv. */

export const LOGS_PAGE_SIZE = 25;
/** An export larger than this is cut (newest first) and says so: a spreadsheet, not a backup. */
export const LOGS_EXPORT_LIMIT = 50_000;
/** usuarioId=sistema: entries made by no person (the scheduler, the demo import). */
export const SYSTEM_USER_FILTER = 'sistema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (year < INSTANT_MIN_YEAR || year > INSTANT_MAX_YEAR) return false;
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const day = (message: string) => z.preprocess(blank, z.string().trim().refine(isCalendarDay, message).optional());
const code = (message: string) => z.preprocess(blank, z.string().trim().max(40, message).regex(/^[a-z][a-z_-]*$/, message).optional());

/** The filters alone: what the list, the export and the screen's URL have in common. */
export const logFiltersSchema = z
  .object({
    usuarioId: z.preprocess(
      blank,
      z
        .union([z.literal(SYSTEM_USER_FILTER), positiveIntText('Usuário inválido.')], { error: 'Usuário inválido.' })
        .optional(),
    ),
    acao: code('Ação inválida.'),
    entidade: code('Entidade inválida.'),
    /** São Paulo calendar days, both inclusive. */
    de: day('Use uma data inicial válida (aaaa-mm-dd).'),
    ate: day('Use uma data final válida (aaaa-mm-dd).'),
  })
  .refine((filters) => !filters.de || !filters.ate || filters.de <= filters.ate, {
    message: 'A data final deve ser igual ou posterior à data inicial.',
    path: ['ate'],
  });
export type LogFilters = z.output<typeof logFiltersSchema>;

export const logListQuery = z
  .object({
    pagina: positiveIntText('A página deve ser um número inteiro positivo.').default(1),
    limite: positiveIntText('O limite deve ser um número inteiro positivo.')
      .transform((n) => Math.min(n, 100))
      .default(LOGS_PAGE_SIZE),
  })
  .and(logFiltersSchema);
export type LogListQuery = z.output<typeof logListQuery>;
