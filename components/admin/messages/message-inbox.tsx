'use client';

import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime, formatRelativeDate } from '@/lib/domain/dates';
import { MESSAGE_FILTERS, MESSAGE_FILTER_LABELS, type ContactMessage, type ContactMessagePage } from '@/lib/schemas/contact-messages';
import { useToast } from '@/components/ui/toast-provider';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass, inputClass } from '@/components/admin/media/styles';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { SEARCH_DELAY_MS } from '@/lib/hooks/use-list-search';
import { MessageDetails } from './message-details';
import { parseInboxState, replyHref, stateToApiPath, stateToSearch, type InboxState } from './message-inbox-query';

function unreadText(total: number): string {
  if (total === 0) return 'Nenhuma mensagem não lida.';
  return total === 1 ? '1 mensagem não lida.' : `${total.toLocaleString('pt-BR')} mensagens não lidas.`;
}

/** /admin/mensagens: the messages sent from /contato (admins and editors). */
export function MessageInbox() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const toast = useToast();
  const state = parseInboxState(searchParams);
  const searchId = useId();
  const [busca, setBusca] = useState(state.busca);
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [toggling, setToggling] = useState(false);

  const { data, error, isLoading, mutate } = useAdminSWR<ContactMessagePage>(stateToApiPath(state), { keepPreviousData: true });
  const messages = data?.dados ?? [];
  const meta = data?.meta;
  // A change moves a message between 'Todas', 'Não lidas' and 'Lidas': every cached page is refreshed, not just this one.
  const { mutate: mutateAll } = useSWRConfig();
  const refreshAll = () => void mutateAll((key) => typeof key === 'string' && key.startsWith('/mensagens'));

  const navigate = (next: Partial<InboxState>) => {
    const current = parseInboxState(new URLSearchParams(window.location.search));
    router.replace(`${pathname}${stateToSearch({ ...current, pagina: 1, ...next })}`, { scroll: false });
  };

  // Back/forward change the URL: the box follows it.
  const [seenBusca, setSeenBusca] = useState(state.busca);
  if (seenBusca !== state.busca) {
    setSeenBusca(state.busca);
    setBusca(state.busca);
  }
  useEffect(() => {
    if (busca.trim() === state.busca.trim()) return;
    const timer = window.setTimeout(() => navigate({ busca }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // navigate reads the current URL; the timer restarts only when the typed text changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busca, state.busca]);

  const setRead = async (message: ContactMessage, lida: boolean): Promise<boolean> => {
    try {
      const saved = await adminFetch<ContactMessage>(`/mensagens/${message.id}`, { method: 'PATCH', json: { lida } });
      setOpen((current) => (current && current.id === saved.id ? saved : current));
      refreshAll();
      return true;
    } catch (caught) {
      const text = apiErrorMessage(caught, 'Não foi possível atualizar a mensagem.');
      toast({ type: 'error', title: 'A mensagem não foi atualizada.', message: text });
      return false;
    }
  };

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    // Opening it is reading it.
    if (!message.lida) void setRead(message, true);
  };

  const markUnread = async () => {
    if (!open) return;
    setToggling(true);
    const ok = await setRead(open, false);
    setToggling(false);
    if (ok) {
      toast({ type: 'success', title: 'Mensagem marcada como não lida.', message: open.nome });
      setOpen(null);
    }
  };

  const remove = useConfirmedAction<ContactMessage>({
    run: (message) => adminFetch(`/mensagens/${message.id}`, { method: 'DELETE' }),
    done: (message) => ({ title: 'Mensagem excluída.', message: `De ${message.nome}` }),
    failed: () => 'A mensagem não foi excluída.',
    fallback: 'Não foi possível excluir a mensagem.',
    after: () => {
      setOpen(null);
      if (data && data.dados.length === 1 && state.pagina > 1) navigate({ pagina: state.pagina - 1 });
      refreshAll();
    },
  });
  const toDelete = remove.target;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Mensagens</h1>
        <p className="mt-1 text-sm text-slate-600">
          Recebidas pelo formulário de contato do site. {meta ? <strong className="font-semibold text-slate-800">{unreadText(meta.naoLidas)}</strong> : null}
        </p>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div role="group" aria-label="Mostrar" className="inline-flex w-full rounded-md border border-slate-300 bg-white p-0.5 sm:w-auto">
          {MESSAGE_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={state.lida === filter}
              onClick={() => navigate({ lida: filter })}
              className={clsx(
                'flex-1 rounded px-3 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 sm:flex-none',
                state.lida === filter ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {MESSAGE_FILTER_LABELS[filter]}
              {filter === 'nao-lidas' && meta && meta.naoLidas > 0 ? ` (${meta.naoLidas})` : ''}
            </button>
          ))}
        </div>
        <div className="sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Buscar mensagens
          </label>
          <input
            id={searchId}
            type="search"
            value={busca}
            maxLength={200}
            placeholder="Buscar por nome, e-mail ou texto"
            onChange={(event) => setBusca(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>

      {error && !data ? (
        <LoadError title="Não foi possível carregar as mensagens." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando mensagens...</LoadingNote>
      ) : messages.length === 0 ? (
        <EmptyNote>
          {state.busca.trim()
            ? 'Nenhuma mensagem encontrada para esta busca.'
            : state.lida === 'nao-lidas'
              ? 'Nenhuma mensagem não lida. Tudo em dia!'
              : state.lida === 'lidas'
                ? 'Nenhuma mensagem lida.'
                : 'Nenhuma mensagem recebida ainda.'}
        </EmptyNote>
      ) : (
        <ul className={clsx(cardClass, 'divide-y divide-slate-100 overflow-hidden')} aria-label="Mensagens recebidas">
          {messages.map((message) => (
            <li key={message.id} data-testid="mensagem-linha" data-lida={message.lida ? 'sim' : 'nao'} className={clsx(!message.lida && 'bg-brand-50/40')}>
              <button
                type="button"
                onClick={() => openMessage(message)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2"
              >
                <span aria-hidden className={clsx('mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full', message.lida ? 'bg-transparent' : 'bg-brand-600')} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-3">
                    <span className={clsx('truncate text-sm', message.lida ? 'text-slate-700' : 'font-bold text-slate-900')}>{message.nome}</span>
                    <time dateTime={message.criadoEm} className={clsx('shrink-0 text-xs tabular-nums', message.lida ? 'text-slate-500' : 'font-semibold text-slate-800')}>
                      {formatRelativeDate(message.criadoEm)}
                    </time>
                  </span>
                  <span className={clsx('block truncate text-sm', message.lida ? 'text-slate-600' : 'font-semibold text-slate-900')}>{message.assunto || 'Sem assunto'}</span>
                  <span className="line-clamp-2 text-sm text-slate-500 sm:line-clamp-1">{message.mensagem}</span>
                  {!message.lida && <span className="sr-only">Não lida.</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      {meta && meta.totalPaginas > 1 && (
        <nav aria-label="Paginação das mensagens" className="flex flex-wrap items-center justify-between gap-3">
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

      <Dialog
        open={open !== null && toDelete === null}
        onClose={() => setOpen(null)}
        busy={toggling}
        size="lg"
        title={open?.assunto || 'Sem assunto'}
        description={open ? `Recebida em ${formatDateTime(open.criadoEm)}` : undefined}
        footer={
          open && (
            <>
              <button
                type="button"
                onClick={() => remove.ask(open)}
                className={clsx(buttonDangerOutline, 'sm:mr-auto')}
              >
                Excluir
              </button>
              <button type="button" onClick={() => void markUnread()} disabled={toggling || !open.lida} className={buttonSecondary}>
                {toggling ? 'Salvando...' : 'Marcar como não lida'}
              </button>
              <a href={replyHref(open)} className={buttonPrimary} data-autofocus>
                Responder por e-mail
              </a>
            </>
          )
        }
      >
        {open && <MessageDetails message={open} />}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir mensagem?"
        message={
          toDelete && (
            <p>
              A mensagem de <strong>{toDelete.nome}</strong>
              {toDelete.assunto ? <> (“{toDelete.assunto}”)</> : null} será excluída. Esta ação não pode ser desfeita.
            </p>
          )
        }
        confirmLabel="Excluir mensagem"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
