'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { PAPEIS, PAPEL_LABEL, type Papel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { createUserSchema, updateUserSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { CopyPasswordButton, PasswordInput } from './password-input';
import type { AdminUserRecord } from './types';
import { UserAvatar } from './user-avatar';

type Field = 'nome' | 'email' | 'papel' | 'ativo' | 'avatar' | 'senha';
const FIELD_ORDER: Field[] = ['nome', 'email', 'papel', 'ativo', 'avatar', 'senha'];

export const PAPEL_DESCRIPTION: Record<Papel, string> = {
  admin: 'Tudo, inclusive usuários e configurações do site.',
  editor: 'Publica e edita todas as postagens, categorias e conteúdo do site.',
  autor: 'Escreve e edita as próprias postagens.',
};

export const SELF_PAPEL_HINT = 'Você não pode alterar o seu próprio papel. Peça a outro administrador.';
export const SELF_ATIVO_HINT = 'Você não pode desativar a sua própria conta.';

type Props = {
  /** null: a new account. */
  user: AdminUserRecord | null;
  /** The signed-in admin: their own papel and ativo are locked here (the API refuses them too). */
  selfId: number | null;
  onSaved: (user: AdminUserRecord) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/** Create or edit a staff account; a new one gets its first password here. */
export function UserForm({ user, selfId, onSaved, onCancel, onBusyChange }: Props) {
  const toast = useToast();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-erro`;
  const fieldRefs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const isSelf = user !== null && user.id === selfId;

  const [nome, setNome] = useState(user?.nome ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [papel, setPapel] = useState<Papel>(user?.papel ?? 'autor');
  const [ativo, setAtivo] = useState(user?.ativo ?? true);
  const [avatar, setAvatar] = useState<string | null>(user?.avatar ?? null);
  const [senha, setSenha] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onBusyChange?.(busy);
  };
  const clearError = (field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const focusFirstError = (found: Partial<Record<Field, string>>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) fieldRefs.current[first]?.focus();
  };
  const showErrors = (found: Partial<Record<Field, string>>, message: string) => {
    setErrors(found);
    setFormError(message);
    focusFirstError(found);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = user ? { nome, email, papel, ativo, avatar } : { nome, email, papel, ativo, avatar, senha };
    // The API's own schema, checked here first so mistakes show without a round trip.
    const local = (user ? updateUserSchema : createUserSchema).safeParse(body);
    if (!local.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of local.error.issues) found[issue.path[0] as Field] ??= issue.message;
      showErrors(found, 'Verifique os campos destacados.');
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    try {
      const saved = user
        ? await adminFetch<AdminUserRecord>(`/usuarios/${user.id}`, { method: 'PUT', json: body })
        : await adminFetch<AdminUserRecord>('/usuarios', { method: 'POST', json: body });
      toast({ type: 'success', title: user ? 'Usuário atualizado.' : 'Usuário criado.', message: saved.nome });
      onSaved(saved);
    } catch (error) {
      const apiError = error instanceof AdminApiError ? error : null;
      const message = apiError?.message ?? 'Não foi possível salvar o usuário.';
      showErrors((apiError?.campos ?? {}) as Partial<Record<Field, string>>, message);
      toast({ type: 'error', title: 'O usuário não foi salvo.', message });
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      {formError && (
        <p id={`${id}-erro-geral`} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <div>
        <label htmlFor={fieldId('nome')} className={labelClass}>
          Nome
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.nome = element;
          }}
          id={fieldId('nome')}
          data-autofocus
          value={nome}
          maxLength={100}
          autoComplete="off"
          aria-invalid={errors.nome ? true : undefined}
          aria-describedby={describedBy('nome')}
          onChange={(event) => {
            setNome(event.target.value);
            clearError('nome');
          }}
          className={inputClass}
        />
        {fieldError('nome')}
      </div>

      <div>
        <label htmlFor={fieldId('email')} className={labelClass}>
          E-mail
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.email = element;
          }}
          id={fieldId('email')}
          type="email"
          value={email}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', `${id}-email-dica`)}
          onChange={(event) => {
            setEmail(event.target.value);
            clearError('email');
          }}
          className={inputClass}
        />
        <p id={`${id}-email-dica`} className={hintClass}>
          Usado para entrar no painel.
        </p>
        {fieldError('email')}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('papel')} className={labelClass}>
            Papel
          </label>
          <select
            ref={(element) => {
            fieldRefs.current.papel = element;
          }}
            id={fieldId('papel')}
            value={papel}
            disabled={isSelf}
            aria-invalid={errors.papel ? true : undefined}
            aria-describedby={describedBy('papel', `${id}-papel-dica`)}
            onChange={(event) => {
              setPapel(event.target.value as Papel);
              clearError('papel');
            }}
            className={clsx(inputClass, 'disabled:bg-slate-100 disabled:text-slate-600')}
          >
            {PAPEIS.map((value) => (
              <option key={value} value={value}>
                {PAPEL_LABEL[value]}
              </option>
            ))}
          </select>
          <p id={`${id}-papel-dica`} className={hintClass}>
            {isSelf ? SELF_PAPEL_HINT : PAPEL_DESCRIPTION[papel]}
          </p>
          {fieldError('papel')}
        </div>

        <div>
          <span className={labelClass}>Situação</span>
          <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input
              ref={(element) => {
            fieldRefs.current.ativo = element;
          }}
              type="checkbox"
              checked={ativo}
              disabled={isSelf}
              aria-describedby={describedBy('ativo', `${id}-ativo-dica`)}
              onChange={(event) => {
                setAtivo(event.target.checked);
                clearError('ativo');
              }}
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
            />
            Conta ativa
          </label>
          <p id={`${id}-ativo-dica`} className={hintClass}>
            {isSelf ? SELF_ATIVO_HINT : 'Uma conta inativa não entra no painel; as sessões abertas terminam na hora.'}
          </p>
          {fieldError('ativo')}
        </div>
      </div>

      <div>
        <span className={labelClass} id={`${id}-avatar-rotulo`}>
          Foto
        </span>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={`${id}-avatar-rotulo`}>
          <UserAvatar nome={nome || '?'} avatar={avatar} size="md" />
          <button ref={(element) => {
            fieldRefs.current.avatar = element;
          }} type="button" onClick={() => setPickerOpen(true)} aria-describedby={describedBy('avatar')} className={buttonSecondary}>
            {avatar ? 'Trocar foto' : 'Escolher foto'}
          </button>
          {avatar && (
            <button type="button" onClick={() => setAvatar(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
              Remover foto
            </button>
          )}
        </div>
        {fieldError('avatar')}
      </div>

      {!user && (
        <div>
          <label htmlFor={fieldId('senha')} className={labelClass}>
            Senha inicial
          </label>
          <PasswordInput
            id={fieldId('senha')}
            inputRef={(element) => {
              fieldRefs.current.senha = element;
            }}
            value={senha}
            autoComplete="new-password"
            generator
            invalid={Boolean(errors.senha)}
            describedBy={describedBy('senha', `${id}-senha-dica`)}
            onChange={(value) => {
              setSenha(value);
              clearError('senha');
              if (value !== generated) setGenerated(null);
            }}
            onGenerated={setGenerated}
          />
          <p id={`${id}-senha-dica`} className={hintClass}>
            {PASSWORD_RULE_HINT} Entregue-a à pessoa por um canal seguro; ela pode trocá-la em Meu perfil.
          </p>
          {generated && (
            <div className="mt-2 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              <span>Anote ou copie esta senha agora: ela não será mostrada de novo.</span>
              <CopyPasswordButton senha={generated} />
            </div>
          )}
          {fieldError('senha')}
        </div>
      )}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
        <button type="submit" disabled={saving} className={buttonPrimary}>
          {saving ? 'Salvando...' : user ? 'Salvar alterações' : 'Criar usuário'}
        </button>
      </div>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Foto do usuário"
        onSelect={(media) => {
          setAvatar(media.url);
          clearError('avatar');
        }}
      />
    </form>
  );
}
