'use client';

import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { formatDate, formatDateTime, formatTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import { PAPEIS, PAPEL_LABEL, papelLabel, type Papel } from '@/lib/domain/roles';
import { accountInUseMessage } from '@/lib/domain/users';
import { SearchIcon } from '@/components/ui/icons';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/components/admin/forms/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass, inputClass } from '@/components/admin/media/styles';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { ResetPasswordDialog } from './reset-password-dialog';
import { applyProfileChange } from '@/lib/admin/session-update';
import type { AdminUserList, AdminUserRecord } from '@/lib/schemas/users';
import { UserAvatar } from './user-avatar';
import { UserForm } from './user-form';
import { SEARCH_DELAY_MS } from '@/components/admin/forms/use-list-search';

const PAGE_SIZE = 20;

type Filters = { busca: string; papel: Papel | ''; ativo: '' | 'true' | 'false'; pagina: number };

export function usersApiPath(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.busca.trim()) params.set('busca', filters.busca.trim());
  if (filters.papel) params.set('papel', filters.papel);
  if (filters.ativo) params.set('ativo', filters.ativo);
  params.set('pagina', String(filters.pagina));
  params.set('limite', String(PAGE_SIZE));
  return `/usuarios?${params.toString()}`;
}

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

type Editing = { mode: 'novo' } | { mode: 'editar'; user: AdminUserRecord } | null;
/** `inUse`: why the account cannot be deleted, when 'Excluir' was asked for it (deactivation is offered instead). */
type Confirming = { action: 'desativar' | 'reativar' | 'excluir'; user: AdminUserRecord; inUse?: string };

const CONFIRM_COPY = {
  desativar: { title: 'Desativar usuário?', label: 'Desativar', busy: 'Desativando...', done: 'Usuário desativado.', failed: 'O usuário não foi desativado.' },
  reativar: { title: 'Reativar usuário?', label: 'Reativar', busy: 'Reativando...', done: 'Usuário reativado.', failed: 'O usuário não foi reativado.' },
  excluir: { title: 'Excluir usuário?', label: 'Excluir usuário', busy: 'Excluindo...', done: 'Usuário excluído.', failed: 'O usuário não foi excluído.' },
} as const;

