'use client';

import { useState } from 'react';

/** Whether a form's request is running; onBusyChange lets the dialog around the form refuse to close meanwhile. */
export function useSaving(onBusyChange?: (busy: boolean) => void) {
  const [saving, setSaving] = useState(false);
  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onBusyChange?.(busy);
  };
  return [saving, setBusy] as const;
}
