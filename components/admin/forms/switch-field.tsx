'use client';

import type { ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { hintClass, labelClass } from '@/components/admin/media/styles';

/** How a checkbox field is drawn: the panel's plain checkbox, its 'Ativo' switch, the post editor's. */
export type SwitchLook = {
  /** The label around the box and its text. */
  label: string;
  input: string;
  /** The field's name, beside the box. */
  title: string;
  /** The hint inside the label, under the name. */
  hint: string;
  error: string;
};

const ERROR_CLASS = 'mt-1 text-sm font-medium text-red-700';

export const switchLooks = {
  /** A plain checkbox of the panel's forms ('Ativo' of a banner, 'Conteúdo explícito'). */
  checkbox: {
    label: 'flex items-start gap-2 text-sm text-slate-800',
    input: 'mt-0.5 h-4 w-4 rounded border-slate-300',
    title: 'font-semibold',
    hint: 'block text-xs text-slate-500',
    error: ERROR_CLASS,
  },
  /** The larger on/off switch of a record ('Ativo' of a team member, a show). */
  toggle: {
    label: 'flex cursor-pointer items-start gap-3',
    input: 'mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-600',
    title: 'block text-sm font-semibold text-slate-800',
    hint: 'block text-xs text-slate-500',
    error: ERROR_CLASS,
  },
  /** A box on its own line under a heading ('Situação' › 'Conta ativa'), its hint under it. */
  row: {
    label: 'flex min-h-10 items-center gap-2 text-sm text-slate-800',
    input: 'h-4 w-4 rounded border-slate-300 accent-brand-600',
    title: '',
    hint: hintClass,
    error: ERROR_CLASS,
  },
} satisfies Record<string, SwitchLook>;

export type SwitchFieldProps = {
  id?: string;
  label: ReactNode;
  /** Inside the label, under the name (so it is part of the box's name); or under the label, describing the box. */
  hint?: ReactNode;
  hintPlacement?: 'inside' | 'below';
  /** Defaults to `${id}-dica`. */
  hintId?: string;
  /** Also point the box's description at a hint inside the label. */
  describeWithHint?: boolean;
  error?: string;
  /** Defaults to `${id}-erro`. */
  errorId?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** role="switch": the record's on/off rather than a choice among others. */
  asSwitch?: boolean;
  /** A label-styled heading over the box ('Situação'). */
  heading?: ReactNode;
  /** The wrapper's classes. */
  className?: string;
  look?: SwitchLook;
};

/** A checkbox (or switch) with its name and hint beside it, and its message under it. */
export function SwitchField({
  id,
  label,
  hint,
  hintPlacement = 'inside',
  hintId,
  describeWithHint = false,
  error,
  errorId,
  checked,
  onChange,
  inputRef,
  disabled,
  asSwitch = false,
  heading,
  className,
  look = asSwitch ? switchLooks.toggle : switchLooks.checkbox,
}: SwitchFieldProps) {
  const hintElementId = hintId ?? (id ? `${id}-dica` : undefined);
  const errorElementId = errorId ?? (id ? `${id}-erro` : undefined);
  const below = hintPlacement === 'below';
  const describedBy = clsx((describeWithHint || below) && hint && hintElementId, error && errorElementId) || undefined;
  return (
    <div className={className}>
      {heading && <span className={labelClass}>{heading}</span>}
      <label className={look.label}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          role={asSwitch ? 'switch' : undefined}
          checked={checked}
          aria-checked={asSwitch ? checked : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          className={look.input}
        />
        <span>
          <span className={look.title || undefined}>{label}</span>
          {hint && !below && (
            <span id={hintElementId} className={look.hint}>
              {hint}
            </span>
          )}
        </span>
      </label>
      {hint && below && (
        <p id={hintElementId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorElementId} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
