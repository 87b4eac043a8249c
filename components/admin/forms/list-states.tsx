import type { ReactNode } from 'react';
import clsx from 'clsx';
import { buttonSecondary, cardClass } from '@/components/admin/media/styles';

/** A list or record that did not load: what failed, the API's reason and 'Tentar novamente'. */
export function LoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{message}</p>
      <button type="button" onClick={onRetry} className={clsx(buttonSecondary, 'mt-3')}>
        Tentar novamente
      </button>
    </div>
  );
}

/** 'Carregando…' in place of a list; `live` announces it (role="status"). */
export function LoadingNote({ children, live = false }: { children: ReactNode; live?: boolean }) {
  return (
    <p className="py-8 text-center text-sm text-slate-600" role={live ? 'status' : undefined}>
      {children}
    </p>
  );
}

/** An empty list's one-line message, in a card. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={clsx(cardClass, 'p-8 text-center text-sm text-slate-600')}>{children}</p>;
}
