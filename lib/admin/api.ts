'use client';

import { signOut } from 'next-auth/react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { loginRedirectPath, safeFromPath } from '@/lib/domain/admin-access';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/lib/domain/constants';
import { clearSession, getToken } from './session';
import { markSessionExpired } from './session-expiry';

export const ADMIN_API_BASE = '/api/v1';

const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
const GENERIC_ERROR_MESSAGE = 'Não foi possível concluir a operação. Tente novamente.';

/** An error answer of /api/v1 ({message, codigo, campos?}); status 0 when the request never got an answer. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly codigo: string,
    readonly campos?: Record<string, string>,
    /** The whole error body, for answers that carry more (e.g. 409 VERSAO_DESATUALIZADA's `atual`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

// ---- SPEC §4.3: any 401 clears the session and, only once, 50 ms later, goes to /admin/login ----

type Navigate = (path: string) => void;
const defaultNavigate: Navigate = (path) => window.location.replace(path);
let navigate: Navigate = defaultNavigate;
// Module-level on purpose: many requests failing together must lead to one navigation.
let redirectScheduled = false;

/** The panel shell hands in router.replace so the redirect is a client navigation; returns the undo. */
export function setUnauthorizedNavigator(next: Navigate): () => void {
  navigate = next;
  return () => {
    if (navigate === next) navigate = defaultNavigate;
  };
}

/** Called after a new login, so that the next expired session redirects again. */
export function resetUnauthorizedRedirect(): void {
  redirectScheduled = false;
}

/** Longest wait for next-auth's sign-out before navigating anyway. */
const SIGN_OUT_WAIT_MS = 3000;

/** Where the session ended: the panel path and query the login page sends back to. */
function currentPanelPath(): string | null {
  return typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
}

/** The login page, told to come back here (the post form keeps a local copy of unsaved edits). */
function loginPathBackHere(): string {
  return loginRedirectPath(currentPanelPath());
}

export function handleUnauthorized(): void {
  clearSession();
  if (redirectScheduled) return;
  redirectScheduled = true;
  const loginPath = loginPathBackHere();
  // The login page says why it is shown, to the one sent back to this place.
  const from = safeFromPath(currentPanelPath(), '');
  if (from) markSessionExpired(from);
  // The next-auth cookie goes too, or the login page would send the visitor straight back in.
  let signedOut = false;
  const signingOut = signOut({ redirect: false })
    .catch(() => {})
    .finally(() => {
      signedOut = true;
    });
  setTimeout(() => {
    if (signedOut) {
      navigate(loginPath);
      return;
    }
    // Only when the sign-out is slower than 50 ms: arriving with the cookie still set would bounce back.
    void Promise.race([signingOut, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]).then(() => navigate(loginPath));
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

// ---- requests ----

export function adminApiUrl(path: string): string {
  return path.startsWith(`${ADMIN_API_BASE}/`) ? path : `${ADMIN_API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Turns an error answer into AdminApiError; a 401 also ends the session (SPEC §4.3, §8). */
export function toAdminApiError(status: number, body: unknown): AdminApiError {
  if (status === 401) handleUnauthorized();
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message ? record.message : GENERIC_ERROR_MESSAGE;
  const codigo = typeof record.codigo === 'string' ? record.codigo : `HTTP_${status}`;
  const campos = typeof record.campos === 'object' && record.campos !== null ? (record.campos as Record<string, string>) : undefined;
  return new AdminApiError(status, message, codigo, campos, body);
}

export type AdminFetchInit = RequestInit & { json?: unknown };

/**
 * One call to the staff API: '/api/v1' + path with Authorization: Bearer, JSON in and out.
 * Resolves with the parsed body (undefined for 204); rejects with AdminApiError.
 */
/** Any HeadersInit as a plain object with lower-case names, so ours replace the caller's without duplicates. */
function headerRecord(init: HeadersInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!init) return out;
  const entries: Iterable<[string, string]> =
    Array.isArray(init) ? (init as [string, string][]) : typeof (init as Headers).forEach === 'function' ? [...(init as Headers).entries()] : Object.entries(init);
  for (const [name, value] of entries) out[name.toLowerCase()] = value;
  return out;
}

export async function adminFetch<T = unknown>(path: string, init: AdminFetchInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const merged: Record<string, string> = { ...headerRecord(headers), accept: 'application/json' };
  const token = getToken();
  if (token) merged.authorization = `Bearer ${token}`;
  let body = rest.body;
  if (json !== undefined) {
    merged['content-type'] = 'application/json';
    body = JSON.stringify(json);
  }
  let response: Response;
  try {
    response = await fetch(adminApiUrl(path), { ...rest, headers: merged, body });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError(0, NETWORK_ERROR_MESSAGE, 'ERRO_DE_REDE');
  }
  if (response.status === 204) return undefined as T;
  const parsed = await readBody(response);
  if (!response.ok) throw toAdminApiError(response.status, parsed);
  return parsed as T;
}

/** The SWR fetcher: the key is the API path. */
export const adminFetcher = <T = unknown>(path: string): Promise<T> => adminFetch<T>(path);

/** Client errors (401, 403, 404, 422…) will not change by retrying; server and network errors may. */
function shouldRetry(error: Error): boolean {
  return !(error instanceof AdminApiError) || error.status === 0 || error.status >= 500;
}

/** SWR over the staff API; pass null to skip the request. */
export function useAdminSWR<T>(path: string | null, config?: SWRConfiguration<T, AdminApiError>): SWRResponse<T, AdminApiError> {
  return useSWR<T, AdminApiError>(path, adminFetcher<T>, { shouldRetryOnError: shouldRetry, revalidateOnFocus: false, ...config });
}

/**
 * Sends one file as multipart/form-data (field 'arquivo' unless told otherwise) with upload
 * progress: onProgress receives whole percentages 0–100. Resolves with the parsed answer.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  file: File | Blob,
  onProgress?: (percent: number) => void,
  options: { field?: string; fields?: Record<string, string>; signal?: AbortSignal; method?: 'POST' | 'PUT' } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', adminApiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        parsed = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(parsed as T);
      } else {
        reject(toAdminApiError(xhr.status, parsed));
      }
    };
    xhr.onerror = () => reject(new AdminApiError(0, NETWORK_ERROR_MESSAGE, 'ERRO_DE_REDE'));
    xhr.onabort = () => reject(new DOMException('Envio cancelado.', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        xhr.abort();
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }

    const form = new FormData();
    form.append(options.field ?? 'arquivo', file);
    for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
    xhr.send(form);
  });
}
