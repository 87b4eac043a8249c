'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { moveInOrder } from '@/lib/domain/banner';
import { hasRole } from '@/lib/domain/roles';
import type { AdminBanner } from '@/lib/schemas/banners';
import { useToast } from '@/components/ui/toast-provider';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonPrimary, cardClass } from '@/components/admin/media/styles';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { BannerForm } from './banner-form';
import { BannerRow } from './banner-row';

const WRITERS = ['admin', 'editor'] as const;

type Editing = { mode: 'novo' } | { mode: 'editar'; banner: AdminBanner } | null;

/**
 * /admin/banners: the home carousel's banners in their order, for every staff member; admins and
 * editors create, edit, delete and reorder (drag by the handle with mouse, touch or keyboard —
 * @dnd-kit — or the 'Mover para cima/baixo' buttons). Every reorder saves the whole order at once.
 */
export function BannerManager() {
  const toast = useToast();
  const user = useStoredUser();
  const canWrite = hasRole(user?.papel, WRITERS);
  const dndId = useId();
  const { data, error, isLoading, mutate } = useAdminSWR<AdminBanner[]>('/banners');
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<NonNullable<Editing>>(() => void mutate());
  const [ordering, setOrdering] = useState(false);
  const [liveMessage, setLiveMessage] = useState('');
  const banners = data ?? [];

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    // A short press on the handle starts a drag on touch screens; a swipe elsewhere still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const titleOf = (id: unknown) => banners.find((banner) => banner.id === id)?.titulo ?? 'banner';
  const positionOf = (id: unknown) => banners.findIndex((banner) => banner.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${titleOf(active.id)} selecionado, na posição ${positionOf(active.id)} de ${banners.length}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} sobre a posição ${positionOf(over.id)} de ${banners.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} solto na posição ${positionOf(over.id)} de ${banners.length}.` : undefined),
    onDragCancel: ({ active }) => `Reordenação cancelada. ${titleOf(active.id)} voltou à posição original.`,
  };

  /** Shows the new order at once, saves it, and goes back to the server's order if saving fails. */
  const saveOrder = async (next: AdminBanner[], moved: AdminBanner) => {
    const previous = banners;
    setOrdering(true);
    await mutate(next, { revalidate: false });
    try {
      const saved = await adminFetch<AdminBanner[]>('/banners/ordem', { method: 'PUT', json: { ids: next.map((banner) => banner.id) } });
      await mutate(saved, { revalidate: false });
      const position = saved.findIndex((banner) => banner.id === moved.id) + 1;
      setLiveMessage(`${moved.titulo} agora está na posição ${position} de ${saved.length}.`);
      toast({ type: 'success', title: 'Ordem dos banners salva.', message: `${moved.titulo}: posição ${position}.` });
    } catch (caught) {
      const message = apiErrorMessage(caught, 'Não foi possível salvar a nova ordem.');
      await mutate(previous, { revalidate: false });
      toast({ type: 'error', title: 'A ordem não foi salva.', message });
      // Someone else changed the list: show theirs.
      if (caught instanceof AdminApiError && caught.status === 409) void mutate();
    } finally {
      setOrdering(false);
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = banners.findIndex((banner) => banner.id === active.id);
    const to = banners.findIndex((banner) => banner.id === over.id);
    if (from < 0 || to < 0) return;
    void saveOrder(arrayMove(banners, from, to), banners[from]);
  };

  const move = (index: number, step: -1 | 1) => {
    const next = moveInOrder(banners, index, step);
    if (next[index] === banners[index]) return;
    void saveOrder(next, banners[index]);
  };

  const remove = useConfirmedAction<AdminBanner>({
    run: (banner) => adminFetch(`/banners/${banner.id}`, { method: 'DELETE' }),
    done: (banner) => ({ title: 'Banner excluído.', message: banner.titulo }),
    failed: () => 'O banner não foi excluído.',
    fallback: 'Não foi possível excluir o banner.',
    after: () => void mutate(),
  });
  const deleting = remove.target;

  const onAir = banners.filter((banner) => banner.status === 'ativo').length;

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Banners</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            {canWrite
              ? 'O carrossel da página inicial mostra os banners ativos dentro do período, nesta ordem. Arraste pela alça ou use as setas para reordenar.'
              : 'Você pode consultar os banners. Apenas administradores e editores podem alterá-los.'}
          </p>
        </div>
        {canWrite && (
          <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary}>
            Novo banner
          </button>
        )}
      </header>

      <p className="sr-only" aria-live="polite">
        {liveMessage}
      </p>

      {error && !data ? (
        <LoadError title="Não foi possível carregar os banners." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote>Carregando banners...</LoadingNote>
      ) : banners.length === 0 ? (
        <div className={clsx(cardClass, 'p-8 text-center text-sm text-slate-600')}>
          <p className="font-semibold text-slate-800">Nenhum banner cadastrado.</p>
          <p className="mt-1">Sem banners, a página inicial mostra o nome e o slogan da rádio no lugar do carrossel.</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="banners-resumo">
            {banners.length === 1 ? '1 banner' : `${banners.length} banners`} · {onAir === 1 ? '1 no ar' : `${onAir} no ar`}
            {ordering && <span className="ml-2 font-semibold text-brand-700">Salvando ordem...</span>}
          </p>
          <DndContext
            id={dndId}
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: {
                draggable:
                  'Para reordenar, pressione espaço ou Enter para pegar o banner, use as setas para cima e para baixo para movê-lo e pressione espaço ou Enter de novo para soltar. Esc cancela.',
              },
            }}
          >
            <SortableContext items={banners.map((banner) => banner.id)} strategy={verticalListSortingStrategy}>
              <ol className="space-y-3" aria-label="Banners, na ordem do carrossel">
                {banners.map((banner, index) => (
                  <BannerRow
                    key={banner.id}
                    banner={banner}
                    index={index}
                    total={banners.length}
                    canWrite={canWrite}
                    busy={ordering}
                    onMove={move}
                    onEdit={(item) => setEditing({ mode: 'editar', banner: item })}
                    onDelete={remove.ask}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </>
      )}

      <Dialog {...dialogProps} size="lg" title={editing?.mode === 'editar' ? 'Editar banner' : 'Novo banner'}>
        {editing && (
          <BannerForm
            key={editing.mode === 'editar' ? editing.banner.id : 'novo'}
            banner={editing.mode === 'editar' ? editing.banner : null}
            {...formProps}
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...remove.dialog}
        title="Excluir banner?"
        message={
          deleting && (
            <p>
              O banner <strong>{deleting.titulo}</strong> será excluído e sai do carrossel da página inicial. A imagem continua na biblioteca de mídia. Esta ação não pode ser
              desfeita.
            </p>
          )
        }
        confirmLabel="Excluir banner"
        busyLabel="Excluindo..."
      />
    </div>
  );
}
