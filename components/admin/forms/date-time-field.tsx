'use client';

import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { fieldAria, panelLook, type FieldLook } from './field';

/** A São Paulo wall-clock moment as the two inputs hold it ('2025-03-01', '14:30'); either may be empty. */
export type DateTimeValue = { date: string; time: string };

export type DateTimeFieldProps = {
  /** The date input's id; its hint and message are `${id}-dica` and `${id}-erro`. */
  id: string;
  /** The time input's id; defaults to `${id}-hora`. */
  timeId?: string;
  /** The pair's name ('Início', 'Publicar em'). */
  label: ReactNode;
  /** Each input's own name ('Data de início', 'Início: hora'). */
  dateLabel: string;
  timeLabel: string;
  /** 'hidden': the inputs' names for screen readers only; 'visible': small labels over each input. */
  inputLabels?: 'hidden' | 'visible';
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  hint?: ReactNode;
  hintId?: string;
  /** The pair's message: both inputs are marked by it. */
  error?: string;
  errorId?: string;
  /** Ids of other text that describes both inputs (a hint shared with another pair). */
  describedBy?: string;
  /** The date input's ref: the first field in error gets the keyboard. */
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  /** A fieldset whose legend is the label (a bordered box), instead of a group the label names. */
  fieldset?: boolean;
  className?: string;
  look?: FieldLook;
  labelClassName?: string;
  hintClassName?: string;
  /** The two inputs' row; date wider than time by default. */
  gridClassName?: string;
};

const DEFAULT_GRID = 'grid grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2';

/** A date and a time side by side, read as São Paulo time whatever the browser's zone, with one hint and one message. */
export function DateTimeField(props: DateTimeFieldProps) {
  const { id, timeId = `${id}-hora`, label, dateLabel, timeLabel, inputLabels = 'hidden', value, onChange, hint, hintId, error, errorId } = props;
  const { inputRef, required, fieldset = false, className, look = panelLook, labelClassName, hintClassName, gridClassName = DEFAULT_GRID } = props;
  const aria = fieldAria(props);
  const visible = inputLabels === 'visible';
  const labelId = `${id}-rotulo`;

  const input = (kind: 'date' | 'time') => (
    <div className={visible ? 'flex flex-col gap-1' : undefined}>
      <label htmlFor={kind === 'date' ? id : timeId} className={visible ? 'text-xs font-bold text-slate-700' : 'sr-only'}>
        {kind === 'date' ? dateLabel : timeLabel}
      </label>
      <input
        ref={kind === 'date' ? inputRef : undefined}
        id={kind === 'date' ? id : timeId}
        type={kind}
        value={kind === 'date' ? value.date : value.time}
        required={required}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        onChange={(event) => onChange({ ...value, [kind]: event.target.value })}
        className={look.control(Boolean(error))}
      />
    </div>
  );
  const rest = (
    <>
      {hint !== undefined && hint !== null && (
        <p id={hintId ?? `${id}-dica`} className={hintClassName ?? look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId ?? `${id}-erro`} className={look.error}>
          {error}
        </p>
      )}
    </>
  );

  if (fieldset) {
    return (
      <fieldset className={className}>
        <legend className={labelClassName ?? look.label}>{label}</legend>
        <div className={gridClassName}>
          {input('date')}
          {input('time')}
        </div>
        {rest}
      </fieldset>
    );
  }
  return (
    <div className={clsx(look.field, className) || undefined}>
      <span className={labelClassName ?? look.label} id={labelId}>
        {label}
      </span>
      <div className={gridClassName} role="group" aria-labelledby={labelId}>
        {input('date')}
        {input('time')}
      </div>
      {rest}
    </div>
  );
}
