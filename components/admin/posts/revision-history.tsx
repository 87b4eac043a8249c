'use client';

import { useMemo, useState } from 'react';
import clsx from 'clsx';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast-provider';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { normalizeEditorHtml, type PostFormValues } from '@/lib/domain/post-form';
import { compareTexts } from '@/lib/domain/text-diff';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { PostRevisionDetail, PostRevisionSummary, PostSnapshot } from '@/lib/schemas/post-revisions';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { RevisionDiff } from './revision-diff';
import { StatusBadge } from './status-badge';

export type RevisionHistoryProps = {
  open: boolean;
  onClose: () => void;
  postId: number;
  /** The saved version the form stands on: a restore is made over it (409 when someone saved since). */
  versao: number | null;
  /** The form as it is now: what each version is compared with. */
  values: PostFormValues;
  /** The form has unsaved changes, which a restore replaces. */
  dirty: boolean;
  categories: CategoryOption[];
  /** The restore was saved: the form loads the post again. */
  onRestored: (result: AdminPostDetail) => void;
};

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** Besides the text, what a restore of this version would also change in the form. */
function otherDifferences(dados: PostSnapshot, values: PostFormValues, categories: CategoryOption[]): string[] {
  const names: string[] = [];
  if (String(dados.categoriaId ?? '') !== values.categoriaId) {
    const name = categories.find((category) => category.id === dados.categoriaId)?.nome;
    names.push(name ? `categoria (${name})` : 'categoria');
  }
  if ((dados.imagemDestaque ?? null) !== (values.imagemDestaque || null)) names.push('imagem destacada');
  if ((dados.legenda ?? '') !== values.legenda.trim()) names.push('legenda da imagem');
  if (!sameList((dados.galeria ?? []).map((item) => [item.url, item.legenda]), values.galeria.map((item) => [item.url, item.legenda.trim()]))) names.push('galeria');
  if (!sameList(dados.tags ?? [], values.tags)) names.push('tags');
  if (String(dados.membroEquipeId ?? '') !== values.membroEquipeId) names.push('membro da equipe');
  return names;
}

function authorName(revision: PostRevisionSummary): string {
  return revision.autor?.nome || 'Sistema';
}

/**
 * "Histórico" of the post form: every saved version, newest first; the chosen
 * one's title, summary and text against the form's, word by word; and "Restaurar esta versão",
 * which saves that content as a new version (the current one stays in the history).
 */
