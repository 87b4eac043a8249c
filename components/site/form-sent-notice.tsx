'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';
import { fieldElement } from './form-fields';

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

/**
 * Whether a public form was sent, for the form that FormSentNotice replaces. `writeAgain` brings the
 * form back with the focus in its field `field`: the button that had the focus went with the form.
 */
export function useFormSent(formRef: RefObject<HTMLFormElement | null>, field: string) {
  const [sent, setSent] = useState(false);
  const writingAgain = useRef(false);
  useEffect(() => {
    if (sent || !writingAgain.current) return;
    writingAgain.current = false;
    if (formRef.current) fieldElement(formRef.current, field)?.focus();
  }, [sent, formRef, field]);
  const writeAgain = () => {
    writingAgain.current = true;
    setSent(false);
  };
  return { sent, markSent: () => setSent(true), writeAgain };
}
