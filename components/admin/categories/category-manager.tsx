'use client';

import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { normalizeHexColor } from '@/lib/domain/color';
import { formatNumber } from '@/lib/domain/numbers';
import { hasRole } from '@/lib/domain/roles';
import { CategoryBadge } from '@/components/ui/category-badge';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import type { AdminCategory } from '@/lib/schemas/categories';
import { CategoryForm } from './category-form';

const WRITERS = ['admin', 'editor'] as const;

function postCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? 'postagem' : 'postagens'}`;
}

function Swatch({ cor }: { cor: string }) {
  const color = normalizeHexColor(cor);
  return (
    <span className="inline-flex items-center gap-2 font-mono text-xs text-slate-700">
      <span aria-hidden className="h-5 w-5 shrink-0 rounded border border-slate-300" style={{ backgroundColor: color }} />
      {color}
    </span>
  );
}

type Editing = { mode: 'novo' } | { mode: 'editar'; category: AdminCategory } | null;

/** /admin/categorias: the list for every staff member; create, edit and delete for admins and editors. */
export function CategoryManager() {
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminCategory[]>('/categorias');
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<NonNullable<Editing>>(() => void mutate());
  const categories = data ?? [];
  const remove = useConfirmedAction<AdminCategory>({
    run: (category) => adminFetch(`/categorias/${category.id}`, { method: 'DELETE' }),
    done: (category) => ({ title: 'Categoria excluída.', message: category.nome }),
    failed: () => 'A categoria não foi excluída.',
    fallback: 'Não foi possível excluir a categoria.',
    after: () => void mutate(),
  });
  const deleting = remove.target;

  const actions = (category: AdminCategory) =>
    canWrite ? (
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => setEditing({ mode: 'editar', category })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
          Editar<span className="sr-only"> {category.nome}</span>
        </button>
        <button type="button" onClick={() => remove.ask(category)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
          Excluir<span className="sr-only"> {category.nome}</span>
        </button>
      </div>
    ) : null;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Categorias</h1>
          <p className="mt-1 text-sm text-slate-600">
            {canWrite
              ? 'Organize as editorias do portal: nome, endereço, cor da etiqueta e ordem de exibição.'
              : 'Você pode consultar as categorias. Apenas administradores e editores podem alterá-las.'}
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary}>
            Nova categoria
          </button>
        )}
      </header>

      {error && !data ? (
        <LoadError title="Não foi possível carregar as categorias." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote>Carregando categorias...</LoadingNote>
      ) : categories.length === 0 ? (
        <EmptyNote>Nenhuma categoria cadastrada.</EmptyNote>
      ) : (
        <>
          <div className={clsx(cardClass, 'hidden overflow-x-auto md:block')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Categorias do portal</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">Nome</th>
                  <th scope="col" className="px-4 py-3">Endereço</th>
                  <th scope="col" className="px-4 py-3">Cor</th>
                  <th scope="col" className="px-4 py-3">Etiqueta</th>
                  <th scope="col" className="px-4 py-3 text-right">Postagens</th>
                  <th scope="col" className="px-4 py-3 text-right">Ordem</th>
                  {canWrite && (
                    <th scope="col" className="px-4 py-3 text-right">
                      <span className="sr-only">Ações</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {categories.map((category) => (
                  <tr key={category.id} data-testid="categoria-linha">
                    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                      {category.nome}
                      {category.descricao && <span className="mt-0.5 block max-w-xs truncate text-xs font-normal text-slate-500">{category.descricao}</span>}
                    </th>
                    <td className="px-4 py-3 font-mono text-xs text-slate-700">/{category.slug}</td>
                    <td className="px-4 py-3">
                      <Swatch cor={category.cor} />
                    </td>
                    <td className="px-4 py-3">
                      <CategoryBadge nome={category.nome} cor={category.cor} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatNumber(category._count.postagens)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{category.ordem}</td>
                    {canWrite && <td className="px-4 py-3">{actions(category)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Categorias do portal">
            {categories.map((category) => (
              <li key={category.id} className={clsx(cardClass, 'border-l-4 p-4')} style={{ borderLeftColor: normalizeHexColor(category.cor) }}>
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="font-semibold text-slate-900">{category.nome}</h2>
                    <p className="font-mono text-xs text-slate-600">/{category.slug}</p>
                  </div>
                  <CategoryBadge nome={category.nome} cor={category.cor} />
                </div>
                <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
                  <div>
                    <dt className="font-semibold text-slate-500">Cor</dt>
                    <dd>
                      <Swatch cor={category.cor} />
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-500">Postagens</dt>
                    <dd className="text-slate-900">{postCount(category._count.postagens)}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-slate-500">Ordem</dt>
                    <dd className="text-slate-900">{category.ordem}</dd>
                  </div>
                </dl>
                {canWrite && <div className="mt-3 border-t border-slate-100 pt-3">{actions(category)}</div>}
              </li>
            ))}
          </ul>
        </>
      )}

      <Dialog
        {...dialogProps}
        title={editing?.mode === 'editar' ? 'Editar categoria' : 'Nova categoria'}
      >
        {editing && (
          <CategoryForm
            key={editing.mode === 'editar' ? editing.category.id : 'nova'}
            category={editing.mode === 'editar' ? editing.category : null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir categoria?"
        message={
          deleting && (
            <p>
              A categoria <strong>{deleting.nome}</strong> ({postCount(deleting._count.postagens)}) será excluída. Esta ação não pode ser desfeita.
            </p>
          )
        }
        confirmLabel="Excluir categoria"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
