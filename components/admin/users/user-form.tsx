'use client';

import { useId, useState } from 'react';
import { PAPEIS, PAPEL_LABEL, type Papel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { createUserSchema, updateUserSchema } from '@/lib/schemas/users';
import { Field } from '@/components/admin/forms/field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { SwitchField, switchLooks } from '@/components/admin/forms/switch-field';
import { SelectField, TextField } from '@/components/admin/forms/text-fields';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { AccountEmailField } from './account-email-field';
import { CopyPasswordButton, PasswordInput } from './password-input';
import type { AdminUserRecord } from '@/lib/schemas/users';
import { UserAvatar } from './user-avatar';

type UserField = 'nome' | 'email' | 'papel' | 'ativo' | 'avatar' | 'senha';
const FIELD_ORDER: UserField[] = ['nome', 'email', 'papel', 'ativo', 'avatar', 'senha'];

export const PAPEL_DESCRIPTION: Record<Papel, string> = {
  admin: 'Tudo, inclusive usuários e configurações do site.',
  editor: 'Publica e edita todas as postagens, categorias e conteúdo do site.',
  autor: 'Escreve e edita as próprias postagens.',
};

export const SELF_PAPEL_HINT = 'Você não pode alterar o seu próprio papel. Peça a outro administrador.';
export const SELF_ATIVO_HINT = 'Você não pode desativar a sua própria conta.';

type Values = { nome: string; email: string; papel: Papel; ativo: boolean; avatar: string | null; senha: string };

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
  const form = useZodForm<Values, UserField>({
    ids: id,
    order: FIELD_ORDER,
    initial: () => ({ nome: user?.nome ?? '', email: user?.email ?? '', papel: user?.papel ?? 'autor', ativo: user?.ativo ?? true, avatar: user?.avatar ?? null, senha: '' }),
  });
  const { values, formError } = form;
  const isSelf = user !== null && user.id === selfId;
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
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { nome, email, papel, ativo, avatar, senha } = values;
    const body = user ? { nome, email, papel, ativo, avatar } : { nome, email, papel, ativo, avatar, senha };
    // The API's own schema, checked here first so mistakes show without a round trip.
    if (!form.check(user ? updateUserSchema : createUserSchema, body)) return;
    await save(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <TextField label="Nome" {...form.bind('nome')} data-autofocus maxLength={100} autoComplete="off" />

      <AccountEmailField {...form.bind('email')} autoComplete="off" />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Papel"
          {...form.field('papel')}
          value={values.papel}
          onChange={(papel) => form.set('papel', papel as Papel)}
          hint={isSelf ? SELF_PAPEL_HINT : PAPEL_DESCRIPTION[values.papel]}
          disabled={isSelf}
          inputClassName="disabled:bg-slate-100 disabled:text-slate-600"
        >
          {PAPEIS.map((value) => (
            <option key={value} value={value}>
              {PAPEL_LABEL[value]}
            </option>
          ))}
        </SelectField>

        <SwitchField
          look={switchLooks.row}
          heading="Situação"
          label="Conta ativa"
          hintPlacement="below"
          hint={isSelf ? SELF_ATIVO_HINT : 'Uma conta inativa não entra no painel; as sessões abertas terminam na hora.'}
          {...form.bindCheck('ativo')}
          disabled={isSelf}
        />
      </div>

      <ImageField
        labelId={`${id}-avatar-rotulo`}
        label="Foto"
        noun="foto"
        value={values.avatar}
        onChange={(avatar) => form.setValues((current) => ({ ...current, avatar }))}
        preview={<UserAvatar nome={values.nome || '?'} avatar={values.avatar} size="md" />}
        pickerTitle="Foto do usuário"
        {...form.imageFieldProps('avatar')}
      />

      {!user && (
        <Field
          label="Senha inicial"
          {...form.field('senha')}
          hint={`${PASSWORD_RULE_HINT} Entregue-a à pessoa por um canal seguro; ela pode trocá-la em Meu perfil.`}
          after={
            generated && (
              <div className="mt-2 flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <span>Anote ou copie esta senha agora: ela não será mostrada de novo.</span>
                <CopyPasswordButton senha={generated} />
              </div>
            )
          }
        >
          {(aria) => (
            <PasswordInput
              id={aria.id}
              inputRef={form.register('senha')}
              value={values.senha}
              autoComplete="new-password"
              generator
              invalid={aria['aria-invalid']}
              describedBy={aria['aria-describedby']}
              onChange={(senha) => {
                form.set('senha', senha);
                if (senha !== generated) setGenerated(null);
              }}
              onGenerated={setGenerated}
            />
          )}
        </Field>
      )}

      <FormActions onCancel={onCancel} saving={saving} submitLabel={user ? 'Salvar alterações' : 'Criar usuário'} />
    </form>
  );
}
