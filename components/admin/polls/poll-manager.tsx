'use client';

import { useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { formatNumber } from '@/lib/domain/numbers';
import { hasRole } from '@/lib/domain/roles';
import { parseId } from '@/lib/domain/ids';
import type { AdminPollDetail, AdminPollList, AdminPollSummary } from '@/lib/schemas/polls';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { windowText } from '@/components/admin/banners/window-text';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { PollForm } from './poll-form';
import { PollResults } from './poll-results';
import { PollStatusBadge } from './poll-status';

const WRITERS = ['admin', 'editor'] as const;
const PAGE_SIZE = 20;

function votesLabel(votos: number): string {
  return `${formatNumber(votos)} ${votos === 1 ? 'voto' : 'votos'}`;
}

type PollRef = Pick<AdminPollSummary, 'id' | 'pergunta' | 'totalVotos' | 'encerradaEm' | 'status'>;
type Pending = { kind: 'encerrar' | 'reabrir' | 'excluir'; poll: PollRef };
type Editing = { mode: 'nova' } | { mode: 'editar'; id: number } | null;

/** A poll's detail that did not load, inside a dialog: the reason and 'Tentar novamente'. */
function DetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="text-sm text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={clsx(buttonSecondary, 'mt-3')}>
        Tentar novamente
      </button>
    </div>
  );
}

/** Loads a poll's detail (options with their ids and votes) before the edit form opens. */
function PollEditor({ id, onSaved, onCancel, onBusyChange }: { id: number; onSaved: () => void; onCancel: () => void; onBusyChange: (busy: boolean) => void }) {
  const { data, error, mutate } = useAdminSWR<AdminPollDetail>(`/enquetes/${id}`, { revalidateOnFocus: false });
  if (error && !data) return <DetailError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <p className="py-6 text-center text-sm text-slate-600">Carregando enquete...</p>;
  return <PollForm poll={data} onSaved={onSaved} onCancel={onCancel} onBusyChange={onBusyChange} />;
}

/** The results dialog's body: the detail of the poll named by ?id=. */
function ResultsBody({ id }: { id: number }) {
  const { data, error, mutate } = useAdminSWR<AdminPollDetail>(`/enquetes/${id}`);
  if (error && !data) return <DetailError message={error.message} onRetry={() => void mutate()} />;
  if (!data) return <p className="py-6 text-center text-sm text-slate-600">Carregando resultado...</p>;
  return <PollResults poll={data} />;
}

/**
 * /admin/enquetes: polls newest first with status and totals for every staff member; admins and
 * editors create, edit, close/reopen and delete. The results of one poll open in a dialog
 * addressed by ?id= (the screen has no sub-paths), so a link to them can be shared.
 */
