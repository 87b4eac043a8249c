'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import clsx from 'clsx';
import { TOAST_DURATION_MS } from '@/lib/domain/constants';
import { addToast, removeToast, type Toast, type ToastType } from '@/lib/domain/toasts';
import { CloseIcon } from './icons';

type ShowToast = (toast: { type: ToastType; title: string; message?: string; duration?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast precisa estar dentro de <ToastProvider>.');
  return show;
}

const STYLES: Record<ToastType, string> = {
  success: 'border-emerald-500 bg-emerald-50 text-emerald-950',
  error: 'border-red-500 bg-red-50 text-red-950',
  warning: 'border-amber-500 bg-amber-50 text-amber-950',
  info: 'border-sky-500 bg-sky-50 text-sky-950',
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: string) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onClose(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, onClose]);
  return (
    <li
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      className={clsx('pointer-events-auto flex w-full items-start gap-3 rounded-md border-l-4 p-3 shadow-lg sm:w-80', STYLES[toast.type])}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">{toast.title}</p>
        {toast.message && <p className="mt-0.5 text-sm">{toast.message}</p>}
      </div>
      <button type="button" onClick={() => onClose(toast.id)} aria-label="Fechar aviso" className="-my-3 -mr-2 shrink-0 rounded p-3.5 opacity-70 hover:opacity-100">
        <CloseIcon className="h-4 w-4" />
      </button>
    </li>
  );
}

// The panel's place for the stack: top right (its header is on the left). The public site passes
// its own from the server layout, so that string is page data, not JavaScript.
const PANEL_STACK = 'inset-x-3 top-3 sm:left-auto sm:right-4 sm:top-4';

/** SPEC §4.7: at most 4 at once (oldest dropped), duplicates ignored, closable, auto-closing. */
export function ToastProvider({ children, stackClassName = PANEL_STACK }: { children: React.ReactNode; stackClassName?: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const close = useCallback((id: string) => setToasts((list) => removeToast(list, id)), []);
  const show = useCallback<ShowToast>(({ type, title, message, duration = TOAST_DURATION_MS }) => {
    const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    setToasts((list) => addToast(list, { id, type, title, message, duration }));
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol aria-live="polite" className={`pointer-events-none fixed z-[60] flex flex-col items-end gap-2 ${stackClassName}`}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
