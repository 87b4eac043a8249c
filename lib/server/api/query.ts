import 'server-only';
import type { z } from 'zod';
import { hasControlCharacter, stripControlCharactersDeep } from '@/lib/domain/control-characters';
import type { ApiContext } from './context';
import { BODY_LIMITS, readCappedText } from './body';
import { badRequest, parseWith, type AppError } from '@/lib/server/errors';

/** Told for a query whose name or value holds a control character. */
export const QUERY_CONTROL_CHARACTER_MESSAGE = 'Parâmetros inválidos: a consulta tem caracteres de controle.';

/**
 * The query string through its schema. A control character is refused, not stripped: stripped,
 * '?categoriaId=1%00' would read as 1.
 */
export function parseQuery<T extends z.ZodType>(c: ApiContext, schema: T): z.output<T> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (hasControlCharacter(key) || hasControlCharacter(value)) throw badRequest(QUERY_CONTROL_CHARACTER_MESSAGE);
    params[key] = value;
  }
  return parseWith(schema, params, 'Parâmetros inválidos.');
}

/** A path segment (an id, a slug) through its schema; one that is not exactly that, control characters included, is `message`. */
export function parseParam<T extends z.ZodType>(schema: T, value: string | undefined, message: string): z.output<T> {
  if (value === undefined || hasControlCharacter(value)) throw badRequest(message);
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(message);
  return result.data;
}

export type JsonBodyOptions = {
  /** BODY_LIMITS.default unless the operation needs more, or less. */
  maxBytes?: number;
  tooLarge?: () => AppError;
};

export async function parseJsonBody<T extends z.ZodType>(c: ApiContext, schema: T, options: JsonBodyOptions = {}): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw badRequest('Envie o corpo da requisição como JSON (Content-Type: application/json).');
  }
  const text = await readCappedText(c, options.maxBytes ?? BODY_LIMITS.default, options.tooLarge);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('O corpo da requisição não é um JSON válido.');
  }
  return parseWith(schema, stripControlCharactersDeep(body));
}
