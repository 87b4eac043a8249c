import { CONTACT_FIELDS, CONTACT_LIMITS, countLinks, type ContactField } from '@/lib/domain/contact';
import { isBlankText } from '@/lib/domain/coerce';
import * as z from './zod-mini';

/*
 * The contact form's rules, shared by the browser (checked before sending) and by
 * POST /api/v1/publico/contato (checked again: the browser is never trusted). Written with
 * zod/mini, since /contato is a public page with a JavaScript budget.
 */

/**
 * An optional text field: blank is the same as absent. The zod/mini twin of optionalText in
 * ./common.ts, which is written with the whole of zod and so stays out of this page's bundle.
 */
const optionalText = (schema: z.ZodMiniType<string, string>) => z.pipe(z.transform((value: unknown) => (isBlankText(value) ? undefined : value)), z.optional(schema));

export const contactSchema = z.object({
  nome: z.string({ error: 'Informe seu nome.' }).check(
    z.trim(),
    z.minLength(1, 'Informe seu nome.'),
    z.minLength(CONTACT_LIMITS.nome.min, `O nome deve ter pelo menos ${CONTACT_LIMITS.nome.min} caracteres.`),
    z.maxLength(CONTACT_LIMITS.nome.max, `O nome pode ter no máximo ${CONTACT_LIMITS.nome.max} caracteres.`),
  ),
  email: z.pipe(
    z.string({ error: 'Informe seu e-mail.' }).check(z.trim(), z.minLength(1, 'Informe seu e-mail.'), z.maxLength(CONTACT_LIMITS.email.max, 'Informe um e-mail válido.')),
    z.email('Informe um e-mail válido.'),
  ),
  telefone: optionalText(
    z.string({ error: 'Informe um telefone válido.' }).check(
      z.trim(),
      z.regex(/^[\d\s()+-]+$/, 'O telefone pode ter apenas números, espaços, parênteses, + e -.'),
      z.minLength(CONTACT_LIMITS.telefone.min, `O telefone deve ter entre ${CONTACT_LIMITS.telefone.min} e ${CONTACT_LIMITS.telefone.max} caracteres.`),
      z.maxLength(CONTACT_LIMITS.telefone.max, `O telefone deve ter entre ${CONTACT_LIMITS.telefone.min} e ${CONTACT_LIMITS.telefone.max} caracteres.`),
      z.refine(
        (phone) => phone.replace(/\D/g, '').length >= CONTACT_LIMITS.telefone.minDigits,
        `O telefone deve ter pelo menos ${CONTACT_LIMITS.telefone.minDigits} dígitos.`,
      ),
    ),
  ),
  assunto: optionalText(
    z.string({ error: 'Informe um assunto válido.' }).check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.assunto.max, `O assunto pode ter no máximo ${CONTACT_LIMITS.assunto.max} caracteres.`),
    ),
  ),
  mensagem: z.string({ error: 'Escreva sua mensagem.' }).check(
    z.trim(),
    z.minLength(1, 'Escreva sua mensagem.'),
    z.minLength(CONTACT_LIMITS.mensagem.min, `A mensagem deve ter pelo menos ${CONTACT_LIMITS.mensagem.min} caracteres.`),
    z.maxLength(CONTACT_LIMITS.mensagem.max, 'A mensagem pode ter no máximo 5.000 caracteres.'),
    z.refine((text) => countLinks(text) <= CONTACT_LIMITS.links, `A mensagem pode ter no máximo ${CONTACT_LIMITS.links} links.`),
  ),
});

export type ContactInput = z.output<typeof contactSchema>;

/** Field → first message, the shape of the API's `campos`, for the browser's own check. */
export function contactFieldErrors(error: z.core.$ZodError): Partial<Record<ContactField, string>> {
  const campos: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field)) campos[field as ContactField] ??= issue.message;
  }
  return campos;
}
