/** Toast list reducer (SPEC §4.7): duplicates ignored, at most 4 shown, oldest dropped. */

import { MAX_TOASTS } from './constants';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
}

export function isSameToast(a: Toast, b: Toast): boolean {
  return a.type === b.type && a.title === b.title && (a.message ?? '') === (b.message ?? '');
}

/** Returns the same list when the toast is a duplicate, so state setters can bail out. */
export function addToast(list: Toast[], toast: Toast): Toast[] {
  if (list.some((existing) => isSameToast(existing, toast))) return list;
  const next = [...list, toast];
  return next.slice(Math.max(0, next.length - MAX_TOASTS));
}

export function removeToast(list: Toast[], id: string): Toast[] {
  return list.filter((toast) => toast.id !== id);
}
