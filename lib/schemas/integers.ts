import { z } from './zod';

/**
 * Every id, page and counter column is a PostgreSQL integer: a value past this would reach the
 * database and fail there (a 500). Ids and pages are bounded here, with a pt-BR message.
 */
export const DB_INT_MAX = 2_147_483_647;

/** A positive integer written in a path or query string: an id, a page, a limit. */
export const positiveIntText = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((n) => n >= 1 && n <= DB_INT_MAX, message);

/** The same, named in the message: 'pagina deve ser um número inteiro positivo.' */
export const positiveIntParam = (campo: string) => positiveIntText(`${campo} deve ser um número inteiro positivo.`);

/** A positive integer id in a JSON body. */
export const positiveIntNumber = (message: string, typeMessage: string = message) =>
  z.number({ error: typeMessage }).int(message).min(1, message).max(DB_INT_MAX, message);
