'use client';

import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import clsx from 'clsx';
import { CategoryBadge } from '@/components/ui/category-badge';
import { EyeIcon, SearchIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import { POST_STATUSES, STATUS_LABELS } from '@/lib/schemas/posts';
import { Modal, buttonStyles } from './modal';
import { DEFAULT_FILTERS, SORT_OPTIONS, filtersToApiPath, filtersToSearch, hasActiveFilters, parseListFilters, type ListFilters } from './post-list-query';
import { StatusBadge } from './status-badge';
import type { AdminPostPage, AdminPostSummary, AuthorOption, CategoryOption } from './types';

const SEARCH_DELAY_MS = 350;

/** The date a row shows: when it went (or goes) public, otherwise when it was last changed. */
export function postDateLabel(post: Pick<AdminPostSummary, 'status' | 'publicadoEm' | 'atualizadoEm'>): { label: string; value: string } {
  if (post.status === 'publicado' && post.publicadoEm) return { label: 'Publicada em', value: post.publicadoEm };
  if (post.status === 'agendado' && post.publicadoEm) return { label: 'Agendada para', value: post.publicadoEm };
  return { label: 'Atualizada em', value: post.atualizadoEm };
}

const fieldClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink';

/** /admin/postagens: search, filters, sorting and pages, all kept in the URL. */
export function PostList() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toast = useToast();
  const filters = parseListFilters(searchParams);
  const [busca, setBusca] = useState(filters.busca);
  const [toDelete, setToDelete] = useState<AdminPostSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const ids = { busca: useId(), status: useId(), categoria: useId(), autor: useId(), ordem: useId() };

  const { data, error, isLoading, mutate } = useAdminSWR<AdminPostPage>(filtersToApiPath(filters), { keepPreviousData: true });
  const { data: categorias } = useAdminSWR<CategoryOption[]>('/categorias');
  const { data: autores } = useAdminSWR<AuthorOption[]>('/postagens/autores');

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
      toast({ type: 'error', title: 'Não foi possível excluir a postagem.', message: failure instanceof Error ? failure.message : undefined });
    } finally {
      setDeleting(false);
    }
  };

  const posts = data?.dados ?? [];
  const meta = data?.meta;
  const filtered = hasActiveFilters(filters);

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

      <form role="search" aria-label="Filtrar postagens" onSubmit={(event) => event.preventDefault()} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-6">
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={ids.busca} className="text-xs font-bold uppercase tracking-wide text-slate-600">
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
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-xs font-bold uppercase tracking-wide text-slate-600">
            Status
          </label>
          <select id={ids.status} value={filters.status} onChange={(event) => navigate({ status: event.target.value as ListFilters['status'] })} className={fieldClass}>
            <option value="">Todos os status</option>
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.categoria} className="text-xs font-bold uppercase tracking-wide text-slate-600">
            Categoria
          </label>
          <select id={ids.categoria} value={filters.categoriaId} onChange={(event) => navigate({ categoriaId: event.target.value })} className={fieldClass}>
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
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.autor} className="text-xs font-bold uppercase tracking-wide text-slate-600">
              Autor
            </label>
            <select id={ids.autor} value={filters.autorId} onChange={(event) => navigate({ autorId: event.target.value })} className={fieldClass}>
              <option value="">Todos os autores</option>
              {autores.map((autor) => (
                <option key={autor.id} value={autor.id}>
                  {autor.nome}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.ordem} className="text-xs font-bold uppercase tracking-wide text-slate-600">
            Ordenar por
          </label>
          <select id={ids.ordem} value={filters.ordem} onChange={(event) => navigate({ ordem: event.target.value as ListFilters['ordem'] })} className={fieldClass}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <div className="flex items-end sm:col-span-2 lg:col-span-6">
            <button
              type="button"
              className={buttonStyles.ghost}
              onClick={() => {
                setBusca('');
                navigate({ ...DEFAULT_FILTERS, ordem: filters.ordem });
              }}
            >
              Limpar filtros
            </button>
          </div>
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
          <PostTable posts={posts} onDelete={setToDelete} />
          <PostCards posts={posts} onDelete={setToDelete} />
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

      <Modal
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
      </Modal>
    </div>
  );
}

type RowsProps = { posts: AdminPostSummary[]; onDelete: (post: AdminPostSummary) => void };

function RowActions({ post, onDelete }: { post: AdminPostSummary; onDelete: (post: AdminPostSummary) => void }) {
  return (
    <div className="flex items-center gap-1 whitespace-nowrap">
      <Link href={`/admin/postagens/${post.id}/editar`} className={buttonStyles.ghost}>
        Editar<span className="sr-only"> “{post.titulo}”</span>
      </Link>
      {post.status === 'publicado' && (
        <a href={post.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
          Ver no site<span className="sr-only"> “{post.titulo}” (abre em nova aba)</span>
        </a>
      )}
      <button type="button" className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50')} onClick={() => onDelete(post)}>
        Excluir<span className="sr-only"> “{post.titulo}”</span>
      </button>
    </div>
  );
}

/** The staff author (what the author filter selects by), and the team member who signs it, if any. */
function PostAuthor({ post }: { post: AdminPostSummary }) {
  return (
    <span className="flex flex-col">
      <span>{post.autor.nome}</span>
      {post.membroEquipe && post.membroEquipe.nome !== post.autor.nome && <span className="text-xs text-muted">assinada por {post.membroEquipe.nome}</span>}
    </span>
  );
}

function PostDate({ post }: { post: AdminPostSummary }) {
  const date = postDateLabel(post);
  return (
    <span className="flex flex-col text-sm">
      <span className="text-xs text-muted">{date.label}</span>
      <time dateTime={date.value}>{formatDateTime(date.value)}</time>
    </span>
  );
}

function PostTable({ posts, onDelete }: RowsProps) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Postagens</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              Título
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Categoria
            </th>
            <th scope="col" className="px-3 py-3">
              Autor
            </th>
            <th scope="col" className="px-3 py-3">
              Data
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Visualizações
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {posts.map((post) => (
            <tr key={post.id} className="align-top hover:bg-slate-50" data-testid="linha-postagem">
              <td className="max-w-md px-4 py-3">
                <Link href={`/admin/postagens/${post.id}/editar`} className="font-bold text-ink hover:text-brand-700 hover:underline">
                  {post.titulo}
                </Link>
                {post.destaque && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold uppercase text-brand-700">Destaque</span>}
              </td>
              <td className="px-3 py-3">
                <StatusBadge status={post.status} />
              </td>
              <td className="px-3 py-3">
                <CategoryBadge nome={post.categoria.nome} cor={post.categoria.cor} />
              </td>
              <td className="px-3 py-3 text-slate-700">
                <PostAuthor post={post} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap">
                <PostDate post={post} />
              </td>
              <td className="px-3 py-3 text-right tabular-nums text-slate-700">{formatNumber(post.visualizacoes)}</td>
              <td className="px-3 py-3">
                <RowActions post={post} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PostCards({ posts, onDelete }: RowsProps) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Postagens">
      {posts.map((post) => (
        <li key={post.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="cartao-postagem">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={post.status} />
            <CategoryBadge nome={post.categoria.nome} cor={post.categoria.cor} />
          </div>
          <Link href={`/admin/postagens/${post.id}/editar`} className="text-base font-bold leading-snug text-ink hover:underline">
            {post.titulo}
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <PostAuthor post={post} />
            <PostDate post={post} />
            <span className="inline-flex items-center gap-1">
              <EyeIcon className="h-4 w-4" />
              {formatNumber(post.visualizacoes)}
            </span>
          </div>
          <RowActions post={post} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
