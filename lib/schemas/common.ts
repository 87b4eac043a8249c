import { z } from './zod';
import { MAX_PAGE_LIMIT } from '@/lib/domain/constants';
import { isBlankText } from '@/lib/domain/coerce';
import { DB_INT_MAX, parseId } from '@/lib/domain/ids';
import { SEARCH_TERM_MAX_LENGTH } from '@/lib/domain/search-term';

/*
 * The schema pieces several resources share, written once: positive integers (ids, pages,
 * limits), the image address of the media library, the optional text fields where blank means
 * absent, the search term and the paging of the lists. Each keeps its pt-BR messages; where
 * resources word a message differently, the message is a parameter.
 */

// ---------------------------------------------------------------------------------------------
// Positive integers

/** Ids and pages are bounded to the integer columns (lib/domain/ids.ts), with a pt-BR message. */
export { DB_INT_MAX };

/** A positive integer written in a path or query string: an id, a page, a limit, spelled exactly (parseId). */
export const positiveIntText = (message: string) =>
  z
    .string()
    .refine((text) => parseId(text) !== null, message)
    .transform((text) => parseId(text) as number);

/** The same, named in the message: 'pagina deve ser um número inteiro positivo.' */
export const positiveIntParam = (campo: string) => positiveIntText(`${campo} deve ser um número inteiro positivo.`);

/** A positive integer id in a JSON body. */
export const positiveIntNumber = (message: string, typeMessage: string = message) =>
  z.number({ error: typeMessage }).int(message).min(1, message).max(DB_INT_MAX, message);

// ---------------------------------------------------------------------------------------------
// Images

/** An image from the media library (/uploads/…) or an absolute http(s) address. */
export const mediaUrl = z
  .string({ error: 'Escolha uma imagem da biblioteca de mídia.' })
  .trim()
  .max(500, 'O endereço da imagem é longo demais.')
  .regex(/^(\/uploads\/[A-Za-z0-9/_.-]+|https?:\/\/\S+)$/, 'Escolha uma imagem da biblioteca de mídia.');

// ---------------------------------------------------------------------------------------------
// Optional text

export type OptionalTextOptions = {
  /** null is absent too (a JSON body may send it for a cleared field); otherwise `schema` judges it. */
  nullIsBlank?: boolean;
};

/**
 * An optional field where a blank string ('' or only spaces) is the same as an absent one:
 * `schema` only sees a real value. The zod/mini twin for the public contact form is in ./contact.ts.
 */
export const optionalText = <T extends z.ZodType>(schema: T, { nullIsBlank = false }: OptionalTextOptions = {}) =>
  z.preprocess((value) => (isBlankText(value) || (nullIsBlank && value === null) ? undefined : value), schema.optional());

/** The search box of a list: trimmed, at most `max` characters. */
export const searchText = (max = SEARCH_TERM_MAX_LENGTH) => z.string().trim().max(max, `A busca pode ter no máximo ${max} caracteres.`);

// ---------------------------------------------------------------------------------------------
// Paging

/** ?pagina= of a list, named in the message; absent: the first page. */
export const pageParam = positiveIntParam('pagina')
  .optional()
  .transform((n) => n ?? 1);

/** ?limite= of a list, named in the message: clamped to MAX_PAGE_LIMIT rather than refused (a client asking for more just gets the cap). */
export const limitParam = (fallback: number) =>
  positiveIntParam('limite')
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT))
    .optional()
    .transform((n) => n ?? fallback);

/** ?pagina= of the panel's inbox-like lists (logs, messages), with a sentence for a message. */
export const pageNumber = positiveIntText('A página deve ser um número inteiro positivo.').default(1);

/** ?limite= of the same lists: clamped to MAX_PAGE_LIMIT. */
export const pageSize = (fallback: number) =>
  positiveIntText('O limite deve ser um número inteiro positivo.')
    .transform((n) => Math.min(n, MAX_PAGE_LIMIT))
    .default(fallback);

/** The `meta` of every paged answer. */
export type PageMeta = { pagina: number; limite: number; total: number; totalPaginas: number };
