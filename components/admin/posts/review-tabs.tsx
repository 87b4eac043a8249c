'use client';

import clsx from 'clsx';
import { formatNumber } from '@/lib/domain/numbers';
import type { ReviewState } from '@/lib/domain/post-review';

const TABS: { value: ReviewState | ''; label: string }[] = [
  { value: '', label: 'Todas' },
  { value: 'pendente', label: 'Aguardando revisão' },
  { value: 'devolvida', label: 'Devolvidas' },
];

export type ReviewTabsProps = {
  active: ReviewState | '';
  /** Posts waiting for review (all of them for an editor; an author's own for an author). */
  pending: number;
  onSelect: (revisao: ReviewState | '') => void;
};

/** The post list's review tabs: everything, the editors' queue, the posts sent back. */
export function ReviewTabs({ active, pending, onSelect }: ReviewTabsProps) {
  return (
    <div role="group" aria-label="Revisão" className="flex flex-wrap gap-2">
      {TABS.map((tab) => {
        const pressed = active === tab.value;
        return (
          <button
            key={tab.value || 'todas'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(tab.value)}
            className={clsx(
              'inline-flex min-h-9 items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-bold',
              pressed ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
            )}
          >
            {tab.label}
            {tab.value === 'pendente' && pending > 0 && (
              <span className={clsx('rounded-full px-1.5 text-xs tabular-nums', pressed ? 'bg-white text-brand-700' : 'bg-violet-600 text-white')} data-testid="contagem-aguardando-revisao">
                {formatNumber(pending)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
