'use client';

import { useEffect, useRef } from 'react';

type FormSentNoticeProps = {
  message: string;
  /** The button that brings the form back for another message. */
  againLabel: string;
  onAgain: () => void;
};

/**
 * A public form's confirmation, shown in the form's place. It takes the focus when it appears:
 * the button that sent the form went with it, and a phone stays scrolled where that button was,
 * below this shorter box, where the reader would see no answer. Focused, it is scrolled into view
 * (clear of the sticky header) and keyboard users carry on from it.
 */
export function FormSentNotice({ message, againLabel, onAgain }: FormSentNoticeProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="status"
      className="flex scroll-mt-28 flex-col items-start gap-4 rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
    >
      <p className="text-lg font-bold">{message}</p>
      <button type="button" onClick={onAgain} className="rounded-md border border-emerald-700 px-4 py-2 text-sm font-bold text-emerald-800 hover:bg-emerald-100">
        {againLabel}
      </button>
    </div>
  );
}
