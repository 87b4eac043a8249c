'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { buttonStyles } from '@/components/ui/button-styles';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { PREVIEW_LINK_HOURS, type PreviewLinkCreated, type PreviewLinkList } from '@/lib/schemas/post-review';
import { FormSection } from './form-field';

/**
 * "Link de prévia": a link that shows the post as its public page will, for
 * 48 hours, to someone without an account. Each "Copiar link de prévia" makes a new link (the
 * server keeps only a hash, so an old link cannot be shown again); the live ones are listed with
 * who made them and until when, each revocable at once.
 */
export function PreviewLinksCard({ postId }: { postId: number }) {
  const toast = useToast();
  const inputId = useId();
  const path = `/postagens/${postId}/previas`;
  const [links, setLinks] = useState<{ data?: PreviewLinkList; error?: Error }>({});
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);
  // The link just made, shown to copy by hand when the clipboard is refused (or to copy again).
  const [latest, setLatest] = useState<{ id: number; url: string } | null>(null);
  // An older station backend (API_URL) has no preview links: say so once instead of a broken button.
  const unsupported = links.error instanceof AdminApiError && (links.error.status === 404 || links.error.status === 405);

  const reload = useCallback(async () => {
    try {
      setLinks({ data: await adminFetch<PreviewLinkList>(path) });
    } catch (error) {
      setLinks((current) => ({ data: current.data, error: error instanceof Error ? error : new Error('Falha ao carregar.') }));
    }
  }, [path]);

  useEffect(() => {
    let cancelled = false;
    adminFetch<PreviewLinkList>(path)
      .then((data) => !cancelled && setLinks({ data }))
      .catch((error: unknown) => !cancelled && setLinks({ error: error instanceof Error ? error : new Error('Falha ao carregar.') }));
    return () => {
      cancelled = true;
    };
  }, [path]);

  const create = async () => {
    setCreating(true);
    try {
      const link = await adminFetch<PreviewLinkCreated>(path, { method: 'POST' });
      const url = new URL(link.url, window.location.origin).toString();
      setLatest({ id: link.id, url });
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        copied = false;
      }
      toast(
        copied
          ? { type: 'success', title: 'Link de prévia copiado.', message: `Funciona por ${PREVIEW_LINK_HOURS} horas, sem precisar de conta.` }
          : { type: 'info', title: 'Link de prévia criado.', message: 'Copie o endereço no quadro “Link de prévia”.' },
      );
      await reload();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível criar o link de prévia.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setCreating(false);
    }
  };

  const revoke = async (id: number) => {
    setRevoking(id);
    try {
      await adminFetch(`${path}/${id}`, { method: 'DELETE' });
      if (latest?.id === id) setLatest(null);
      toast({ type: 'success', title: 'Link de prévia revogado.', message: 'Quem abrir o link agora verá “página não encontrada”.' });
      await reload();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível revogar o link.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setRevoking(null);
    }
  };

  if (unsupported) {
    return (
      <FormSection title="Link de prévia">
        <p className="text-sm text-muted">O servidor da estação não oferece links de prévia.</p>
      </FormSection>
    );
  }

  // An answer of another shape (a test's or a backend's) is no list.
  const active = Array.isArray(links.data?.dados) ? links.data.dados : [];
  return (
    <FormSection title="Link de prévia">
      <p className="text-sm text-muted">
        Mostra esta postagem como ficará no site, por {PREVIEW_LINK_HOURS} horas, a quem não tem conta — o entrevistado, a chefia ao telefone. O link não aparece em
        buscadores.
      </p>
      <button type="button" className={buttonStyles.secondary} onClick={() => void create()} disabled={creating}>
        {creating ? 'Criando link…' : 'Copiar link de prévia'}
      </button>
      {latest && (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-bold text-slate-700">
            Link criado agora
          </label>
          <input
            id={inputId}
            readOnly
            value={latest.url}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-ink"
            data-testid="link-de-previa"
          />
        </div>
      )}
      {links.error && !unsupported && !links.data ? (
        <p className="text-sm text-red-700" role="alert">
          Não foi possível carregar os links de prévia. {links.error.message}
        </p>
      ) : active.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-xs font-bold uppercase tracking-wide text-slate-600">Links ativos</h3>
          <ul className="flex flex-col divide-y divide-slate-100 text-sm" aria-label="Links de prévia ativos">
            {active.map((link) => (
              <li key={link.id} className="flex items-start justify-between gap-2 py-2 first:pt-0 last:pb-0">
                <span className="text-slate-700">
                  {link.criadoPor ? `${link.criadoPor.nome}, ` : ''}
                  {formatDateTime(link.criadoEm)}
                  <span className="block text-xs text-muted">Expira em {formatDateTime(link.expiraEm)}</span>
                </span>
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => void revoke(link.id)}
                  disabled={revoking !== null}
                  aria-label={`Revogar o link de prévia criado em ${formatDateTime(link.criadoEm)}`}
                >
                  {revoking === link.id ? 'Revogando…' : 'Revogar'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : links.data ? (
        <p className="text-xs text-muted">Nenhum link de prévia ativo.</p>
      ) : null}
    </FormSection>
  );
}
