'use client';

import type { ReactNode, Ref } from 'react';

export type SummaryItem = {
  key: string;
  text: ReactNode;
  /** Puts the keyboard on the field; without it the item is plain text (a message that belongs to no field). */
  onSelect?: () => void;
};

type Props = {
  /** Focused when a failed save has no field to focus (useFormErrors' summaryRef). */
  ref: Ref<HTMLDivElement>;
  summary: string;
  items: SummaryItem[];
};

/** The message above a long form (the post, the settings), with a link to each field in error. */
export function ErrorSummary({ ref, summary, items }: Props) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none" data-testid="resumo-erros">
      <p className="font-bold">{summary}</p>
      {items.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {items.map((item) => (
            <li key={item.key}>
              {item.onSelect ? (
                <button type="button" className="text-left underline" onClick={item.onSelect}>
                  {item.text}
                </button>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
