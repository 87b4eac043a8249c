'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import clsx from 'clsx';
import { CATEGORY_BAR_CATEGORIES } from '@/lib/domain/constants';
import { isActiveCategoryPath, isNewsPath } from '@/lib/domain/category';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { HeaderCategory } from './site-header';

/** SPEC §2.3: 'Notícias' and category pills (6, or all under /noticias); collapsed under 'Categorias' on phones. */
export function CategoryBar({ categories }: { categories: HeaderCategory[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const items = isNewsPath(pathname) ? categories : categories.slice(0, CATEGORY_BAR_CATEGORIES);
  // 44 px tall on phones (tap targets), the compact pill from md up.
  const pill = 'block whitespace-nowrap rounded-full border border-l-4 border-slate-200 bg-white px-3 py-3 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 md:py-1.5';
  return (
    <nav aria-label="Categorias" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 md:py-2">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between text-sm font-bold uppercase tracking-wide text-slate-700 md:hidden"
          aria-expanded={open}
          aria-controls="barra-categorias"
          onClick={() => setOpen((value) => !value)}
        >
          Categorias
          <ChevronDownIcon className={clsx('h-5 w-5 transition-transform', open && 'rotate-180')} />
        </button>
        <ul id="barra-categorias" className={clsx('flex-wrap gap-2 pb-3 md:flex md:pb-0', open ? 'flex' : 'hidden')}>
          <li>
            <Link
              href="/noticias"
              aria-current={isNewsPath(pathname) ? 'page' : undefined}
              className={clsx(pill, 'border-l-brand-600', isNewsPath(pathname) && 'bg-brand-50 text-brand-700')}
            >
              Notícias
            </Link>
          </li>
          {items.map((category) => (
            <li key={category.slug}>
              <Link
                href={`/${category.slug}`}
                aria-current={isActiveCategoryPath(pathname, category.slug) ? 'page' : undefined}
                className={clsx(pill, isActiveCategoryPath(pathname, category.slug) && 'bg-slate-100')}
                style={{ borderLeftColor: category.cor }}
              >
                {category.nome}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
