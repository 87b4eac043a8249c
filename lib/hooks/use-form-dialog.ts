'use client';

import { useState } from 'react';

/**
 * A manager screen's "new / edit" dialog: which record is open, and the props its Dialog and its
 * form share (the dialog stays open while the form saves; saving closes it and reloads the list).
 */
export function useFormDialog<Editing>(afterSave: () => void) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setEditing(null);
  return {
    editing,
    setEditing,
    dialogProps: { open: editing !== null, onClose: close, busy },
    formProps: {
      onBusyChange: setBusy,
      onCancel: close,
      onSaved: () => {
        close();
        afterSave();
      },
    },
  };
}
