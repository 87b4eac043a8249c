'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { episodePath, formatDuration } from '@/lib/domain/podcast';
import type { AdminEpisode, AdminEpisodeList, EpisodeShowOption } from '@/lib/schemas/episodes';
import { Dialog } from '@/components/ui/dialog';
import { HeadphonesIcon } from '@/components/ui/icons';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { ListPager } from '@/components/admin/forms/list-pager';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useListSearch } from '@/lib/hooks/use-list-search';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { SearchField } from '@/components/admin/forms/search-field';
import { SelectField } from '@/components/admin/forms/text-fields';
import { EpisodeForm } from './episode-form';

type Editing = { mode: 'novo' } | { mode: 'editar'; episode: AdminEpisode };

const PAGE_SIZE = 20;

/** GET /episodios for a show filter, a search and a page. */
export function episodeListPath(programaId: string, busca: string, pagina: number): string {
  const params = new URLSearchParams({ pagina: String(pagina), limite: String(PAGE_SIZE) });
  if (programaId) params.set('programaId', programaId);
  if (busca.trim()) params.set('busca', busca.trim());
  return `/episodios?${params.toString()}`;
}

function StatusBadge({ episode }: { episode: AdminEpisode }) {
  const scheduled = episode.status === 'agendado';
  return (
    <span
      className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', scheduled ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900')}
      data-testid="status-episodio"
    >
      {scheduled ? 'Agendado' : 'Publicado'}
    </span>
  );
}

/**
 * /admin/podcasts: the episodes of the grid's shows, newest first, filtered by show and
 * searched by title; create, edit and delete (confirmed). Admins and editors only (the route is
 * editorial, and the API checks again).
 */
export function EpisodeManager() {
  const filterId = useId();
  const searchId = useId();
  const [programaId, setProgramaId] = useState('');
  const { termo, setTermo, busca, pagina, setPagina } = useListSearch();

  const shows = useAdminSWR<EpisodeShowOption[]>('/programas');
  const { data, error, isLoading, mutate } = useAdminSWR<AdminEpisodeList>(episodeListPath(programaId, busca, pagina), { keepPreviousData: true });
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<Editing>(() => void mutate());
  const episodes = data?.dados ?? [];
  const showOptions = (shows.data ?? []).map(({ id, nome, slug }) => ({ id, nome, slug }));

  const remove = useConfirmedAction<AdminEpisode>({
    run: (episode) => adminFetch(`/episodios/${episode.id}`, { method: 'DELETE' }),
    done: (episode) => ({ title: 'Episódio excluído.', message: episode.titulo }),
    failed: () => 'O episódio não foi excluído.',
    fallback: 'Não foi possível excluir o episódio.',
    after: () => void mutate(),
  });
  const deleting = remove.target;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Podcasts</h1>
          <p className="mt-1 text-sm text-slate-600">
            Os episódios dos programas da grade: publicados em /podcasts e no feed de cada programa. Uma data futura agenda o episódio.
          </p>
        </div>
        <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary} data-testid="novo-episodio">
          Novo episódio
        </button>
      </header>

      <div className={clsx(cardClass, 'grid gap-3 p-4 sm:grid-cols-[16rem_minmax(0,1fr)]')}>
        <SelectField
          id={filterId}
          label="Programa"
          value={programaId}
          onChange={(value) => {
            setProgramaId(value);
            setPagina(1);
          }}
          data-testid="filtro-programa"
        >
          <option value="">Todos os programas</option>
          {showOptions.map((show) => (
            <option key={show.id} value={show.id}>
              {show.nome}
            </option>
          ))}
        </SelectField>
        <SearchField id={searchId} label="Buscar episódios" value={termo} onChange={setTermo} placeholder="Título do episódio" />
      </div>

      {shows.error && !shows.data && (
        <LoadError title="Não foi possível carregar os programas." message={shows.error.message} onRetry={() => void shows.mutate()} />
      )}

      {error && !data ? (
        <LoadError title="Não foi possível carregar os episódios." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando episódios...</LoadingNote>
      ) : episodes.length === 0 ? (
        <div className={clsx(cardClass, 'p-8 text-center text-sm text-slate-600')} data-testid="sem-episodios">
          <p>{busca || programaId ? 'Nenhum episódio encontrado com estes filtros.' : 'Nenhum episódio publicado ainda.'}</p>
          {!busca && !programaId && <p className="mt-1">Use “Novo episódio” para publicar o primeiro, com áudio enviado à biblioteca ou de um endereço externo.</p>}
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Episódios">
          {episodes.map((episode) => (
            <li key={episode.id} data-testid="episodio-linha" className={clsx(cardClass, 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center')}>
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <HeadphonesIcon className="mt-0.5 h-6 w-6 shrink-0 text-slate-500" />
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="truncate">{episode.titulo}</span>
                    <StatusBadge episode={episode} />
                    {episode.explicito && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Explícito</span>}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {episode.programa.nome} · <time dateTime={episode.publicadoEm}>{formatDateTime(episode.publicadoEm)}</time> ·{' '}
                    <span className="tabular-nums">{formatDuration(episode.duracaoSegundos)}</span> · {episode.audioOrigem === 'biblioteca' ? 'Biblioteca' : 'Endereço externo'}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
                {episode.status === 'publicado' && (
                  <a href={episodePath(episode.programa.slug, episode.slug)} target="_blank" rel="noopener noreferrer" className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                    Ver no site<span className="sr-only"> {episode.titulo} (nova aba)</span>
                  </a>
                )}
                <button type="button" onClick={() => setEditing({ mode: 'editar', episode })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                  Editar<span className="sr-only"> {episode.titulo}</span>
                </button>
                <button type="button" onClick={() => remove.ask(episode)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                  Excluir<span className="sr-only"> {episode.titulo}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {data && (
        <ListPager
          label="Paginação dos episódios"
          pagina={data.meta.pagina}
          totalPaginas={data.meta.totalPaginas}
          summary={`${data.meta.total} episódios`}
          onChange={setPagina}
        />
      )}

      <Dialog {...dialogProps} size="lg" title={editing?.mode === 'editar' ? 'Editar episódio' : 'Novo episódio'}>
        {editing && (
          <EpisodeForm
            key={editing.mode === 'editar' ? editing.episode.id : 'novo'}
            episode={editing.mode === 'editar' ? editing.episode : null}
            shows={showOptions}
            defaultShowId={programaId ? Number(programaId) : null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir episódio?"
        message={
          deleting && (
            <>
              <p>
                <strong>{deleting.titulo}</strong> sairá do site e do feed de {deleting.programa.nome}. Esta ação não pode ser desfeita.
              </p>
              <p className="mt-2 text-slate-600">O arquivo de áudio continua na biblioteca de mídia.</p>
            </>
          )
        }
        confirmLabel="Excluir episódio"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
