import 'server-only';
import { z } from 'zod';
import { hasRole, type Papel } from '@/lib/domain/roles';

/**
 * What went wrong, in the services' own terms. The transport maps a kind to its status once
 * (HTTP: `httpStatusOf` in lib/server/api/error-status.ts).
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'rate-limited'
  | 'busy'
  | 'upstream-failed'
  | 'upstream-timeout';

export type ErrorBody = { message: string; codigo: string; campos?: Record<string, string> };

/** An error meant for the client: its message is pt-BR and safe to show. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly codigo: string,
    message: string,
    readonly campos?: Record<string, string>,
    /** When the client may try again (rate-limited, busy). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.campos ? { message: this.message, codigo: this.codigo, campos: this.campos } : { message: this.message, codigo: this.codigo };
  }
}

export const badRequest = (message: string, campos?: Record<string, string>) => new AppError('invalid', 'REQUISICAO_INVALIDA', message, campos);
export const unauthorized = (message = 'Sessão expirada ou inválida. Entre novamente.') => new AppError('unauthenticated', 'NAO_AUTENTICADO', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new AppError('forbidden', 'SEM_PERMISSAO', message);
/** SPEC §6 role gate inside a service: forbidden with the given pt-BR message unless the user's papel is allowed. */
export function assertRole(user: { papel: string }, allowed: readonly Papel[], message?: string): void {
  if (!hasRole(user.papel, allowed)) throw forbidden(message);
}
export const notFound = (message = 'Recurso não encontrado.') => new AppError('not-found', 'NAO_ENCONTRADO', message);
export const conflict = (message: string, codigo = 'CONFLITO') => new AppError('conflict', codigo, message);

/** The message of a 400 with field errors (campos). */
export const INVALID_FIELDS_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';

/** Field paths joined with '.', first message per field: what a form needs to show next to each input. */
export function validationError(error: z.core.$ZodError, message = INVALID_FIELDS_MESSAGE): AppError {
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
