import { z } from './zod';

/*
 * The contact form's rules, shared by the browser (checked before sending) and by
 * POST /api/v1/publico/contato (checked again: the browser is never trusted).
 */

export const CONTACT_LIMITS = {
  nome: { min: 2, max: 120 },
  email: { max: 254 },
  telefone: { min: 8, max: 20, minDigits: 8 },
  assunto: { max: 150 },
  mensagem: { min: 10, max: 5000 },
  links: 3,
} as const;

/** Name of the honeypot input: people never see it, form-filling bots do fill it. */
export const CONTACT_HONEYPOT_FIELD = 'site';

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** http(s):// and www. addresses in a text: spam usually carries many. */
function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** A blank optional field is the same as an absent one. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const contactSchema = z.object({
  nome: z
    .string({ error: 'Informe seu nome.' })
    .trim()
    .min(1, 'Informe seu nome.')
    .min(CONTACT_LIMITS.nome.min, `O nome deve ter pelo menos ${CONTACT_LIMITS.nome.min} caracteres.`)
    .max(CONTACT_LIMITS.nome.max, `O nome pode ter no máximo ${CONTACT_LIMITS.nome.max} caracteres.`),
  email: z
    .string({ error: 'Informe seu e-mail.' })
    .trim()
    .min(1, 'Informe seu e-mail.')
    .max(CONTACT_LIMITS.email.max, 'Informe um e-mail válido.')
    .pipe(z.email('Informe um e-mail válido.')),
  telefone: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Informe um telefone válido.' })
      .trim()
      .regex(/^[\d\s()+-]+$/, 'O telefone pode ter apenas números, espaços, parênteses, + e -.')
      .min(CONTACT_LIMITS.telefone.min, `O telefone deve ter entre ${CONTACT_LIMITS.telefone.min} e ${CONTACT_LIMITS.telefone.max} caracteres.`)
      .max(CONTACT_LIMITS.telefone.max, `O telefone deve ter entre ${CONTACT_LIMITS.telefone.min} e ${CONTACT_LIMITS.telefone.max} caracteres.`)
      .refine(
        (phone) => phone.replace(/\D/g, '').length >= CONTACT_LIMITS.telefone.minDigits,
        `O telefone deve ter pelo menos ${CONTACT_LIMITS.telefone.minDigits} dígitos.`,
      )
      .optional(),
  ),
  assunto: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Informe um assunto válido.' })
      .trim()
      .max(CONTACT_LIMITS.assunto.max, `O assunto pode ter no máximo ${CONTACT_LIMITS.assunto.max} caracteres.`)
      .optional(),
  ),
  mensagem: z
    .string({ error: 'Escreva sua mensagem.' })
    .trim()
    .min(1, 'Escreva sua mensagem.')
    .min(CONTACT_LIMITS.mensagem.min, `A mensagem deve ter pelo menos ${CONTACT_LIMITS.mensagem.min} caracteres.`)
    .max(CONTACT_LIMITS.mensagem.max, 'A mensagem pode ter no máximo 5.000 caracteres.')
    .refine((text) => countLinks(text) <= CONTACT_LIMITS.links, `A mensagem pode ter no máximo ${CONTACT_LIMITS.links} links.`),
});

export type ContactInput = z.output<typeof contactSchema>;
export type ContactField = keyof ContactInput;

export const CONTACT_FIELDS = ['nome', 'email', 'telefone', 'assunto', 'mensagem'] as const satisfies readonly ContactField[];

/** Field → first message, the shape of the API's `campos`, for the browser's own check. */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const campos: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) campos[field as ContactField] ??= issue.message;
  }
  return campos;
}

/** Texts the form and the API share. */
export const CONTACT_MESSAGES = {
  sent: 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.',
  rejected: 'Não foi possível enviar sua mensagem. Recarregue a página e tente de novo.',
  tooMany: 'Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.',
  invalid: 'Verifique os campos destacados e tente de novo.',
} as const;
