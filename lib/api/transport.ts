import 'server-only';
import { connection } from 'next/server';
import { env } from '@/lib/server/env';

const REMOTE_TIMEOUT_MS = 8000;

export class ApiResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ApiResponseError';
  }
}

/**
 * One request to the /api/v1 contract: served in-process by the built-in backend, or by the
 * station backend at API_URL. Pages never know which.
 */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  // Pages read live data at request time, never at build time (the build has no database).
  await connection();
  if (env.apiUrl) {
    return fetch(`${env.apiUrl}/api/v1${path}`, {
      ...init,
      cache: 'no-store',
      signal: init.signal ?? AbortSignal.timeout(REMOTE_TIMEOUT_MS),
    });
  }
  const { getApiApp } = await import('@/lib/server/api/instance');
  return getApiApp().request(`/api/v1${path}`, init);
}

export async function apiGetJson(path: string): Promise<unknown> {
  const response = await apiRequest(path, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiResponseError(response.status, body);
  return body;
}

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
