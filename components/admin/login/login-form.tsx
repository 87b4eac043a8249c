'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import { safeFromPath } from '@/lib/domain/admin-access';
import { loginSchema } from '@/lib/schemas/auth';
import { loginWithCredentials } from '@/lib/admin/auth-client';
import { EyeClosedIcon, EyeOpenIcon } from '@/components/admin/shell/panel-icons';

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** SPEC §5: the first message of each field, from the same schema the API validates with. */
export function validateLogin(values: Record<Field, string>): FieldErrors {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const inputClass = (invalid: boolean) =>
  clsx(
    'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2',
    invalid ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  );

/** SPEC §2.2 login form: e-mail, password with show/hide, 'Entrar' / 'Entrando...', the error of §8. */
export function LoginForm({ from }: { from: string | null }) {
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt, messages follow the typing so a fixed field clears at once.
    if (submitted) setErrors(validateLogin(next));
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setFormError(null);
    const found = validateLogin(values);
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setSubmitting(true);
    const result = await loginWithCredentials(values.email.trim(), values.password);
    if (result.ok) {
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

      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-email" className="text-sm font-bold text-slate-700">
          E-mail
        </label>
        <input
          ref={emailInput}
          id="login-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          placeholder="Digite seu email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-erro' : undefined}
          disabled={submitting}
          className={inputClass(Boolean(errors.email))}
        />
        {errors.email && (
          <p id="login-email-erro" className="text-sm font-medium text-red-700">
            {errors.email}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="login-senha" className="text-sm font-bold text-slate-700">
          Senha
        </label>
        <div className="relative">
          <input
            ref={passwordInput}
            id="login-senha"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder="Digite sua senha"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'login-senha-erro' : undefined}
            disabled={submitting}
            className={clsx(inputClass(Boolean(errors.password)), 'pr-12')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
            title={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
            aria-controls="login-senha"
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-slate-500 hover:text-ink"
          >
            {showPassword ? <EyeClosedIcon /> : <EyeOpenIcon />}
          </button>
        </div>
        {errors.password && (
          <p id="login-senha-erro" className="text-sm font-medium text-red-700">
            {errors.password}
          </p>
        )}
      </div>

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
