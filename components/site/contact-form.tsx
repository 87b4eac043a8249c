'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useToast } from '@/components/ui/toast-provider';
import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField } from '@/lib/domain/contact';
import { useIsClient } from '@/lib/hooks/use-is-client';

const SUBMIT_URL = '/api/v1/publico/contato';
const TOKEN_URL = '/api/v1/publico/contato/token';
/** The server refuses a form filled in under 3 s; a person who is that fast just waits a moment. */
const MIN_FILL_MS = 3000 + 250;
/** Tokens live 2 h: a tab left open gets a fresh one well before that. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000;
/** What was typed survives a reload (the rejection message asks for one). */
const DRAFT_KEY = 'sintonia:contato:rascunho';
const NETWORK_ERROR = 'Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.';

type FieldErrors = Partial<Record<ContactField, string>>;

// The schema (zod) is fetched when a visitor starts filling in the form, not with the page: readers
// who came for the address and phone do not pay for it (issue 10's JavaScript budget).
const loadSchema = () => import('@/lib/schemas/contact');

const prefetchSchema = () => void loadSchema().catch(() => undefined);

/** The form's own check before sending; null when the schema could not be loaded (the server checks anyway). */
async function checkValues(values: Record<ContactField, string>): Promise<FieldErrors | null> {
  try {
    const { contactFieldErrors, contactSchema } = await loadSchema();
    const checked = contactSchema.safeParse(values);
    return checked.success ? {} : contactFieldErrors(checked.error);
  } catch {
    return null;
  }
}
type Token = { value: string | null; receivedAt: number };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

