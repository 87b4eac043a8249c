'use client';

import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import clsx from 'clsx';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatNumber } from '@/lib/domain/numbers';
import { batchActionFor, type PostBatchAction, type PostBatchResult, type PostStatus } from '@/lib/schemas/posts';
import { buttonStyles } from '@/components/ui/button-styles';
import { batchToast, facebookToasts, quickStatusToast, selectedLabel } from './post-batch-summary';
import { filtersToApiPath, filtersToSearch, hasActiveFilters, parseListFilters, type ListFilters } from './post-list-query';
import { PostListFilters } from './post-list-filters';
import { BulkDeleteDialog, DeletePostDialog } from './post-delete-dialogs';
import { BulkActionBar } from './bulk-action-bar';
import { PostCards, PostTable, type RowsProps } from './post-rows';
import { ReviewTabs } from './review-tabs';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPost, AdminPostList, PostAuthorOption } from '@/lib/schemas/posts';
import { SEARCH_DELAY_MS } from '@/lib/hooks/use-list-search';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { reviewPolicyOf } from '@/lib/domain/post-review';
import { REVIEW_POLICY_PATH } from './use-post-review';


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

  const apiPath = filtersToApiPath(filters);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminPostList>(apiPath, { keepPreviousData: true });
  const { data: categorias } = useAdminSWR<CategoryOption[]>('/categorias');
  const { data: autores } = useAdminSWR<PostAuthorOption[]>('/postagens/autores');
  // Review: the queue's size for the tab, and whether this user may publish. A backend
  // without review answers 404: no tabs, and the status change offers what it always did.
  const user = useStoredUser();
  const { data: reviewAnswer, error: reviewError, mutate: mutateReview } = useAdminSWR<unknown>(REVIEW_POLICY_PATH);
  const reviewPolicy = reviewPolicyOf(reviewAnswer);
  const canPublish = reviewPolicy ? reviewPolicy.podePublicar : reviewError?.status === 404 || user?.papel !== 'autor';

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
      await Promise.all([mutate(), mutateReview()]);
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
      await Promise.all([mutate(), mutateReview()]);
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
      await Promise.all([mutate(), mutateReview()]);
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
    onChanged: () => void mutate(),
    canPublish,
  };

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

      {reviewPolicy && <ReviewTabs active={filters.revisao} pending={reviewPolicy.aguardandoRevisao} onSelect={(revisao) => navigate({ revisao })} />}

      <PostListFilters
        filters={filters}
        busca={busca}
        onBuscaChange={setBusca}
        navigate={navigate}
        categorias={categorias}
        autores={autores}
        filtered={filtered}
      />

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
          {filtered && filters.revisao && !hasActiveFilters({ ...filters, revisao: '' }) ? (
            <p className="text-lg font-bold text-ink">{filters.revisao === 'pendente' ? 'Nenhuma postagem aguardando revisão.' : 'Nenhuma postagem devolvida.'}</p>
          ) : filtered ? (
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
          {selectedPosts.length > 0 && <BulkActionBar count={selectedPosts.length} running={running} onAction={onBulkAction} onClear={() => setSelected(new Set())} canPublish={canPublish} />}
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

      <DeletePostDialog post={toDelete} deleting={deleting} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(null)} />

      <BulkDeleteDialog
        open={confirmBulkDelete}
        posts={selectedPosts}
        deleting={running === 'excluir'}
        busy={running !== null}
        onConfirm={() => void runBatch('excluir')}
        onCancel={() => setConfirmBulkDelete(false)}
      />
    </div>
  );
}
