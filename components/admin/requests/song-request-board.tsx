'use client';

import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { parseId } from '@/lib/domain/ids';
import { SONG_REQUEST_PERIOD_LABELS, SONG_REQUEST_PERIODS, type SongRequestPeriod, type SongRequestStatus } from '@/lib/domain/song-requests';
import { SONG_REQUEST_SHOW_ON_AIR, SONG_REQUEST_STATUS_FILTER_LABELS, SONG_REQUEST_STATUS_FILTERS, type SongRequest, type SongRequestPage } from '@/lib/schemas/song-request-inbox';
import { useToast } from '@/components/ui/toast-provider';
import { buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { SelectField } from '@/components/admin/forms/text-fields';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { SongRequestItem } from './song-request-item';
import { boardApiPath, parseBoardState, stateToSearch, type BoardState } from './song-request-query';

/** New requests show up within this long: the studio keeps the screen open during the show. */
export const SONG_REQUESTS_REFRESH_MS = 3000;

function newCountText(novos: number): string {
  if (novos === 0) return 'Nenhum pedido novo.';
  return novos === 1 ? '1 pedido novo.' : `${novos.toLocaleString('pt-BR')} pedidos novos.`;
}

function arrivalText(arrived: SongRequest[]): string {
  if (arrived.length === 1) return `Novo pedido de ${arrived[0].nome}, de ${arrived[0].local}.`;
  return `${arrived.length} novos pedidos.`;
}

/**
 * /admin/pedidos: the song requests sent from /peca-sua-musica, newest first, read again every
 * 3 s so new ones appear without a reload (and are announced to screen readers). Admins and editors.
 */
export function SongRequestBoard({ refreshMs = SONG_REQUESTS_REFRESH_MS }: { refreshMs?: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toast = useToast();
  const state = parseBoardState(searchParams);
  const showId = useId();
  const periodId = useId();
  const [saving, setSaving] = useState<number | null>(null);
  const [arrival, setArrival] = useState('');
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  const path = boardApiPath(state, new Date());
  const { data, error, isLoading, mutate } = useAdminSWR<SongRequestPage>(path, {
    refreshInterval: refreshMs,
    keepPreviousData: true,
    revalidateOnFocus: true,
  });
  const requests = data?.dados ?? [];
  const meta = data?.meta;

  // Requests that were not in the last answer for the same filters are new arrivals.
  const seen = useRef<{ path: string; ids: Set<number> } | null>(null);
  useEffect(() => {
    if (!data) return;
    const ids = new Set(data.dados.map((request) => request.id));
    const before = seen.current;
    seen.current = { path, ids };
    if (!before || before.path !== path) return;
    const arrived = data.dados.filter((request) => !before.ids.has(request.id));
    if (arrived.length === 0) return;
    setArrival(arrivalText(arrived));
    setFresh(new Set(arrived.map((request) => request.id)));
  }, [data, path]);

  const navigate = (next: Partial<BoardState>) => {
    const current = parseBoardState(new URLSearchParams(window.location.search));
    router.replace(`${pathname}${stateToSearch({ ...current, pagina: 1, ...next })}`, { scroll: false });
  };

  const setStatus = async (request: SongRequest, status: SongRequestStatus) => {
    setSaving(request.id);
    try {
      const saved = await adminFetch<SongRequest>(`/pedidos/${request.id}`, { method: 'PATCH', json: { status } });
      await mutate((current) => current && { ...current, dados: current.dados.map((item) => (item.id === saved.id ? saved : item)) }, { revalidate: true });
    } catch (caught) {
      toast({ type: 'error', title: 'O pedido não foi atualizado.', message: apiErrorMessage(caught, 'Não foi possível atualizar o pedido.') });
    } finally {
      setSaving(null);
    }
  };

  const onAir = data?.noAr ?? null;
  const showValue = String(state.programa);

  return (
    <div className="space-y-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">Pedidos</h1>
        <p className="text-sm text-slate-600">
          Enviados pelo site em “Peça sua música”. A lista se atualiza sozinha.{' '}
          {meta ? (
            <strong className="font-semibold text-slate-800" data-testid="pedidos-novos">
              {newCountText(meta.novos)}
            </strong>
          ) : null}
        </p>
        {data && (
          <p className="text-sm text-slate-600">
            {onAir ? (
              <>
                No ar agora: <strong className="font-semibold text-slate-800">{onAir.nome}</strong>
              </>
            ) : (
              'Nenhum programa no ar agora.'
            )}
          </p>
        )}
      </header>

      <p role="status" aria-live="polite" className="sr-only">
        {arrival}
      </p>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="grid gap-3 sm:grid-cols-2 lg:w-[32rem]">
          <SelectField
            id={showId}
            label="Programa"
            value={showValue}
            onChange={(value) => navigate({ programa: value === 'todos' ? 'todos' : (parseId(value) ?? SONG_REQUEST_SHOW_ON_AIR) })}
          >
            <option value={SONG_REQUEST_SHOW_ON_AIR}>{onAir ? `No ar agora (${onAir.nome})` : 'No ar agora'}</option>
            <option value="todos">Todos os programas</option>
            {(data?.programas ?? []).map((show) => (
              <option key={show.id} value={String(show.id)}>
                {show.nome}
              </option>
            ))}
            {typeof state.programa === 'number' && data && !data.programas.some((show) => show.id === state.programa) && (
              <option value={showValue}>Programa nº {state.programa}</option>
            )}
          </SelectField>
          <SelectField id={periodId} label="Período" value={state.periodo} onChange={(periodo) => navigate({ periodo: periodo as SongRequestPeriod })}>
            {SONG_REQUEST_PERIODS.map((period) => (
              <option key={period} value={period}>
                {SONG_REQUEST_PERIOD_LABELS[period]}
              </option>
            ))}
          </SelectField>
        </div>
        <div role="group" aria-label="Status" className="inline-flex w-full rounded-md border border-slate-300 bg-white p-0.5 sm:w-auto">
          {SONG_REQUEST_STATUS_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={state.status === filter}
              onClick={() => navigate({ status: filter })}
              className={clsx(
                'flex-1 rounded px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:flex-none',
                state.status === filter ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {SONG_REQUEST_STATUS_FILTER_LABELS[filter]}
              {filter === 'novo' && meta && meta.novos > 0 ? ` (${meta.novos})` : ''}
            </button>
          ))}
        </div>
      </div>

      {error && data && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Sem resposta do servidor agora: a lista pode estar desatualizada. Tentando de novo…
        </p>
      )}

      {error && !data ? (
        <LoadError title="Não foi possível carregar os pedidos." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando pedidos...</LoadingNote>
      ) : requests.length === 0 ? (
        <EmptyNote>Nenhum pedido com estes filtros. Os novos aparecem aqui sozinhos, sem recarregar a página.</EmptyNote>
      ) : (
        <ul className={clsx(cardClass, 'divide-y divide-slate-100 overflow-hidden')} aria-label="Pedidos recebidos">
          {requests.map((request) => (
            <SongRequestItem key={request.id} request={request} fresh={fresh.has(request.id)} saving={saving === request.id} onStatus={(status) => void setStatus(request, status)} />
          ))}
        </ul>
      )}

      {meta && meta.totalPaginas > 1 && (
        <nav aria-label="Paginação dos pedidos" className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" className={buttonSecondary} disabled={meta.pagina <= 1} onClick={() => navigate({ ...state, pagina: meta.pagina - 1 })}>
            Anterior
          </button>
          <p className="text-sm text-slate-600">
            Página {meta.pagina} de {meta.totalPaginas}
          </p>
          <button type="button" className={buttonSecondary} disabled={meta.pagina >= meta.totalPaginas} onClick={() => navigate({ ...state, pagina: meta.pagina + 1 })}>
            Próxima
          </button>
        </nav>
      )}
    </div>
  );
}
