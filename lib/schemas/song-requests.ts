import { isBlankText } from '@/lib/domain/coerce';
import { countLinks } from '@/lib/domain/contact';
import { normalizeWhatsapp, SONG_REQUEST_FIELDS, SONG_REQUEST_LIMITS, SONG_REQUEST_MESSAGES, type SongRequestField } from '@/lib/domain/song-requests';
import * as z from './zod-mini';

/*
 * POST /api/v1/publico/pedidos: the "Peça sua música" form's rules, shared by the browser
 * (checked before sending) and the API (checked again). zod/mini, like the contact form: the page
 * is public and has a JavaScript budget. The staff side is ./song-request-inbox.ts.
 */

const { nome, local, mensagem, whatsapp, links } = SONG_REQUEST_LIMITS;

/** A one-line text: line breaks and runs of spaces become one space. */
const oneLine = z.overwrite((value: string) => value.replace(/\s+/g, ' '));

/** The typed number, checked, stored in its international form ('+5551999991234'). */
const whatsappNumber = z.pipe(
  z.string({ error: SONG_REQUEST_MESSAGES.whatsapp }).check(
    z.trim(),
    z.maxLength(whatsapp.max, SONG_REQUEST_MESSAGES.whatsapp),
    z.refine((value) => normalizeWhatsapp(value) !== null, SONG_REQUEST_MESSAGES.whatsapp),
  ),
  z.transform((value: string) => normalizeWhatsapp(value) as string),
);

export const songRequestSchema = z.object({
  nome: z.string({ error: 'Informe seu nome.' }).check(
    oneLine,
    z.trim(),
    z.minLength(1, 'Informe seu nome.'),
    z.minLength(nome.min, `O nome deve ter pelo menos ${nome.min} caracteres.`),
    z.maxLength(nome.max, `O nome pode ter no máximo ${nome.max} caracteres.`),
  ),
  local: z.string({ error: 'Informe seu bairro ou cidade.' }).check(
    oneLine,
    z.trim(),
    z.minLength(1, 'Informe seu bairro ou cidade.'),
    z.minLength(local.min, `O bairro ou cidade deve ter pelo menos ${local.min} caracteres.`),
    z.maxLength(local.max, `O bairro ou cidade pode ter no máximo ${local.max} caracteres.`),
  ),
  mensagem: z.string({ error: 'Escreva a música ou o recado.' }).check(
    z.trim(),
    z.minLength(1, 'Escreva a música ou o recado.'),
    z.minLength(mensagem.min, `A música ou recado deve ter pelo menos ${mensagem.min} caracteres.`),
    z.maxLength(mensagem.max, `A música ou recado pode ter no máximo ${mensagem.max} caracteres.`),
    z.refine((text) => countLinks(text) <= links, `A música ou recado pode ter no máximo ${links} link.`),
  ),
  // Optional: blank is the same as absent.
  whatsapp: z.pipe(
    z.transform((value: unknown) => (isBlankText(value) ? undefined : value)),
    z.optional(whatsappNumber),
  ),
});

export type SongRequestInput = z.output<typeof songRequestSchema>;

/** Field → first message, the shape of the API's `campos`, for the browser's own check. */
export function songRequestFieldErrors(error: z.core.$ZodError): Partial<Record<SongRequestField, string>> {
  const campos: Partial<Record<SongRequestField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (SONG_REQUEST_FIELDS as readonly string[]).includes(field)) campos[field as SongRequestField] ??= issue.message;
  }
  return campos;
}
