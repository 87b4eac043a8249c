'use client';

import { useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import type { FacebookConnectResult, FacebookPage } from '@/lib/schemas/settings';

type View =
  | { kind: 'working'; text: string }
  | { kind: 'done'; pagina: FacebookPage }
  | { kind: 'choose'; paginas: FacebookPage[] }
  | { kind: 'error'; message: string };

const CANCELLED_MESSAGE = 'A conexão foi cancelada no Facebook. Nenhuma página foi conectada.';

function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : 'Não foi possível concluir a conexão. Tente novamente.';
}

/**
 * /admin/oauth/facebook/callback: the provider sends the admin here with ?code&state (or ?error).
 * They go to the API once (the state is single use, so a reload shows the API's refusal rather
 * than connecting twice). With several pages, the admin picks one here.
 */
export function FacebookCallback() {
  const [view, setView] = useState<View>({ kind: 'working', text: 'Conectando a página do Facebook…' });
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = new URLSearchParams(window.location.search);
    const show = (next: View) => window.setTimeout(() => setView(next), 0);
    if (query.get('error')) {
      show({ kind: 'error', message: CANCELLED_MESSAGE });
      return;
    }
    const code = query.get('code') ?? '';
    const state = query.get('state') ?? '';
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    adminFetch<FacebookConnectResult>('/integracoes/facebook/callback', { method: 'POST', json: { code, state } })
      .then((answer) => setView(answer.status === 'conectado' ? { kind: 'done', pagina: answer.pagina } : { kind: 'choose', paginas: answer.paginas }))
      .catch((failure: unknown) => {
        if (failure instanceof AdminApiError && failure.status === 401) return;
        const campos = failure instanceof AdminApiError ? failure.campos : undefined;
        setView({ kind: 'error', message: campos?.state ?? campos?.code ?? messageOf(failure) });
      });
  }, []);

  const choose = async () => {
    if (!choice) {
      setChoiceError('Escolha uma página.');
      return;
    }
    setChoiceError(null);
    const paginas = view.kind === 'choose' ? view.paginas : [];
    setView({ kind: 'working', text: 'Conectando a página escolhida…' });
    try {
      const answer = await adminFetch<FacebookConnectResult>('/integracoes/facebook/pagina', { method: 'POST', json: { pageId: choice } });
      if (answer.status === 'conectado') setView({ kind: 'done', pagina: answer.pagina });
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.status === 401) return;
      if (failure instanceof AdminApiError && failure.campos?.pageId) {
        setView({ kind: 'choose', paginas });
        setChoiceError(failure.campos.pageId);
        return;
      }
      setView({ kind: 'error', message: messageOf(failure) });
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 className="text-xl font-black text-slate-900">Conexão com o Facebook</h1>
      <div className={`${cardClass} p-5`} aria-live="polite">
        {view.kind === 'working' && (
          <p role="status" className="flex items-center gap-3 text-sm text-slate-700">
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
            {view.text}
          </p>
        )}
        {view.kind === 'done' && (
          <div role="status" className="flex flex-col gap-3">
            <p className="text-base font-bold text-emerald-800">Página conectada com sucesso!</p>
            <p className="text-sm text-slate-700">
              As postagens marcadas com “Publicar no Facebook” serão compartilhadas em <strong>{view.pagina.nome}</strong>.
            </p>
          </div>
        )}
        {view.kind === 'choose' && (
          <fieldset className="flex flex-col gap-3" aria-describedby={choiceError ? 'escolha-pagina-erro' : undefined}>
            <legend className="mb-1 text-sm font-bold text-slate-900">Sua conta administra mais de uma página. Em qual delas a rádio vai publicar?</legend>
            {view.paginas.map((page) => (
              <label key={page.id} className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50">
                <input type="radio" name="pagina" value={page.id} checked={choice === page.id} onChange={() => setChoice(page.id)} className="accent-brand-600" />
                <span className="font-semibold">{page.nome}</span>
                <span className="text-xs text-slate-500">ID {page.id}</span>
              </label>
            ))}
            {choiceError && (
              <p id="escolha-pagina-erro" className="text-sm font-medium text-red-700">
                {choiceError}
              </p>
            )}
            <p className="text-xs text-slate-500">A escolha vale por 10 minutos; depois disso, conecte de novo.</p>
            <div>
              <button type="button" className={buttonPrimary} onClick={() => void choose()}>
                Conectar esta página
              </button>
            </div>
          </fieldset>
        )}
        {view.kind === 'error' && (
          <div role="alert" className="flex flex-col gap-2">
            <p className="text-base font-bold text-red-800">Não foi possível conectar a página.</p>
            <p className="text-sm text-slate-700">{view.message}</p>
          </div>
        )}
      </div>
      <div>
        <Link href="/admin/configuracoes#config-facebook-pagina" className={view.kind === 'done' || view.kind === 'error' ? buttonPrimary : buttonSecondary}>
          Voltar às configurações
        </Link>
      </div>
    </div>
  );
}
