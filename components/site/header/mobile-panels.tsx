'use client';

import { Link } from '@/components/ui/link';
import { useEffect, useRef } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { MAIN_NAV, type HeaderCategory } from './main-nav';

type Props = {
  searchOpen: boolean;
  menuOpen: boolean;
  term: string;
  onTermChange: (term: string) => void;
  onSubmit: (event: React.FormEvent) => void;
  onCloseSearch: () => void;
  categories: HeaderCategory[];
};

/** The phone's search overlay and menu (SPEC §2.3), loaded by the header when first opened. */
export function MobilePanels({ searchOpen, menuOpen, term, onTermChange, onSubmit, onCloseSearch, categories }: Props) {
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  return (
    <>
      {searchOpen && (
        <div role="dialog" aria-modal="true" aria-label="Buscar notícias" className="fixed inset-0 z-50 bg-brand-900 p-4 md:hidden">
          <form role="search" onSubmit={onSubmit} className="mx-auto mt-16 flex max-w-xl gap-2">
            <label htmlFor="busca-overlay" className="sr-only">
              Buscar notícias
            </label>
            <input
              ref={searchInput}
              id="busca-overlay"
              type="search"
              value={term}
              onChange={(event) => onTermChange(event.target.value)}
              placeholder="Buscar notícias..."
              className="min-w-0 flex-1 rounded-md border-0 bg-white px-4 py-3 text-base text-ink shadow-lg placeholder:text-slate-500 focus:outline-none focus:ring-4 focus:ring-live/60"
            />
            <button type="submit" disabled={term.trim() === ''} className="min-h-11 rounded-md bg-live px-4 font-bold text-white disabled:opacity-60">
              Buscar
            </button>
          </form>
          <button
            type="button"
            onClick={onCloseSearch}
            aria-label="Fechar busca"
            className="absolute right-3 top-3 rounded p-2.5 text-white hover:bg-white/10"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
      )}

      {menuOpen && (
        <div id="menu-mobile" className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-brand-900 px-4 pb-6 lg:hidden">
          <nav aria-label="Menu">
            <ul className="divide-y divide-white/10">
              {MAIN_NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="block py-3 text-base font-bold">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <h2 className="mb-3 mt-4 text-xs font-black uppercase tracking-widest text-white/60">Notícias</h2>
          <ul className="grid grid-cols-2 gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link
                  href={`/${category.slug}`}
                  className="block truncate rounded-md border-l-4 bg-white/5 px-3 py-3 text-sm font-semibold hover:bg-white/10"
                  style={{ borderLeftColor: category.cor }}
                >
                  {category.nome}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
