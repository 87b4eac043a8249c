'use client';

import { Link } from '@/components/ui/link';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import clsx from 'clsx';
import { HEADER_SCROLLED_THRESHOLD_PX } from '@/lib/domain/constants';
import { CloseIcon, MenuIcon, PauseIcon, PlayIcon, SearchIcon } from '@/components/ui/icons';
import { usePlayer } from '../player/player-provider';
import type { HeaderCategory } from './main-nav';
import { SiteLogo, type LogoSources } from './site-logo';

// The phone's search overlay and menu load when first opened: every reader of every page would
// otherwise download them.
const MobilePanels = lazy(() => import('./mobile-panels').then((module) => ({ default: module.MobilePanels })));

type Props = {
  brand: string;
  logo: LogoSources | null;
  categories: HeaderCategory[];
  dataError: boolean;
  /** The main navigation for large screens (DesktopNav), rendered on the server. */
  nav: ReactNode;
};

/** SPEC §2.3: trimmed, non-empty, URL-encoded; the box is then cleared and closed. */
export function searchHref(term: string): string | null {
  const trimmed = term.trim();
  return trimmed ? `/noticias?busca=${encodeURIComponent(trimmed)}` : null;
}

function ListenControl({ compact }: { compact?: boolean }) {
  const player = usePlayer();
  if (!player.streamUrl) return null;
  return (
    <div className="flex items-center gap-2" data-testid="header-listen">
      <span className="flex items-center gap-1 rounded-sm bg-live px-1.5 py-0.5 text-[10px] font-black tracking-wider text-white">
        <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" aria-hidden />
        ONLINE
      </span>
      <button
        type="button"
        onClick={player.togglePlay}
        disabled={!player.ready}
        // The name starts with the visible words (WCAG 2.5.3 label in name).
        aria-label={player.playing ? 'Pausar a rádio' : 'Ouça agora: ouvir a rádio ao vivo'}
        className="flex min-h-11 items-center gap-2 rounded-full bg-white px-2 py-1.5 text-brand-900 shadow-sm transition hover:bg-brand-50"
      >
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-live text-white">
          {player.playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
        </span>
        <span className={clsx('pr-1 text-xs font-black tracking-wide', compact && 'hidden sm:inline')}>{player.playing ? 'PAUSAR' : 'OUÇA AGORA'}</span>
      </button>
    </div>
  );
}

export function SiteHeader({ brand, logo, categories, dataError, nav }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  const [term, setTerm] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Navigating closes the menu and the search overlay.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  const submitSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const href = searchHref(term);
    if (!href) return;
    router.push(href);
    setTerm('');
    setSearchOpen(false);
  };

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      // The header is the search dialog's stacking context: while it is open, it rises above the player bar.
      className={clsx('sticky top-0 bg-brand-900 text-white transition-shadow', searchOpen ? 'z-50' : 'z-30', scrolled && 'scrolled shadow-lg')}
    >
      <div className={clsx('mx-auto flex max-w-7xl items-center gap-3 px-4 transition-all', scrolled ? 'h-14' : 'h-16 lg:h-20')}>
        <button
          type="button"
          className="-ml-2.5 rounded p-2.5 hover:bg-white/10 lg:hidden"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={menuOpen}
          aria-controls="menu-mobile"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
        </button>
        <Link href="/" className="flex min-h-11 min-w-0 items-center" aria-label={`${brand} — página inicial`}>
          <SiteLogo brand={brand} logo={logo} className={clsx('w-auto min-w-0 object-contain object-left transition-all', scrolled ? 'h-9' : 'h-10 lg:h-12')} />
        </Link>
        {nav}
        <div className="ml-auto flex items-center gap-3">
          {dataError && <span className="text-xs text-amber-300">Erro ao carregar dados</span>}
          <ListenControl compact />
          <form role="search" onSubmit={submitSearch} className="relative hidden md:block">
            <label htmlFor="busca-cabecalho" className="sr-only">
              Buscar notícias
            </label>
            <input
              id="busca-cabecalho"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="Buscar notícias..."
              className="w-56 rounded-full border border-white/20 bg-white/10 py-2 pl-4 pr-10 text-sm text-white placeholder:text-white/60 focus:bg-white focus:text-ink focus:placeholder:text-slate-500 xl:w-64"
            />
            <button type="submit" aria-label="Buscar" className="absolute right-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-white/80 hover:text-white">
              <SearchIcon className="h-4 w-4" />
            </button>
          </form>
          <button
            type="button"
            className="-mr-1 rounded p-3 hover:bg-white/10 md:hidden"
            aria-label="Abrir busca"
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen(true)}
          >
            <SearchIcon className="h-5 w-5" />
          </button>
        </div>
      </div>

      {(searchOpen || menuOpen) && (
        <Suspense fallback={null}>
          <MobilePanels
            searchOpen={searchOpen}
            menuOpen={menuOpen}
            term={term}
            onTermChange={setTerm}
            onSubmit={submitSearch}
            onCloseSearch={() => setSearchOpen(false)}
            categories={categories}
          />
        </Suspense>
      )}
    </header>
  );
}
