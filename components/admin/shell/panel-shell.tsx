'use client';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { signOut } from 'next-auth/react';
import { ADMIN_LOGIN_PATH, loginRedirectPath } from '@/lib/domain/admin-access';
import { brandName } from '@/lib/domain/settings';
import { AdminApiError, setUnauthorizedNavigator } from '@/lib/admin/api';
import { logout, refreshProfile } from '@/lib/admin/auth-client';
import { usePublicSettings } from '@/lib/admin/public-settings';
import { renewSessionWhileActive } from '@/lib/admin/session-renewal';
import { clearSession, getToken, isAuthenticated, TOKEN_STORAGE_KEY } from '@/lib/admin/session';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { IntentPrefetch } from '@/components/ui/intent-prefetch';
import { ToastProvider } from '@/components/ui/toast-provider';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { AccessDeniedNotice } from './access-denied-notice';
import { PanelLoading } from './panel-loading';
import { PanelNav } from './panel-nav';
import { PanelUser } from './panel-user';

function PanelBrand() {
  const settings = usePublicSettings();
  return (
    <div className="min-w-0">
      <p className="truncate text-base font-black text-ink">{settings ? brandName(settings) : '\u00a0'}</p>
      <p className="text-xs font-semibold uppercase tracking-wider text-slate-500">Painel Administrativo</p>
    </div>
  );
}

/**
 * The staff panel's client shell. It shows 'Carregando painel administrativo...' until the
 * session is established (token and user stored, profile refreshed with GET /auth/me), then the
 * sidebar (desktop) or top bar and drawer (mobile) around the screen.
 */
export function PanelShell({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const user = useStoredUser();
  const [ready, setReady] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // The session is established once per panel load, whatever re-renders the router causes.
  const routerRef = useRef(router);
  useEffect(() => {
    routerRef.current = router;
  }, [router]);

  // A 401 anywhere in the panel navigates with the router: no full reload.
  useEffect(() => setUnauthorizedNavigator((path) => routerRef.current.replace(path)), []);
  // A session in use does not expire under the editor's hands (lib/admin/session-renewal).
  useEffect(() => renewSessionWhileActive(), []);

  useEffect(() => {
    const router = routerRef.current;
    let active = true;
    async function establish() {
      // SPEC §6: authenticated means both the token and the user are stored.
      if (!isAuthenticated()) {
        clearSession();
        // Without the cookie too, or the login page would send the visitor straight back here.
        await signOut({ redirect: false }).catch(() => {});
        if (active) router.replace(loginRedirectPath(`${window.location.pathname}${window.location.search}`));
        return;
      }
      try {
        await refreshProfile();
        if (active) setReady(true);
      } catch (error) {
        // A 401 has already cleared the session and scheduled the redirect (SPEC §4.3).
        if (error instanceof AdminApiError && error.status === 401) return;
        // SPEC §4.3 / §8: a failed profile refresh logs out.
        await logout();
        if (active) router.replace(ADMIN_LOGIN_PATH);
      }
    }
    void establish();
    return () => {
      active = false;
    };
  }, []);

  // Signed out in another tab: leave this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key === TOKEN_STORAGE_KEY || event.key === null) && !getToken()) router.replace(ADMIN_LOGIN_PATH);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [router]);

  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  const onLogout = useCallback(async () => {
    setLeaving(true);
    await logout();
    router.replace(ADMIN_LOGIN_PATH);
  }, [router]);

  const papel = user?.papel ?? null;

  return (
    <ToastProvider>
      <IntentPrefetch />
      {!ready ? (
        <PanelLoading />
      ) : (
        <div className="min-h-dvh bg-slate-100 lg:flex">
          <Suspense fallback={null}>
            <AccessDeniedNotice />
          </Suspense>
          <a href="#conteudo" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-bold">
            Pular para o conteúdo
          </a>

          {/* The column carries the sidebar's white and its border down to the end of the longest
              page; the menu inside stays in view (sticky, one screen tall) while the page scrolls. Spaced
              so an administrator's whole menu fits a 900 px screen without scrolling it. */}
          <div className="hidden w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
            <aside className="sticky top-0 flex h-dvh flex-col gap-4 px-3 py-5" aria-label="Menu do painel">
              <div className="px-3">
                <PanelBrand />
              </div>
              <div className="flex-1 overflow-y-auto">
                <PanelNav papel={papel} pathname={pathname} />
              </div>
              <PanelUser user={user} leaving={leaving} onLogout={onLogout} />
            </aside>
          </div>

          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-3 lg:hidden">
            <button
              ref={menuButton}
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-label="Abrir menu"
              aria-expanded={drawerOpen}
              aria-controls="painel-menu-movel"
              className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            >
              <MenuIcon className="h-6 w-6" />
            </button>
            <PanelBrand />
          </header>

          {drawerOpen && (
            <div className="fixed inset-0 z-50 lg:hidden">
              {/* The backdrop closes on click; keyboard users have the close button and Escape. */}
              <div aria-hidden="true" onClick={closeDrawer} className="absolute inset-0 bg-slate-900/40" />
              <div
                id="painel-menu-movel"
                role="dialog"
                aria-modal="true"
                aria-label="Menu do painel"
                className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-5 overflow-y-auto bg-white px-3 py-4 shadow-xl"
              >
                <div className="flex items-center justify-between gap-2 px-3">
                  <PanelBrand />
                  <button ref={closeButton} type="button" onClick={closeDrawer} aria-label="Fechar menu" className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
                    <CloseIcon className="h-5 w-5" />
                  </button>
                </div>
                <div className="flex-1">
                  <PanelNav papel={papel} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
                </div>
                <PanelUser user={user} leaving={leaving} onLogout={onLogout} onNavigate={() => setDrawerOpen(false)} />
              </div>
            </div>
          )}

          <main id="conteudo" tabIndex={-1} className="min-w-0 px-4 py-5 outline-none md:px-6 lg:flex-1 lg:px-8 lg:py-8">
            {children}
          </main>
        </div>
      )}
    </ToastProvider>
  );
}
