'use client';

import clsx from 'clsx';
import { useAdminSWR, adminFetch } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { imageVariantUrl } from '@/lib/domain/media';
import { hasRole } from '@/lib/domain/roles';
import { crossesMidnight, daysText, minuteText, timeRangeText, WEEK_ORDER, type ScheduleSlot } from '@/lib/domain/schedule';
import type { AdminProgramme } from '@/lib/schemas/programmes';
import type { AdminTeamMember } from '@/lib/schemas/team';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { ProgrammeForm } from './programme-form';

const WRITERS = ['admin', 'editor'] as const;

type Editing = { mode: 'novo' } | { mode: 'editar'; programme: AdminProgramme };

/** Position of a show's first day in a Monday-first week (a show every day counts as Monday). */
function firstDayPosition(dias: readonly number[]): number {
  const order: readonly number[] = WEEK_ORDER;
  const positions = dias.map((dia) => order.indexOf(dia)).filter((position) => position >= 0);
  return positions.length ? Math.min(...positions) : 7;
}

const firstSlot = (programme: Pick<AdminProgramme, 'horarios'>) => programme.horarios[0] ?? { dias: [], inicioMinuto: 0, fimMinuto: 0 };

/** The panel's order: by the first slot's start time, then its first day of the week (Monday first), then name; inactive ones last. */
export function sortProgrammes<T extends Pick<AdminProgramme, 'ativo' | 'horarios' | 'nome'>>(programmes: readonly T[]): T[] {
  return [...programmes].sort(
    (a, b) =>
      Number(b.ativo) - Number(a.ativo) ||
      firstSlot(a).inicioMinuto - firstSlot(b).inicioMinuto ||
      firstDayPosition(firstSlot(a).dias) - firstDayPosition(firstSlot(b).dias) ||
      a.nome.localeCompare(b.nome, 'pt-BR'),
  );
}

/** '15:00 – 18:00, seg a sex; 08:00 – 10:00, sáb': a show's slots inside a sentence. */
export function slotsSentence(horarios: readonly ScheduleSlot[]): string {
  return horarios.map((slot) => `${timeRangeText(slot)}, ${daysText(slot.dias).toLocaleLowerCase('pt-BR')}`).join('; ');
}

/** /admin/programacao: the shows of /programacao and of the player's subtitle; admins and editors change them. */
export function ProgrammeManager() {
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const { data, error, isLoading, mutate } = useAdminSWR<AdminProgramme[]>('/programas');
  // Presenters come from the whole team (inactive ones show only when already credited).
  const team = useAdminSWR<AdminTeamMember[]>(canWrite ? '/equipe' : null);
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<Editing>(() => void mutate());
  const programmes = sortProgrammes(data ?? []);

  const remove = useConfirmedAction<AdminProgramme>({
    run: (programme) => adminFetch(`/programas/${programme.id}`, { method: 'DELETE' }),
    done: (programme) => ({ title: 'Programa excluído da programação.', message: programme.nome }),
    failed: () => 'O programa não foi excluído.',
    fallback: 'Não foi possível excluir o programa.',
    after: () => void mutate(),
  });
  const deleting = remove.target;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Programação</h1>
          <p className="mt-1 text-sm text-slate-600">
            A grade da página Programação e do player, no horário de São Paulo. Um programa pode ter horários diferentes em dias diferentes; dois programas ativos não podem ocupar o mesmo horário.
            {' '}Sem nenhum programa ativo, o site usa a grade padrão da rádio.
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary} data-testid="novo-programa">
            Novo programa
          </button>
        )}
      </header>

      {error && !data ? (
        <LoadError title="Não foi possível carregar a programação." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote live>Carregando programação...</LoadingNote>
      ) : programmes.length === 0 ? (
        <div className={clsx(cardClass, 'p-8 text-center text-sm text-slate-600')} data-testid="programacao-vazia">
          <p>Nenhum programa cadastrado: o site mostra a grade padrão da rádio.</p>
          {canWrite && <p className="mt-1">Use “Novo programa” para montar a grade da semana.</p>}
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Programas, por horário">
          {programmes.map((programme) => (
            <li
              key={programme.id}
              data-testid="programa-linha"
              data-programa-id={programme.id}
              className={clsx(cardClass, 'flex flex-col gap-3 p-4 sm:flex-row sm:items-center', !programme.ativo && 'bg-slate-50')}
            >
              <div className="flex min-w-0 flex-1 items-center gap-4">
                <div className={clsx('aspect-[16/9] w-24 shrink-0 overflow-hidden rounded-md bg-brand-900', !programme.ativo && 'opacity-60 grayscale')}>
                  {programme.imagem ? (
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={imageVariantUrl(programme.imagem, 'post-thumb')} alt="" loading="lazy" className="h-full w-full object-cover" />
                  ) : (
                    <span className="flex h-full w-full items-center justify-center text-xs font-bold tabular-nums text-white" aria-hidden>
                      {minuteText(firstSlot(programme).inicioMinuto)}
                    </span>
                  )}
                </div>
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    <span className="truncate">{programme.nome}</span>
                    {!programme.ativo && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Inativo</span>}
                  </h2>
                  {programme.horarios.map((slot) => (
                    <p key={`${slot.inicioMinuto}-${slot.fimMinuto}-${slot.dias.join()}`} className="text-sm text-slate-700" data-testid="programa-horario">
                      <span className="font-semibold tabular-nums">{timeRangeText(slot)}</span>
                      {crossesMidnight(slot) && <span className="text-slate-500"> (termina no dia seguinte)</span>}
                      {' · '}
                      {daysText(slot.dias)}
                    </p>
                  ))}
                  <p className="mt-0.5 truncate text-xs text-slate-500">
                    {programme.apresentadores.length > 0 ? `Com ${programme.apresentadores.map((p) => p.nome).join(', ')}` : 'Sem apresentadores'}
                  </p>
                </div>
              </div>
              {canWrite && (
                <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
                  <button type="button" onClick={() => setEditing({ mode: 'editar', programme })} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
                    Editar<span className="sr-only"> {programme.nome}</span>
                  </button>
                  <button type="button" onClick={() => remove.ask(programme)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                    Excluir<span className="sr-only"> {programme.nome}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <Dialog {...dialogProps} size="lg" title={editing?.mode === 'editar' ? 'Editar programa' : 'Novo programa'}>
        {editing && (
          <ProgrammeForm
            key={editing.mode === 'editar' ? editing.programme.id : 'novo'}
            programme={editing.mode === 'editar' ? editing.programme : null}
            team={team.data ?? null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir programa?"
        message={
          deleting && (
            <>
              <p>
                <strong>{deleting.nome}</strong> ({slotsSentence(deleting.horarios)}) sairá da programação. Esta ação não pode ser desfeita.
              </p>
              {deleting.ativo && <p className="mt-2 text-slate-600">Para apenas tirar do ar, edite e desmarque “Ativo”.</p>}
            </>
          )
        }
        confirmLabel="Excluir programa"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
