'use client';

import { useSyncExternalStore } from 'react';

type Props = { nome: string; descricao: string; frequencia: string; logo: string };

const noop = () => () => {};
const host = () => window.location.host;
const serverHost = () => '';

/** Live previews: the public header as a visitor sees it, and the share card a social network draws (og:image/title/description). */
export function SettingsPreview({ nome, descricao, frequencia, logo }: Props) {
  const domain = useSyncExternalStore(noop, host, serverHost);
  const brand = nome.trim() || 'Sintonia FM';
  const description = descricao.trim() || `Ouça a ${brand} ao vivo e leia as notícias da região.`;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Prévia do cabeçalho" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-3 py-2 text-xs font-black uppercase tracking-wide text-slate-600">Cabeçalho do site</h3>
        <div className="flex items-center gap-3 bg-brand-900 px-4 py-3 text-white" data-testid="previa-cabecalho">
          {logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the stored address as the public header uses it
            <img src={logo} alt={brand} className="h-10 w-auto max-w-[10rem] object-contain" />
          ) : (
            <span className="truncate text-lg font-black">{brand}</span>
          )}
          <span className="ml-auto shrink-0 rounded bg-white/15 px-2 py-1 text-xs font-bold">FM {frequencia.trim() || '87.9'}</span>
        </div>
        <p className="px-3 py-2 text-xs text-slate-500">Sem logo (ou se a imagem falhar), o nome do site aparece no lugar.</p>
      </section>

      <section aria-label="Prévia do compartilhamento" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        <h3 className="border-b border-slate-200 px-3 py-2 text-xs font-black uppercase tracking-wide text-slate-600">Compartilhamento nas redes</h3>
        <div className="m-3 overflow-hidden rounded-md border border-slate-300" data-testid="previa-compartilhamento">
          <div className="flex aspect-[1.91/1] items-center justify-center bg-slate-100">
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- og:image as the network would fetch it
              <img src={logo} alt="" className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="text-sm text-slate-500">Sem imagem de compartilhamento</span>
            )}
          </div>
          <div className="border-t border-slate-300 bg-slate-50 px-3 py-2">
            <p className="truncate text-xs uppercase text-slate-500">{domain}</p>
            <p className="truncate text-sm font-bold text-slate-900">{brand}</p>
            <p className="line-clamp-2 text-xs text-slate-600">{description}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
