'use client';

import { useEffect } from 'react';
import { reloadPage } from '@/lib/hooks/reload-page';

/** SPEC §8: an unexpected rendering error. The public layout (and the player) stay up around it. */
export default function SiteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-black text-ink">Oops! Algo deu errado</h1>
      <p className="text-muted">Ocorreu um erro inesperado. Por favor, recarregue a página ou tente novamente mais tarde.</p>
      <button type="button" onClick={reloadPage} className="rounded-full bg-brand-700 px-6 py-2.5 font-bold text-white hover:bg-brand-600">
        Recarregar página
      </button>
    </div>
  );
}
