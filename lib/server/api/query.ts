import 'server-only';
import type { z } from 'zod';
import { stripControlCharacters, stripControlCharactersDeep } from '@/lib/domain/control-characters';
import type { ApiContext } from './context';
import { BODY_LIMITS, readCappedText } from './body';
import { badRequest, parseWith, type AppError } from '@/lib/server/errors';

export function parseQuery<T extends z.ZodType>(c: ApiContext, schema: T): z.output<T> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) params[stripControlCharacters(key)] = stripControlCharacters(value);
  return parseWith(schema, params, 'Parâmetros inválidos.');
}

export function parseParam<T extends z.ZodType>(schema: T, value: string | undefined, message: string): z.output<T> {
  const result = schema.safeParse(stripControlCharacters(value ?? ''));
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