export function RevisionHistory({ open, onClose, postId, versao, values, dirty, categories, onRestored }: RevisionHistoryProps) {
  const toast = useToast();
  const list = useAdminSWR<PostRevisionSummary[]>(open ? `/postagens/${postId}/revisoes` : null);
  const [chosen, setChosen] = useState<number | null>(null);
  const revisions = useMemo(() => list.data ?? [], [list.data]);
  // At first the version before the current one: going back is what the history is opened for.
  const selectedId = chosen ?? revisions[Math.min(1, revisions.length - 1)]?.id ?? null;
  const detail = useAdminSWR<PostRevisionDetail>(open && selectedId !== null ? `/postagens/${postId}/revisoes/${selectedId}` : null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  const revision = detail.data && detail.data.id === selectedId ? detail.data : null;
  const diff = useMemo(
    () =>
      revision
        ? compareTexts(
            { titulo: revision.dados.titulo ?? '', resumo: revision.dados.resumo ?? '', conteudo: revision.dados.conteudo ?? '' },
            { titulo: values.titulo.trim(), resumo: values.resumo.trim(), conteudo: normalizeEditorHtml(values.conteudo) },
          )
        : null,
    [revision, values.titulo, values.resumo, values.conteudo],
  );
  const others = revision ? otherDifferences(revision.dados, values, categories) : [];

  const close = () => {
    setChosen(null);
    setConfirming(false);
    setRestoreError(null);
    onClose();
  };

  const restore = async () => {
    if (!revision || versao === null) return;
    setRestoring(true);
    setRestoreError(null);
    try {
      const result = await adminFetch<AdminPostDetail>(`/postagens/${postId}/revisoes/${revision.id}/restaurar`, { method: 'POST', json: { versao } });
      toast({ type: 'success', title: 'Versão restaurada.', message: `A versão de ${formatDateTime(revision.criadoEm)} foi salva como a versão atual.` });
      setConfirming(false);
      onRestored(result);
    } catch (failure) {
      setRestoreError(failure instanceof Error ? failure.message : 'Não foi possível restaurar a versão. Tente novamente.');
    } finally {
      setRestoring(false);
    }
  };

  let body: React.ReactNode;
  if (list.error && !list.data) {
    body =
      list.error instanceof AdminApiError && (list.error.status === 404 || list.error.status === 405) ? (
        <p className="text-sm text-slate-700">O histórico de versões não está disponível neste servidor.</p>
      ) : (
        <div className="flex flex-col items-start gap-2 text-sm" role="alert">
          <p>Não foi possível carregar o histórico. {list.error.message}</p>
          <button type="button" className={buttonStyles.secondary} onClick={() => void list.mutate()}>
            Tentar novamente
          </button>
        </div>
      );
  } else if (!list.data) {
    body = (
      <p className="text-sm text-slate-600" role="status">
        Carregando histórico…
      </p>
    );
  } else if (revisions.length === 0) {
    body = <p className="text-sm text-slate-700">Nenhuma versão salva ainda. Cada vez que a postagem for salva, uma versão aparecerá aqui.</p>;
  } else {
    body = (
      <div className="grid gap-4 md:grid-cols-[17rem_minmax(0,1fr)]">
        <ol className="flex max-h-52 flex-col gap-1 overflow-y-auto md:max-h-[60dvh]" aria-label="Versões salvas">
          {revisions.map((item) => {
            const selected = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setChosen(item.id)}
                  className={clsx(
                    'flex w-full flex-col items-start gap-1 rounded-md border px-3 py-2 text-left text-sm',
                    selected ? 'border-brand-500 bg-brand-50 ring-1 ring-brand-500' : 'border-slate-200 bg-white hover:bg-slate-50',
                  )}
                >
                  <span className="font-bold text-ink">{formatDateTime(item.criadoEm)}</span>
                  <span className="text-slate-700">{authorName(item)}</span>
                  <span className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={item.status} />
                    <span className="text-xs text-slate-600">Versão {item.versao}</span>
                    {item.versao === versao && <span className="text-xs font-bold text-slate-700">(atual)</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <div className="min-w-0">
          {detail.error && !revision ? (
            <p className="text-sm text-red-800" role="alert">
              {detail.error.message}
            </p>
          ) : !revision || !diff ? (
            <p className="text-sm text-slate-600" role="status">
              Carregando versão…
            </p>
          ) : (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-slate-700">
                Versão {revision.versao}, salva por <strong>{authorName(revision)}</strong> em {formatDateTime(revision.criadoEm)}, comparada com o formulário.
              </p>
              <RevisionDiff diff={diff} />
              {others.length > 0 && <p className="text-sm text-slate-700">Também diferem nesta versão: {others.join(', ')}.</p>}
            </div>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <Dialog
        open={open}
        onClose={close}
        title="Histórico"
        description="Versões salvas desta postagem, da mais recente para a mais antiga."
        size="xl"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={close}>
              Fechar
            </button>
            <button type="button" className={buttonStyles.primary} disabled={!revision || versao === null} onClick={() => setConfirming(true)}>
              Restaurar esta versão
            </button>
          </>
        }
      >
        {body}
      </Dialog>
      <ConfirmDialog
        open={confirming && revision !== null}
        title="Restaurar esta versão?"
        message={
          <div className="flex flex-col gap-2">
            <p>
              O título, o resumo, o texto, a categoria, as imagens, as tags e o membro da equipe desta versão voltam para a postagem e são salvos como uma nova versão. A
              versão atual continua no histórico. O endereço, o status e a data de publicação não mudam.
            </p>
            {dirty && <p className="font-bold">As alterações ainda não salvas do formulário serão descartadas.</p>}
          </div>
        }
        confirmLabel="Restaurar esta versão"
        busyLabel="Restaurando…"
        busy={restoring}
        error={restoreError}
        onConfirm={() => void restore()}
        onCancel={() => {
          setConfirming(false);
          setRestoreError(null);
        }}
      />
    </>
  );
}
