'use client';

import clsx from 'clsx';
import { useState } from 'react';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import type { AdminRedirect, AdminRedirectPage } from '@/lib/schemas/redirects';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { ListPager } from '@/components/admin/forms/list-pager';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { useListSearch } from '@/lib/hooks/use-list-search';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass, inputClass } from '@/components/admin/media/styles';
import { RedirectForm } from './redirect-form';

const PAGE_SIZE = 20;

type Kind = 'todos' | 'automaticos' | 'manuais';
const KINDS: ReadonlyArray<readonly [Kind, string]> = [
  ['todos', 'Todos'],
  ['automaticos', 'Automáticos'],
  ['manuais', 'Manuais'],
];

const statusText = (status: number) => (status === 302 ? '302 · Temporário' : '301 · Permanente');

/** Where a redirect leads: a manual one's destination, or the post an automatic one follows, at its address now. */
function Destination({ redirect }: { redirect: AdminRedirect }) {
  if (redirect.postagem) {
    return (
      <span className="block min-w-0">
        <span className="block truncate font-semibold text-slate-900">{redirect.postagem.titulo}</span>
        <a href={redirect.postagem.caminho} target="_blank" rel="noopener" className="block truncate font-mono text-xs text-brand-700 underline">
          {redirect.postagem.caminho}
        </a>
        {!redirect.postagem.publica && <span className="text-xs font-semibold text-amber-800">Postagem fora do ar: o endereço antigo dá “não encontrada” até ela voltar.</span>}
      </span>
    );
  }
  const destino = redirect.destino ?? '';
  return (
    <a href={destino} target="_blank" rel="noopener noreferrer" className="block truncate font-mono text-xs text-brand-700 underline">
      {destino}
    </a>
  );
}

function Origin({ redirect }: { redirect: AdminRedirect }) {
  return <span className="block break-all font-mono text-xs text-slate-900">{redirect.origem}</span>;
}

function KindBadge({ redirect }: { redirect: AdminRedirect }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        redirect.automatico ? 'bg-sky-50 text-sky-800 ring-1 ring-sky-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
      )}
    >
      {redirect.automatico ? 'Automático' : 'Manual'}
    </span>
  );
}

function createdText(redirect: AdminRedirect): string {
  const when = formatDateTime(redirect.criadoEm);
  return redirect.criadoPor ? `${when} · ${redirect.criadoPor.nome}` : when;
}

/**
 * /admin/redirecionamentos, for admins and editors: the old addresses that send
 * readers on. The automatic ones come from changing a published post's slug or category and
 * follow the post wherever it goes; manual ones go from a path to a path or another site.
 */
