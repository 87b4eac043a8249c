import 'server-only';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppError, ErrorKind } from '@/lib/server/errors';

const HTTP_STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unprocessable: 422,
  'rate-limited': 429,
  'upstream-failed': 502,
  busy: 503,
  'upstream-timeout': 504,
};

/** The one place an error's kind becomes an HTTP status. */
export function httpStatusOf(error: AppError): ContentfulStatusCode {
  return HTTP_STATUS[error.kind];
}

/** The answer's headers beside the status: when to try again. */
export function httpHeadersOf(error: AppError): Record<string, string> {
  return error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
}
