'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, cardClass } from '@/components/admin/media/styles';
import { useToast } from '@/components/ui/toast-provider';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import type { FacebookAuthorization, FacebookStatus } from '@/lib/schemas/settings';

/**
 * The station's Facebook page: status, 'Conectar página do Facebook' (goes to the provider's
 * authorization page, which sends the admin back to /admin/oauth/facebook/callback) and
 * 'Desconectar' (after a confirmation).
 */
export function FacebookConnection() {
  const toast = useToast();
  const { data, error, isLoading, mutate } = useAdminSWR<FacebookStatus>('/integracoes/facebook');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    try {
      const { url } = await adminFetch<FacebookAuthorization>('/integracoes/facebook/autorizar', { method: 'POST' });
      window.location.assign(url);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof AdminApiError && failure.status === 401) return;
      toast({ type: 'error', title: 'Não foi possível iniciar a conexão.', message: failure instanceof Error ? failure.message : undefined });
    }
  };

  const disconnect = async () => {
    setBusy(true);
    setConfirmError(null);
    try {
      await adminFetch('/integracoes/facebook', { method: 'DELETE' });
      setConfirming(false);
      toast({ type: 'success', title: 'Página do Facebook desconectada.' });
      await mutate();
    } catch (failure) {
      setConfirmError(failure instanceof Error ? failure.message : 'Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="config-facebook-pagina" aria-labelledby="titulo-facebook-pagina" className={`${cardClass} p-4`}>
      <h2 id="titulo-facebook-pagina" className="text-base font-black text-slate-900">
        Página do Facebook
      </h2>
      <p className="mt-1 text-sm text-slate-600">Com uma página conectada, as postagens marcadas com “Publicar no Facebook” são compartilhadas nela ao serem publicadas.</p>
      <div className="mt-3" aria-live="polite">
        {isLoading && !data && <p className="text-sm text-slate-500">Carregando status da conexão…</p>}
        {error && !data && (
          <p role="alert" className="text-sm text-red-700">
            Não foi possível carregar o status: {error.message}
          </p>
        )}
        {data && data.conectado && (
          <div className="flex flex-col gap-2" data-testid="facebook-status">
            <p className="text-sm text-slate-800">
              <span className="mr-2 inline-block rounded bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">Conectada</span>
              {data.pagina ? (
                <>
                  <strong>{data.pagina.nome}</strong> <span className="text-slate-500">(ID {data.pagina.id})</span>
                </>
              ) : (
                'Página sem dados legíveis'
              )}
            </p>
            {data.conectadoEm && (
              <p className="text-xs text-slate-500">
                Conectada{data.conectadoPor ? ` por ${data.conectadoPor.nome}` : ''} em {formatDateTime(data.conectadoEm)}.
              </p>
            )}
            {data.ultimoErro && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                Último erro ({formatDateTime(data.ultimoErro.em)}): {data.ultimoErro.mensagem}
              </p>
            )}
            <div>
              <button type="button" className={buttonDangerOutline} onClick={() => setConfirming(true)} disabled={busy}>
                Desconectar
              </button>
            </div>
          </div>
        )}
        {data && !data.conectado && (
          <div className="flex flex-col gap-2" data-testid="facebook-status">
            <p className="text-sm text-slate-800">
              <span className="mr-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">Não conectada</span>
              Nenhuma página do Facebook conectada.
            </p>
            {!data.configurado && (
              <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                O servidor ainda não tem as credenciais do aplicativo do Facebook (FACEBOOK_APP_SECRET e o ID do aplicativo). Peça a quem administra o servidor.
              </p>
            )}
            <div>
              <button type="button" className={buttonPrimary} onClick={() => void connect()} disabled={busy || !data.configurado}>
                {busy ? 'Abrindo o Facebook…' : 'Conectar página do Facebook'}
              </button>
            </div>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Desconectar a página do Facebook?"
        message={`As próximas postagens não serão mais compartilhadas em ${data?.pagina?.nome ?? 'sua página'}. O que já foi publicado lá continua no Facebook.`}
        confirmLabel="Desconectar"
        busyLabel="Desconectando..."
        busy={busy}
        error={confirmError}
        onConfirm={() => void disconnect()}
        onCancel={() => {
          setConfirming(false);
          setConfirmError(null);
        }}
      />
    </section>
  );
}
