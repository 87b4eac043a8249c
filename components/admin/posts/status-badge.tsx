import clsx from 'clsx';
import { STATUS_LABELS, type PostStatus } from '@/lib/schemas/posts';

const STYLES: Record<PostStatus, string> = {
  rascunho: 'bg-slate-100 text-slate-700 ring-slate-300',
  agendado: 'bg-amber-50 text-amber-900 ring-amber-300',
  publicado: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  arquivado: 'bg-zinc-100 text-zinc-700 ring-zinc-300',
};

export function StatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset', STYLES[status], className)} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
