'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { papelLabel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { changeOwnPasswordFormSchema, updateProfileSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { cardClass } from '@/components/admin/media/styles';
import { Field } from '@/components/admin/forms/field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { TextField } from '@/components/admin/forms/text-fields';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useSaving } from '@/lib/hooks/use-saving';
import { AccountEmailField } from './account-email-field';
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
  const form = useZodForm({ ids: id, order: PROFILE_FIELDS, initial: { nome: profile.nome, email: profile.email, avatar: profile.avatar } });
  const { values, formError, showApiError, reset } = form;
  const [saving, setSaving] = useSaving();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = values;
    if (!form.check(updateProfileSchema, body)) return;
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
          value={values.avatar}
          onChange={(avatar) => form.setValues((current) => ({ ...current, avatar }))}
          preview={<UserAvatar nome={values.nome || profile.nome} avatar={values.avatar} size="lg" />}
          pickerTitle="Sua foto"
          {...form.imageFieldProps('avatar')}
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nome" {...form.bind('nome')} maxLength={100} autoComplete="name" />
          <AccountEmailField {...form.bind('email')} autoComplete="email" />
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
  const empty = { senhaAtual: '', novaSenha: '', confirmacao: '' };
  const form = useZodForm<Record<PasswordField, string>, PasswordField>({ ids: id, order: PASSWORD_FIELDS, initial: empty });
  const { values, formError, showApiError, reset } = form;
  const [saving, setSaving] = useSaving();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.check(changeOwnPasswordFormSchema, values)) return;
    setSaving(true);
    reset();
    try {
      const answer = await adminFetch<{ accessToken: string; usuario: unknown }>('/perfil/senha', {
        method: 'PUT',
        json: { senhaAtual: values.senhaAtual, novaSenha: values.novaSenha },
      });
      // The old token is dead now: this session continues on the fresh one.
      await applyNewToken(answer.accessToken, answer.usuario);
      form.setValues(empty);
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
          <Field
            key={field}
            className="max-w-md"
            label={labels[field]}
            {...form.field(field)}
            hint={field === 'novaSenha' ? PASSWORD_RULE_HINT : undefined}
          >
            {(aria) => (
              <PasswordInput
                id={aria.id}
                inputRef={form.register(field)}
                value={values[field]}
                autoComplete={field === 'senhaAtual' ? 'current-password' : 'new-password'}
                invalid={aria['aria-invalid']}
                describedBy={aria['aria-describedby']}
                onChange={(value) => form.set(field, value)}
              />
            )}
          </Field>
        ))}
        <FormActions saving={saving} submitLabel="Alterar senha" savingLabel="Alterando..." />
      </form>
    </section>
  );
}
