'use client';

import clsx from 'clsx';
import { hintClass, inputClass, labelClass, fieldErrorClass } from '@/components/admin/media/styles';

export type WindowEdge = { date: string; time: string };

type Props = {
  idPrefix: string;
  legend: string;
  inicio: WindowEdge;
  fim: WindowEdge;
  onChange: (edge: 'inicio' | 'fim', value: WindowEdge) => void;
  errors: { inicioEm?: string; fimEm?: string };
  /** Lets the form focus the first field with an error. */
  registerRef?: (edge: 'inicioEm' | 'fimEm', element: HTMLInputElement | null) => void;
  hint: string;
};

/**
 * Start and end of a display window (banners, polls), entered as São Paulo wall-clock time
 * whatever the browser's zone: date and time inputs side by side, both optional.
 */
export function WindowFields({ idPrefix, legend, inicio, fim, onChange, errors, registerRef, hint }: Props) {
  const edge = (key: 'inicio' | 'fim', label: string, value: WindowEdge, error: string | undefined) => {
    const field = key === 'inicio' ? 'inicioEm' : 'fimEm';
    const errorId = `${idPrefix}-${field}-erro`;
    return (
      <div className="min-w-0">
        <span className={labelClass} id={`${idPrefix}-${field}-rotulo`}>
          {label}
        </span>
        <div className="grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2" role="group" aria-labelledby={`${idPrefix}-${field}-rotulo`}>
          <div>
            <label htmlFor={`${idPrefix}-${field}-data`} className="sr-only">
              {label}: data
            </label>
            <input
              ref={(element) => registerRef?.(field, element)}
              id={`${idPrefix}-${field}-data`}
              type="date"
              value={value.date}
              aria-invalid={error ? true : undefined}
              aria-describedby={clsx(`${idPrefix}-janela-dica`, error && errorId)}
              onChange={(event) => onChange(key, { ...value, date: event.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${idPrefix}-${field}-hora`} className="sr-only">
              {label}: hora
            </label>
            <input
              id={`${idPrefix}-${field}-hora`}
              type="time"
              value={value.time}
              aria-invalid={error ? true : undefined}
              aria-describedby={clsx(`${idPrefix}-janela-dica`, error && errorId)}
              onChange={(event) => onChange(key, { ...value, time: event.target.value })}
              className={inputClass}
            />
          </div>
        </div>
        {error && (
          <p id={errorId} className={fieldErrorClass}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {edge('inicio', 'Início', inicio, errors.inicioEm)}
        {edge('fim', 'Fim', fim, errors.fimEm)}
      </div>
      <p id={`${idPrefix}-janela-dica`} className={hintClass}>
        {hint}
      </p>
    </fieldset>
  );
}
