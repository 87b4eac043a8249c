import { LOGS_PAGE_SIZE, SYSTEM_USER_FILTER } from '@/lib/schemas/logs';
import { parseId } from '@/lib/domain/ids';

/**
 * The logs screen's filters live in the page URL (?usuario=&acao=&entidade=&de=&ate=&pagina=) so
 * reload, back and a shared link keep them; this turns them into the API query and back.
 */

export type LogFilterState = { usuario: string; acao: string; entidade: string; de: string; ate: string; pagina: number };

export const EMPTY_LOG_FILTERS: LogFilterState = { usuario: '', acao: '', entidade: '', de: '', ate: '', pagina: 1 };

type Params = { get(name: string): string | null };

const CODE = /^[a-z][a-z_-]{0,39}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whatever is in the address bar → filters the API accepts (anything else is dropped). */
export function parseLogFilters(params: Params): LogFilterState {
  const usuario = params.get('usuario') ?? '';
  const pick = (name: string, pattern: RegExp) => {
    const value = params.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  return {
    usuario: usuario === SYSTEM_USER_FILTER || parseId(usuario) !== null ? usuario : '',
    acao: pick('acao', CODE),
    entidade: pick('entidade', CODE),
    de: pick('de', DAY),
    ate: pick('ate', DAY),
    pagina: parseId(params.get('pagina')) ?? 1,
  };
}

function filterParams(filters: LogFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.usuario) params.set('usuarioId', filters.usuario);
  if (filters.acao) params.set('acao', filters.acao);
  if (filters.entidade) params.set('entidade', filters.entidade);
  if (filters.de) params.set('de', filters.de);
  if (filters.ate) params.set('ate', filters.ate);
  return params;
}

/** The page's own query string, defaults left out. */
export function logFiltersToSearch(filters: LogFilterState): string {
  const params = new URLSearchParams();
  if (filters.usuario) params.set('usuario', filters.usuario);
  if (filters.acao) params.set('acao', filters.acao);
  if (filters.entidade) params.set('entidade', filters.entidade);
  if (filters.de) params.set('de', filters.de);
  if (filters.ate) params.set('ate', filters.ate);
  if (filters.pagina > 1) params.set('pagina', String(filters.pagina));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function logFiltersToApiPath(filters: LogFilterState, limite = LOGS_PAGE_SIZE): string {
  const params = filterParams(filters);
  params.set('pagina', String(filters.pagina));
  params.set('limite', String(limite));
  return `/logs?${params.toString()}`;
}

export function logFiltersToExportPath(filters: LogFilterState): string {
  const query = filterParams(filters).toString();
  return `/logs/exportar.csv${query ? `?${query}` : ''}`;
}

export function hasLogFilters(filters: LogFilterState): boolean {
  return Boolean(filters.usuario || filters.acao || filters.entidade || filters.de || filters.ate);
}
