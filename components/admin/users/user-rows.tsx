'use client';

import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { formatDate, formatDateTime, formatTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import { papelLabel } from '@/lib/domain/roles';
import { accountInUseMessage } from '@/lib/domain/users';
import type { AdminUserRecord } from '@/lib/schemas/users';
import { buttonDangerOutline, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { UserAvatar } from './user-avatar';

export type UserAction = 'desativar' | 'reativar' | 'excluir';

export type UserRowsProps = {
  users: AdminUserRecord[];
  /** The signed-in admin: their own row offers 'Trocar minha senha' instead of the rest. */
  meId: number | null;
  onEdit: (user: AdminUserRecord) => void;
  onResetPassword: (user: AdminUserRecord) => void;
  onAsk: (action: UserAction, user: AdminUserRecord) => void;
  /** 'Excluir': `inUse` says why the account cannot be deleted (deactivation is offered instead). */
  onAskToDelete: (user: AdminUserRecord, inUse: string | null) => void;
};

function postCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? 'postagem' : 'postagens'}`;
}

function lastAccess(value: string | null): string {
  return value ? formatDateTime(value) : 'Nunca entrou';
}

export function ActiveBadge({ ativo }: { ativo: boolean }) {
  return (
    <span
      data-ativo={ativo}
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold ring-1 ring-inset',
        ativo ? 'bg-emerald-50 text-emerald-900 ring-emerald-300' : 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      {ativo ? 'Ativo' : 'Inativo'}
    </span>
  );
}

function Identity({ user, meId, heading }: { user: AdminUserRecord; meId: number | null; heading: 'th' | 'h2' }) {
  const Name = heading === 'h2' ? 'h2' : 'span';
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar nome={user.nome} avatar={user.avatar} />
      <div className="min-w-0">
        <span className="flex min-w-0 items-center gap-2">
          <Name className={clsx('truncate font-semibold text-slate-900', heading === 'h2' && 'text-base')}>{user.nome}</Name>
          {user.id === meId && <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-700">Você</span>}
        </span>
        <span className="block truncate text-xs font-normal text-slate-600">{user.email}</span>
      </div>
    </div>
  );
}

function Actions({ user, layout, meId, onEdit, onResetPassword, onAsk, onAskToDelete }: Omit<UserRowsProps, 'users'> & { user: AdminUserRecord; layout: 'linha' | 'cartao' }) {
  const self = user.id === meId;
  const inUse = accountInUseMessage(user._count.postagens, user._count.registros);
  const size = clsx('w-full px-2', layout === 'linha' ? 'whitespace-nowrap py-1.5' : 'py-2');
  // A tidy 2×2 grid of equal buttons: compact in the table, full width on a card.
  return (
    <div className={clsx('grid grid-cols-2', layout === 'linha' ? 'ml-auto w-[17rem] gap-1.5' : 'gap-2')}>
      <button type="button" onClick={() => onEdit(user)} className={clsx(buttonSecondary, size)}>
        Editar<span className="sr-only"> {user.nome}</span>
      </button>
      {self ? (
        // The longest label: it wraps (centred) instead of spilling out of its half of the grid.
        <Link href="/admin/perfil" className={clsx(buttonSecondary, 'w-full px-2 text-center leading-tight', layout === 'linha' ? 'py-1.5' : 'py-2')}>
          Trocar minha senha
        </Link>
      ) : (
        <>
          <button type="button" onClick={() => onResetPassword(user)} className={clsx(buttonSecondary, size)}>
            Redefinir senha<span className="sr-only"> de {user.nome}</span>
          </button>
          {user.ativo ? (
            <button type="button" onClick={() => onAsk('desativar', user)} className={clsx(buttonDangerOutline, size)}>
              Desativar<span className="sr-only"> {user.nome}</span>
            </button>
          ) : (
            <button type="button" onClick={() => onAsk('reativar', user)} className={clsx(buttonSecondary, size)}>
              Reativar<span className="sr-only"> {user.nome}</span>
            </button>
          )}
          {user.ativo || inUse === null ? (
            <button type="button" onClick={() => onAskToDelete(user, inUse)} className={clsx(buttonDangerOutline, size)}>
              Excluir<span className="sr-only"> {user.nome}</span>
            </button>
          ) : (
            // Already inactive, and kept for its posts or history: nothing more to do; the reason shows on hover and to screen readers.
            <button type="button" disabled title={inUse} className={clsx(buttonDangerOutline, size, 'cursor-not-allowed opacity-50')}>
              Excluir<span className="sr-only"> {user.nome}: {inUse}</span>
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The accounts as a table on wide screens and as cards below xl, each with its actions. */
export function UserRows({ users, ...props }: UserRowsProps) {
  return (
    <>
      <div className={clsx(cardClass, 'hidden overflow-x-auto xl:block')}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Usuários do painel</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3">Usuário</th>
              <th scope="col" className="px-4 py-3">Papel</th>
              <th scope="col" className="px-4 py-3">Situação</th>
              <th scope="col" className="px-4 py-3">Último acesso</th>
              <th scope="col" className="px-4 py-3 text-right">Postagens</th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((user) => (
              <tr key={user.id} data-testid="usuario-linha" data-email={user.email} className={clsx(!user.ativo && 'bg-slate-50/70')}>
                <th scope="row" className="max-w-[17rem] px-4 py-3 font-normal">
                  <Identity user={user} meId={props.meId} heading="th" />
                </th>
                <td className="px-4 py-3 text-slate-800">{papelLabel(user.papel)}</td>
                <td className="px-4 py-3">
                  <ActiveBadge ativo={user.ativo} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {user.ultimoAcessoEm ? (
                    <>
                      {formatDate(user.ultimoAcessoEm)}
                      <span className="block text-xs text-slate-500">{formatTime(user.ultimoAcessoEm)}</span>
                    </>
                  ) : (
                    'Nunca entrou'
                  )}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{formatNumber(user._count.postagens)}</td>
                <td className="px-4 py-3">
                  <Actions user={user} layout="linha" {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Usuários do painel">
        {users.map((user) => (
          <li key={user.id} className={clsx(cardClass, 'min-w-0 p-4')} data-testid="usuario-cartao" data-email={user.email}>
            <div className="flex items-start justify-between gap-2">
              <Identity user={user} meId={props.meId} heading="h2" />
              <ActiveBadge ativo={user.ativo} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="font-semibold text-slate-500">Papel</dt>
                <dd className="text-slate-900">{papelLabel(user.papel)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-500">Último acesso</dt>
                <dd className="text-slate-900">{lastAccess(user.ultimoAcessoEm)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-500">Postagens</dt>
                <dd className="text-slate-900">{postCount(user._count.postagens)}</dd>
              </div>
            </dl>
            <div className="mt-3 border-t border-slate-100 pt-3">
              <Actions user={user} layout="cartao" {...props} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
