'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import type { LockedAccount, LockedAccountList } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { buttonSecondary, cardClass } from '@/components/admin/media/styles';

export const LOCKED_ACCOUNTS_PATH = '/usuarios/bloqueios';
/** Lockouts end by themselves: the list follows them without a reload. */
const REFRESH_MS = 30_000;

/**
 * /admin/usuarios: the accounts locked by wrong passwords right now, with 'Desbloquear'. Nothing
 * shows while none is locked, nor when the backend does not offer the list (a station backend).
 */
export function LockedAccounts() {
  const toast = useToast();
  const { data, mutate } = useAdminSWR<LockedAccountList>(LOCKED_ACCOUNTS_PATH, { refreshInterval: REFRESH_MS });
  const [unlocking, setUnlocking] = useState<number | null>(null);
  const accounts = data?.dados ?? [];
  if (accounts.length === 0) return null;

  const unlock = async (account: LockedAccount) => {
    setUnlocking(account.id);
    try {
      await adminFetch(`/usuarios/${account.id}/desbloquear`, { method: 'POST' });
      toast({ type: 'success', title: 'Conta desbloqueada.', message: account.email });
      await mutate();
    } catch (caught) {
      toast({ type: 'error', title: 'A conta não foi desbloqueada.', message: apiErrorMessage(caught, 'Não foi possível concluir a operação.') });
    } finally {
      setUnlocking(null);
    }
  };

  return (
    <section aria-labelledby="contas-bloqueadas" className={clsx(cardClass, 'border-amber-300 bg-amber-50 p-4')}>
      <h2 id="contas-bloqueadas" className="text-base font-bold text-slate-900">
        Contas bloqueadas temporariamente
      </h2>
      <p className="mt-1 text-sm text-slate-700">Muitas senhas erradas seguidas. Até o horário indicado, a conta só entra de um aparelho onde já entrou antes.</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {accounts.map((account) => (
          <li key={account.id} data-testid="conta-bloqueada" data-email={account.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{account.email}</span>
              <span className="block text-xs text-slate-700">
                {account.nome} · bloqueada até {formatDateTime(account.bloqueadaAte)}
              </span>
            </div>
            <button type="button" onClick={() => void unlock(account)} disabled={unlocking !== null} className={clsx(buttonSecondary, 'px-3 py-1.5')}>
              {unlocking === account.id ? 'Desbloqueando...' : 'Desbloquear'}
              <span className="sr-only"> {account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
