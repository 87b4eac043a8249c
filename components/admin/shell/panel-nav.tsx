'use client';

import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { activeNavKey, adminNavFor } from '@/lib/domain/admin-nav';
import { NAV_ICONS } from './panel-icons';

/** The panel's navigation for this user's role (SPEC §2.2, §6). */
export function PanelNav({ papel, pathname, onNavigate }: { papel: string | null; pathname: string; onNavigate?: () => void }) {
  const active = activeNavKey(pathname);
  return (
    <nav aria-label="Navegação do painel">
      <ul className="flex flex-col gap-0.5">
        {adminNavFor(papel).map((item) => {
          const Icon = NAV_ICONS[item.key];
          const current = item.key === active;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  // Denser in the desktop sidebar, where a pointer aims; the phone's drawer keeps taller rows.
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold transition-colors lg:py-1.5',
                  current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                )}
              >
                <Icon className={clsx('h-5 w-5 shrink-0', current ? 'text-brand-600' : 'text-slate-400')} />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
