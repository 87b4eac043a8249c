'use client';

import { useState } from 'react';
import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import type { AdminCoverage, AdminCoverageEntry, CoverageAction, CoverageState } from '@/lib/schemas/live-coverage';
import { Composer, EntryRow } from './coverage-entries';

/** How often the screen reads the entries again: several editors may write the same coverage. */
const REFRESH_MS = 15_000;

type Phase = 'nao-iniciada' | 'ao-vivo' | 'encerrada';

function phaseOf(cobertura: CoverageState): Phase {
  if (!cobertura.inicio) return 'nao-iniciada';
  return cobertura.fim ? 'encerrada' : 'ao-vivo';
}

const PHASE_BADGES: Record<Phase, { label: string; className: string }> = {
  'nao-iniciada': { label: 'Não iniciada', className: 'bg-slate-100 text-slate-700' },
  'ao-vivo': { label: 'Ao vivo', className: 'bg-red-600 text-white' },
  encerrada: { label: 'Encerrada', className: 'bg-slate-200 text-slate-800' },
};

function Message({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center" role="alert">
      <p className="text-lg font-bold text-ink">{title}</p>
      {children}
      <Link href="/admin/postagens" className={buttonStyles.secondary}>
        Voltar às postagens
      </Link>
    </div>
  );
}

/**
 * /admin/postagens/[id]/cobertura: a post's live coverage without its whole
 * form. Start, end or reopen it; write entries (text, images from the media library, embeds) that
 * reach readers' open pages within seconds; pin one on top; correct or delete them.
 */
export function CoverageScreen({ id }: { id: number }) {
  const toast = useToast();
  const path = `/postagens/${id}/atualizacoes`;
  const { data, error, mutate } = useAdminSWR<AdminCoverage>(path, { refreshInterval: REFRESH_MS });
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [changing, setChanging] = useState(false);
  const [toDelete, setToDelete] = useState<AdminCoverageEntry | null>(null);
  const [deleting, setDeleting] = useState(false);

  if (error && !data) {
    if (error.status === 404) return <Message title="Postagem não encontrada." />;
    if (error.status === 403) return <Message title="Você não tem permissão para editar esta postagem." />;
    return (
      <Message title="Não foi possível carregar a cobertura.">
        <p className="text-sm text-muted">{error.message}</p>
        <button type="button" className={buttonStyles.primary} onClick={() => void mutate()}>
          Tentar novamente
        </button>
      </Message>
    );
  }
  if (!data) {
    return (
      <p className="px-4 py-16 text-center text-sm text-muted" role="status">
        Carregando cobertura…
      </p>
    );
  }

  const phase = phaseOf(data.cobertura);
  const badge = PHASE_BADGES[phase];

  const changeState = async (acao: CoverageAction) => {
    setChanging(true);
    try {
      await adminFetch(`/postagens/${id}/cobertura`, { method: 'POST', json: { acao } });
      toast({ type: 'success', title: acao === 'encerrar' ? 'Cobertura encerrada.' : phase === 'encerrada' ? 'Cobertura reaberta.' : 'Cobertura iniciada.' });
      setConfirmEnd(false);
      await mutate();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível mudar a cobertura.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setChanging(false);
    }
  };

  const deleteEntry = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`${path}/${toDelete.id}`, { method: 'DELETE' });
      toast({ type: 'success', title: 'Atualização excluída.' });
      setToDelete(null);
      await mutate();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível excluir a atualização.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div className="flex flex-col gap-3">
        <Link href="/admin/postagens" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline">
          <ChevronLeftIcon className="h-4 w-4" />
          Postagens
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-black text-ink">Cobertura ao vivo</h1>
          <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold uppercase', badge.className)} data-testid="estado-cobertura">
            {badge.label}
          </span>
        </div>
        <p className="text-base font-semibold text-slate-700">{data.postagem.titulo}</p>
        <div className="flex flex-wrap items-center gap-2">
          {phase === 'ao-vivo' ? (
            <button type="button" className={buttonStyles.danger} disabled={changing} onClick={() => setConfirmEnd(true)}>
              Encerrar cobertura
            </button>
          ) : (
            <button type="button" className={buttonStyles.primary} disabled={changing} onClick={() => void changeState('iniciar')}>
              {phase === 'encerrada' ? 'Reabrir cobertura' : 'Iniciar cobertura'}
            </button>
          )}
          {data.postagem.status === 'publicado' && (
            <a href={data.postagem.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
              Ver no site
            </a>
          )}
          <Link href={`/admin/postagens/${id}/editar`} className={buttonStyles.ghost}>
            Editar postagem
          </Link>
        </div>
        {data.postagem.status !== 'publicado' && (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            A postagem ainda não está publicada: os leitores verão a cobertura quando ela for publicada.
          </p>
        )}
        {phase === 'encerrada' && data.cobertura.fim && (
          <p className="text-sm text-muted">Encerrada em {formatDateTime(data.cobertura.fim)}. Reabra a cobertura para publicar novas atualizações.</p>
        )}
        {phase === 'nao-iniciada' && <p className="text-sm text-muted">Inicie a cobertura para publicar atualizações. A página da postagem passa a mostrar “AO VIVO”.</p>}
      </div>

      {phase === 'ao-vivo' && <Composer postId={id} onSent={() => mutate()} />}

      <section aria-labelledby="atualizacoes-publicadas" className="flex flex-col gap-3">
        <h2 id="atualizacoes-publicadas" className="text-sm font-black uppercase tracking-wide text-slate-600">
          Atualizações publicadas ({data.atualizacoes.length})
        </h2>
        {data.atualizacoes.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma atualização ainda.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {data.atualizacoes.map((entry) => (
              <EntryRow key={`${entry.id}:${entry.atualizadoEm}`} postId={id} entry={entry} onChanged={() => mutate()} onDelete={setToDelete} />
            ))}
          </ol>
        )}
      </section>

      <Dialog
        open={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        title="Encerrar a cobertura?"
        description="A página passa a mostrar “Encerrada” e não recebe novas atualizações. Você pode reabri-la depois."
        busy={changing}
        size="sm"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setConfirmEnd(false)} disabled={changing}>
              Cancelar
            </button>
            <button type="button" className={buttonStyles.danger} onClick={() => void changeState('encerrar')} disabled={changing}>
              {changing ? 'Encerrando…' : 'Encerrar cobertura'}
            </button>
          </>
        }
      >
        {null}
      </Dialog>

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Excluir esta atualização?"
        description="Ela sai da página da cobertura. Esta ação não pode ser desfeita."
        busy={deleting}
        size="sm"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setToDelete(null)} disabled={deleting}>
              Cancelar
            </button>
            <button type="button" className={buttonStyles.danger} onClick={() => void deleteEntry()} disabled={deleting}>
              {deleting ? 'Excluindo…' : 'Excluir'}
            </button>
          </>
        }
      >
        {null}
      </Dialog>
    </div>
  );
}
