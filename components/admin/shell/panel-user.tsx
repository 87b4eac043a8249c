'use client';

import { papelLabel } from '@/lib/domain/roles';
import type { AdminUser } from '@/lib/admin/session';
import { ExternalIcon, LogoutIcon } from './panel-icons';

function initials(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

export function ViewSiteLink({ className }: { className?: string }) {
  return (
    <a href="/" target="_blank" rel="noopener noreferrer" className={className}>
      <ExternalIcon className="h-4 w-4" />
      Ver site
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

/** Who is signed in (name and role) and the 'Sair' button. */
export function PanelUser({ user, leaving, onLogout }: { user: AdminUser | null; leaving: boolean; onLogout: () => void }) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4" data-testid="painel-usuario">
      <ViewSiteLink className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100" />
      {user && (
        <div className="flex items-center gap-3 px-3">
          <span aria-hidden className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {initials(user.nome)}
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-ink">{user.nome}</p>
            <p className="text-xs text-slate-500">{papelLabel(user.papel)}</p>
          </div>
        </div>
      )}
      <button
        type="button"
        onClick={onLogout}
        disabled={leaving}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
      >
        <LogoutIcon className="h-4 w-4" />
        {leaving ? 'Saindo...' : 'Sair'}
      </button>
    </div>
  );
}
