'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import clsx from 'clsx';
import { papelLabel } from '@/lib/domain/roles';
import type { AdminUser } from '@/lib/admin/session';
import { UserAvatar } from '@/components/admin/users/user-avatar';
import { ExternalIcon, LogoutIcon } from './panel-icons';

function PersonIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

export const PROFILE_PATH = '/admin/perfil';

export function ViewSiteLink({ className }: { className?: string }) {
  return (
    <a href="/" target="_blank" rel="noopener noreferrer" className={className}>
      <ExternalIcon className="h-4 w-4" />
      Ver site
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  );
}

type Props = {
  user: AdminUser | null;
  leaving: boolean;
  onLogout: () => void;
  /** Called when 'Meu perfil' is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

/** Who is signed in (photo, name and role), the link to their own profile and the 'Sair' button. */
export function PanelUser({ user, leaving, onLogout, onNavigate }: Props) {
  const pathname = usePathname();
  const onProfile = pathname === PROFILE_PATH;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4" data-testid="painel-usuario">
      <ViewSiteLink className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100" />
      {user && (
        <div className="flex items-center gap-3 px-3">
          <UserAvatar nome={user.nome} avatar={user.avatar} />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold text-ink">{user.nome}</p>
            <p className="text-xs text-slate-500">{papelLabel(user.papel)}</p>
          </div>
        </div>
      )}
      <Link
        href={PROFILE_PATH}
        onClick={onNavigate}
        aria-current={onProfile ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
          onProfile ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <PersonIcon className="h-4 w-4" />
        Meu perfil
      </Link>
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
