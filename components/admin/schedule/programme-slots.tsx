'use client';

import clsx from 'clsx';
import { DAY_LABELS, DAY_SHORT, durationOf, minuteText, parseClock } from '@/lib/domain/schedule';
import { PROGRAMME_SLOTS_MAX } from '@/lib/schemas/programmes';
import { buttonDangerOutline, buttonSecondary, hintClass, labelClass } from '@/components/admin/media/styles';
import { TextField } from '@/components/admin/forms/text-fields';
import type { FormErrors } from '@/components/admin/forms/use-form-errors';

export type SlotPart = 'dias' | 'inicio' | 'fim';
export type SlotField = `horarios.${number}.${SlotPart}`;

/** One slot as the form edits it: days and 'HH:MM' times; `key` keeps React's rows apart as slots come and go. */
export type SlotState = { key: number; dias: number[]; inicio: string; fim: string };

/** '3 h', '1 h 30 min', '45 min': how long the chosen times last. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The hint under the times: how long the show lasts, and whether it ends the next day. */
export function timesHint(inicio: string, fim: string): string {
  const start = parseClock(inicio);
  const end = parseClock(fim);
  if (start === null || end === null) return 'Horário de São Paulo. Se o término for antes do início, o programa termina no dia seguinte.';
  if (start === end) return 'O término precisa ser diferente do início.';
  const length = durationText(durationOf({ inicioMinuto: start, fimMinuto: end }));
  return end < start ? `Dura ${length} e termina no dia seguinte, às ${minuteText(end)}.` : `Dura ${length}.`;
}

/** The slot's two times; a change to either clears both messages (an overlap or an empty length is about the pair). */
const TIME_PARTS = [
  { part: 'inicio', label: 'Início', clears: ['inicio', 'fim'] },
  { part: 'fim', label: 'Término', clears: ['fim', 'inicio'] },
] as const satisfies readonly { part: 'inicio' | 'fim'; label: string; clears: readonly SlotPart[] }[];

export const toggle = (list: number[], value: number, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

type Props = {
  /** The form's id prefix (useId). */
  idPrefix: string;
  slots: SlotState[];
  /** The form's errors: the slots' messages are `horarios` and `horarios.N.dias|inicio|fim`. */
  form: Pick<FormErrors<'horarios' | SlotField>, 'register' | 'describedBy' | 'invalid' | 'fieldError' | 'field'>;
  onEdit: (index: number, change: Partial<Omit<SlotState, 'key'>>, fields: readonly SlotPart[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** 'Horários': a show's air times, each a set of days with its own São Paulo start and end. */
export function ProgrammeSlots({ idPrefix: id, slots, form, onEdit, onAdd, onRemove }: Props) {
  const { register, describedBy, invalid, fieldError } = form;
  return (
    <fieldset ref={register('horarios')} tabIndex={-1} aria-invalid={invalid('horarios')} aria-describedby={describedBy('horarios', `${id}-horarios-dica`)} data-testid="programa-horarios">
      <legend className={labelClass}>Horários</legend>
      <p id={`${id}-horarios-dica`} className={clsx(hintClass, 'mb-2 mt-0')}>
        Os dias em que o programa começa e seus horários. Para horários diferentes em dias diferentes, adicione um horário para cada caso.
      </p>
      {fieldError('horarios')}
      <ol className="space-y-3">
        {slots.map((slot, index) => {
          const field = (name: SlotPart) => `horarios.${index}.${name}` as const;
          const durationId = `${id}-duracao-${slot.key}`;
          return (
            <li key={slot.key}>
              <fieldset className="rounded-md border border-slate-200 p-3" data-testid="programa-horario-form">
                <legend className="px-1 text-sm font-semibold text-slate-800">Horário {index + 1}</legend>
                <div
                  ref={register(field('dias'))}
                  role="group"
                  tabIndex={-1}
                  aria-label="Dias da semana"
                  aria-describedby={describedBy(field('dias'))}
                  className="flex flex-wrap gap-2"
                  data-testid="programa-dias"
                >
                  {[0, 1, 2, 3, 4, 5, 6].map((dia) => {
                    const checked = slot.dias.includes(dia);
                    return (
                      <label
                        key={dia}
                        className={clsx(
                          'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold',
                          checked ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700',
                        )}
                      >
                        <input
                          type="checkbox"
                          checked={checked}
                          aria-label={DAY_LABELS[dia]}
                          onChange={(event) => onEdit(index, { dias: toggle(slot.dias, dia, event.target.checked) }, ['dias'])}
                          className="h-4 w-4 accent-brand-600"
                        />
                        <span aria-hidden>{DAY_SHORT[dia]}</span>
                      </label>
                    );
                  })}
                </div>
                {fieldError(field('dias'))}
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  {TIME_PARTS.map(({ part, label, clears }) => (
                    <TextField
                      key={part}
                      label={label}
                      {...form.field(field(part))}
                      describedBy={durationId}
                      type="time"
                      value={slot[part]}
                      required
                      onChange={(time) => onEdit(index, { [part]: time }, clears)}
                    />
                  ))}
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p id={durationId} className={clsx(hintClass, 'mt-0')} data-testid="programa-duracao">
                    {timesHint(slot.inicio, slot.fim)}
                  </p>
                  {slots.length > 1 && (
                    <button type="button" onClick={() => onRemove(index)} className={clsx(buttonDangerOutline, 'px-2.5 py-1.5')}>
                      Remover horário<span className="sr-only"> {index + 1}</span>
                    </button>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {slots.length < PROGRAMME_SLOTS_MAX && (
        <button type="button" onClick={onAdd} className={clsx(buttonSecondary, 'mt-3')} data-testid="programa-adicionar-horario">
          Adicionar horário
        </button>
      )}
    </fieldset>
  );
}
