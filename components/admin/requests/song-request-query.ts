import { parseId } from '@/lib/domain/ids';
import { SONG_REQUEST_PERIODS, songRequestPeriodStart, type SongRequestPeriod } from '@/lib/domain/song-requests';
import { SONG_REQUEST_SHOW_ON_AIR, SONG_REQUEST_STATUS_FILTERS, SONG_REQUESTS_PAGE_SIZE, type SongRequestStatusFilter } from '@/lib/schemas/song-request-inbox';

export type ShowFilter = 'todos' | typeof SONG_REQUEST_SHOW_ON_AIR | number;
export type BoardState = { programa: ShowFilter; status: SongRequestStatusFilter; periodo: SongRequestPeriod; pagina: number };

type Params = { get(name: string): string | null };

/** The filters in the address; anything unknown falls back to the default (the show on air, every status, the last 24 h). */
export function parseBoardState(params: Params): BoardState {
  const programa = params.get('programa') ?? '';
  const status = params.get('status') ?? '';
  const periodo = params.get('periodo') ?? '';
  return {
    programa: programa === 'todos' ? 'todos' : (parseId(programa) ?? SONG_REQUEST_SHOW_ON_AIR),
    status: (SONG_REQUEST_STATUS_FILTERS as readonly string[]).includes(status) ? (status as SongRequestStatusFilter) : 'todos',
    periodo: (SONG_REQUEST_PERIODS as readonly string[]).includes(periodo) ? (periodo as SongRequestPeriod) : '24h',
    pagina: parseId(params.get('pagina')) ?? 1,
  };
}

export function stateToSearch(state: BoardState): string {
  const params = new URLSearchParams();
  if (state.programa !== SONG_REQUEST_SHOW_ON_AIR) params.set('programa', String(state.programa));
  if (state.status !== 'todos') params.set('status', state.status);
  if (state.periodo !== '24h') params.set('periodo', state.periodo);
  if (state.pagina > 1) params.set('pagina', String(state.pagina));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /pedidos for the filters; `now` only moves the period's start once an hour. */
export function boardApiPath(state: BoardState, now: Date): string {
  const params = new URLSearchParams({ programa: String(state.programa), status: state.status, pagina: String(state.pagina), limite: String(SONG_REQUESTS_PAGE_SIZE) });
  const desde = songRequestPeriodStart(state.periodo, now);
  if (desde) params.set('desde', desde.toISOString());
  return `/pedidos?${params.toString()}`;
}
