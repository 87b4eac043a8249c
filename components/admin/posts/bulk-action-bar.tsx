'use client';

import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import type { PostBatchAction } from '@/lib/schemas/posts';
import { buttonStyles } from '@/components/ui/button-styles';
import { selectedLabel } from './post-batch-summary';

const compact = 'whitespace-nowrap px-3 py-1.5';

const BUTTONS: { acao: PostBatchAction; label: string; busy: string; style: string }[] = [
  { acao: 'publicar', label: 'Publicar', busy: 'Publicando…', style: buttonStyles.primary },
  { acao: 'rascunho', label: 'Mover para rascunho', busy: 'Movendo…', style: buttonStyles.secondary },
  { acao: 'arquivar', label: 'Arquivar', busy: 'Arquivando…', style: buttonStyles.secondary },
  { acao: 'excluir', label: 'Excluir', busy: 'Excluindo…', style: buttonStyles.danger },
];

type BulkActionBarProps = {
  count: number;
  /** The action under way, if any: every button waits for it. */
  running: PostBatchAction | null;
  onAction: (acao: PostBatchAction) => void;
  onClear: () => void;
  /** An author who may not publish is not offered 'Publicar'. */
  canPublish?: boolean;
};

/**
 * Shown while posts are selected. It sticks to the bottom of the window after the list, so
 * ticking the first box does not push the rows down under the pointer.
 */
export function BulkActionBar({ count, running, onAction, onClear, canPublish = true }: BulkActionBarProps) {
  return (
    <div
      role="region"
      aria-label="Ações em lote"
      // Phone: count and 'Limpar seleção' on top, the four actions two by two (the second column as wide as 'Mover para rascunho'); wider: one row.
      className="sticky bottom-3 z-20 grid grid-cols-[1fr_auto] items-center gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-lg sm:flex sm:flex-wrap"
      data-testid="acoes-em-lote"
    >
      <p className="col-start-1 row-start-1 text-sm font-bold text-ink sm:mr-auto">{selectedLabel(count)}</p>
      {BUTTONS.filter((button) => canPublish || button.acao !== 'publicar').map((button) => (
        <button key={button.acao} type="button" className={clsx(button.style, compact)} disabled={running !== null} onClick={() => onAction(button.acao)}>
          {running === button.acao ? button.busy : button.label}
        </button>
      ))}
      {/* Last in the tab order; on a phone placed beside the count. */}
      <button type="button" className={clsx(buttonStyles.ghost, 'col-start-2 row-start-1 justify-self-end')} disabled={running !== null} onClick={onClear}>
        Limpar seleção
      </button>
    </div>
  );
}

/** The "all on this page" box: ticked when all are, mixed (indeterminate, read as such) when some are. */
export function SelectAllCheckbox({ total, selected, onChange, label, className }: { total: number; selected: number; onChange: (checked: boolean) => void; label?: string; className?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = selected > 0 && selected < total;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={total > 0 && selected === total}
      onChange={(event) => onChange(event.target.checked)}
      className={clsx('h-4 w-4 cursor-pointer accent-brand-600', className)}
    />
  );
}
