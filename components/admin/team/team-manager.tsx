'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { moveInOrder } from '@/lib/domain/banner';
import { hasRole } from '@/lib/domain/roles';
import { TEAM_SOCIAL_KEYS, TEAM_SOCIAL_LABELS } from '@/lib/schemas/team';
import { useToast } from '@/components/ui/toast-provider';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { TeamAvatar } from './team-avatar';
import type { AdminTeamMember } from '@/lib/schemas/team';
import { TeamForm } from './team-form';

const WRITERS = ['admin', 'editor'] as const;

type Editing = { mode: 'novo' } | { mode: 'editar'; member: AdminTeamMember } | null;
type Direction = 'subir' | 'descer';

/** 'Os 3 posts assinados…': what a delete does to the posts that carry the member's byline. */
export function bylineLossText(total: number): string {
  if (total === 0) return 'Nenhuma postagem está assinada por este membro.';
  if (total === 1) return '1 postagem assinada por este membro continuará publicada, mas perderá a assinatura de colunista.';
  return `${total.toLocaleString('pt-BR')} postagens assinadas por este membro continuarão publicadas, mas perderão a assinatura de colunista.`;
}

/** The list with one item moved one place up or down; the same list when it cannot move. */
export function moveMember(ids: readonly number[], id: number, direction: Direction): number[] {
  return moveInOrder(ids, ids.indexOf(id), direction === 'subir' ? -1 : 1);
}

