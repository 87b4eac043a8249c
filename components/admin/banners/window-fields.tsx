'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { isoToSaoPauloLocal } from '@/lib/domain/post-form';
import { hintClass, inputClass, labelClass, fieldErrorClass } from '@/components/admin/media/styles';

export type WindowEdge = { date: string; time: string };
type WindowField = 'inicioEm' | 'fimEm';

/** A display window's two edges as São Paulo date and time, from the stored instants (or empty). */
export function useWindowEdges(inicioEm: string | null | undefined, fimEm: string | null | undefined) {
  const [inicio, setInicio] = useState<WindowEdge>(() => isoToSaoPauloLocal(inicioEm));
  const [fim, setFim] = useState<WindowEdge>(() => isoToSaoPauloLocal(fimEm));
  const setEdge = (edge: 'inicio' | 'fim', value: WindowEdge) => (edge === 'inicio' ? setInicio(value) : setFim(value));
  /** The instants to send (a date alone: the start at 00h00, the end at 23h59), or each edge's message. */
  const resolve = () => {
    const start = windowEdgeToIso(inicio.date, inicio.time, '00:00');
    const end = windowEdgeToIso(fim.date, fim.time, '23:59');
    const errors: Partial<Record<WindowField, string>> = {};
    if ('error' in start) errors.inicioEm = start.error;
    if ('error' in end) errors.fimEm = end.error;
    return { errors, inicioEm: 'iso' in start ? start.iso : null, fimEm: 'iso' in end ? end.iso : null };
  };
  return { inicio, fim, setEdge, resolve };
}

type Props = {
  idPrefix: string;
  legend: string;
  edges: ReturnType<typeof useWindowEdges>;
  errors: Partial<Record<WindowField, string>>;
  /** Lets the form focus the first field with an error. */
  register?: (field: WindowField) => (element: HTMLInputElement | null) => void;
  /** After an edge changes: clears its error. */
  onEdit?: (field: WindowField) => void;
  hint: string;
};

/**
 * Start and end of a display window (banners, polls), entered as São Paulo wall-clock time
 * whatever the browser's zone: date and time inputs side by side, both optional.
 */
export function WindowFields({ idPrefix, legend, edges, errors, register, onEdit, hint }: Props) {
  const edge = (key: 'inicio' | 'fim', label: string, value: WindowEdge, error: string | undefined) => {
    const field = key === 'inicio' ? 'inicioEm' : 'fimEm';
    const errorId = `${idPrefix}-${field}-erro`;
    const onChange = (next: WindowEdge) => {
      edges.setEdge(key, next);
      onEdit?.(field);
    };
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
              ref={register?.(field)}
              id={`${idPrefix}-${field}-data`}
              type="date"
              value={value.date}
              aria-invalid={error ? true : undefined}
              aria-describedby={clsx(`${idPrefix}-janela-dica`, error && errorId)}
              onChange={(event) => onChange({ ...value, date: event.target.value })}
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
              onChange={(event) => onChange({ ...value, time: event.target.value })}
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
        {edge('inicio', 'Início', edges.inicio, errors.inicioEm)}
        {edge('fim', 'Fim', edges.fim, errors.fimEm)}
      </div>
      <p id={`${idPrefix}-janela-dica`} className={hintClass}>
        {hint}
      </p>
    </fieldset>
  );
}
