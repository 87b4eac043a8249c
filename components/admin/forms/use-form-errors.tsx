'use client';

import { useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError } from '@/lib/admin/api';
import { FieldError } from './form-messages';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type LocalIssue = { path: readonly PropertyKey[]; message: string };

/** The message over a form whose local check found mistakes. */
export const CHECK_FIELDS_MESSAGE = 'Verifique os campos destacados.';

/**
 * A form's errors: one message per field (from the local check or the API's `campos`) and one over
 * the whole form. Field `f` is `${idPrefix}-f` (dots become dashes) and its message
 * `${idPrefix}-f-erro`; `order` is the fields' order on screen, and the first field in error
 * (registered with `register`) gets the keyboard.
 */
export function useFormErrors<F extends string>(idPrefix: string, order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const fieldId = (field: F) => `${idPrefix}-${field.replace(/\./g, '-')}`;
  const errorId = (field: F) => `${fieldId(field)}-erro`;
  const register = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  const clearError = (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  /** Puts the keyboard on a registered element. */
  const focus = (field: F) => refs.current[field]?.focus();
  /** Shows the messages and puts the keyboard on the first field in error. */
  const show = (found: FieldErrors<F>, message: string) => {
    setErrors(found);
    setFormError(message);
    const first = order.find((field) => found[field]);
    if (first) focus(first);
  };
  /** A failed save: the API's field messages and its message (or the fallback); returns that message. */
  const showApiError = (caught: unknown, fallback: string): string => {
    const apiError = caught instanceof AdminApiError ? caught : null;
    const message = apiError?.message ?? fallback;
    show((apiError?.campos ?? {}) as FieldErrors<F>, message);
    return message;
  };
  /** The API's schema checked before sending: true when valid, else each field's first message is shown. */
  const passesLocalCheck = (result: { success: true } | { success: false; error: { issues: readonly LocalIssue[] } }): boolean => {
    if (result.success) return true;
    const found: FieldErrors<F> = {};
    for (const issue of result.error.issues) found[issue.path.map(String).join('.') as F] ??= issue.message;
    show(found, CHECK_FIELDS_MESSAGE);
    return false;
  };
  const reset = () => {
    setErrors({});
    setFormError(null);
  };

  const describedBy = (field: F, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const invalid = (field: F) => (errors[field] ? true : undefined);
  /** id, ref and the aria attributes of a field that shows its own message (and an optional hint). */
  const control = (field: F, hint?: string) => ({
    id: fieldId(field),
    ref: register(field),
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, hint),
  });
  const fieldError = (field: F) => <FieldError id={errorId(field)} message={errors[field]} />;
  /** The ImageField props that tie it to field `field`: its button's ref and description, its message, and a pick clears the message. */
  const imageFieldProps = (field: F, hint?: string) => ({
    buttonRef: register(field),
    describedBy: describedBy(field, hint),
    error: fieldError(field),
    onPicked: () => clearError(field),
  });

  return { errors, setErrors, formError, clearError, show, showApiError, passesLocalCheck, reset, fieldId, register, focus, describedBy, invalid, control, fieldError, imageFieldProps };
}
