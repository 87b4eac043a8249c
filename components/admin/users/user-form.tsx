'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { PAPEIS, PAPEL_LABEL, type Papel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { createUserSchema, updateUserSchema } from '@/lib/schemas/users';
import { hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { CopyPasswordButton, PasswordInput } from './password-input';
import type { AdminUserRecord } from '@/lib/schemas/users';
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
  const id = useId();
  const { errors, formError, clearError, showApiError, passesLocalCheck, reset, fieldId, register, describedBy, control, fieldError, imageFieldProps } = useFormErrors(id, FIELD_ORDER);
  const isSelf = user !== null && user.id === selfId;

  const [nome, setNome] = useState(user?.nome ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [papel, setPapel] = useState<Papel>(user?.papel ?? 'autor');
  const [ativo, setAtivo] = useState(user?.ativo ?? true);
  const [avatar, setAvatar] = useState<string | null>(user?.avatar ?? null);
  const [senha, setSenha] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const { saving, save } = useRecordSave<AdminUserRecord>({
    path: '/usuarios',
    id: user?.id ?? null,
    texts: {
      created: 'Usuário criado.',
      updated: 'Usuário atualizado.',
      name: (saved) => saved.nome,
      failed: 'O usuário não foi salvo.',
      fallback: 'Não foi possível salvar o usuário.',
    },
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = user ? { nome, email, papel, ativo, avatar } : { nome, email, papel, ativo, avatar, senha };
    // The API's own schema, checked here first so mistakes show without a round trip.
    if (!passesLocalCheck((user ? updateUserSchema : createUserSchema).safeParse(body))) return;
    await save(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div>
        <label htmlFor={fieldId('nome')} className={labelClass}>
          Nome
        </label>
        <input
          {...control('nome')}
          data-autofocus
          value={nome}
          maxLength={100}
          autoComplete="off"
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
          {...control('email', `${id}-email-dica`)}
          type="email"
          value={email}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
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
            {...control('papel', `${id}-papel-dica`)}
            value={papel}
            disabled={isSelf}
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
              ref={register('ativo')}
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

      <ImageField
        labelId={`${id}-avatar-rotulo`}
        label="Foto"
        noun="foto"
        value={avatar}
        onChange={setAvatar}
        preview={<UserAvatar nome={nome || '?'} avatar={avatar} size="md" />}
        pickerTitle="Foto do usuário"
        {...imageFieldProps('avatar')}
      />

      {!user && (
        <div>
          <label htmlFor={fieldId('senha')} className={labelClass}>
            Senha inicial
          </label>
          <PasswordInput
            id={fieldId('senha')}
            inputRef={register('senha')}
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

      <FormActions onCancel={onCancel} saving={saving} submitLabel={user ? 'Salvar alterações' : 'Criar usuário'} />
    </form>
  );
}
