'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { useToast } from '@/components/ui/toast-provider';
import { adminFetch } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { defaultUrgentEnd, isUrgentAt, URGENT_DEFAULT_HOURS } from '@/lib/domain/urgent';
import type { PostUrgency } from '@/lib/schemas/urgent';

type Props = {
  post: { id: number; titulo: string; status: string; urgenteAte: string | null };
  /** The list reads its rows again. */
  onChanged: () => void;
  className?: string;
};

/**
 * The list's "Marcar como urgente" / "Remover urgente": a published post becomes
 * urgent for the next 2 hours without opening the editor (the editor chooses another end).
 */
export function UrgentQuickAction({ post, onChanged, className }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (post.status !== 'publicado') return null;
  const urgent = isUrgentAt(post.urgenteAte);

  const toggle = async () => {
    setBusy(true);
    try {
      const result = await adminFetch<PostUrgency>(`/postagens/${post.id}/urgente`, {
        method: 'PUT',
        json: { urgenteAte: urgent ? null : defaultUrgentEnd().toISOString() },
      });
      toast(
        result.urgenteAte
          ? { type: 'success', title: 'Marcada como urgente.', message: `A barra “Urgente” fica no site até ${formatDateTime(result.urgenteAte)}.` }
          : { type: 'success', title: 'Urgente removido.', message: `“${post.titulo}” não aparece mais na barra.` },
      );
      onChanged();
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível mudar o Urgente.', message: apiErrorMessage(failure, 'Tente novamente.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50', className)}
      disabled={busy}
      onClick={() => void toggle()}
      title={urgent ? undefined : `Barra “Urgente” no site por ${URGENT_DEFAULT_HOURS} horas`}
    >
      {urgent ? 'Remover urgente' : 'Marcar como urgente'}
      <span className="sr-only"> “{post.titulo}”</span>
    </button>
  );
}
