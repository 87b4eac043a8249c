'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { isActiveCategoryPath, isNewsPath } from '@/lib/domain/category';
import type { HeaderCategory } from './site-header';

const itemClass = 'block whitespace-nowrap border-b-2 px-3 py-2.5 text-[13px] font-bold uppercase tracking-wide transition-colors';

/** SPEC §2.3: 'Notícias' and the top 10 categories by post count; hidden on small screens. */
export function SecondaryBar({ categories }: { categories: HeaderCategory[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Editorias" className="hidden border-b border-slate-200 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl items-center overflow-x-auto px-2">
        <li>
          <Link
            href="/noticias"
            aria-current={isNewsPath(pathname) ? 'page' : undefined}
            className={clsx(itemClass, isNewsPath(pathname) ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:text-brand-700')}
          >
            Notícias
          </Link>
        </li>
        {categories.map((category) => {
          const active = isActiveCategoryPath(pathname, category.slug);
          return (
            <li key={category.slug}>
              <Link
                href={`/${category.slug}`}
                aria-current={active ? 'page' : undefined}
                data-active={active ? 'true' : undefined}
                className={clsx(itemClass, active ? 'text-ink' : 'border-transparent text-slate-700 hover:text-ink')}
                style={active ? { borderBottomColor: category.cor } : undefined}
              >
                {category.nome}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
