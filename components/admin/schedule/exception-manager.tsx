'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { exceptionWhenText } from '@/lib/domain/grid-exceptions';
import { hasRole } from '@/lib/domain/roles';
import type { AdminGridException, AdminGridExceptionPage } from '@/lib/schemas/grid-exceptions';
import type { AdminProgramme } from '@/lib/schemas/programmes';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { ListPager } from '@/components/admin/forms/list-pager';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { ExceptionForm } from './exception-form';

const WRITERS = ['admin', 'editor'] as const;
const PAGE_SIZE = 20;

type Period = 'proximas' | 'encerradas';
type Editing = { mode: 'nova' } | { mode: 'editar'; exception: AdminGridException };

/**
 * "Exceções da grade", under the programmes of /admin/programacao: one-off changes (a match, a
 * holiday) that replace the regular grid from a date and time to another, on the site and in the
 * player. The coming ones by start, or the ended ones, latest first; admins and editors change them.
 */
export function ExceptionManager() {
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const [period, setPeriod] = useState<Period>('proximas');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminGridExceptionPage>(`/grade-excecoes?periodo=${period}&pagina=${page}&limite=${PAGE_SIZE}`);
  const shows = useAdminSWR<AdminProgramme[]>(canWrite ? '/programas' : null);
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<Editing>(() => void mutate());
  const exceptions = data?.dados ?? [];

  const remove = useConfirmedAction<AdminGridException>({
    run: (exception) => adminFetch(`/grade-excecoes/${exception.id}`, { method: 'DELETE' }),
    done: (exception) => ({ title: 'Exceção excluída da grade.', message: exception.titulo }),
    failed: () => 'A exceção não foi excluída.',
    fallback: 'Não foi possível excluir a exceção.',
    after: () => void mutate(),
  });
  const deleting = remove.target;
  const choose = (next: Period) => {
    setPeriod(next);
    setPage(1);
  };

  return (
    <section className="space-y-4" aria-labelledby="excecoes-da-grade">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="excecoes-da-grade" className="text-xl font-bold text-slate-900">
            Exceções da grade
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Jogos, feriados e especiais: de uma data e hora até outra, substituem a grade normal na página Programação e no player. Duas exceções não podem se sobrepor.
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'nova' })} className={buttonPrimary} data-testid="nova-excecao">
            Nova exceção
          </button>
        )}
      </header>

      <div className="flex gap-2" role="group" aria-label="Quais exceções">
        {(
          [
            ['proximas', 'Próximas'],
            ['encerradas', 'Encerradas'],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" aria-pressed={period === value} onClick={() => choose(value)} className={clsx(buttonSecondary, period === value && 'border-brand-500 bg-brand-50 text-brand-800')}>
            {label}
          </button>
        ))}
      </div>

      {error && !data ? (
        <LoadError title="Não foi possível carregar as exceções da grade." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando exceções...</LoadingNote>
      ) : exceptions.length === 0 ? (
        <div className={clsx(cardClass, 'p-6 text-center text-sm text-slate-600')} data-testid="excecoes-vazias">
          {period === 'proximas' ? 'Nenhuma exceção marcada: vale a grade normal.' : 'Nenhuma exceção encerrada.'}
        </div>
      ) : (
        <ul className="space-y-3" aria-label={period === 'proximas' ? 'Próximas exceções, por início' : 'Exceções encerradas, das mais recentes'}>
          {exceptions.map((exception) => (
            <li key={exception.id} data-testid="excecao-linha" className={clsx(cardClass, 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center')}>
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-slate-900">{exception.titulo}</h3>
                <p className="text-sm font-semibold tabular-nums text-slate-700" data-testid="excecao-periodo">
                  {exceptionWhenText(exception.inicio, exception.fim)}
                </p>
                <p className="mt-0.5 truncate text-xs text-slate-500">{exception.programa ? `No ar: ${exception.programa.nome}` : 'Sem programa: o título vai ao ar'}</p>
              </div>
              {canWrite && (
                <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
                  <button type="button" onClick={() => setEditing({ mode: 'editar', exception })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                    Editar<span className="sr-only"> {exception.titulo}</span>
                  </button>
                  <button type="button" onClick={() => remove.ask(exception)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                    Excluir<span className="sr-only"> {exception.titulo}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      {data && (
        <ListPager
          label="Paginação das exceções"
          pagina={data.meta.pagina}
          totalPaginas={data.meta.totalPaginas}
          summary={`${data.meta.total} ${data.meta.total === 1 ? 'exceção' : 'exceções'}`}
          onChange={setPage}
        />
      )}

      <Dialog {...dialogProps} size="lg" title={editing?.mode === 'editar' ? 'Editar exceção' : 'Nova exceção'}>
        {editing && (
          <ExceptionForm
            key={editing.mode === 'editar' ? editing.exception.id : 'nova'}
            exception={editing.mode === 'editar' ? editing.exception : null}
            shows={shows.data ?? null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir exceção?"
        message={
          deleting && (
            <p>
              <strong>{deleting.titulo}</strong> ({exceptionWhenText(deleting.inicio, deleting.fim)}) sairá da grade, que volta a valer nesse horário. Esta ação não pode ser desfeita.
            </p>
          )
        }
        confirmLabel="Excluir exceção"
        busyLabel="Excluindo..."
      />
    </section>
  );
}
