'use client';

import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES, type ContactField } from '@/lib/domain/contact';
import { useFormToken } from '@/lib/hooks/use-form-token';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { fieldElement, FormField, HoneypotField } from './form-fields';
import { FormSentNotice, useFormSent } from './form-sent-notice';

const SUBMIT_URL = '/api/v1/publico/contato';
/** What was typed survives a reload (the rejection message asks for one). */
const DRAFT_KEY = 'sintonia:contato:rascunho';
const NETWORK_ERROR = 'Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.';

type FieldErrors = Partial<Record<ContactField, string>>;

// The schema (zod) is fetched when a visitor starts filling in the form, not with the page: readers
// who came for the address and phone do not pay for it (the public pages' JavaScript budget).
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

/** A field of this form: its ids are 'contato-{name}'. */
function Field(props: Omit<React.ComponentProps<typeof FormField>, 'idPrefix'> & { name: ContactField }) {
  return <FormField idPrefix="contato" {...props} />;
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
  const token = useFormToken(initialToken);
  const [sending, setSending] = useState(false);
  // The state changes a render later; a second submit while the schema loads must not send twice.
  const submitting = useRef(false);
  // Written again, the form comes back empty: the focus goes to its first field.
  const { sent, markSent, writeAgain } = useFormSent(formRef, 'nome');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

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
      const tokenValue = await token.ready();
      const honeypot = fieldElement(form, CONTACT_HONEYPOT_FIELD)?.value ?? '';
      const response = await fetch(SUBMIT_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ ...values, [CONTACT_HONEYPOT_FIELD]: honeypot, token: tokenValue }),
      });
      const body = (await response.json().catch(() => null)) as { message?: unknown; campos?: unknown } | null;
      if (response.ok) {
        window.sessionStorage.removeItem(DRAFT_KEY);
        markSent();
        toast({ type: 'success', title: 'Mensagem enviada!', message: 'Obrigado pelo contato — responderemos em breve.' });
        return;
      }
      const fieldErrors = apiFieldErrors(body?.campos);
      setFormError(typeof body?.message === 'string' ? body.message : `Não foi possível enviar sua mensagem (HTTP ${response.status}).`);
      if (Object.keys(fieldErrors).length > 0) showErrors(form, fieldErrors);
      // A refused token (too old, or from another deployment): a fresh one makes the next try work.
      else if (response.status === 400) void token.refresh();
    } catch {
      setFormError(NETWORK_ERROR);
    } finally {
      submitting.current = false;
      setSending(false);
    }
  };

  if (sent) return <FormSentNotice message={CONTACT_MESSAGES.sent} againLabel="Enviar outra mensagem" onAgain={writeAgain} />;

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
      <HoneypotField idPrefix="contato" name={CONTACT_HONEYPOT_FIELD} />
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
