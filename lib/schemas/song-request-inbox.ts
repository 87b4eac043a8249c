import { z } from './zod';
import { SONG_REQUEST_STATUSES, type SongRequestStatus } from '@/lib/domain/song-requests';
import { parseId } from '@/lib/domain/ids';
import { isBlankText } from '@/lib/domain/coerce';
import { pageNumber, pageSize, type PageMeta } from './common';
import { instantText } from './instants';

/** The panel's "Pedidos" screen: GET /pedidos filters and PATCH /pedidos/:id. The public form is ./song-requests.ts. */

/** ?programa=: every show (absent or 'todos'), the one on air now ('no-ar'), or a show's id. */
export const SONG_REQUEST_SHOW_ON_AIR = 'no-ar';
export type SongRequestShowFilter = 'todos' | typeof SONG_REQUEST_SHOW_ON_AIR | number;

export const SONG_REQUEST_STATUS_FILTERS = ['todos', ...SONG_REQUEST_STATUSES] as const;
export type SongRequestStatusFilter = (typeof SONG_REQUEST_STATUS_FILTERS)[number];

export const SONG_REQUEST_STATUS_FILTER_LABELS: Record<SongRequestStatusFilter, string> = { todos: 'Todos', novo: 'Novos', lido: 'Lidas', tocado: 'Tocadas' };

export const SONG_REQUESTS_PAGE_SIZE = 50;

const blankIsAbsent = (value: unknown) => (isBlankText(value) ? undefined : value);

const PROGRAMME_FILTER_MESSAGE = 'Filtro de programa inválido: use todos, no-ar ou o número do programa.';

export const songRequestListQuery = z.object({
  programa: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .refine((text) => text === 'todos' || text === SONG_REQUEST_SHOW_ON_AIR || parseId(text) !== null, PROGRAMME_FILTER_MESSAGE)
      .transform((text): SongRequestShowFilter => (text === 'todos' || text === SONG_REQUEST_SHOW_ON_AIR ? text : (parseId(text) as number)))
      .optional()
      .transform((filter): SongRequestShowFilter => filter ?? 'todos'),
  ),
  status: z.preprocess(
    blankIsAbsent,
    z.enum(SONG_REQUEST_STATUS_FILTERS, { error: 'Filtro de status inválido: use todos, novo, lido ou tocado.' }).default('todos'),
  ),
  desde: z.preprocess(blankIsAbsent, instantText('A data inicial (desde) deve ser um instante ISO 8601 com fuso, como 2026-05-04T00:00:00-03:00.').optional()),
  pagina: pageNumber,
  limite: pageSize(SONG_REQUESTS_PAGE_SIZE),
});
export type SongRequestListQuery = z.output<typeof songRequestListQuery>;

export const songRequestStatusSchema = z.object({
  status: z.enum(SONG_REQUEST_STATUSES, { error: 'Informe o status do pedido: novo, lido ou tocado.' }),
});
export type SongRequestStatusInput = z.output<typeof songRequestStatusSchema>;

/** One request as GET /pedidos answers it; whatsapp in its international form ('+5551999991234'). */
export type SongRequest = {
  id: number;
  nome: string;
  local: string;
  mensagem: string;
  whatsapp: string | null;
  programaId: number | null;
  /** The show (or exception) on air when it was sent; null when nothing was. */
  programaNome: string | null;
  status: SongRequestStatus;
  criadoEm: string;
  atualizadoEm: string;
};

/** What was on air when the list was read: a show, or an exception with its own title (programaId null). */
export type SongRequestOnAir = { programaId: number | null; nome: string };

/**
 * GET /pedidos. meta.novos counts the requests still 'novo' under the same show and date filters,
 * whatever the status filter. noAr is what is on air now; programas are the shows to filter by.
 */
export type SongRequestPage = {
  dados: SongRequest[];
  meta: PageMeta & { novos: number };
  noAr: SongRequestOnAir | null;
  programas: { id: number; nome: string }[];
};
