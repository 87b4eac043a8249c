'use client';

import type { Ref } from 'react';
import type { FieldErrors, FormField } from '@/lib/domain/post-form-errors';
import { FIELD_LABELS, focusField } from './form-field';

export type ErrorSummaryProps = {
  /** Focused when a failed save has no field to focus. */
  ref: Ref<HTMLDivElement>;
  summary: string;
  errors: FieldErrors;
};

/** The message above the form, with a link to each invalid field. */
export function ErrorSummary({ ref, summary, errors }: ErrorSummaryProps) {
  const errorEntries = (Object.entries(errors) as [FormField | 'geral', string | undefined][]).filter(([, message]) => message);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none" data-testid="resumo-erros">
      <p className="font-bold">{summary}</p>
      {errorEntries.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {errorEntries.map(([field, message]) => (
            <li key={field}>
              {field === 'geral' ? (
                message
              ) : (
                <button type="button" className="text-left underline" onClick={() => focusField(field)}>
                  {FIELD_LABELS[field]}: {message}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
