'use client';

import { useRef, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonDanger, buttonSecondary } from '@/components/admin/media/styles';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  busy?: boolean;
  /** Why the last attempt failed (e.g. the API's 409 message), shown inside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Confirmation before a destructive action; focus starts on 'Cancelar', the safe choice. */
export function ConfirmDialog({ open, title, message, confirmLabel, busyLabel, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      busy={busy}
      initialFocusRef={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={buttonSecondary}>
            Cancelar
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={buttonDanger}>
            {busy ? (busyLabel ?? 'Aguarde...') : confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700">{message}</div>
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </Dialog>
  );
}
