import clsx from 'clsx';
import { POLL_STATUS_LABELS, type PollStatus } from '@/lib/domain/poll';

const TONES: Record<PollStatus, string> = {
  aberta: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  agendada: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  encerrada: 'bg-slate-200 text-slate-800 ring-slate-500/20',
  inativa: 'bg-amber-100 text-amber-900 ring-amber-600/20',
};

export function PollStatusBadge({ status }: { status: PollStatus }) {
  return (
    <span data-testid="enquete-status" className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[status])}>
      {POLL_STATUS_LABELS[status]}
    </span>
  );
}
