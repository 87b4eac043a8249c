import 'server-only';
import { randomUUID } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { connection } from 'next/server';
import { env } from '@/lib/server/env';
import { isCacheablePublicRead, isPollsRead, POLLS_DATA_TAG, PUBLIC_DATA_TAG, PUBLIC_DATA_TTL_SECONDS } from './cache-tags';

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

async function requestBackend(path: string, init: RequestInit): Promise<Response> {
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

/**
 * One request to the /api/v1 contract: served in-process by the built-in backend, or by the
 * station backend at API_URL. Pages never know which.
 */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  // Pages read live data at request time, never at build time (the build has no database).
  await connection();
  return requestBackend(path, init);
}

type JsonAnswer = { status: number; body: unknown };

async function readJson(path: string): Promise<JsonAnswer> {
  const response = await requestBackend(path, { headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  // Thrown, so never cached: a database hiccup must not be served for the next 30 s.
  if (response.status >= 500) throw new ApiResponseError(response.status, body);
  return { status: response.status, body };
}

// Per server process: the data cache also lives on disk under .next/cache, and another process
// (the e2e server, a restart after `db:seed --reset`) may serve another database.
const g = globalThis as typeof globalThis & { __sintoniaCacheEpoch?: string };
const cacheEpoch = (g.__sintoniaCacheEpoch ??= randomUUID());

// Built once: the path is the argument, and arguments are part of the cache key.
const cacheOptions = { revalidate: PUBLIC_DATA_TTL_SECONDS };
const cachedPublicRead = unstable_cache(readJson, ['api-v1', cacheEpoch], { ...cacheOptions, tags: [PUBLIC_DATA_TAG] });
const cachedPollsRead = unstable_cache(readJson, ['api-v1', cacheEpoch, 'enquetes'], { ...cacheOptions, tags: [PUBLIC_DATA_TAG, POLLS_DATA_TAG] });

function cachedReadJson(path: string): Promise<JsonAnswer> {
  return isPollsRead(path) ? cachedPollsRead(path) : cachedPublicRead(path);
}

/** Shared public reads of the built-in backend come from Next's data cache, inside the Next server only. */
function servedFromDataCache(path: string): boolean {
  return !env.apiUrl && process.env.NEXT_RUNTIME === 'nodejs' && isCacheablePublicRead(path);
}

export async function apiGetJson(path: string): Promise<unknown> {
  // Pages read live data at request time, never at build time (the build has no database).
  await connection();
  const answer = servedFromDataCache(path) ? await cachedReadJson(path) : await readJson(path);
  if (answer.status < 200 || answer.status >= 300) throw new ApiResponseError(answer.status, answer.body);
  return answer.body;
}

export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
