'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { safeFromPath } from '@/lib/domain/admin-access';
import { syncSessionFromServer } from '@/lib/admin/auth-client';
import { LoginBrand } from './login-brand';
import { LoginForm } from './login-form';

/** SPEC §2.2 login screen, outside the panel shell and the public layout. */
export function LoginScreen({ from }: { from: string | null }) {
  const router = useRouter();

  // SPEC §2.2: an already-authenticated visitor goes on (the server checks first; this covers a
  // page restored from the browser's cache or a sign-in in another tab).
  useEffect(() => {
    let active = true;
    void syncSessionFromServer().then((user) => {
      if (active && user) router.replace(safeFromPath(from));
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
          <div className="mt-6">
            <LoginForm from={from} />
          </div>
        </div>
      </div>
    </main>
  );
}
