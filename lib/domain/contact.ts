/*
 * The contact form's limits and texts, shared by the form, the schema (lib/schemas/contact.ts)
 * and the API. The form loads the schema itself only when a visitor starts filling it in.
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

export const CONTACT_FIELDS = ['nome', 'email', 'telefone', 'assunto', 'mensagem'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Texts the form and the API share. */
export const CONTACT_MESSAGES = {
  sent: 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.',
  rejected: 'Não foi possível enviar sua mensagem. Recarregue a página e tente de novo.',
  tooMany: 'Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.',
  invalid: 'Verifique os campos destacados e tente de novo.',
} as const;

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;

/** http(s):// and www. addresses in a text: spam usually carries many (the song request form counts them too). */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
