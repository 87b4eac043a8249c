import 'server-only';
import type { z } from 'zod';
import type { ApiContext } from './context';
import { badRequest, parseWith } from './errors';

export function parseQuery<T extends z.ZodType>(c: ApiContext, schema: T): z.output<T> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) params[key] = value;
  return parseWith(schema, params, 'Parâmetros inválidos.');
}

export function parseParam<T extends z.ZodType>(schema: T, value: string | undefined, message: string): z.output<T> {
  const result = schema.safeParse(value ?? '');
  if (!result.success) throw badRequest(message);
  return result.data;
}

export async function parseJsonBody<T extends z.ZodType>(c: ApiContext, schema: T): Promise<z.output<T>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().includes('application/json')) {
    throw badRequest('Envie o corpo da requisição como JSON (Content-Type: application/json).');
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('O corpo da requisição não é um JSON válido.');
  }
  return parseWith(schema, body);
}

export type PageMeta = { pagina: number; limite: number; total: number; totalPaginas: number };

/** The meta block of a paged list. */
export function pageMeta(pagina: number, limite: number, total: number): PageMeta {
  return { pagina, limite, total, totalPaginas: Math.ceil(total / limite) };
}

/** ILIKE pattern matching the term anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