/** /admin/equipe: the members of /equipe and the columnists' sidebar; any staff member reads, admins and editors change. */
export function TeamManager() {
  const toast = useToast();
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminTeamMember[]>('/equipe');
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<NonNullable<Editing>>(() => void mutate());
  const [ordering, setOrdering] = useState(false);
  const [status, setStatus] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const members = data ?? [];

  // After a move the keyboard stays on the member just moved: focused once the list has re-rendered
  // with its arrows enabled again (during the save they are disabled, and a disabled button takes
  // no focus).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const key = pendingFocus.current;
    if (ordering || key === null) return;
    pendingFocus.current = null;
    const button = moveButtons.current.get(key);
    // At the top or bottom now, the pressed arrow is disabled: the other one keeps the keyboard in place.
    const other = moveButtons.current.get(key.replace(/subir|descer/, (d) => (d === 'subir' ? 'descer' : 'subir')));
    (button && !button.disabled ? button : other)?.focus();
  }, [ordering, data]);

  const move = async (member: AdminTeamMember, direction: Direction) => {
    const ids = members.map((m) => m.id);
    const next = moveMember(ids, member.id, direction);
    if (next.every((id, i) => id === ids[i])) return;
    setOrdering(true);
    const byId = new Map(members.map((m) => [m.id, m]));
    const optimistic = next.map((id, i) => ({ ...byId.get(id)!, ordem: i + 1 }));
    try {
      await mutate(adminFetch<AdminTeamMember[]>('/equipe/ordem', { method: 'PUT', json: { ids: next } }), {
        optimisticData: optimistic,
        rollbackOnError: true,
        revalidate: false,
      });
      const position = next.indexOf(member.id) + 1;
      setStatus(`${member.nome} agora está na posição ${position} de ${next.length}.`);
      pendingFocus.current = `${member.id}-${direction}`;
    } catch (caught) {
      const message = apiErrorMessage(caught, 'Não foi possível mudar a ordem.');
      toast({ type: 'error', title: 'A ordem não foi salva.', message });
      void mutate();
    } finally {
      setOrdering(false);
    }
  };

  const remove = useConfirmedAction<AdminTeamMember>({
    run: (member) => adminFetch(`/equipe/${member.id}`, { method: 'DELETE' }),
    done: (member) => ({ title: 'Membro excluído da equipe.', message: member.nome }),
    failed: () => 'O membro não foi excluído.',
    fallback: 'Não foi possível excluir o membro.',
    after: () => void mutate(),
  });
  const deleting = remove.target;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Equipe</h1>
          <p className="mt-1 text-sm text-slate-600">
            {canWrite
              ? 'Quem aparece na página Equipe e na lateral de colunistas, nesta ordem. Inativos ficam ocultos no site.'
              : 'Você pode consultar a equipe. Apenas administradores e editores podem alterá-la.'}
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary}>
            Novo membro
          </button>
        )}
      </header>

      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      {error && !data ? (
        <LoadError title="Não foi possível carregar a equipe." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando equipe...</LoadingNote>
      ) : members.length === 0 ? (
        <div className={clsx(cardClass, 'p-8 text-center text-sm text-slate-600')}>
          <p>Nenhum membro cadastrado.</p>
          {canWrite && <p className="mt-1">Use “Novo membro” para apresentar locutores, repórteres e colunistas.</p>}
        </div>
      ) : (
        <ol className="space-y-3" aria-label="Membros da equipe, na ordem do site">
          {members.map((member, index) => {
            const redes = TEAM_SOCIAL_KEYS.filter((key) => member.redes[key]);
            return (
              <li key={member.id} data-testid="membro-linha" className={clsx(cardClass, 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center', !member.ativo && 'bg-slate-50')}>
                <div className="flex min-w-0 flex-1 items-center gap-4">
                  <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-500" aria-hidden>
                    {index + 1}
                  </span>
                  <TeamAvatar nome={member.nome} avatar={member.avatar} className={clsx(!member.ativo && 'opacity-60 grayscale')} />
                  <div className="min-w-0">
                    <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                      <span className="truncate">{member.nome}</span>
                      {!member.ativo && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Inativo</span>}
                    </h2>
                    <p className="truncate text-sm text-slate-600">{member.cargo}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {member._count.postagens === 1 ? '1 postagem assinada' : `${member._count.postagens.toLocaleString('pt-BR')} postagens assinadas`}
                      {redes.length > 0 && ` · ${redes.map((key) => TEAM_SOCIAL_LABELS[key]).join(', ')}`}
                    </p>
                  </div>
                </div>
                {canWrite && (
                  <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
                    <div className="flex gap-1" role="group" aria-label={`Ordem de ${member.nome}`}>
                      <button
                        ref={(element) => {
                          moveButtons.current.set(`${member.id}-subir`, element);
                        }}
                        type="button"
                        disabled={ordering || index === 0}
                        onClick={() => void move(member, 'subir')}
                        className={clsx(buttonSecondary, 'px-2.5 py-1.5')}
                        aria-label={`Mover ${member.nome} para cima`}
                        title="Mover para cima"
                      >
                        <span aria-hidden>↑</span>
                      </button>
                      <button
                        ref={(element) => {
                          moveButtons.current.set(`${member.id}-descer`, element);
                        }}
                        type="button"
                        disabled={ordering || index === members.length - 1}
                        onClick={() => void move(member, 'descer')}
                        className={clsx(buttonSecondary, 'px-2.5 py-1.5')}
                        aria-label={`Mover ${member.nome} para baixo`}
                        title="Mover para baixo"
                      >
                        <span aria-hidden>↓</span>
                      </button>
                    </div>
                    <button type="button" onClick={() => setEditing({ mode: 'editar', member })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                      Editar<span className="sr-only"> {member.nome}</span>
                    </button>
                    <button type="button" onClick={() => remove.ask(member)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                      Excluir<span className="sr-only"> {member.nome}</span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}

      <Dialog
        {...dialogProps}
        size="lg"
        title={editing?.mode === 'editar' ? 'Editar membro da equipe' : 'Novo membro da equipe'}
      >
        {editing && (
          <TeamForm
            key={editing.mode === 'editar' ? editing.member.id : 'novo'}
            member={editing.mode === 'editar' ? editing.member : null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir membro da equipe?"
        message={
          deleting && (
            <>
              <p>
                <strong>{deleting.nome}</strong> ({deleting.cargo}) sairá da página Equipe. Esta ação não pode ser desfeita.
              </p>
              <p className="mt-2" data-testid="aviso-assinaturas">
                {bylineLossText(deleting._count.postagens)}
              </p>
              {deleting.ativo && <p className="mt-2 text-slate-600">Para apenas ocultar do site, edite e desmarque “Ativo”.</p>}
            </>
          )
        }
        confirmLabel="Excluir membro"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
