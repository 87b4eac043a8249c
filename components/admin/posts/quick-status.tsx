'use client';

import clsx from 'clsx';
import { ChevronDownIcon } from '@/components/ui/icons';
import { QUICK_STATUSES, STATUS_LABELS, type PostStatus } from '@/lib/schemas/posts';
import { StatusBadge } from './status-badge';
import { isPublishingStatus } from '@/lib/domain/post-review';


type QuickStatusProps = {
  titulo: string;
  status: PostStatus;
  pending: boolean;
  onChange: (status: PostStatus) => void;
  /** An author who may not publish is not offered 'Publicado'. */
  canPublish?: boolean;
};

/**
 * The row's status badge, which is also a native select over it (keyboard, screen readers and
 * phones get the platform's own picker). The badge stays what the eye reads; the select is its
 * accessible name and value.
 */
export function QuickStatus({ titulo, status, pending, onChange, canPublish = true }: QuickStatusProps) {
  // 'agendado' needs a date: offered only as the current value.
  const offered = status === 'agendado' ? (['agendado', ...QUICK_STATUSES] as PostStatus[]) : QUICK_STATUSES;
  const options = canPublish ? offered : offered.filter((option) => option === status || !isPublishingStatus(option));
  return (
    <span
      className={clsx(
        'relative inline-flex items-center rounded-full focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-1',
        pending && 'opacity-60',
      )}
    >
      <span aria-hidden="true">
        <StatusBadge status={status} className="pr-6" />
      </span>
      <ChevronDownIcon className="pointer-events-none absolute right-1.5 h-3.5 w-3.5 text-slate-600" />
      <select
        aria-label={`Status de “${titulo}”`}
        value={status}
        disabled={pending}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value as PostStatus)}
        className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0 disabled:cursor-wait"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 'publicado' && status === 'agendado' ? 'Publicar agora' : STATUS_LABELS[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
