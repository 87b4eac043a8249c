'use client';

import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import clsx from 'clsx';
import { SearchIcon } from '@/components/ui/icons';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatNumber } from '@/lib/domain/numbers';
import { POST_STATUSES, STATUS_LABELS, batchActionFor, type PostBatchAction, type PostBatchResult, type PostStatus } from '@/lib/schemas/posts';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { batchToast, facebookToasts, quickStatusToast, selectedLabel } from './post-batch-summary';
import { DEFAULT_FILTERS, SORT_OPTIONS, filtersToApiPath, filtersToSearch, hasActiveFilters, parseListFilters, type ListFilters } from './post-list-query';
import { BulkActionBar } from './bulk-action-bar';
import { PostCards, PostTable, type RowsProps } from './post-rows';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPost, AdminPostList, PostAuthorOption } from '@/lib/schemas/posts';
import { SEARCH_DELAY_MS } from '@/components/admin/forms/use-list-search';


const fieldClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink';
// A native select is as wide as its longest option: from sm up the filters keep that width (no
// cut labels) and wrap onto another line when the row is full; on a phone each takes the width.
const filterSelectClass = clsx(fieldClass, 'sm:w-auto sm:max-w-xs');
const filterLabelClass = 'text-xs font-bold uppercase tracking-wide text-slate-600';
/** Titles named in the bulk delete confirmation before the rest is only counted. */
const MAX_CONFIRM_TITLES = 5;

