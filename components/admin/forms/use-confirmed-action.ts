'use client';

import { useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { apiErrorMessage } from './api-error';

type Options<T> = {
  /** The request the confirmation sends; throws when it fails. */
  run: (target: T) => Promise<unknown>;
  /** The success toast. */
  done: (target: T) => { title: string; message: string };
  /** The failure toast's title. */
  failed: (target: T) => string;
  /** The failure message when the API did not give one. */
  fallback: string;
  /** After the success toast, once the dialog has closed: refresh the list, close what showed the item… */
  after?: (target: T) => void;
};

/**
 * An action asked for first (delete, deactivate, close…): `ask(target)` opens the ConfirmDialog,
 * confirming sends `run` and toasts the outcome; a failure stays in the dialog as its error.
 * Spread `dialog` onto the ConfirmDialog.
 */
export function useConfirmedAction<T>({ run, done, failed, fallback, after }: Options<T>) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (next: T) => {
    setError(null);
    setTarget(next);
  };
  const cancel = () => setTarget(null);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    setError(null);
    try {
      await run(target);
      toast({ type: 'success', ...done(target) });
      setTarget(null);
      after?.(target);
    } catch (caught) {
      const message = apiErrorMessage(caught, fallback);
      setError(message);
      toast({ type: 'error', title: failed(target), message });
    } finally {
      setBusy(false);
    }
  };

  return { target, ask, dialog: { open: target !== null, busy, error, onConfirm: confirm, onCancel: cancel } };
}
