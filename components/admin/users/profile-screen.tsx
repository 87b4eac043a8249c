'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { papelLabel } from '@/lib/domain/roles';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { changeOwnPasswordFormSchema, updateProfileSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, cardClass, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { PasswordInput } from './password-input';
import { applyNewToken, applyProfileChange } from './session-update';
import type { AdminUserRecord } from './types';
import { UserAvatar } from './user-avatar';

type Errors<F extends string> = Partial<Record<F, string>>;

function useFieldErrors<F extends string>(order: readonly F[]) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const show = (found: Errors<F>) => {
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };
  const clear = (field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const register = (field: F) => (element: HTMLElement | null) => {
    refs.current[field] = element;
  };
  return { errors, show, clear, register, reset: () => setErrors({}) };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={fieldErrorClass}>
      {message}
    </p>
  ) : null;
}

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
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Não foi possível carregar o seu perfil.</p>
          <p className="mt-1">{error.message}</p>
          <button type="button" onClick={() => void mutate()} className={clsx(buttonSecondary, 'mt-3')}>
            Tentar novamente
          </button>
        </div>
      ) : isLoading || !data ? (
        <p className="py-8 text-center text-sm text-slate-600">Carregando perfil...</p>
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
type ProfileField = (typeof PROFILE_FIELDS)[number];

function ProfileForm({ profile, onSaved }: { profile: AdminUserRecord; onSaved: (saved: AdminUserRecord) => void }) {
  const toast = useToast();
  const id = useId();
  const { errors, show, clear, register, reset } = useFieldErrors<ProfileField>(PROFILE_FIELDS);
  const [nome, setNome] = useState(profile.nome);
  const [email, setEmail] = useState(profile.email);
  const [avatar, setAvatar] = useState<string | null>(profile.avatar);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = { nome, email, avatar };
    const local = updateProfileSchema.safeParse(body);
    if (!local.success) {
      const found: Errors<ProfileField> = {};
      for (const issue of local.error.issues) found[issue.path[0] as ProfileField] ??= issue.message;
      setFormError('Verifique os campos destacados.');
      show(found);
      return;
    }
    setSaving(true);
    setFormError(null);
    reset();
    try {
      const saved = await adminFetch<AdminUserRecord>('/perfil', { method: 'PUT', json: body });
      // SPEC §3: the stored user follows (the panel's name and menu read it).
      await applyProfileChange(saved);
      toast({ type: 'success', title: 'Perfil atualizado.', message: saved.nome });
      onSaved(saved);
    } catch (caught) {
      const apiError = caught instanceof AdminApiError ? caught : null;
      const message = apiError?.message ?? 'Não foi possível salvar o perfil.';
      setFormError(message);
      show((apiError?.campos ?? {}) as Errors<ProfileField>);
      toast({ type: 'error', title: 'O perfil não foi salvo.', message });
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (field: ProfileField, hint?: string) => clsx(hint, errors[field] && `${id}-${field}-erro`) || undefined;

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
        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <div>
          <span className={labelClass} id={`${id}-avatar-rotulo`}>
            Foto
          </span>
          <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={`${id}-avatar-rotulo`}>
            <UserAvatar nome={nome || profile.nome} avatar={avatar} size="lg" />
            <button ref={register('avatar')} type="button" onClick={() => setPickerOpen(true)} aria-describedby={describedBy('avatar')} className={buttonSecondary}>
              {avatar ? 'Trocar foto' : 'Escolher foto'}
            </button>
            {avatar && (
              <button type="button" onClick={() => setAvatar(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
                Remover foto
              </button>
            )}
          </div>
          <FieldError id={`${id}-avatar-erro`} message={errors.avatar} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-nome`} className={labelClass}>
              Nome
            </label>
            <input
              ref={register('nome')}
              id={`${id}-nome`}
              value={nome}
              maxLength={100}
              autoComplete="name"
              aria-invalid={errors.nome ? true : undefined}
              aria-describedby={describedBy('nome')}
              onChange={(event) => {
                setNome(event.target.value);
                clear('nome');
              }}
              className={inputClass}
            />
            <FieldError id={`${id}-nome-erro`} message={errors.nome} />
          </div>
          <div>
            <label htmlFor={`${id}-email`} className={labelClass}>
              E-mail
            </label>
            <input
              ref={register('email')}
              id={`${id}-email`}
              type="email"
              value={email}
              maxLength={254}
              autoComplete="email"
              spellCheck={false}
              autoCapitalize="none"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email', `${id}-email-dica`)}
              onChange={(event) => {
                setEmail(event.target.value);
                clear('email');
              }}
              className={inputClass}
            />
            <p id={`${id}-email-dica`} className={hintClass}>
              Usado para entrar no painel.
            </p>
            <FieldError id={`${id}-email-erro`} message={errors.email} />
          </div>
        </div>

        <div className="flex justify-end border-t border-slate-200 pt-4">
          <button type="submit" disabled={saving} className={buttonPrimary}>
            {saving ? 'Salvando...' : 'Salvar perfil'}
          </button>
        </div>
      </form>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Sua foto"
        onSelect={(media) => {
          setAvatar(media.url);
          clear('avatar');
        }}
      />
    </section>
  );
}

const PASSWORD_FIELDS = ['senhaAtual', 'novaSenha', 'confirmacao'] as const;
type PasswordField = (typeof PASSWORD_FIELDS)[number];

function PasswordForm() {
  const toast = useToast();
  const id = useId();
  const { errors, show, clear, register, reset } = useFieldErrors<PasswordField>(PASSWORD_FIELDS);
  const [values, setValues] = useState<Record<PasswordField, string>>({ senhaAtual: '', novaSenha: '', confirmacao: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: PasswordField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = changeOwnPasswordFormSchema.safeParse(values);
    if (!local.success) {
      const found: Errors<PasswordField> = {};
      for (const issue of local.error.issues) found[issue.path[0] as PasswordField] ??= issue.message;
      setFormError('Verifique os campos destacados.');
      show(found);
      return;
    }
    setSaving(true);
    setFormError(null);
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
      const apiError = caught instanceof AdminApiError ? caught : null;
      const message = apiError?.message ?? 'Não foi possível alterar a senha.';
      setFormError(message);
      show((apiError?.campos ?? {}) as Errors<PasswordField>);
      toast({ type: 'error', title: 'A senha não foi alterada.', message });
    } finally {
      setSaving(false);
    }
  };

  const describedBy = (field: PasswordField, hint?: string) => clsx(hint, errors[field] && `${id}-${field}-erro`) || undefined;
  const labels: Record<PasswordField, string> = { senhaAtual: 'Senha atual', novaSenha: 'Nova senha', confirmacao: 'Confirme a nova senha' };

  return (
    <section className={clsx(cardClass, 'p-4 sm:p-6')} aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="text-lg font-bold text-slate-900">
        Trocar senha
      </h2>
      <p className="mt-1 text-sm text-slate-600">Ao trocar a senha, as sessões abertas em outros aparelhos terminam; esta continua.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {formError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        {PASSWORD_FIELDS.map((field) => (
          <div key={field} className="max-w-md">
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {labels[field]}
            </label>
            <PasswordInput
              id={`${id}-${field}`}
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
            <FieldError id={`${id}-${field}-erro`} message={errors[field]} />
          </div>
        ))}
        <div className="flex justify-end border-t border-slate-200 pt-4">
          <button type="submit" disabled={saving} className={buttonPrimary}>
            {saving ? 'Alterando...' : 'Alterar senha'}
          </button>
        </div>
      </form>
    </section>
  );
}
