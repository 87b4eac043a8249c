'use client';

import type { Ref } from 'react';
import type { FieldErrors, FormField } from '@/lib/domain/post-form-errors';
import { ErrorSummary as FormErrorSummary } from '@/components/admin/forms/error-summary';
import { FIELD_LABELS, focusField } from './form-field';

export type ErrorSummaryProps = {
  /** Focused when a failed save has no field to focus. */
  ref: Ref<HTMLDivElement>;
  summary: string;
  errors: FieldErrors;
};

/** The message above the post form, with a link to each invalid field. */
export function ErrorSummary({ ref, summary, errors }: ErrorSummaryProps) {
  const entries = (Object.entries(errors) as [FormField | 'geral', string | undefined][]).filter(([, message]) => message);
  const items = entries.map(([field, message]) =>
    field === 'geral' ? { key: field, text: message } : { key: field, text: `${FIELD_LABELS[field]}: ${message}`, onSelect: () => focusField(field) },
  );
  return <FormErrorSummary ref={ref} summary={summary} items={items} />;
}
