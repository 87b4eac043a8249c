'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { safeFromPath } from '@/lib/domain/admin-access';
import { syncSessionFromServer } from '@/lib/admin/auth-client';
import { forgetSessionExpired, sessionExpiredFor } from '@/lib/admin/session-expiry';
import { sessionExpiredMessage } from '@/lib/domain/session-expiry';
import { LoginBrand } from './login-brand';
import { LoginForm } from './login-form';

const noSubscription = () => () => {};

/** SPEC §2.2 login screen, outside the panel shell and the public layout. */
export function LoginScreen({ from }: { from: string | null }) {
  const router = useRouter();
  // Sent here by a session that ended on `from`: said above the form. The tab's storage
  // is not on the server: read once hydrated (nothing else changes it while this page is open).
  const expired = useSyncExternalStore(
    noSubscription,
    () => sessionExpiredFor(from),
    () => false,
  );

  // SPEC §2.2: an already-authenticated visitor goes on (the server checks first; this covers a
  // page restored from the browser's cache or a sign-in in another tab).
  useEffect(() => {
    let active = true;
    void syncSessionFromServer().then((user) => {
      if (active && user) {
        forgetSessionExpired();
        router.replace(safeFromPath(from));
      }
    });
    return () => {
      active = false;
    };
  }, [from, router]);

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="rounded-xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
          <LoginBrand />
          <h1 className="mt-6 text-center text-2xl font-black text-ink">Painel Administrativo</h1>
          {expired && (
            <p role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm font-semibold text-amber-900" data-testid="sessao-expirada">
              {sessionExpiredMessage(from)}
            </p>
          )}
          <div className="mt-6">
            <LoginForm from={from} />
          </div>
        </div>
      </div>
    </main>
  );
}
