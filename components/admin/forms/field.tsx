import type { ReactNode } from 'react';
import clsx from 'clsx';
import { fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';

/**
 * How a field is drawn. The panel's dialogs, the post editor and the login page each keep their own
 * look; the wiring (label, hint, message, aria) is the kit's, the same for all.
 */
export type FieldLook = {
  /** The wrapper around label, control, hint and message. */
  field?: string;
  label: string;
  hint: string;
  error: string;
  /** The control's classes, given whether it is in error. */
  control: (invalid: boolean) => string;
};

/** The panel's dialogs and screens. */
export const panelLook: FieldLook = { label: labelClass, hint: hintClass, error: fieldErrorClass, control: () => inputClass };

export type FieldProps = {
  /** The control's id: the label points at it, and its hint and message are `${id}-dica` and `${id}-erro`. */
  id: string;
  label: ReactNode;
  /** Under the control; it describes the control. */
  hint?: ReactNode;
  hintId?: string;
  /** The field's message; the control is marked invalid while there is one. */
  error?: string;
  errorId?: string;
  /** Ids of other text that describes the control (a count beside the label, a hint shared by several fields), read before the hint. */
  describedBy?: string;
  /** On the label's line, at its end: a character count, a button. */
  labelAside?: ReactNode;
  /** Between the hint and the message (a notice about the value). */
  after?: ReactNode;
  /** The wrapper's own classes, besides the look's. */
  className?: string;
  look?: FieldLook;
};

export type ControlAria = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

const hasHint = (hint: ReactNode) => hint !== undefined && hint !== null && hint !== false;

/** The aria attributes that tie a control to its hint and message. */
export function fieldAria({ id, hint, hintId, error, errorId, describedBy }: Pick<FieldProps, 'id' | 'hint' | 'hintId' | 'error' | 'errorId' | 'describedBy'>): ControlAria {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': clsx(describedBy, hasHint(hint) && (hintId ?? `${id}-dica`), error && (errorId ?? `${id}-erro`)) || undefined,
  };
}

/**
 * A labelled field: the label, the control (`children`, given the aria attributes to spread on
 * it), the hint and the message, in that order. TextField, SelectField… are this with their control.
 */
export function Field({ children, ...props }: FieldProps & { children: (aria: ControlAria) => ReactNode }) {
  const { id, label, hint, hintId, error, errorId, labelAside, after, className, look = panelLook } = props;
  const labelElement = (
    <label htmlFor={id} className={look.label}>
      {label}
    </label>
  );
  return (
    <div className={clsx(look.field, className) || undefined}>
      {labelAside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children(fieldAria(props))}
      {hasHint(hint) && (
        <p id={hintId ?? `${id}-dica`} className={look.hint}>
          {hint}
        </p>
      )}
      {after}
      {error && (
        <p id={errorId ?? `${id}-erro`} className={look.error}>
          {error}
        </p>
      )}
    </div>
  );
}