export function PollManager() {
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const selectedId = parseId(searchParams.get('id'));
  const [pagina, setPagina] = useState(1);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminPollList>(`/enquetes?pagina=${pagina}&limite=${PAGE_SIZE}`);
  const selected = useAdminSWR<AdminPollDetail>(selectedId ? `/enquetes/${selectedId}` : null);
  const polls = data?.dados ?? [];
  const meta = data?.meta;

  const openResults = (id: number) => router.push(`${pathname}?id=${id}`, { scroll: false });
  const closeResults = () => router.replace(pathname, { scroll: false });
  const refresh = () => {
    void mutate();
    if (selectedId) void selected.mutate();
  };
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<NonNullable<Editing>>(() => refresh());

  const confirmation = useConfirmedAction<Pending>({
    run: ({ kind, poll }) =>
      kind === 'excluir' ? adminFetch(`/enquetes/${poll.id}`, { method: 'DELETE' }) : adminFetch(`/enquetes/${poll.id}/${kind}`, { method: 'POST' }),
    done: ({ kind, poll }) => ({
      title: kind === 'excluir' ? 'Enquete excluída.' : kind === 'encerrar' ? 'Enquete encerrada.' : 'Enquete reaberta.',
      message: poll.pergunta,
    }),
    failed: ({ kind }) => (kind === 'excluir' ? 'A enquete não foi excluída.' : 'A enquete não foi alterada.'),
    fallback: 'Não foi possível concluir a operação.',
    after: ({ kind, poll }) => {
      if (kind === 'excluir' && selectedId === poll.id) closeResults();
      refresh();
    },
  });
  const pending = confirmation.target;
  const ask = (kind: Pending['kind'], poll: PollRef) => confirmation.ask({ kind, poll });

  // A poll past its end date is already closed: there is nothing to close, and reopening means editing the dates.
  const closeOrReopen = (poll: PollRef, compact = true) =>
    !poll.encerradaEm && poll.status === 'encerrada' ? null : poll.encerradaEm ? (
      <button type="button" onClick={() => ask('reabrir', poll)} className={clsx(buttonSecondary, compact && 'px-2.5 py-1.5')}>
        Reabrir<span className="sr-only"> {poll.pergunta}</span>
      </button>
    ) : (
      <button type="button" onClick={() => ask('encerrar', poll)} className={clsx(buttonSecondary, compact && 'px-2.5 py-1.5')}>
        Encerrar enquete<span className="sr-only"> {poll.pergunta}</span>
      </button>
    );

  const pendingTexts = pending && {
    encerrar: {
      title: 'Encerrar enquete?',
      body: (
        <p>
          A enquete <strong>{pending.poll.pergunta}</strong> sai do site e deixa de receber votos. O resultado ({votesLabel(pending.poll.totalVotos)}) continua
          guardado e ela pode ser reaberta depois.
        </p>
      ),
      confirm: 'Encerrar enquete',
      busy: 'Encerrando...',
    },
    reabrir: {
      title: 'Reabrir enquete?',
      body: (
        <p>
          A enquete <strong>{pending.poll.pergunta}</strong> volta a receber votos e a aparecer no site, se estiver ativa e dentro do período de votação.
        </p>
      ),
      confirm: 'Reabrir enquete',
      busy: 'Reabrindo...',
    },
    excluir: {
      title: 'Excluir enquete?',
      body: (
        <p>
          A enquete <strong>{pending.poll.pergunta}</strong> será excluída com suas opções e{' '}
          <strong>{pending.poll.totalVotos === 0 ? 'nenhum voto' : `${votesLabel(pending.poll.totalVotos)} serão perdidos`}</strong>
          {pending.poll.totalVotos === 0 ? ' registrado' : ''}. Esta ação não pode ser desfeita.
        </p>
      ),
      confirm: 'Excluir enquete',
      busy: 'Excluindo...',
    },
  }[pending.kind];

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Enquetes</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {canWrite
              ? 'A página inicial mostra a enquete aberta mais recente. Cada aparelho vota uma vez por enquete.'
              : 'Você pode consultar as enquetes e seus resultados. Apenas administradores e editores podem alterá-las.'}
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'nova' })} className={buttonPrimary}>
            Nova enquete
          </button>
        )}
      </header>

      {error && !data ? (
        <LoadError title="Não foi possível carregar as enquetes." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote>Carregando enquetes...</LoadingNote>
      ) : polls.length === 0 ? (
        <EmptyNote>Nenhuma enquete cadastrada.</EmptyNote>
      ) : (
        <ul className="space-y-3" aria-label="Enquetes">
          {polls.map((poll) => (
            <li key={poll.id} data-testid="enquete-linha" data-enquete-id={poll.id} className={clsx(cardClass, 'flex flex-col gap-3 p-4 lg:flex-row lg:items-center')}>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <PollStatusBadge status={poll.status} />
                  <span className="text-xs text-slate-500">{windowText(poll)}</span>
                </div>
                <h2 className="mt-1 break-words font-semibold text-slate-900">{poll.pergunta}</h2>
                <p className="mt-0.5 text-sm text-slate-600">
                  <span className="font-semibold tabular-nums text-slate-800">{votesLabel(poll.totalVotos)}</span> · {poll.totalOpcoes}{' '}
                  {poll.totalOpcoes === 1 ? 'opção' : 'opções'}
                  {poll.multipla && ' · múltipla escolha'}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 lg:justify-end">
                <button type="button" onClick={() => openResults(poll.id)} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                  Resultados<span className="sr-only"> de {poll.pergunta}</span>
                </button>
                {canWrite && (
                  <>
                    <button type="button" onClick={() => setEditing({ mode: 'editar', id: poll.id })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                      Editar<span className="sr-only"> {poll.pergunta}</span>
                    </button>
                    {closeOrReopen(poll)}
                    <button type="button" onClick={() => ask('excluir', poll)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                      Excluir<span className="sr-only"> {poll.pergunta}</span>
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {meta && meta.totalPaginas > 1 && (
        <nav aria-label="Paginação das enquetes" className="flex items-center justify-between gap-3 text-sm">
          <button type="button" onClick={() => setPagina((p) => Math.max(1, p - 1))} disabled={pagina <= 1} className={buttonSecondary}>
            Anterior
          </button>
          <span className="text-slate-600">
            Página {meta.pagina} de {meta.totalPaginas}
          </span>
          <button type="button" onClick={() => setPagina((p) => p + 1)} disabled={pagina >= meta.totalPaginas} className={buttonSecondary}>
            Próxima
          </button>
        </nav>
      )}

      <Dialog
        open={selectedId !== null}
        onClose={closeResults}
        size="md"
        title="Resultado da enquete"
        description={selected.data?.pergunta}
        footer={
          selected.data && canWrite ? (
            <>
              <button type="button" onClick={() => setEditing({ mode: 'editar', id: selected.data!.id })} className={buttonSecondary}>
                Editar
              </button>
              {closeOrReopen(selected.data, false)}
            </>
          ) : undefined
        }
      >
        {selectedId !== null && <ResultsBody id={selectedId} />}
      </Dialog>

      <Dialog {...dialogProps} size="lg" title={editing?.mode === 'editar' ? 'Editar enquete' : 'Nova enquete'}>
        {editing?.mode === 'nova' && (
          <PollForm
            poll={null}
            {...formProps}
          />
        )}
        {editing?.mode === 'editar' && (
          <PollEditor
            key={editing.id}
            id={editing.id}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...confirmation.dialog}
        title={pendingTexts?.title ?? ''}
        message={pendingTexts?.body}
        confirmLabel={pendingTexts?.confirm ?? ''}
        busyLabel={pendingTexts?.busy}
      />
    </div>
  );
}