export function RedirectManager() {
  const [kind, setKind] = useState<Kind>('todos');
  const { termo, setTermo, busca, pagina, setPagina } = useListSearch();
  const query = new URLSearchParams({ tipo: kind, pagina: String(pagina), limite: String(PAGE_SIZE) });
  if (busca) query.set('busca', busca);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminRedirectPage>(`/redirecionamentos?${query.toString()}`);
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<'novo'>(() => void mutate());
  const redirects = data?.dados ?? [];

  const remove = useConfirmedAction<AdminRedirect>({
    run: (redirect) => adminFetch(`/redirecionamentos/${redirect.id}`, { method: 'DELETE' }),
    done: (redirect) => ({ title: 'Redirecionamento excluído.', message: redirect.origem }),
    failed: () => 'O redirecionamento não foi excluído.',
    fallback: 'Não foi possível excluir o redirecionamento.',
    after: () => void mutate(),
  });
  const deleting = remove.target;
  const choose = (next: Kind) => {
    setKind(next);
    setPagina(1);
  };

  const deleteButton = (redirect: AdminRedirect) => (
    <button type="button" onClick={() => remove.ask(redirect)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
      Excluir<span className="sr-only"> o redirecionamento de {redirect.origem}</span>
    </button>
  );

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Redirecionamentos</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Endereços antigos que levam os leitores ao novo. Quando o endereço (slug) ou a categoria de uma postagem publicada muda, o antigo passa a redirecionar sozinho para onde ela estiver.
          </p>
        </div>
        <button type="button" onClick={() => setEditing('novo')} className={buttonPrimary}>
          Novo redirecionamento
        </button>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <div className="flex gap-2" role="group" aria-label="Quais redirecionamentos">
          {KINDS.map(([value, label]) => (
            <button key={value} type="button" aria-pressed={kind === value} onClick={() => choose(value)} className={clsx(buttonSecondary, kind === value && 'border-brand-500 bg-brand-50 text-brand-800')}>
              {label}
            </button>
          ))}
        </div>
        <label className="min-w-56 flex-1">
          <span className="sr-only">Buscar redirecionamentos</span>
          <input type="search" value={termo} onChange={(event) => setTermo(event.target.value)} placeholder="Buscar por endereço ou título da postagem" className={inputClass} />
        </label>
      </div>

      {error && !data ? (
        <LoadError title="Não foi possível carregar os redirecionamentos." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando redirecionamentos...</LoadingNote>
      ) : redirects.length === 0 ? (
        <EmptyNote>{busca ? 'Nenhum redirecionamento encontrado para esta busca.' : 'Nenhum redirecionamento por enquanto.'}</EmptyNote>
      ) : (
        <>
          <div className={clsx(cardClass, 'hidden overflow-x-auto md:block')}>
            <table className="w-full table-fixed text-left text-sm">
              <caption className="sr-only">Redirecionamentos do site</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="w-[28%] px-4 py-3">Origem</th>
                  <th scope="col" className="w-[32%] px-4 py-3">Destino</th>
                  <th scope="col" className="px-4 py-3">Tipo</th>
                  <th scope="col" className="px-4 py-3">Criado em</th>
                  <th scope="col" className="w-28 px-4 py-3 text-right">
                    <span className="sr-only">Ações</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {redirects.map((redirect) => (
                  <tr key={redirect.id} data-testid="redirecionamento-linha" className="align-top">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <Origin redirect={redirect} />
                    </th>
                    <td className="px-4 py-3">
                      <Destination redirect={redirect} />
                    </td>
                    <td className="space-y-1 px-4 py-3">
                      <KindBadge redirect={redirect} />
                      <span className="block text-xs tabular-nums text-slate-600">{statusText(redirect.status)}</span>
                    </td>
                    <td className="px-4 py-3 text-xs text-slate-600">{createdText(redirect)}</td>
                    <td className="px-4 py-3 text-right">{deleteButton(redirect)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Redirecionamentos do site">
            {redirects.map((redirect) => (
              <li key={redirect.id} className={clsx(cardClass, 'space-y-2 p-4')}>
                <div className="flex items-start justify-between gap-2">
                  <Origin redirect={redirect} />
                  <KindBadge redirect={redirect} />
                </div>
                <p className="text-xs font-semibold text-slate-500" aria-hidden>
                  ↓ {statusText(redirect.status)}
                </p>
                <Destination redirect={redirect} />
                <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
                  <span className="text-xs text-slate-600">{createdText(redirect)}</span>
                  {deleteButton(redirect)}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      {data && (
        <ListPager
          label="Paginação dos redirecionamentos"
          pagina={data.meta.pagina}
          totalPaginas={data.meta.totalPaginas}
          summary={`${data.meta.total} ${data.meta.total === 1 ? 'redirecionamento' : 'redirecionamentos'}`}
          onChange={setPagina}
        />
      )}

      <Dialog {...dialogProps} size="lg" title="Novo redirecionamento">
        {editing && <RedirectForm {...formProps} />}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir redirecionamento?"
        message={
          deleting && (
            <p>
              Quem acessar <strong className="break-all font-mono">{deleting.origem}</strong> passará a ver “não encontrada”. Esta ação não pode ser desfeita.
            </p>
          )
        }
        confirmLabel="Excluir redirecionamento"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
