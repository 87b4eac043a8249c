import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { hasRole, type Papel } from '@/lib/domain/roles';

export type ErrorBody = { message: string; codigo: string; campos?: Record<string, string> };

/** An error meant for the client: its message is pt-BR and safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly codigo: string,
    message: string,
    readonly campos?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.campos ? { message: this.message, codigo: this.codigo, campos: this.campos } : { message: this.message, codigo: this.codigo };
  }
}

export const badRequest = (message: string, campos?: Record<string, string>) =>
  new ApiError(400, 'REQUISICAO_INVALIDA', message, campos);
export const unauthorized = (message = 'Sessão expirada ou inválida. Entre novamente.') =>
  new ApiError(401, 'NAO_AUTENTICADO', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new ApiError(403, 'SEM_PERMISSAO', message);
/** SPEC §6 role gate inside a service: 403 with the given pt-BR message unless the user's papel is allowed. */
export function assertRole(user: { papel: string }, allowed: readonly Papel[], message?: string): void {
  if (!hasRole(user.papel, allowed)) throw forbidden(message);
}
export const notFound = (message = 'Recurso não encontrado.') => new ApiError(404, 'NAO_ENCONTRADO', message);
export const conflict = (message: string, codigo = 'CONFLITO') => new ApiError(409, codigo, message);

/** Field paths joined with '.', first message per field: what a form needs to show next to each input. */
export function validationError(error: z.core.$ZodError, message = 'Dados inválidos. Verifique os campos destacados.'): ApiError {
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    campos[key] ??= issue.message;
  }
  return badRequest(message, campos);
}

export function parseWith<T extends z.core.$ZodType>(schema: T, input: unknown, message?: string): z.output<T> {
  // z.safeParse, not schema.safeParse: the schema may come from zod/mini (lib/schemas/zod-mini.ts).
  const result = z.safeParse(schema, input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
}
