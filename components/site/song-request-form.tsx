'use client';

import { useRef, useState } from 'react';
import { CONTACT_HONEYPOT_FIELD } from '@/lib/domain/contact';
import { SONG_REQUEST_FIELDS, SONG_REQUEST_LIMITS, SONG_REQUEST_MESSAGES, type SongRequestField } from '@/lib/domain/song-requests';
import { useFormToken } from '@/lib/hooks/use-form-token';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { fieldElement, FormField, HoneypotField } from './form-fields';
import { FormSentNotice, useFormSent } from './form-sent-notice';

const SUBMIT_URL = '/api/v1/publico/pedidos';
const NETWORK_ERROR = 'Não foi possível enviar seu pedido. Verifique sua conexão e tente novamente.';

type FieldErrors = Partial<Record<SongRequestField, string>>;
type Values = Record<SongRequestField, string>;

// Loaded when a listener starts filling in the form, not with the page (the public JavaScript budget).
const loadSchema = () => import('@/lib/schemas/song-requests');

const prefetchSchema = () => void loadSchema().catch(() => undefined);

/** The form's own check before sending; null when the schema could not be loaded (the server checks anyway). */
async function checkValues(values: Values): Promise<FieldErrors | null> {
  try {
    const { songRequestFieldErrors, songRequestSchema } = await loadSchema();
    const checked = songRequestSchema.safeParse(values);
    return checked.success ? {} : songRequestFieldErrors(checked.error);
  } catch {
    return null;
  }
}

function readValues(form: HTMLFormElement): Values {
  const values = {} as Values;
  for (const field of SONG_REQUEST_FIELDS) values[field] = fieldElement(form, field)?.value ?? '';
  return values;
}

function apiFieldErrors(campos: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof campos !== 'object' || campos === null) return errors;
  for (const field of SONG_REQUEST_FIELDS) {
    const message = (campos as Record<string, unknown>)[field];
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/**
 * "Peça sua música": name, place, the song or a message and an optional WhatsApp number, checked
 * here with the API's own schema and sent to POST /api/v1/publico/pedidos, which hands it to the
 * studio's "Pedidos" screen. The anti-spam token and honeypot are the contact form's.
 */
export function SongRequestForm() {
  const ready = useIsClient();
  const token = useFormToken(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = useRef(false);
  const [sending, setSending] = useState(false);
  // Written again, the form comes back with name and place kept: the song is what to type.
  const { sent, markSent, writeAgain } = useFormSent(formRef, 'mensagem');
  // Who asked last: the next request starts with the same name and place.
  const [last, setLast] = useState<Pick<Values, 'nome' | 'local'>>({ nome: '', local: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as SongRequestField;
    if (!errors[name]) return;
    setErrors((current) => {
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const showErrors = (form: HTMLFormElement, fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    const first = SONG_REQUEST_FIELDS.find((field) => fieldErrors[field]);
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
      setFormError(SONG_REQUEST_MESSAGES.invalid);
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
        setLast({ nome: values.nome.trim(), local: values.local.trim() });
        markSent();
        return;
      }
      const apiErrors = apiFieldErrors(body?.campos);
      setFormError(typeof body?.message === 'string' ? body.message : `Não foi possível enviar seu pedido (HTTP ${response.status}).`);
      if (Object.keys(apiErrors).length > 0) showErrors(form, apiErrors);
      // A refused token (too old, or from another deployment): a fresh one makes the next try work.
      else if (response.status === 400) void token.refresh();
    } catch {
      setFormError(NETWORK_ERROR);
    } finally {
      submitting.current = false;
      setSending(false);
    }
  };

  if (sent) return <FormSentNotice message={SONG_REQUEST_MESSAGES.sent} againLabel="Fazer outro pedido" onAgain={writeAgain} />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} onFocus={prefetchSchema} aria-label="Peça sua música" className="relative flex flex-col gap-5">
      {formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800">
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField idPrefix="pedido" name="nome" label="Seu nome" required autoComplete="given-name" maxLength={SONG_REQUEST_LIMITS.nome.max} error={errors.nome} defaultValue={last.nome} />
        <FormField
          idPrefix="pedido"
          name="local"
          label="Bairro ou cidade"
          required
          autoComplete="address-level2"
          maxLength={SONG_REQUEST_LIMITS.local.max}
          error={errors.local}
          defaultValue={last.local}
        />
      </div>
      <FormField
        idPrefix="pedido"
        name="mensagem"
        label="Música ou recado"
        required
        multiline
        rows={4}
        maxLength={SONG_REQUEST_LIMITS.mensagem.max}
        placeholder="Ex.: Evidências, de Chitãozinho & Xororó — com um abraço para a turma do bairro!"
        hint={`Até ${SONG_REQUEST_LIMITS.mensagem.max} caracteres.`}
        error={errors.mensagem}
      />
      <FormField
        idPrefix="pedido"
        name="whatsapp"
        label="WhatsApp"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={SONG_REQUEST_LIMITS.whatsapp.max}
        hint="Com DDD, ex.: (51) 99999-1234. Só a equipe do estúdio vê, se precisar falar com você."
        error={errors.whatsapp}
      />
      <HoneypotField idPrefix="pedido" name={CONTACT_HONEYPOT_FIELD} />
      <noscript>
        <p className="text-sm font-semibold text-muted">Ative o JavaScript para enviar seu pedido pelo formulário.</p>
      </noscript>
      <div>
        <button
          type="submit"
          disabled={!ready || sending}
          className="inline-flex items-center justify-center rounded-md bg-brand-600 px-6 py-3 text-base font-bold text-white shadow transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {sending ? 'Enviando...' : 'Enviar pedido'}
        </button>
      </div>
    </form>
  );
}