/** /admin/postagens: search, filters, sorting and pages, all kept in the URL; bulk actions and quick status on the page's rows. */
export function PostList() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toast = useToast();
  const filters = parseListFilters(searchParams);
  const [busca, setBusca] = useState(filters.busca);
  const [toDelete, setToDelete] = useState<AdminPost | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [running, setRunning] = useState<PostBatchAction | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  /** Rows whose quick status change is under way, with the status asked for (shown meanwhile). */
  const [statusChanges, setStatusChanges] = useState<Readonly<Record<number, PostStatus>>>({});
  const ids = { busca: useId(), status: useId(), categoria: useId(), autor: useId(), ordem: useId() };

  const apiPath = filtersToApiPath(filters);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminPostList>(apiPath, { keepPreviousData: true });
  const { data: categorias } = useAdminSWR<CategoryOption[]>('/categorias');
  const { data: autores } = useAdminSWR<PostAuthorOption[]>('/postagens/autores');

  // The selection is of this page's rows: another page, filter or order starts it again.
  const [selectionPath, setSelectionPath] = useState(apiPath);
  if (selectionPath !== apiPath) {
    setSelectionPath(apiPath);
    setSelected(new Set());
  }

  const navigate = (next: Partial<ListFilters>) => {
    // Read from the address bar, not this render: a delayed search must not undo a newer filter.
    const current = parseListFilters(new URLSearchParams(window.location.search));
    // Any change of filter starts again on page 1; only the pager moves between pages.
    const merged: ListFilters = { ...current, pagina: 1, ...next };
    router.replace(`${pathname}${filtersToSearch(merged)}`, { scroll: false });
  };

  // Back/forward and links change the URL: the box follows it.
  const urlBusca = filters.busca;
  const [seenBusca, setSeenBusca] = useState(urlBusca);
  if (seenBusca !== urlBusca) {
    setSeenBusca(urlBusca);
    setBusca(urlBusca);
  }

  useEffect(() => {
    if (busca.trim() === urlBusca.trim()) return;
    const timer = window.setTimeout(() => navigate({ busca }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // navigate reads the current URL; the timer restarts only when the typed text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busca, urlBusca]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`/postagens/${toDelete.id}`, { method: 'DELETE' });
      toast({ type: 'success', title: 'Postagem excluída.', message: `“${toDelete.titulo}” não está mais no site.` });
      setToDelete(null);
      // The last row of a page gone: step back a page.
      if (data && data.dados.length === 1 && filters.pagina > 1) navigate({ pagina: filters.pagina - 1 });
      await mutate();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível excluir a postagem.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setDeleting(false);
    }
  };

  const posts = data?.dados ?? [];
  const meta = data?.meta;
  const filtered = hasActiveFilters(filters);
  // Only rows still on the page count: a post gone after a refresh is no longer selected.
  const selectedPosts = posts.filter((post) => selected.has(post.id));

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(posts.map((post) => post.id)) : new Set());

  /** POST /postagens/lote, then the Facebook shares a publish set off (as a single publish tells them). */
  const sendBatch = async (ids: number[], acao: PostBatchAction, titleOf: (id: number) => string) => {
    const result = await adminFetch<PostBatchResult>('/postagens/lote', { method: 'POST', json: { ids, acao } });
    for (const share of facebookToasts(result, titleOf)) toast(share);
    return result;
  };

  const runBatch = async (acao: PostBatchAction) => {
    const chosen = selectedPosts;
    if (chosen.length === 0 || running) return;
    const titles = new Map(chosen.map((post) => [post.id, post.titulo]));
    const titleOf = (id: number) => titles.get(id) ?? `Postagem ${id}`;
    setRunning(acao);
    try {
      const result = await sendBatch(
        chosen.map((post) => post.id),
        acao,
        titleOf,
      );
      toast(batchToast(acao, result, titleOf));
      // What was done leaves the selection; what failed stays selected, to look at or try again.
      const failed = new Set(result.falhas.map((falha) => falha.id));
      setSelected(new Set(chosen.filter((post) => failed.has(post.id)).map((post) => post.id)));
      setConfirmBulkDelete(false);
      // The whole page deleted: step back a page, as the single delete does.
      if (acao === 'excluir' && result.ok.length >= posts.length && filters.pagina > 1) navigate({ pagina: filters.pagina - 1 });
      await mutate();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível concluir a ação.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setRunning(null);
    }
  };

  const onBulkAction = (acao: PostBatchAction) => {
    if (acao === 'excluir') setConfirmBulkDelete(true);
    else void runBatch(acao);
  };

  const changeStatus = async (post: AdminPost, status: PostStatus) => {
    const acao = batchActionFor(status);
    if (!acao || status === post.status || statusChanges[post.id]) return;
    setStatusChanges((current) => ({ ...current, [post.id]: status }));
    try {
      const result = await sendBatch([post.id], acao, () => post.titulo);
      toast(quickStatusToast(acao, result, post.titulo));
      await mutate();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível alterar o status.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setStatusChanges((current) => {
        const next = { ...current };
        delete next[post.id];
        return next;
      });
    }
  };

  const rowProps: RowsProps = {
    posts,
    selected,
    statusChanges,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onStatus: (post, status) => void changeStatus(post, status),
    onDelete: setToDelete,
  };
  const publishedToDelete = selectedPosts.filter((post) => post.status === 'publicado').length;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black text-ink">Postagens</h1>
          {meta && (
            <p className="text-sm text-muted" aria-live="polite">
              {meta.total === 1 ? '1 postagem' : `${formatNumber(meta.total)} postagens`}
              {filtered ? ' encontradas com esses filtros' : ''}
            </p>
          )}
        </div>
        <Link href="/admin/postagens/nova" className={buttonStyles.primary}>
          Nova postagem
        </Link>
      </div>

      <form role="search" aria-label="Filtrar postagens" onSubmit={(event) => event.preventDefault()} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:flex-[1_1_14rem]">
          <label htmlFor={ids.busca} className={filterLabelClass}>
            Buscar
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-2.5 h-5 w-5 text-slate-400" />
            <input
              id={ids.busca}
              type="search"
              value={busca}
              onChange={(event) => setBusca(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') navigate({ busca });
              }}
              placeholder="Título, resumo ou texto"
              maxLength={200}
              className={clsx(fieldClass, 'pl-10')}
            />
          </div>
        </div>
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label htmlFor={ids.status} className={filterLabelClass}>
            Status
          </label>
          <select id={ids.status} value={filters.status} onChange={(event) => navigate({ status: event.target.value as ListFilters['status'] })} className={filterSelectClass}>
            <option value="">Todos os status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label htmlFor={ids.categoria} className={filterLabelClass}>
            Categoria
          </label>
          <select id={ids.categoria} value={filters.categoriaId} onChange={(event) => navigate({ categoriaId: event.target.value })} className={filterSelectClass}>
            <option value="">Todas as categorias</option>
            {(categorias ?? []).map((categoria) => (
              <option key={categoria.id} value={categoria.id}>
                {categoria.nome}
              </option>
            ))}
          </select>
        </div>
        {/* An autor's list only holds their own posts: the filter would have one name in it. */}
        {autores && autores.length > 1 ? (
          <div className="flex w-full flex-col gap-1 sm:w-auto">
            <label htmlFor={ids.autor} className={filterLabelClass}>
              Autor
            </label>
            <select id={ids.autor} value={filters.autorId} onChange={(event) => navigate({ autorId: event.target.value })} className={filterSelectClass}>
              <option value="">Todos os autores</option>
              {autores.map((autor) => (
                <option key={autor.id} value={autor.id}>
                  {autor.nome}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex w-full flex-col gap-1 sm:w-auto">
          <label htmlFor={ids.ordem} className={filterLabelClass}>
            Ordenar por
          </label>
          <select id={ids.ordem} value={filters.ordem} onChange={(event) => navigate({ ordem: event.target.value as ListFilters['ordem'] })} className={filterSelectClass}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <button
            type="button"
            className={clsx(buttonStyles.ghost, 'h-10 px-3')}
            onClick={() => {
              setBusca('');
              navigate({ ...DEFAULT_FILTERS, ordem: filters.ordem });
            }}
          >
            Limpar filtros
          </button>
        )}
      </form>

      {error && !data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-bold">Não foi possível carregar as postagens.</p>
          <p>{error.message}</p>
          <button type="button" className={clsx(buttonStyles.secondary, 'mt-3')} onClick={() => void mutate()}>
            Tentar novamente
          </button>
        </div>
      ) : isLoading && !data ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-muted" role="status">
          Carregando postagens…
        </p>
      ) : posts.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          {filtered ? (
            <>
              <p className="text-lg font-bold text-ink">Nenhuma postagem encontrada.</p>
              <p className="text-sm text-muted">Tente outros termos ou limpe os filtros.</p>
            </>
          ) : (
            <>
              <p className="text-lg font-bold text-ink">Nenhuma postagem ainda.</p>
              <p className="text-sm text-muted">Escreva a primeira notícia da rádio.</p>
              <Link href="/admin/postagens/nova" className={buttonStyles.primary}>
                Nova postagem
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <PostTable {...rowProps} />
          <PostCards {...rowProps} />
          {selectedPosts.length > 0 && <BulkActionBar count={selectedPosts.length} running={running} onAction={onBulkAction} onClear={() => setSelected(new Set())} />}
          {meta && meta.totalPaginas > 1 && (
            <nav aria-label="Paginação das postagens" className="flex flex-wrap items-center justify-between gap-3">
              <button type="button" className={buttonStyles.secondary} disabled={meta.pagina <= 1} onClick={() => navigate({ pagina: meta.pagina - 1 })}>
                Anterior
              </button>
              <p className="text-sm text-muted">
                Página {meta.pagina} de {meta.totalPaginas}
              </p>
              <button type="button" className={buttonStyles.secondary} disabled={meta.pagina >= meta.totalPaginas} onClick={() => navigate({ pagina: meta.pagina + 1 })}>
                Próxima
              </button>
            </nav>
          )}
        </>
      )}
      {/* Said once per change, also when the bar appears or goes. */}
      <p className="sr-only" aria-live="polite">
        {selectedPosts.length > 0 ? selectedLabel(selectedPosts.length) : ''}
      </p>

      <Dialog
        open={toDelete !== null}
        title="Excluir postagem?"
        size="sm"
        onClose={() => !deleting && setToDelete(null)}
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setToDelete(null)} disabled={deleting} data-autofocus>
              Cancelar
            </button>
            <button type="button" className={buttonStyles.danger} onClick={() => void confirmDelete()} disabled={deleting}>
              {deleting ? 'Excluindo…' : 'Excluir'}
            </button>
          </>
        }
      >
        <p className="text-sm text-ink">
          “{toDelete?.titulo}” será excluída definitivamente{toDelete?.status === 'publicado' ? ' e sairá do site' : ''}. Esta ação não pode ser desfeita.
        </p>
      </Dialog>

      <Dialog
        open={confirmBulkDelete}
        title={selectedPosts.length === 1 ? 'Excluir 1 postagem?' : `Excluir ${selectedPosts.length} postagens?`}
        size="sm"
        onClose={() => running === null && setConfirmBulkDelete(false)}
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmBulkDelete(false)} disabled={running !== null} data-autofocus>
              Cancelar
            </button>
            <button type="button" className={buttonStyles.danger} onClick={() => void runBatch('excluir')} disabled={running !== null || selectedPosts.length === 0}>
              {running === 'excluir' ? 'Excluindo…' : 'Excluir'}
            </button>
          </>
        }
      >
        <p className="text-sm text-ink">
          {selectedPosts.length === 1 ? 'Esta postagem será excluída definitivamente' : 'Estas postagens serão excluídas definitivamente'}
          {publishedToDelete === 0 ? '' : publishedToDelete === selectedPosts.length ? ' e sairão do site' : ` (${publishedToDelete === 1 ? 'a publicada sairá' : 'as publicadas sairão'} do site)`}. Esta ação
          não pode ser desfeita.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
          {selectedPosts.slice(0, MAX_CONFIRM_TITLES).map((post) => (
            <li key={post.id}>{post.titulo}</li>
          ))}
          {selectedPosts.length > MAX_CONFIRM_TITLES && <li className="text-muted">e mais {selectedPosts.length - MAX_CONFIRM_TITLES}</li>}
        </ul>
      </Dialog>
    </div>
  );
}
