import 'server-only';
import type { ApiContext } from './context';
import { MEDIA_MAX_BYTES } from '@/lib/schemas/media';
import { readCapped } from '../http/read-capped';
import { AppError } from '@/lib/server/errors';

/** Room for a multipart body's boundaries and part headers around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Request body caps, per kind of operation: a body is refused (413) as soon as it passes its cap,
 * before it is buffered whole.
 */
export const BODY_LIMITS = {
  /** Sign-in, votes, reorderings, short forms. */
  small: 16 * 1024,
  /** Every other JSON body (categories, banners, users, polls, contact). */
  default: 64 * 1024,
  /** Site settings: long texts and many links. */
  settings: 256 * 1024,
  /** A post: up to 500,000 characters of HTML, escaped as JSON. */
  post: 4 * 1024 * 1024,
  /** An image upload: the file plus room for the multipart boundaries and part headers. */
  upload: MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
} as const;

export const BODY_TOO_LARGE_CODE = 'CORPO_GRANDE_DEMAIS';

export function bodyTooLarge(maxBytes: number, message?: string): AppError {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return new AppError('too-large', BODY_TOO_LARGE_CODE, message ?? `O conteúdo enviado passa do limite de ${size}.`);
}

/** A request body within `maxBytes` (lib/server/http/read-capped), else 413. */
export function readCappedBody(request: Request, maxBytes: number, tooLarge: () => AppError = () => bodyTooLarge(maxBytes)): Promise<Uint8Array<ArrayBuffer>> {
  return readCapped(request, maxBytes, tooLarge);
}

/** The body as text, within its cap. */
export async function readCappedText(c: ApiContext, maxBytes: number, tooLarge?: () => AppError): Promise<string> {
  return new TextDecoder().decode(await readCappedBody(c.req.raw, maxBytes, tooLarge));
}
