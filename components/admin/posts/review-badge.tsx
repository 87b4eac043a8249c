import clsx from 'clsx';
import { REVIEW_STATE_LABELS, type ReviewState } from '@/lib/domain/post-review';

const STYLES: Record<ReviewState, string> = {
  pendente: 'bg-violet-50 text-violet-900 ring-violet-300',
  devolvida: 'bg-orange-50 text-orange-900 ring-orange-300',
};

/** "Aguardando revisão" or "Devolvida" beside a post's status, in the list and the form. */
export function ReviewBadge({ state, className }: { state: ReviewState; className?: string }) {
  return (
    <span className={clsx('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset', STYLES[state], className)} data-revisao={state}>
      {REVIEW_STATE_LABELS[state]}
    </span>
  );
}
