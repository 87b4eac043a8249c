'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { papelLabel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { changeOwnPasswordFormSchema, updateProfileSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { cardClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { PasswordInput } from './password-input';
import { applyNewToken, applyProfileChange } from '@/lib/admin/session-update';
import type { AdminUserRecord } from '@/lib/schemas/users';
import { UserAvatar } from './user-avatar';

/** /admin/perfil: every signed-in staff member edits their own name, e-mail and photo, and changes their password. */
export function ProfileScreen() {
  const { data, error, isLoading, mutate } = useAdminSWR<AdminUserRecord>('/perfil');
  return (
    <div className="max-w-3xl space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Meu perfil</h1>
        <p className="mt-1 text-sm text-slate-600">Seus dados no painel e a sua senha. O nome aparece como autor nas suas postagens.</p>
      </header>
      {error && !data ? (
        <LoadError title="Não foi possível carregar o seu perfil." message={error.message} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingNote>Carregando perfil...</LoadingNote>
      ) : (
        <>
          <ProfileForm key={data.atualizadoEm} profile={data} onSaved={(saved) => void mutate(saved, { revalidate: false })} />
          <PasswordForm />
        </>
      )}
    </div>
  );
}

const PROFILE_FIELDS = ['nome', 'email', 'avatar'] as const;

function ProfileForm({ profile, onSaved }: { profile: AdminUserRecord; onSaved: (saved: AdminUserRecord) => void }) {
  const toast = useToast();
  const id = useId();
  const { formError, clearError, showApiError, passesLocalCheck, reset, control, fieldError, imageFieldProps } = useFormErrors(id, PROFILE_FIELDS);
  const [nome, setNome] = useState(profile.nome);
  const [email, setEmail] = useState(profile.email);
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { nome, email, avatar };
    if (!passesLocalCheck(updateProfileSchema.safeParse(body))) return;
    setSaving(true);
    reset();
    try {
      const saved = await adminFetch<AdminUserRecord>('/perfil', { method: 'PUT', json: body });
      // SPEC §3: the stored user follows (the panel's name and menu read it).
      await applyProfileChange(saved);
      toast({ type: 'success', title: 'Perfil atualizado.', message: saved.nome });
      onSaved(saved);
    } catch (caught) {
      const message = showApiError(caught, 'Não foi possível salvar o perfil.');
      toast({ type: 'error', title: 'O perfil não foi salvo.', message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={clsx(cardClass, 'p-4 sm:p-6')} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-lg font-bold text-slate-900">
        Dados pessoais
      </h2>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>Papel:</dt>
          <dd className="font-semibold text-slate-900">{papelLabel(profile.papel)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Último acesso:</dt>
          <dd className="font-semibold text-slate-900">{profile.ultimoAcessoEm ? formatDateTime(profile.ultimoAcessoEm) : '—'}</dd>
        </div>
      </dl>

      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert message={formError} />
        <ImageField
          labelId={`${id}-avatar-rotulo`}
          label="Foto"
          noun="foto"
          value={avatar}
          onChange={setAvatar}
          preview={<UserAvatar nome={nome || profile.nome} avatar={avatar} size="lg" />}
          pickerTitle="Sua foto"
          {...imageFieldProps('avatar')}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-nome`} className={labelClass}>
              Nome
            </label>
            <input
              {...control('nome')}
              value={nome}
              maxLength={100}
              autoComplete="name"
              onChange={(event) => {
                setNome(event.target.value);
                clearError('nome');
              }}
              className={inputClass}
            />
            {fieldError('nome')}
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              E-mail
            </label>
            <input
              {...control('email', `${id}-email-dica`)}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
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
        </div>

        <FormActions saving={saving} submitLabel="Salvar perfil" />
      </form>
    </section>
  );
}

const PASSWORD_FIELDS = ['senhaAtual', 'novaSenha', 'confirmacao'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

function PasswordForm() {
  const toast = useToast();
  const id = useId();
  const { errors, formError, clearError, showApiError, passesLocalCheck, reset, fieldId, register, describedBy, fieldError } = useFormErrors(id, PASSWORD_FIELDS);
  const [values, setValues] = useState<Record<PasswordField, string>>({ senhaAtual: '', novaSenha: '', confirmacao: '' });
  const [saving, setSaving] = useState(false);

  const set = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!passesLocalCheck(changeOwnPasswordFormSchema.safeParse(values))) return;
    setSaving(true);
    reset();
    try {
      const answer = await adminFetch<{ accessToken: string; usuario: unknown }>('/perfil/senha', {
        method: 'PUT',
        json: { senhaAtual: values.senhaAtual, novaSenha: values.novaSenha },
      });
      // The old token is dead now: this session continues on the fresh one.
      await applyNewToken(answer.accessToken, answer.usuario);
      setValues({ senhaAtual: '', novaSenha: '', confirmacao: '' });
      toast({ type: 'success', title: 'Senha alterada.', message: 'As outras sessões abertas da sua conta foram encerradas.' });
    } catch (caught) {
      const message = showApiError(caught, 'Não foi possível alterar a senha.');
      toast({ type: 'error', title: 'A senha não foi alterada.', message });
    } finally {
      setSaving(false);
    }
  };

  const labels: Record<PasswordField, string> = { senhaAtual: 'Senha atual', novaSenha: 'Nova senha', confirmacao: 'Confirme a nova senha' };

  return (
    <section className={clsx(cardClass, 'p-4 sm:p-6')} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-lg font-bold text-slate-900">
        Trocar senha
      </h2>
      <p className="mt-1 text-sm text-slate-600">Ao trocar a senha, as sessões abertas em outros aparelhos terminam; esta continua.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert message={formError} />
        {PASSWORD_FIELDS.map((field) => (
          <div key={field} className="max-w-md">
            <label htmlFor={fieldId(field)} className={labelClass}>
              {labels[field]}
            </label>
            <PasswordInput
              id={fieldId(field)}
              inputRef={register(field)}
              value={values[field]}
              autoComplete={field === 'senhaAtual' ? 'current-password' : 'new-password'}
              invalid={Boolean(errors[field])}
              describedBy={describedBy(field, field === 'novaSenha' ? `${id}-regra` : undefined)}
              onChange={set(field)}
            />
            {field === 'novaSenha' && (
              <p id={`${id}-regra`} className={hintClass}>
                {PASSWORD_RULE_HINT}
              </p>
            )}
            {fieldError(field)}
          </div>
        ))}
        <FormActions saving={saving} submitLabel="Alterar senha" savingLabel="Alterando..." />
      </form>
    </section>
  );
}