/** /admin/usuarios (admins only): the staff accounts, their roles and access. */
export function UserManager() {
  const me = useStoredUser();
  const ids = { busca: useId(), papel: useId(), ativo: useId() };
  const [filters, setFilters] = useState<Filters>({ busca: '', papel: '', ativo: '', pagina: 1 });
  const [busca, setBusca] = useState('');
  const { data, error, isLoading, mutate } = useAdminSWR<AdminUserList>(usersApiPath(filters), { keepPreviousData: true });
  const { editing, setEditing, dialogProps, formProps } = useFormDialog<NonNullable<Editing>>(() => void mutate());
  const [resetting, setResetting] = useState<AdminUserRecord | null>(null);

  // Typing searches after a short pause, from page 1.
  useEffect(() => {
    if (busca === filters.busca) return;
    const timer = setTimeout(() => setFilters((current) => ({ ...current, busca, pagina: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busca, filters.busca]);

  const users = data?.dados ?? [];
  const meta = data?.meta;
  const filtered = Boolean(filters.busca.trim() || filters.papel || filters.ativo);

  const confirmation = useConfirmedAction<Confirming>({
    run: ({ action, user }) =>
      action === 'excluir' ? adminFetch(`/usuarios/${user.id}`, { method: 'DELETE' }) : adminFetch(`/usuarios/${user.id}/${action}`, { method: 'POST' }),
    done: ({ action, user }) => ({ title: CONFIRM_COPY[action].done, message: user.nome }),
    failed: ({ action }) => CONFIRM_COPY[action].failed,
    fallback: 'Não foi possível concluir a operação.',
    after: () => void mutate(),
  });
  const confirming = confirmation.target;
  const ask = (action: Confirming['action'], user: AdminUserRecord) => confirmation.ask({ action, user });
  /** An account with posts or history cannot be deleted: said before anything is sent, with Desativar offered. */
  const askToDelete = (user: AdminUserRecord, inUse: string | null) => confirmation.ask(inUse ? { action: 'desativar', user, inUse } : { action: 'excluir', user });

  const actions = (user: AdminUserRecord, layout: 'linha' | 'cartao') => {
    const self = user.id === me?.id;
    const inUse = accountInUseMessage(user._count.postagens, user._count.registros);
    const size = clsx('w-full px-2', layout === 'linha' ? 'whitespace-nowrap py-1.5' : 'py-2');
    // A tidy 2×2 grid of equal buttons: compact in the table, full width on a card.
    return (
      <div className={clsx('grid grid-cols-2', layout === 'linha' ? 'ml-auto w-[17rem] gap-1.5' : 'gap-2')}>
        <button type="button" onClick={() => setEditing({ mode: 'editar', user })} className={clsx(buttonSecondary, size)}>
          Editar<span className="sr-only"> {user.nome}</span>
        </button>
        {self ? (
          // The longest label: it wraps (centred) instead of spilling out of its half of the grid.
          <Link href="/admin/perfil" className={clsx(buttonSecondary, 'w-full px-2 text-center leading-tight', layout === 'linha' ? 'py-1.5' : 'py-2')}>
            Trocar minha senha
          </Link>
        ) : (
          <>
            <button type="button" onClick={() => setResetting(user)} className={clsx(buttonSecondary, size)}>
              Redefinir senha<span className="sr-only"> de {user.nome}</span>
            </button>
            {user.ativo ? (
              <button type="button" onClick={() => ask('desativar', user)} className={clsx(buttonDangerOutline, size)}>
                Desativar<span className="sr-only"> {user.nome}</span>
              </button>
            ) : (
              <button type="button" onClick={() => ask('reativar', user)} className={clsx(buttonSecondary, size)}>
                Reativar<span className="sr-only"> {user.nome}</span>
              </button>
            )}
            {user.ativo || inUse === null ? (
              <button type="button" onClick={() => askToDelete(user, inUse)} className={clsx(buttonDangerOutline, size)}>
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
  };

  const identity = (user: AdminUserRecord, heading: 'th' | 'h2') => {
    const Name = heading === 'h2' ? 'h2' : 'span';
    return (
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar nome={user.nome} avatar={user.avatar} />
        <div className="min-w-0">
          <span className="flex min-w-0 items-center gap-2">
            <Name className={clsx('truncate font-semibold text-slate-900', heading === 'h2' && 'text-base')}>{user.nome}</Name>
            {user.id === me?.id && <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-bold text-brand-700">Você</span>}
          </span>
          <span className="block truncate text-xs font-normal text-slate-600">{user.email}</span>
        </div>
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Usuários</h1>
          <p className="mt-1 text-sm text-slate-600">Quem entra no painel e o que pode fazer. Para tirar o acesso de alguém, desative a conta: as postagens continuam publicadas.</p>
        </div>
        <button type="button" onClick={() => setEditing({ mode: 'novo' })} className={buttonPrimary}>
          Novo usuário
        </button>
      </header>

      <div className={clsx(cardClass, 'grid gap-3 p-3 sm:grid-cols-[1fr_auto_auto]')} role="search" aria-label="Filtrar usuários">
        <div>
          <label htmlFor={ids.busca} className="sr-only">
            Buscar por nome ou e-mail
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
            <input
              id={ids.busca}
              type="search"
              value={busca}
              placeholder="Buscar por nome ou e-mail"
              maxLength={100}
              onChange={(event) => setBusca(event.target.value)}
              className={clsx(inputClass, 'pl-9')}
            />
          </div>
        </div>
        <div>
          <label htmlFor={ids.papel} className="sr-only">
            Papel
          </label>
          <select
            id={ids.papel}
            value={filters.papel}
            onChange={(event) => setFilters((current) => ({ ...current, papel: event.target.value as Papel | '', pagina: 1 }))}
            className={inputClass}
          >
            <option value="">Todos os papéis</option>
            {PAPEIS.map((papel) => (
              <option key={papel} value={papel}>
                {PAPEL_LABEL[papel]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.ativo} className="sr-only">
            Situação
          </label>
          <select
            id={ids.ativo}
            value={filters.ativo}
            onChange={(event) => setFilters((current) => ({ ...current, ativo: event.target.value as Filters['ativo'], pagina: 1 }))}
            className={inputClass}
          >
            <option value="">Ativos e inativos</option>
            <option value="true">Só ativos</option>
            <option value="false">Só inativos</option>
          </select>
        </div>
      </div>

      {error && !data ? (
        <LoadError title="Não foi possível carregar os usuários." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote>Carregando usuários...</LoadingNote>
      ) : users.length === 0 ? (
        <EmptyNote>{filtered ? 'Nenhum usuário encontrado com esses filtros.' : 'Nenhum usuário cadastrado.'}</EmptyNote>
      ) : (
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
                      {identity(user, 'th')}
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
                    <td className="px-4 py-3">{actions(user, 'linha')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <ul className="grid gap-3 md:grid-cols-2 xl:hidden" aria-label="Usuários do painel">
            {users.map((user) => (
              <li key={user.id} className={clsx(cardClass, 'min-w-0 p-4')} data-testid="usuario-cartao" data-email={user.email}>
                <div className="flex items-start justify-between gap-2">
                  {identity(user, 'h2')}
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
                <div className="mt-3 border-t border-slate-100 pt-3">{actions(user, 'cartao')}</div>
              </li>
            ))}
          </ul>

          {meta && meta.totalPaginas > 1 && (
            <nav className="flex items-center justify-between gap-3 text-sm" aria-label="Páginas de usuários">
              <button
                type="button"
                disabled={meta.pagina <= 1}
                onClick={() => setFilters((current) => ({ ...current, pagina: current.pagina - 1 }))}
                className={buttonSecondary}
              >
                Anterior
              </button>
              <span className="text-slate-700">
                Página {meta.pagina} de {meta.totalPaginas} · {formatNumber(meta.total)} usuários
              </span>
              <button
                type="button"
                disabled={meta.pagina >= meta.totalPaginas}
                onClick={() => setFilters((current) => ({ ...current, pagina: current.pagina + 1 }))}
                className={buttonSecondary}
              >
                Próxima
              </button>
            </nav>
          )}
        </>
      )}

      <Dialog {...dialogProps} title={editing?.mode === 'editar' ? 'Editar usuário' : 'Novo usuário'}>
        {editing && (
          <UserForm
            key={editing.mode === 'editar' ? editing.user.id : 'novo'}
            user={editing.mode === 'editar' ? editing.user : null}
            selfId={me?.id ?? null}
            {...formProps}
            onSaved={(saved) => {
              formProps.onSaved();
              // Editing their own name or photo here: the stored user (and the panel menu) follows.
              if (saved.id === me?.id) void applyProfileChange(saved);
            }}
          />
        )}
      </Dialog>

      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />

      <ConfirmDialog
        {...confirmation.dialog}
        title={confirming ? (confirming.inUse ? 'Este usuário não pode ser excluído' : CONFIRM_COPY[confirming.action].title) : ''}
        message={confirming && <ConfirmMessage action={confirming.action} user={confirming.user} inUse={confirming.inUse} />}
        confirmLabel={confirming ? CONFIRM_COPY[confirming.action].label : ''}
        busyLabel={confirming ? CONFIRM_COPY[confirming.action].busy : undefined}
      />
    </div>
  );
}

function ConfirmMessage({ action, user, inUse }: { action: 'desativar' | 'reativar' | 'excluir'; user: AdminUserRecord; inUse?: string }) {
  const who = (
    <strong>
      {user.nome} ({user.email})
    </strong>
  );
  if (action === 'desativar') {
    return (
      <>
        {inUse && <p className="mb-2">{inUse}</p>}
        <p>{who} não poderá mais entrar no painel, e as sessões abertas terminam agora. As postagens continuam publicadas; você pode reativar a conta depois.</p>
      </>
    );
  }
  if (action === 'reativar') return <p>{who} voltará a entrar no painel com a senha que já tinha.</p>;
  return (
    <p>
      A conta de {who} será excluída. Esta ação não pode ser desfeita. Só contas sem postagens e que nunca usaram o painel podem ser excluídas; nas outras, use
      Desativar.
    </p>
  );
}
