'use client';

import { useState } from 'react';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { isoToSaoPauloLocal } from '@/lib/domain/post-form';
import { hintClass } from '@/components/admin/media/styles';
import { DateTimeField } from '@/components/admin/forms/date-time-field';

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
  /** The form's field props for each edge (useZodForm().field): id, ref and message. */
  field: (name: WindowField) => { id: string; inputRef?: (element: HTMLElement | null) => void; error?: string };
  /** After an edge changes: clears its error. */
  onEdit?: (field: WindowField) => void;
  hint: string;
};

/**
 * Start and end of a display window (banners, polls), entered as São Paulo wall-clock time
 * whatever the browser's zone: date and time inputs side by side, both optional.
 */
export function WindowFields({ idPrefix, legend, edges, field, onEdit, hint }: Props) {
  const edge = (key: 'inicio' | 'fim', label: string) => {
    const name = key === 'inicio' ? 'inicioEm' : 'fimEm';
    return (
      <DateTimeField
        className="min-w-0"
        label={label}
        dateLabel={`${label}: data`}
        timeLabel={`${label}: hora`}
        {...field(name)}
        describedBy={`${idPrefix}-janela-dica`}
        value={edges[key]}
        onChange={(next) => {
          edges.setEdge(key, next);
          onEdit?.(name);
        }}
      />
    );
  };

  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {edge('inicio', 'Início')}
        {edge('fim', 'Fim')}
      </div>
      <p id={`${idPrefix}-janela-dica`} className={hintClass}>
        {hint}
      </p>
    </fieldset>
  );
}
