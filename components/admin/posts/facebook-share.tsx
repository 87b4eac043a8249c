'use client';

import { useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { formatDateTime } from '@/lib/domain/dates';
import { hasRole } from '@/lib/domain/roles';
import { buttonStyles } from '@/components/ui/button-styles';
import type { FacebookShareOutcome, FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';

export const FACEBOOK_CHECKBOX_ID = 'campo-publicar-facebook';
export const FACEBOOK_AUTHOR_HINT = 'Somente editores e administradores podem publicar na página do Facebook da rádio.';

type Props = {
  /** GET /integracoes/facebook/disponivel; null while unknown (loading or failed). */
  availability: FacebookAvailability | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  postId: number | null;
  /** What the server last said about this post's share. */
  share: FacebookShareState | null;
  onShared: (share: FacebookShareState) => void;
};

/**
 * 'Publicar no Facebook': the opt-in, disabled with the reason while no page is connected, and
 * for authors (only admins and editors post to the station's page; the server ignores an
 * author's value and keeps the stored one, so an editor's opt-in shows, ticked); the
 * share's outcome once saved (shared, or the error with 'Tentar novamente' for admins and editors).
 */
export function FacebookShareField({ availability, checked, onChange, postId, share, onShared }: Props) {
  const toast = useToast();
  const user = useStoredUser();
  const [retrying, setRetrying] = useState(false);
  const connected = availability?.conectado === true;
  const canRetry = hasRole(user?.papel, ['admin', 'editor']);
  // Until the stored user is read the server's rule stands alone; once known, an author cannot change it.
  const authorOnly = user !== null && !canRetry;
  // A post already opted in can always be unticked by an editor, connected or not.
  const disabled = authorOnly || (!connected && !checked);

  const retry = async () => {
    if (postId === null) return;
    setRetrying(true);
    try {
      const outcome = await adminFetch<FacebookShareOutcome>(`/postagens/${postId}/facebook`, { method: 'POST' });
      if (outcome.resultado === 'compartilhado') {
        onShared({ publicar: true, postId: outcome.facebookPostId, compartilhadoEm: new Date().toISOString(), erro: null });
        toast({ type: 'success', title: outcome.mensagem });
      } else {
        onShared({ publicar: true, postId: null, compartilhadoEm: null, erro: outcome.mensagem });
        toast({ type: 'error', title: 'Não foi possível publicar no Facebook.', message: outcome.mensagem });
      }
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.status === 401) return;
      toast({ type: 'error', title: 'Não foi possível publicar no Facebook.', message: failure instanceof Error ? failure.message : undefined });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="facebook-compartilhamento">
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          id={FACEBOOK_CHECKBOX_ID}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-labelledby={`${FACEBOOK_CHECKBOX_ID}-rotulo`}
          aria-describedby={`${FACEBOOK_CHECKBOX_ID}-dica`}
          className="mt-0.5 h-4 w-4 accent-brand-600 disabled:opacity-50"
        />
        <span>
          <span id={`${FACEBOOK_CHECKBOX_ID}-rotulo`} className="font-bold">
            Publicar no Facebook
          </span>
          <span id={`${FACEBOOK_CHECKBOX_ID}-dica`} className="block text-xs text-muted">
            {authorOnly
              ? FACEBOOK_AUTHOR_HINT
              : availability === null
                ? 'Verificando a conexão com o Facebook…'
                : connected
                  ? `Compartilha o link em ${availability.pagina ?? 'sua página'} quando a postagem for publicada.`
                  : 'Indisponível: nenhuma página do Facebook está conectada. Um administrador pode conectá-la em Configurações.'}
          </span>
        </span>
      </label>
      {share?.postId && (
        <p className="rounded-md bg-emerald-50 px-2 py-1 text-xs font-semibold text-emerald-800" role="status">
          Compartilhado no Facebook{share.compartilhadoEm ? ` em ${formatDateTime(share.compartilhadoEm)}` : ''}.
        </p>
      )}
      {share && !share.postId && share.erro && (
        <div role="alert" className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 px-2 py-2 text-xs text-red-800">
          <p>{share.erro}</p>
          {canRetry && postId !== null && (
            <div>
              <button type="button" className={buttonStyles.secondary} onClick={() => void retry()} disabled={retrying}>
                {retrying ? 'Tentando…' : 'Tentar novamente'}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
