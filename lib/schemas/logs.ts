import { z } from './zod';
import { INSTANT_MAX_YEAR, INSTANT_MIN_YEAR } from './instants';
import { optionalText, pageNumber, pageSize, positiveIntText, type PageMeta } from './common';

/** The audit log's filters, shared by the logs screen and GET /logs, /logs/exportar.csv. */

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

const day = (message: string) => optionalText(z.string().trim().refine(isCalendarDay, message));
const code = (message: string) => optionalText(z.string().trim().max(40, message).regex(/^[a-z][a-z_-]*$/, message));

/** The filters alone: what the list, the export and the screen's URL have in common. */
export const logFiltersSchema = z
  .object({
    usuarioId: optionalText(z.union([z.literal(SYSTEM_USER_FILTER), positiveIntText('Usuário inválido.')], { error: 'Usuário inválido.' })),
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
    pagina: pageNumber,
    limite: pageSize(LOGS_PAGE_SIZE),
  })
  .and(logFiltersSchema);
export type LogListQuery = z.output<typeof logListQuery>;

/** One entry as GET /logs answers it, with the pt-BR labels and sentence the screen shows. */
export type AdminLogEntry = {
  id: number;
  criadoEm: string;
  usuario: { id: number; nome: string } | null;
  acao: string;
  acaoRotulo: string;
  entidade: string;
  entidadeRotulo: string;
  entidadeId: string | null;
  detalhes: Record<string, unknown> | null;
  ip: string | null;
  descricao: string;
};

/** GET /logs. */
export type AdminLogPage = { dados: AdminLogEntry[]; meta: PageMeta };

export type LogFilterOption = { valor: string; rotulo: string };

/** GET /logs/filtros: only users, actions and entities present in the entries the user may read. */
export type LogFilterOptions = {
  usuarios: { id: number; nome: string }[];
  /** Whether entries by nobody (the system) exist, for a 'Sistema' choice. */
  sistema: boolean;
  acoes: LogFilterOption[];
  entidades: LogFilterOption[];
};
