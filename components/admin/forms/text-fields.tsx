'use client';

import { createElement, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import clsx from 'clsx';
import { Field, panelLook, type FieldProps } from './field';

type Own = 'id' | 'value' | 'onChange' | 'className' | 'children' | 'aria-invalid' | 'aria-describedby';

type ControlProps<E, V = string> = {
  value: V;
  onChange: (value: string) => void;
  /** From the form's `register`/`bind`: the first field in error gets the keyboard. */
  inputRef?: Ref<E>;
  /** The control's own classes, besides the look's. */
  inputClassName?: string;
  /** Marks the control invalid without a message of its own (a slug already taken, said beside it). */
  invalid?: boolean;
};

export type TextFieldProps = FieldProps & ControlProps<HTMLInputElement> & Omit<InputHTMLAttributes<HTMLInputElement>, Own>;
export type TextAreaFieldProps = FieldProps & ControlProps<HTMLTextAreaElement> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>;
export type SelectFieldProps = FieldProps &
  ControlProps<HTMLSelectElement, string | number> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Own> & {
    /** The options. */
    children: ReactNode;
  };

type AnyControlProps = FieldProps & ControlProps<never, string | number> & { children?: ReactNode; [attribute: string]: unknown };

/** The field around one control: the field's props (label, hint, message…) to Field, the rest to the control. */
function FieldControl({ tag, ...props }: AnyControlProps & { tag: 'input' | 'textarea' | 'select' }) {
  const { id, label, hint, hintId, error, errorId, describedBy, labelAside, after, className, look = panelLook, ...control } = props;
  const { value, onChange, inputRef, inputClassName, invalid, children, ...attributes } = control;
  const marked = Boolean(error) || Boolean(invalid);
  return (
    <Field {...{ id, label, hint, hintId, error, errorId, describedBy, labelAside, after, className, look }}>
      {(aria) =>
        createElement(
          tag,
          {
            ...attributes,
            ...aria,
            'aria-invalid': marked || undefined,
            ref: inputRef,
            value,
            onChange: (event: { target: { value: string } }) => onChange(event.target.value),
            className: clsx(look.control(marked), inputClassName),
          },
          children,
        )
      }
    </Field>
  );
}

/** A labelled text input (text, e-mail, URL, number, date, time…) with its hint and message. */
export function TextField(props: TextFieldProps) {
  return <FieldControl tag="input" {...(props as AnyControlProps)} />;
}

/** A labelled textarea with its hint and message. */
export function TextAreaField(props: TextAreaFieldProps) {
  return <FieldControl tag="textarea" {...(props as AnyControlProps)} />;
}

/** A labelled select, its options as children, with its hint and message. */
export function SelectField(props: SelectFieldProps) {
  return <FieldControl tag="select" {...(props as AnyControlProps)} />;
}
