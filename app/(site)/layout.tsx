import type { Metadata } from 'next';
import clsx from 'clsx';
import { Suspense } from 'react';
import { CategoryBar } from '@/components/site/header/category-bar';
import { DesktopNav } from '@/components/site/header/desktop-nav';
import type { HeaderCategory } from '@/components/site/header/main-nav';
import { SecondaryBar } from '@/components/site/header/secondary-bar';
import { SiteHeader } from '@/components/site/header/site-header';
import { IntentPrefetch } from '@/components/ui/intent-prefetch';
import { PlayerDock } from '@/components/site/player/player-dock';
import { PlayerProvider } from '@/components/site/player/player-provider';
import { logoSources } from '@/components/site/logo-sources';
import { SiteFooter } from '@/components/site/site-footer';
import { WhatsappButton } from '@/components/site/whatsapp-button';
import { UrgentBar } from '@/components/site/urgent-bar';
import { ToastProvider } from '@/components/ui/toast-provider';
import { getCategories, getPublicSettings, getSchedule, getScheduleExceptions, getTopCategories, getUrgentPost, logFailure } from '@/lib/api/public';
import { headerCategories, type Categoria } from '@/lib/domain/category';
import { SECONDARY_BAR_CATEGORIES } from '@/lib/domain/constants';
import { playerExceptions } from '@/lib/domain/grid-exceptions';
import { playerShows } from '@/lib/domain/schedule';
import { brandName, streamUrlOf, whatsappLink, type PublicSettings } from '@/lib/domain/settings';

// Every public page is rendered once and served from the cache until a write expires what it
// read, or this many seconds pass (PUBLIC_CACHE_TTL_SECONDS; Next needs the literal here).
export const revalidate = 30;

const toHeaderCategory = ({ slug, nome, cor }: Categoria): HeaderCategory => ({ slug, nome, cor });

async function SecondaryBarLoader() {
  const categories = headerCategories(await getCategories()).slice(0, SECONDARY_BAR_CATEGORIES);
  return <SecondaryBar categories={categories.map(toHeaderCategory)} />;
}

async function CategoryBarLoader() {
  return <CategoryBar categories={(await getCategories()).map(toHeaderCategory)} />;
}

async function FooterLoader({ settings }: { settings: PublicSettings }) {
  return <SiteFooter settings={settings} topCategories={await getTopCategories()} />;
}

async function loadHeaderData() {
  try {
    const settings = await getPublicSettings();
    return { settings, chips: headerCategories(await getCategories()).map(toHeaderCategory), dataError: false };
  } catch (error) {
    await logFailure('Erro ao carregar dados do cabeçalho', error);
    const { DEFAULT_SETTINGS } = await import('@/lib/domain/settings');
    return { settings: structuredClone(DEFAULT_SETTINGS) as PublicSettings, chips: [], dataError: true };
  }
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getPublicSettings();
  return { icons: { icon: settings.site.favicon || '/favicon.ico' } };
}

/**
 * What the fixed bottom dock covers: its bar (--dock-h, globals.css: taller
 * while it holds an on-demand item) plus a margin, and on phones the messaging button floating
 * 4rem higher. The footer's spacer and the toasts keep clear of it.
 */
const DOCK_CLEARANCE = {
  barOnly: { spacer: 'h-[calc(var(--dock-h)+1rem)]', toasts: 'bottom-[calc(var(--dock-h)+1rem+env(safe-area-inset-bottom))]' },
  withMessaging: {
    spacer: 'h-[calc(var(--dock-h)+5rem)] md:h-[calc(var(--dock-h)+1rem)]',
    toasts: 'bottom-[calc(var(--dock-h)+5rem+env(safe-area-inset-bottom))] md:bottom-[calc(var(--dock-h)+1rem+env(safe-area-inset-bottom))]',
  },
};

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const [{ settings, chips, dataError }, grid, exceptions, urgent] = await Promise.all([loadHeaderData(), getSchedule(), getScheduleExceptions(), getUrgentPost()]);
  const brand = brandName(settings);
  const whatsapp = whatsappLink(settings);
  const clearance = whatsapp ? DOCK_CLEARANCE.withMessaging : DOCK_CLEARANCE.barOnly;
  return (
    // Toasts stack above the player bar (and the messaging button), never over the header search.
    <ToastProvider stackClassName={`inset-x-3 sm:left-auto sm:right-4 ${clearance.toasts}`}>
      <PlayerProvider
        config={{
          brand,
          streamUrl: streamUrlOf(settings),
          autoplay: settings.player.autoplay,
          volumeInicial: settings.player.volumeInicial,
          iniciarMutado: settings.player.iniciarMutado,
          artwork: settings.site.logo || null,
          shows: playerShows(grid, brand),
          excecoes: playerExceptions(exceptions),
        }}
      >
        <a href="#conteudo" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink">
          Pular para o conteúdo
        </a>
        {/* "Urgente" on top of every public page, in the cached HTML: no script. The read
            drops an urgency already over, and the scheduler expires the pages when one ends. */}
        {urgent && <UrgentBar post={urgent} />}
        <SiteHeader brand={brand} logo={settings.site.logo ? logoSources(settings.site.logo) : null} categories={chips} dataError={dataError} nav={<DesktopNav />} />
        <Suspense fallback={null}>
          <SecondaryBarLoader />
        </Suspense>
        <Suspense
          fallback={
            <p className="border-b border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-500" role="status">
              Carregando categorias...
            </p>
          }
        >
          <CategoryBarLoader />
        </Suspense>
        <main id="conteudo" className="min-h-[60vh]">
          {children}
        </main>
        <Suspense fallback={null}>
          <FooterLoader settings={settings} />
        </Suspense>
        {/* Room for the fixed player bar (and, on phones, the messaging button floating above it),
            so the footer's last line is never hidden under either. */}
        <div className={clsx('bg-slate-950', clearance.spacer)} aria-hidden />
        <PlayerDock>{whatsapp && <WhatsappButton href={whatsapp} />}</PlayerDock>
        <IntentPrefetch />
      </PlayerProvider>
    </ToastProvider>
  );
}
