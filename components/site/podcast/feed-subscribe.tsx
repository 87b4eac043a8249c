'use client';

import { useId, useRef } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { useCopy } from '@/lib/hooks/use-copy';

/**
 * 'Assinar': the show's feed address, to paste in any podcast app, with a copy button and a link
 * to the feed itself.
 */
export function FeedSubscribe({ feedUrl, showName }: { feedUrl: string; showName: string }) {
  const toast = useToast();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const { copied, copy: copyToClipboard } = useCopy();

  const copy = async () => {
    if (!(await copyToClipboard(feedUrl))) {
      field.current?.select();
      toast({ type: 'error', title: 'Não foi possível copiar o endereço', message: 'O endereço foi selecionado: copie com Ctrl+C.' });
      return;
    }
    toast({ type: 'success', title: 'Endereço do feed copiado!', message: 'Cole no seu aplicativo de podcasts para assinar.' });
  };

  return (
    <section aria-labelledby={`${id}-titulo`} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="assinar-podcast">
      <h2 id={`${id}-titulo`} className="text-base font-extrabold text-ink">
        Assinar
      </h2>
      <p className="mt-1 text-sm text-muted">Receba os novos episódios de {showName} no seu aplicativo de podcasts: copie o endereço do feed e adicione-o lá.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-feed`} className="sr-only">
          Endereço do feed RSS
        </label>
        <input
          ref={field}
          id={`${id}-feed`}
          readOnly
          value={feedUrl}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm text-ink"
          data-testid="feed-url"
        />
        <button
          type="button"
          onClick={() => void copy()}
          className="min-h-11 rounded-md bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {copied ? 'Copiado!' : 'Copiar endereço'}
        </button>
      </div>
      <a href={feedUrl} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4" type="application/rss+xml">
        Abrir o feed RSS
      </a>
    </section>
  );
}
