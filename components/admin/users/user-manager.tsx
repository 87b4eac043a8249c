'use client';

import { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { formatNumber } from '@/lib/domain/numbers';
import { PAPEIS, PAPEL_LABEL, type Papel } from '@/lib/domain/roles';
import { Dialog } from '@/components/ui/dialog';
import { useFormDialog } from '@/lib/hooks/use-form-dialog';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonPrimary, buttonSecondary, cardClass } from '@/components/admin/media/styles';
import { panelLook, type FieldLook } from '@/components/admin/forms/field';
import { SearchField } from '@/components/admin/forms/search-field';
import { SelectField } from '@/components/admin/forms/text-fields';
import { EmptyNote, LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useConfirmedAction } from '@/components/admin/forms/use-confirmed-action';
import { ResetPasswordDialog } from './reset-password-dialog';
import { applyProfileChange } from '@/lib/admin/session-update';
import type { AdminUserList, AdminUserRecord } from '@/lib/schemas/users';
import { UserRows, type UserAction } from './user-rows';
import { UserForm } from './user-form';
import { LockedAccounts } from './locked-accounts';
import { SEARCH_DELAY_MS } from '@/lib/hooks/use-list-search';

const PAGE_SIZE = 20;

/** The filters' selects: named for screen readers only, their first option says what they filter. */
const filterLook: FieldLook = { ...panelLook, label: 'sr-only' };

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

type Editing = { mode: 'novo' } | { mode: 'editar'; user: AdminUserRecord } | null;
/** `inUse`: why the account cannot be deleted, when 'Excluir' was asked for it (deactivation is offered instead). */
type Confirming = { action: UserAction; user: AdminUserRecord; inUse?: string };

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

      <LockedAccounts />

      <div className={clsx(cardClass, 'grid gap-3 p-3 sm:grid-cols-[1fr_auto_auto]')} role="search" aria-label="Filtrar usuários">
        <SearchField id={ids.busca} label="Buscar por nome ou e-mail" labelHidden value={busca} onChange={setBusca} placeholder="Buscar por nome ou e-mail" maxLength={100} />
        <SelectField
          look={filterLook}
          id={ids.papel}
          label="Papel"
          value={filters.papel}
          onChange={(papel) => setFilters((current) => ({ ...current, papel: papel as Papel | '', pagina: 1 }))}
        >
          <option value="">Todos os papéis</option>
          {PAPEIS.map((papel) => (
            <option key={papel} value={papel}>
              {PAPEL_LABEL[papel]}
            </option>
          ))}
        </SelectField>
        <SelectField
          look={filterLook}
          id={ids.ativo}
          label="Situação"
          value={filters.ativo}
          onChange={(ativo) => setFilters((current) => ({ ...current, ativo: ativo as Filters['ativo'], pagina: 1 }))}
        >
          <option value="">Ativos e inativos</option>
          <option value="true">Só ativos</option>
          <option value="false">Só inativos</option>
        </SelectField>
      </div>

      {error && !data ? (
        <LoadError title="Não foi possível carregar os usuários." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading && !data ? (
        <LoadingNote>Carregando usuários...</LoadingNote>
      ) : users.length === 0 ? (
        <EmptyNote>{filtered ? 'Nenhum usuário encontrado com esses filtros.' : 'Nenhum usuário cadastrado.'}</EmptyNote>
      ) : (
        <>
          <UserRows
            users={users}
            meId={me?.id ?? null}
            onEdit={(user) => setEditing({ mode: 'editar', user })}
            onResetPassword={setResetting}
            onAsk={ask}
            onAskToDelete={askToDelete}
          />

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

function ConfirmMessage({ action, user, inUse }: { action: UserAction; user: AdminUserRecord; inUse?: string }) {
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
