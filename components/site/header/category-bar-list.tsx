'use client';

import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

/** The category pills, collapsed under a 'Categorias' button on phones and always shown from md up. */
export function CategoryBarList({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between text-sm font-bold uppercase tracking-wide text-slate-700 md:hidden"
        aria-expanded={open}
        aria-controls="barra-categorias"
        onClick={() => setOpen((value) => !value)}
      >
        Categorias
        <ChevronDownIcon className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id="barra-categorias" className={`flex-wrap gap-2 pb-3 md:flex md:pb-0 ${open ? 'flex' : 'hidden'}`}>
        {children}
      </ul>
    </>
  );
}
