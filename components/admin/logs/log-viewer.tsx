'use client';

import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { formatDateTime } from '@/lib/domain/dates';
import { hasRole } from '@/lib/domain/roles';
import { SYSTEM_USER_FILTER, type AdminLogEntry, type AdminLogPage, type LogFilterOption, type LogFilterOptions } from '@/lib/schemas/logs';
import { useToast } from '@/components/ui/toast-provider';
import { buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { SelectField, TextField } from '@/components/admin/forms/text-fields';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { downloadAdminFile } from './download-file';
import {
  EMPTY_LOG_FILTERS,
  hasLogFilters,
  logFiltersToApiPath,
  logFiltersToExportPath,
  logFiltersToSearch,
  parseLogFilters,
  type LogFilterState,
} from './log-query';

function EntryDetails({ entry }: { entry: AdminLogEntry }) {
  const hasDetails = entry.detalhes && Object.keys(entry.detalhes).length > 0;
  return (
    <details className="group mt-1 text-xs text-slate-600">
      <summary className="cursor-pointer select-none font-semibold text-brand-700 hover:underline">Detalhes</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">Registro</dt>
        <dd>
          {entry.entidadeRotulo}
          {entry.entidadeId ? ` nº ${entry.entidadeId}` : ''}
        </dd>
        <dt className="font-semibold">Ação</dt>
        <dd>
          {entry.acaoRotulo} <code className="text-slate-500">({entry.acao})</code>
        </dd>
        <dt className="font-semibold">IP</dt>
        <dd>{entry.ip ?? 'não registrado'}</dd>
      </dl>
      {hasDetails && (
        <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-2 font-mono text-[11px] text-slate-700">
          {JSON.stringify(entry.detalhes, null, 2)}
        </pre>
      )}
    </details>
  );
}

function Tag({ children }: { children: React.ReactNode }) {
  return <span className="inline-block rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{children}</span>;
}

/** /admin/logs: who did what, filtered by user, action, entity and São Paulo days; CSV export of the same filter. */
export function LogViewer() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toast = useToast();
  const user = useStoredUser();
  const readsAll = hasRole(user?.papel, ['admin', 'editor']);
  const filters = parseLogFilters(searchParams);
  const ids = { usuario: useId(), acao: useId(), entidade: useId(), de: useId(), ate: useId() };
  const [exporting, setExporting] = useState(false);

  const { data, error, isLoading, mutate } = useAdminSWR<AdminLogPage>(logFiltersToApiPath(filters), { keepPreviousData: true });
  const { data: options } = useAdminSWR<LogFilterOptions>('/logs/filtros');
  const entries = data?.dados ?? [];
  const meta = data?.meta;
  const dateError = filters.de && filters.ate && filters.de > filters.ate ? 'A data final deve ser igual ou posterior à data inicial.' : null;

  // Two quick changes (both dates) must not lose the first: the URL lags behind router.replace.
  const pending = useRef<LogFilterState | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [searchParams]);

  const navigate = (next: Partial<LogFilterState>) => {
    const current = pending.current ?? parseLogFilters(new URLSearchParams(window.location.search));
    // A new filter starts again on page 1; only the pager moves between pages.
    const merged: LogFilterState = { ...current, pagina: 1, ...next };
    pending.current = merged;
    router.replace(`${pathname}${logFiltersToSearch(merged)}`, { scroll: false });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadAdminFile(logFiltersToExportPath(filters), 'logs-sintonia.csv');
      toast({ type: 'success', title: 'Exportação concluída.', message: name });
    } catch (caught) {
      const message = apiErrorMessage(caught, 'Não foi possível exportar os logs.');
      toast({ type: 'error', title: 'Os logs não foram exportados.', message });
    } finally {
      setExporting(false);
    }
  };

  const select = (key: 'usuario' | 'acao' | 'entidade', label: string, choices: LogFilterOption[], all: string) => (
    <SelectField id={ids[key]} label={label} value={filters[key]} onChange={(value) => navigate({ [key]: value })}>
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice.valor} value={choice.valor}>
          {choice.rotulo}
        </option>
      ))}
      {/* A value from the URL that is not among the options still shows what is filtered. */}
      {filters[key] && !choices.some((choice) => choice.valor === filters[key]) && <option value={filters[key]}>{filters[key]}</option>}
    </SelectField>
  );

  const userChoices: LogFilterOption[] = [
    ...(options?.usuarios ?? []).map((person) => ({ valor: String(person.id), rotulo: person.nome })),
    ...(options?.sistema ? [{ valor: SYSTEM_USER_FILTER, rotulo: 'Sistema' }] : []),
  ];

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Logs</h1>
          <p className="mt-1 text-sm text-slate-600">
            {readsAll ? 'Tudo o que a equipe fez no painel, do mais recente ao mais antigo.' : 'As suas ações no painel, da mais recente à mais antiga.'}
          </p>
        </div>
        <button type="button" onClick={() => void exportCsv()} disabled={exporting || Boolean(dateError)} className={buttonPrimary}>
          {exporting ? 'Exportando...' : 'Exportar CSV'}
        </button>
      </header>

      <section aria-label="Filtros" className={clsx(cardClass, 'p-4')}>
        {/* On a phone the selects take the full width and the two dates share a row. */}
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <div className="col-span-2 sm:col-span-1">{select('usuario', 'Usuário', userChoices, 'Todos os usuários')}</div>
          <div className="col-span-2 sm:col-span-1">{select('acao', 'Ação', options?.acoes ?? [], 'Todas as ações')}</div>
          <div className="col-span-2 sm:col-span-1">{select('entidade', 'Entidade', options?.entidades ?? [], 'Todas as entidades')}</div>
          <TextField id={ids.de} label="De" type="date" value={filters.de} max={filters.ate || undefined} onChange={(de) => navigate({ de })} />
          {/* The period's message sits under the filters, for the end date. */}
          <TextField
            id={ids.ate}
            label="Até"
            type="date"
            value={filters.ate}
            min={filters.de || undefined}
            invalid={Boolean(dateError)}
            describedBy={dateError ? `${ids.ate}-erro` : undefined}
            onChange={(ate) => navigate({ ate })}
          />
        </div>
        {dateError && (
          <p id={`${ids.ate}-erro`} className="mt-2 text-sm font-medium text-red-700">
            {dateError}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <p aria-live="polite">{meta ? (meta.total === 1 ? '1 registro' : `${meta.total.toLocaleString('pt-BR')} registros`) : ' '}</p>
          {hasLogFilters(filters) && (
            <button type="button" onClick={() => navigate(EMPTY_LOG_FILTERS)} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
              Limpar filtros
            </button>
          )}
        </div>
      </section>

      {error && !data ? (
        <LoadError title="Não foi possível carregar os logs." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando logs...</LoadingNote>
      ) : entries.length === 0 ? (
        <EmptyNote>{hasLogFilters(filters) ? 'Nenhum registro com estes filtros.' : 'Nenhum registro ainda.'}</EmptyNote>
      ) : (
        <>
          <div className={clsx(cardClass, 'hidden overflow-x-auto md:block')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Registros de atividade</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="whitespace-nowrap px-4 py-3">
                    Data/hora
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Usuário
                  </th>
                  <th scope="col" className="px-4 py-3">
                    O que aconteceu
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Ação
                  </th>
                  <th scope="col" className="px-4 py-3">
                    IP
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="log-linha" className="align-top">
                    <td className="whitespace-nowrap px-4 py-3 tabular-nums text-slate-700">{formatDateTime(entry.criadoEm)}</td>
                    <td className="px-4 py-3 font-medium text-slate-900">{entry.usuario?.nome ?? <span className="italic text-slate-500">Sistema</span>}</td>
                    <td className="px-4 py-3 text-slate-800">
                      <p className="max-w-xl break-words">{entry.descricao}</p>
                      <EntryDetails entry={entry} />
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex flex-col items-start gap-1">
                        <Tag>{entry.acaoRotulo}</Tag>
                        <span className="text-xs text-slate-500">{entry.entidadeRotulo}</span>
                      </div>
                    </td>
                    <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-600">{entry.ip ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="space-y-3 md:hidden" aria-label="Registros de atividade">
            {entries.map((entry) => (
              <li key={entry.id} data-testid="log-cartao" className={clsx(cardClass, 'p-4')}>
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                  <span className="tabular-nums">{formatDateTime(entry.criadoEm)}</span>
                  <Tag>{entry.acaoRotulo}</Tag>
                </div>
                <p className="mt-2 break-words text-sm text-slate-900">{entry.descricao}</p>
                <EntryDetails entry={entry} />
              </li>
            ))}
          </ul>

          {meta && meta.totalPaginas > 1 && (
            <nav aria-label="Paginação dos logs" className="flex flex-wrap items-center justify-between gap-3">
              <button type="button" className={buttonSecondary} disabled={meta.pagina <= 1} onClick={() => navigate({ ...filters, pagina: meta.pagina - 1 })}>
                Anterior
              </button>
              <p className="text-sm text-slate-600">
                Página {meta.pagina} de {meta.totalPaginas}
              </p>
              <button type="button" className={buttonSecondary} disabled={meta.pagina >= meta.totalPaginas} onClick={() => navigate({ ...filters, pagina: meta.pagina + 1 })}>
                Próxima
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
