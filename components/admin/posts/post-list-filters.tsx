'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { SearchIcon } from '@/components/ui/icons';
import { buttonStyles } from '@/components/ui/button-styles';
import { POST_STATUSES, STATUS_LABELS, type PostAuthorOption } from '@/lib/schemas/posts';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { FieldLook } from '@/components/admin/forms/field';
import { SelectField } from '@/components/admin/forms/text-fields';
import { DEFAULT_FILTERS, SORT_OPTIONS, type ListFilters } from './post-list-query';

const fieldClass = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-ink';
const filterLabelClass = 'text-xs font-bold uppercase tracking-wide text-slate-600';

/**
 * The list's filters: small uppercase labels over the controls. A native select is as wide as its
 * longest option: from sm up the filters keep that width (no cut labels) and wrap onto another
 * line when the row is full; on a phone each takes the width.
 */
const filterLook: FieldLook = {
  field: 'flex w-full flex-col gap-1 sm:w-auto',
  label: filterLabelClass,
  hint: 'text-xs text-muted',
  error: 'text-sm font-medium text-red-700',
  control: () => clsx(fieldClass, 'sm:w-auto sm:max-w-xs'),
};

type Props = {
  filters: ListFilters;
  /** What the search box holds; the list is searched by it once typing pauses (or on Enter). */
  busca: string;
  onBuscaChange: (busca: string) => void;
  navigate: (next: Partial<ListFilters>) => void;
  categorias: CategoryOption[] | undefined;
  autores: PostAuthorOption[] | undefined;
  /** Some filter is on: 'Limpar filtros' shows. */
  filtered: boolean;
};

/** /admin/postagens' search and filters: search, status, category, author and order. */
export function PostListFilters({ filters, busca, onBuscaChange, navigate, categorias, autores, filtered }: Props) {
  const ids = { busca: useId(), status: useId(), categoria: useId(), autor: useId(), ordem: useId() };
  return (
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
            onChange={(event) => onBuscaChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') navigate({ busca });
            }}
            placeholder="Título, resumo ou texto"
            maxLength={200}
            className={clsx(fieldClass, 'pl-10')}
          />
        </div>
      </div>
      <SelectField look={filterLook} id={ids.status} label="Status" value={filters.status} onChange={(status) => navigate({ status: status as ListFilters['status'] })}>
        <option value="">Todos os status</option>
        {POST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField look={filterLook} id={ids.categoria} label="Categoria" value={filters.categoriaId} onChange={(categoriaId) => navigate({ categoriaId })}>
        <option value="">Todas as categorias</option>
        {(categorias ?? []).map((categoria) => (
          <option key={categoria.id} value={categoria.id}>
            {categoria.nome}
          </option>
        ))}
      </SelectField>
      {/* An autor's list only holds their own posts: the filter would have one name in it. */}
      {autores && autores.length > 1 ? (
        <SelectField look={filterLook} id={ids.autor} label="Autor" value={filters.autorId} onChange={(autorId) => navigate({ autorId })}>
          <option value="">Todos os autores</option>
          {autores.map((autor) => (
            <option key={autor.id} value={autor.id}>
              {autor.nome}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField look={filterLook} id={ids.ordem} label="Ordenar por" value={filters.ordem} onChange={(ordem) => navigate({ ordem: ordem as ListFilters['ordem'] })}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {filtered && (
        <button
          type="button"
          className={clsx(buttonStyles.ghost, 'h-10 px-3')}
          onClick={() => {
            onBuscaChange('');
            navigate({ ...DEFAULT_FILTERS, ordem: filters.ordem });
          }}
        >
          Limpar filtros
        </button>
      )}
    </form>
  );
}
