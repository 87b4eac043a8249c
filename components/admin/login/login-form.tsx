'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import { safeFromPath } from '@/lib/domain/admin-access';
import { loginSchema } from '@/lib/schemas/auth';
import { loginWithCredentials } from '@/lib/admin/auth-client';
import { forgetSessionExpired } from '@/lib/admin/session-expiry';
import { EyeClosedIcon, EyeOpenIcon } from '@/components/admin/shell/panel-icons';
import { Field, type FieldLook } from '@/components/admin/forms/field';
import { TextField } from '@/components/admin/forms/text-fields';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';

type LoginField = 'email' | 'password';
type FieldErrors = Partial<Record<LoginField, string>>;

/** SPEC §5: the first message of each field, from the same schema the API validates with. */
export function validateLogin(values: Record<LoginField, string>): FieldErrors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The login page's own look: larger inputs, on the brand's card. */
const loginLook: FieldLook = {
  field: 'flex flex-col gap-1.5',
  label: 'text-sm font-bold text-slate-700',
  hint: 'text-sm text-slate-600',
  error: 'text-sm font-medium text-red-700',
  control: (invalid) =>
    clsx(
      'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2',
      invalid ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
    ),
};

const FIELD_ORDER: LoginField[] = ['email', 'password'];
const FIELD_IDS: Record<LoginField, string> = { email: 'login-email', password: 'login-senha' };

/** SPEC §2.2 login form: e-mail, password with show/hide, 'Entrar' / 'Entrando...', the error of §8. */
export function LoginForm({ from }: { from: string | null }) {
  const router = useRouter();
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const { errors, setErrors, formError, setFormError, show, register } = useFormErrors<LoginField>((field) => FIELD_IDS[field], FIELD_ORDER);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  function change(field: LoginField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, messages follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validateLogin(next));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = validateLogin(values);
    // The fields' messages, the first one focused; the server's message goes until the next answer.
    show(found, null);
    if (found.email || found.password) return;
    setSubmitting(true);
    const result = await loginWithCredentials(values.email.trim(), values.password);
    if (result.ok) {
      forgetSessionExpired();
      // Stays 'Entrando...' until the panel replaces this page.
      router.replace(safeFromPath(from));
      return;
    }
    setSubmitting(false);
    setFormError(result.message);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Entrar no painel">
      {formError && (
        <div role="alert" id="login-erro" className="rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-semibold text-red-800">
          {formError}
        </div>
      )}

      <TextField
        look={loginLook}
        label="E-mail"
        id={FIELD_IDS.email}
        inputRef={register('email')}
        error={errors.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        placeholder="Digite seu email"
        value={values.email}
        onChange={(value) => change('email', value)}
        disabled={submitting}
      />

      <Field look={loginLook} label="Senha" id={FIELD_IDS.password} error={errors.password}>
        {(aria) => (
          <div className="relative">
            <input
              {...aria}
              ref={register('password')}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder="Digite sua senha"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              disabled={submitting}
              className={clsx(loginLook.control(Boolean(errors.password)), 'pr-12')}
            />
            <button
              type="button"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              title={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              aria-controls={FIELD_IDS.password}
              className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-slate-500 hover:text-ink"
            >
              {showPassword ? <EyeClosedIcon /> : <EyeOpenIcon />}
            </button>
          </div>
        )}
      </Field>

      <button
        type="submit"
        disabled={submitting}
        className="rounded-md bg-brand-600 px-4 py-3 text-base font-bold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-500/70"
      >
        {submitting ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  );
}