function fieldElement(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

function readValues(form: HTMLFormElement): Record<ContactField, string> {
  const values = {} as Record<ContactField, string>;
  for (const field of CONTACT_FIELDS) values[field] = fieldElement(form, field)?.value ?? '';
  return values;
}

function apiFieldErrors(campos: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof campos !== 'object' || campos === null) return errors;
  for (const field of CONTACT_FIELDS) {
    const message = (campos as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

type FieldProps = {
  name: ContactField;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
  maxLength: number;
};

function Field({ name, label, error, hint, required, multiline, type = 'text', autoComplete, inputMode, maxLength }: FieldProps) {
  const id = `contato-${name}`;
  const describedBy = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(
      'w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
      error ? 'border-red-500' : 'border-slate-300',
    ),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
        {!required && <span className="font-normal text-muted"> (opcional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {hint && (
        <p id={`${id}-dica`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The /contato form. Checked here with the API's own schema, then stored by
 * POST /api/v1/publico/contato; the signed token and the hidden field are its anti-spam.
 */
export function ContactForm({ initialToken }: { initialToken: string | null }) {
  const toast = useToast();
  // Until hydrated, a click would submit natively (a GET with the message in the URL): wait for React.
  const ready = useIsClient();
  const formRef = useRef<HTMLFormElement>(null);
  const tokenRef = useRef<Token>({ value: initialToken, receivedAt: 0 });
  const [sending, setSending] = useState(false);
  // The state changes a render later; a second submit while the schema loads must not send twice.
  const submitting = useRef(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const refreshToken = useCallback(async () => {
    try {
      const response = await fetch(TOKEN_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const body = (await response.json()) as { token?: unknown };
      if (typeof body.token === 'string') tokenRef.current = { value: body.token, receivedAt: Date.now() };
    } catch {
      // Offline for now: the submission reports it, and the next refresh tries again.
    }
  }, []);

  useEffect(() => {
    // The page's token was issued before this mount, so mount time is a safe lower bound of its age.
    tokenRef.current.receivedAt = Date.now();
    if (!tokenRef.current.value) void refreshToken();
    const timer = window.setInterval(() => void refreshToken(), TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refreshToken]);

  // Restores a draft typed before a reload; only into empty fields, never over what is there.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    try {
      const draft: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
      if (typeof draft !== 'object' || draft === null) return;
      for (const field of CONTACT_FIELDS) {
        const element = fieldElement(form, field);
        const value = (draft as Record<string, unknown>)[field];
        if (element && element.value === '' && typeof value === 'string') element.value = value;
      }
    } catch {
      // Storage unavailable (private mode) or a corrupt draft: start empty.
    }
  }, []);

  const saveDraft = (form: HTMLFormElement) => {
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(readValues(form)));
    } catch {
      // Storage unavailable: the draft just is not kept.
    }
  };

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (errors[name]) {
      setErrors((current) => {
        const next = { ...current };
        delete next[name];
        return next;
      });
    }
    saveDraft(event.currentTarget);
  };

  const showErrors = (form: HTMLFormElement, fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    const first = CONTACT_FIELDS.find((field) => fieldErrors[field]);
    if (first) fieldElement(form, first)?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    const form = event.currentTarget;
    const values = readValues(form);
    const fieldErrors = await checkValues(values);
    if (fieldErrors && Object.keys(fieldErrors).length > 0) {
      submitting.current = false;
      setFormError(CONTACT_MESSAGES.invalid);
      showErrors(form, fieldErrors);
      return;
    }
    setErrors({});
    setFormError(null);
    setSending(true);
    try {
      const wait = MIN_FILL_MS - (Date.now() - tokenRef.current.receivedAt);
      if (wait > 0) await sleep(wait);
      const honeypot = fieldElement(form, CONTACT_HONEYPOT_FIELD)?.value ?? '';
      const response = await fetch(SUBMIT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypot, token: tokenRef.current.value }),
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown; campos?: unknown } | null;
      if (response.ok) {
        window.sessionStorage.removeItem(DRAFT_KEY);
        setSent(true);
        toast({ type: 'success', title: 'Mensagem enviada!', message: 'Obrigado pelo contato — responderemos em breve.' });
        return;
      }
      const fieldErrors = apiFieldErrors(body?.campos);
      setFormError(typeof body?.message === 'string' ? body.message : `Não foi possível enviar sua mensagem (HTTP ${response.status}).`);
      if (Object.keys(fieldErrors).length > 0) showErrors(form, fieldErrors);
      // A refused token (too old, or from another deployment): a fresh one makes the next try work.
      else if (response.status === 400) void refreshToken();
    } catch {
      setFormError(NETWORK_ERROR);
    } finally {
      submitting.current = false;
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-lg border border-emerald-300 bg-emerald-50 p-6 text-emerald-950">
        <p className="text-lg font-bold">{CONTACT_MESSAGES.sent}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="rounded-md border border-emerald-700 px-4 py-2 text-sm font-bold text-emerald-800 hover:bg-emerald-100"
        >
          Enviar outra mensagem
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} onFocus={prefetchSchema} aria-label="Formulário de contato" className="relative flex flex-col gap-5">
      {formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="nome" label="Nome" required autoComplete="name" maxLength={CONTACT_LIMITS.nome.max} error={errors.nome} />
        <Field
          name="email"
          label="E-mail"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          maxLength={CONTACT_LIMITS.email.max}
          error={errors.email}
        />
        <Field
          name="telefone"
          label="Telefone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={CONTACT_LIMITS.telefone.max}
          error={errors.telefone}
        />
        <Field name="assunto" label="Assunto" maxLength={CONTACT_LIMITS.assunto.max} error={errors.assunto} />
      </div>
      <Field
        name="mensagem"
        label="Mensagem"
        required
        multiline
        maxLength={CONTACT_LIMITS.mensagem.max}
        hint={`De ${CONTACT_LIMITS.mensagem.min} a 5.000 caracteres, com no máximo ${CONTACT_LIMITS.links} links.`}
        error={errors.mensagem}
      />
      {/* Honeypot: off-screen and out of the accessibility tree; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`contato-${CONTACT_HONEYPOT_FIELD}`}>Deixe este campo em branco</label>
        <input id={`contato-${CONTACT_HONEYPOT_FIELD}`} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <noscript>
        <p className="text-sm font-semibold text-muted">Ative o JavaScript para enviar pelo formulário, ou fale com a gente pelos outros canais desta página.</p>
      </noscript>
      <div>
        <button
          type="submit"
          disabled={!ready || sending}
          className="inline-flex items-center justify-center rounded-md bg-brand-600 px-6 py-3 text-base font-bold text-white shadow transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? 'Enviando...' : 'Enviar mensagem'}
        </button>
      </div>
    </form>
  );
}
