'use client';

import { useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { firstInvalidField, type FieldErrors, type FormField } from '@/lib/domain/post-form-errors';
import { focusField } from './form-field';

export type FieldErrorsState = {
  /** One message per invalid field ('geral' for what belongs to none). */
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  /** The message above the form, or null. */
  summary: string | null;
  setSummary: Dispatch<SetStateAction<string | null>>;
  summaryRef: RefObject<HTMLDivElement | null>;
  clearError: (field: FormField) => void;
  /** Shows a failed check or save: the fields' messages, the summary, and focus on the first invalid field. */
  showErrors: (fieldErrors: FieldErrors, message: string) => void;
};

/** The post form's error messages: beside each field and in the summary. */
export function useFieldErrors(): FieldErrorsState {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const clearError = (field: FormField) =>
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const showErrors = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setSummary(message);
    const first = firstInvalidField(fieldErrors);
    // After React has drawn the messages: the first invalid field, else the summary.
    window.setTimeout(() => (first ? focusField(first) : summaryRef.current?.focus()), 0);
  };

  return { errors, setErrors, summary, setSummary, summaryRef, clearError, showErrors };
}
