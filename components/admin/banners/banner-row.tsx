'use client';

import clsx from 'clsx';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { BANNER_STATUS_LABELS, type BannerStatus } from '@/lib/domain/banner';
import { imageVariantUrl } from '@/lib/domain/media';
import type { AdminBanner } from '@/lib/schemas/banners';
import { buttonDangerOutline, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { windowText } from './window-text';

const STATUS_TONES: Record<BannerStatus, string> = {
  ativo: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  agendado: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  expirado: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  inativo: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  return (
    <span data-testid="banner-status" className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', STATUS_TONES[status])}>
      {BANNER_STATUS_LABELS[status]}
    </span>
  );
}

type RowProps = {
  banner: AdminBanner;
  index: number;
  total: number;
  canWrite: boolean;
  busy: boolean;
  onMove: (index: number, step: -1 | 1) => void;
  onEdit: (banner: AdminBanner) => void;
  onDelete: (banner: AdminBanner) => void;
};

export function BannerRow({ banner, index, total, canWrite, busy, onMove, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: banner.id,
    disabled: !canWrite || busy,
    attributes: { roleDescription: 'banner reordenável' },
  });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="banner-linha"
      data-banner-id={banner.id}
      className={clsx(cardClass, 'relative flex flex-col gap-3 p-3 sm:flex-row sm:items-center', isDragging && 'z-10 shadow-lg ring-2 ring-brand-500')}
    >
      {/* On a phone the text goes under the handle and thumbnail, across the card's full width. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-3 sm:flex-nowrap">
        {canWrite && (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            disabled={busy}
            aria-label={`Arrastar para reordenar: ${banner.titulo}`}
            // Without touch-action the browser would scroll instead of dragging on a phone.
            className="flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
          >
            <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <circle cx="7" cy="5" r="1.5" />
              <circle cx="13" cy="5" r="1.5" />
              <circle cx="7" cy="10" r="1.5" />
              <circle cx="13" cy="10" r="1.5" />
              <circle cx="7" cy="15" r="1.5" />
              <circle cx="13" cy="15" r="1.5" />
            </svg>
          </button>
        )}
        <span className="w-6 shrink-0 text-center text-sm font-semibold tabular-nums text-slate-500" aria-hidden>
          {index + 1}
        </span>
        <div className="aspect-[16/9] w-40 shrink-0 overflow-hidden rounded-md bg-slate-100">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={imageVariantUrl(banner.imagem, 'post-medium')} alt="" loading="lazy" className="h-full w-full object-cover" />
        </div>
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 break-words font-semibold text-slate-900">{banner.titulo}</h2>
            <BannerStatusBadge status={banner.status} />
          </div>
          <p className="mt-0.5 truncate font-mono text-xs text-slate-600">{banner.link ?? 'Sem link'}</p>
          <p className="mt-0.5 text-xs text-slate-500">{windowText(banner)}</p>
        </div>
      </div>
      {canWrite && (
        <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
          <button
            type="button"
            onClick={() => onMove(index, -1)}
            disabled={busy || index === 0}
            className={clsx(buttonSecondary, 'px-2.5 py-1.5')}
            aria-label={`Mover para cima: ${banner.titulo}`}
            title="Mover para cima"
          >
            <span aria-hidden>↑</span>
          </button>
          <button
            type="button"
            onClick={() => onMove(index, 1)}
            disabled={busy || index === total - 1}
            className={clsx(buttonSecondary, 'px-2.5 py-1.5')}
            aria-label={`Mover para baixo: ${banner.titulo}`}
            title="Mover para baixo"
          >
            <span aria-hidden>↓</span>
          </button>
          <button type="button" onClick={() => onEdit(banner)} className={clsx(buttonSecondary, 'px-2.5 py-1.5')}>
            Editar<span className="sr-only"> {banner.titulo}</span>
          </button>
          <button type="button" onClick={() => onDelete(banner)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
            Excluir<span className="sr-only"> {banner.titulo}</span>
          </button>
        </div>
      )}
    </li>
  );
}
