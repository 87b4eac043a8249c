'use client';

import type { Dispatch, SetStateAction } from 'react';
import clsx from 'clsx';
import { formatNumber } from '@/lib/domain/numbers';
import { POLL_OPTION_MAX, POLL_OPTIONS_MAX, POLL_OPTIONS_MIN } from '@/lib/schemas/polls';
import { buttonSecondary, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import type { FormErrors } from '@/components/admin/forms/use-form-errors';

/** One row of the options editor; `key` is stable across reorders, `id` is the stored option's. */
export type OptionRow = { key: string; id: number | null; texto: string; votos: number };

export function votesLabel(votos: number): string {
  return `${formatNumber(votos)} ${votos === 1 ? 'voto' : 'votos'}`;
}

let rowSeed = 0;
export const newRow = (texto = ''): OptionRow => ({ key: `nova-${++rowSeed}`, id: null, texto, votos: 0 });

/** Option `index`'s field: its errors are keyed by position. */
export const optionKey = (index: number) => `opcoes.${index}.texto`;

type Props = {
  idPrefix: string;
  rows: OptionRow[];
  setRows: Dispatch<SetStateAction<OptionRow[]>>;
  /** The poll form's errors; the rows' fields and move buttons are registered by row key too. */
  form: Pick<FormErrors<string>, 'errors' | 'setErrors' | 'clearError' | 'register' | 'focus' | 'describedBy' | 'fieldError'>;
};

/**
 * 'Opções': an ordered list (add, remove, move up/down). Stored options keep their id so their
 * votes follow them; each shows its votes.
 */
export function PollOptions({ idPrefix: id, rows, setRows, form }: Props) {
  const { errors, setErrors, clearError, register, focus, describedBy, fieldError } = form;

  const updateOption = (index: number, texto: string) => {
    setRows((current) => current.map((row, i) => (i === index ? { ...row, texto } : row)));
    clearError(optionKey(index));
    clearError('opcoes');
  };
  const moveOption = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= rows.length) return;
    const next = [...rows];
    [next[index], next[target]] = [next[target], next[index]];
    setRows(next);
    // Errors are keyed by position: they would point at the wrong row now.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('opcoes.'))));
    // Focus follows the moved option; at either end its button in that direction is disabled.
    const atEnd = (step === -1 && target === 0) || (step === 1 && target === next.length - 1);
    const direction = (step === -1) !== atEnd ? 'cima' : 'baixo';
    const key = next[target].key;
    setTimeout(() => focus(`mover-${direction}-${key}`), 0);
  };
  const removeOption = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('opcoes'))));
  };
  const addOption = () => {
    const row = newRow();
    setRows((current) => [...current, row]);
    clearError('opcoes');
    // Focus lands on the new field once it exists.
    setTimeout(() => focus(`campo-${row.key}`), 0);
  };

  return (
    <fieldset>
      <legend className={labelClass}>Opções</legend>
      <ol className="space-y-2" aria-label="Opções da enquete">
        {rows.map((row, index) => {
          const key = optionKey(index);
          return (
            <li key={row.key} data-testid="opcao-linha" className="rounded-md border border-slate-200 bg-slate-50 p-2">
              <div className="flex items-center gap-2">
                <span className="w-5 shrink-0 text-center text-sm font-semibold tabular-nums text-slate-500" aria-hidden>
                  {index + 1}
                </span>
                <label htmlFor={`${id}-opcao-${row.key}`} className="sr-only">
                  Opção {index + 1}
                </label>
                <input
                  ref={(element) => {
                    register(key)(element);
                    register(`campo-${row.key}`)(element);
                  }}
                  id={`${id}-opcao-${row.key}`}
                  value={row.texto}
                  maxLength={POLL_OPTION_MAX}
                  placeholder={`Opção ${index + 1}`}
                  aria-invalid={errors[key] ? true : undefined}
                  aria-describedby={describedBy(key, row.votos > 0 ? `${id}-votos-${row.key}` : undefined)}
                  onChange={(event) => updateOption(index, event.target.value)}
                  className={clsx(inputClass, 'min-w-0 flex-1')}
                />
                <div className="flex shrink-0 gap-1">
                  <button
                    ref={register(`mover-cima-${row.key}`)}
                    type="button"
                    onClick={() => moveOption(index, -1)}
                    disabled={index === 0}
                    aria-label={`Mover opção ${index + 1} para cima`}
                    title="Mover para cima"
                    className={clsx(buttonSecondary, 'px-2 py-1.5')}
                  >
                    <span aria-hidden>↑</span>
                  </button>
                  <button
                    ref={register(`mover-baixo-${row.key}`)}
                    type="button"
                    onClick={() => moveOption(index, 1)}
                    disabled={index === rows.length - 1}
                    aria-label={`Mover opção ${index + 1} para baixo`}
                    title="Mover para baixo"
                    className={clsx(buttonSecondary, 'px-2 py-1.5')}
                  >
                    <span aria-hidden>↓</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => removeOption(index)}
                    disabled={rows.length <= POLL_OPTIONS_MIN}
                    aria-label={`Remover opção ${index + 1}`}
                    title={rows.length <= POLL_OPTIONS_MIN ? `Uma enquete precisa de pelo menos ${POLL_OPTIONS_MIN} opções` : 'Remover opção'}
                    className={clsx(buttonSecondary, 'px-2 py-1.5 text-red-700')}
                  >
                    <span aria-hidden>✕</span>
                  </button>
                </div>
              </div>
              {row.votos > 0 && (
                <p id={`${id}-votos-${row.key}`} className="ml-7 mt-1 text-xs text-slate-600">
                  {votesLabel(row.votos)}
                </p>
              )}
              {errors[key] && <div className="ml-7">{fieldError(key)}</div>}
            </li>
          );
        })}
      </ol>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button ref={register('opcoes')} type="button" onClick={addOption} disabled={rows.length >= POLL_OPTIONS_MAX} className={buttonSecondary}>
          Adicionar opção
        </button>
        <p className={hintClass}>
          De {POLL_OPTIONS_MIN} a {POLL_OPTIONS_MAX} opções, sem repetir. Os votos acompanham a opção ao mudar o texto ou a ordem.
        </p>
      </div>
      {fieldError('opcoes')}
    </fieldset>
  );
}
