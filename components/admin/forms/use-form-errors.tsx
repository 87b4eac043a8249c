'use client';

import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError } from '@/lib/admin/api';
import { FieldError } from './form-messages';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

type LocalIssue = { path: readonly PropertyKey[]; message: string };
export type LocalCheck = { success: true } | { success: false; error: { issues: readonly LocalIssue[] } };

/** The message over a form whose local check found mistakes. */
export const CHECK_FIELDS_MESSAGE = 'Verifique os campos destacados.';

type Options = {
  /** Also scroll the field to the middle of the screen: the long pages (post, settings), not the dialogs. */
  scroll?: boolean;
};

/**
 * A form's errors, the panel's one error hook: one message per field (from the local check or the
 * API's `campos`) and one over the whole form. Field `f` has the id `${ids}-f` (dots become dashes)
 * or, for a form with fixed ids, `ids(f)`; its message is `${id}-erro` and its hint `${id}-dica`.
 * `order` is the fields' order on screen: once the messages are drawn, the first field in error
 * (registered with `register`, else found by its id) gets the keyboard; with no field to focus,
 * the element behind `summaryRef` does.
 */
export function useFormErrors<F extends string>(ids: string | ((field: F) => string), order: readonly F[], { scroll = false }: Options = {}) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  // Set by `show`: focus waits for the render that draws the messages (and any field they bring).
  const [pendingFocus, setPendingFocus] = useState<{ field: F | null; id: string | null } | null>(null);

  const fieldId = (field: F) => (typeof ids === 'string' ? `${ids}-${field.replace(/\./g, '-')}` : ids(field));
  const errorId = (field: F) => `${fieldId(field)}-erro`;
  const hintId = (field: F) => `${fieldId(field)}-dica`;
  const register = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  const clearError = (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const put = (element: HTMLElement | null | undefined) => {
    element?.focus();
    if (scroll) element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  };
  useEffect(() => {
    if (!pendingFocus) return;
    const { field, id } = pendingFocus;
    put(field === null ? summaryRef.current : (refs.current[field] ?? (id ? document.getElementById(id) : null)));
    // `put` reads only refs and the fixed `scroll` option.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pendingFocus]);

  /** Puts the keyboard on a field now (registered, else by its id). */
  const focus = (field: F) => put(refs.current[field] ?? document.getElementById(fieldId(field)));
  /** Shows the messages (and the one over the form, when given); the first field in error gets the keyboard. */
  const show = (found: FieldErrors<F>, message: string | null) => {
    setErrors(found);
    setFormError(message);
    const first = order.find((field) => found[field]) ?? null;
    if (first !== null) setPendingFocus({ field: first, id: fieldId(first) });
    else if (message !== null) setPendingFocus({ field: null, id: null });
  };
  /** A failed save: the API's field messages and its message (or the fallback); returns that message. */
  const showApiError = (caught: unknown, fallback: string): string => {
    const apiError = caught instanceof AdminApiError ? caught : null;
    const message = apiError?.message ?? fallback;
    show((apiError?.campos ?? {}) as FieldErrors<F>, message);
    return message;
  };
  /** zod issues → each field's first message. */
  const errorsOf = (issues: readonly LocalIssue[]): FieldErrors<F> => {
    const found: FieldErrors<F> = {};
    for (const issue of issues) found[issue.path.map(String).join('.') as F] ??= issue.message;
    return found;
  };
  /** The API's schema checked before sending: true when valid, else each field's first message is shown (and `message` over the form). */
  const passesLocalCheck = (result: LocalCheck, message: string | null = CHECK_FIELDS_MESSAGE): boolean => {
    if (result.success) return true;
    show(errorsOf(result.error.issues), message);
    return false;
  };
  const reset = () => {
    setErrors({});
    setFormError(null);
  };

  /** What describes field `field`: other text's ids (a hint), then its message while it has one. */
  const describedBy = (field: F, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const invalid = (field: F) => (errors[field] ? true : undefined);
  /** id, ref and the aria attributes of a control drawn by hand (the kit's fields take `bind` instead). */
  const control = (field: F, hint?: string) => ({
    id: fieldId(field),
    ref: register(field),
    'aria-invalid': invalid(field),
    'aria-describedby': describedBy(field, hint),
  });
  const fieldError = (field: F) => <FieldError id={errorId(field)} message={errors[field]} />;
  /** The props a kit field (TextField, SelectField…) takes to be field `field`, besides its value. */
  const field = (name: F) => ({ id: fieldId(name), inputRef: register(name), error: errors[name] });
  /** The ImageField props that tie it to field `field`: its button's ref and description, its message, and a pick clears the message. */
  const imageFieldProps = (name: F, hint?: string) => ({
    buttonRef: register(name),
    describedBy: describedBy(name, hint),
    error: fieldError(name),
    onPicked: () => clearError(name),
  });

  return {
    errors,
    setErrors,
    formError,
    setFormError,
    summaryRef,
    clearError,
    show,
    showApiError,
    errorsOf,
    passesLocalCheck,
    reset,
    fieldId,
    errorId,
    hintId,
    register,
    focus,
    describedBy,
    invalid,
    control,
    fieldError,
    field,
    imageFieldProps,
  };
}

export type FormErrors<F extends string> = ReturnType<typeof useFormErrors<F>>;
