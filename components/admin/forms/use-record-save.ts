'use client';

import { adminFetch } from '@/lib/admin/api';
import { useToast } from '@/components/ui/toast-provider';
import { useSaving } from '@/lib/hooks/use-saving';

type Options<T> = {
  /** '/categorias': a new record is POSTed there, an existing one PUT to `${path}/${id}`. */
  path: string;
  /** The record being edited; null for a new one. */
  id: number | null;
  texts: {
    /** The success toast's title, for a new and for an edited record. */
    created: string;
    updated: string;
    /** The success toast's message: the saved record's name. */
    name: (saved: T) => string;
    /** The failure toast's title, and its message when the API gave none. */
    failed: string;
    fallback: string;
  };
  /** The form's errors (useFormErrors): cleared as the request starts, filled from the API's answer when it fails. */
  errors: { reset: () => void; showApiError: (caught: unknown, fallback: string) => string };
  onSaved: (saved: T) => void;
  /** Lets the dialog around the form refuse to close mid-request. */
  onBusyChange?: (busy: boolean) => void;
};

/** A dialog form's create-or-update request, with its busy state and the outcome toasted. */
export function useRecordSave<T>({ path, id, texts, errors, onSaved, onBusyChange }: Options<T>) {
  const toast = useToast();
  const [saving, setBusy] = useSaving(onBusyChange);

  /** `claim` sees a failure first and returns true when it has dealt with it itself. */
  const save = async (body: unknown, claim?: (caught: unknown) => boolean) => {
    setBusy(true);
    errors.reset();
    try {
      const saved =
        id === null ? await adminFetch<T>(path, { method: 'POST', json: body }) : await adminFetch<T>(`${path}/${id}`, { method: 'PUT', json: body });
      toast({ type: 'success', title: id === null ? texts.created : texts.updated, message: texts.name(saved) });
      onSaved(saved);
    } catch (caught) {
      if (claim?.(caught)) return;
      const message = errors.showApiError(caught, texts.fallback);
      toast({ type: 'error', title: texts.failed, message });
    } finally {
      setBusy(false);
    }
  };

  return { saving, save };
}
