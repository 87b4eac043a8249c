import 'server-only';
import { unstable_cache } from 'next/cache';
import { env } from '@/lib/server/env';
import { DEGRADED_RENDER_TAG, isCacheablePublicRead, PUBLIC_CACHE_TTL_SECONDS } from '@/lib/domain/cache-tags';

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

/** Thrown instead of reading while `next build` prerenders: the build never opens the database. */
export class BuildPhaseReadError extends Error {
  constructor() {
    super('leitura de dados durante o build');
    this.name = 'BuildPhaseReadError';
  }
}

const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build';

async function requestBackend(path: string, init: RequestInit): Promise<Response> {
  if (isBuildPhase()) throw new BuildPhaseReadError();
  if (env.apiUrl) {
    return fetch(`${env.apiUrl}/api/v1${path}`, {
      ...init,
      ...(init.next ? {} : { cache: 'no-store' as const }),
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
  return requestBackend(path, init);
}

type JsonAnswer = { status: number; body: unknown };

async function readJson(path: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const response = await requestBackend(path, { ...init, headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  // Thrown, so never cached: a database hiccup must not be served until the next expiry.
  if (response.status >= 500) throw new ApiResponseError(response.status, body);
  return { status: response.status, body };
}

const readBuiltIn = (path: string) => readJson(path);

/**
 * A shared read from Next's cache, tagged so that the writes that change it expire it (and the
 * pages that used it, which take its tags). The built-in backend's answer is kept with
 * unstable_cache; a remote backend's with fetch's own cache.
 */
function cachedReadJson(path: string, tags: string[]): Promise<JsonAnswer> {
  if (env.apiUrl) return readJson(path, { next: { revalidate: PUBLIC_CACHE_TTL_SECONDS, tags } });
  return unstable_cache(readBuiltIn, ['api-v1'], { revalidate: PUBLIC_CACHE_TTL_SECONDS, tags })(path);
}

/** Inside the Next server only: scripts and tests read the backend directly. */
const cacheAvailable = () => process.env.NEXT_RUNTIME === 'nodejs';

const tagged = async () => true;

/**
 * Adds tags to the render in progress as a read's are added: Next records on a cached page (or
 * route) the tags of the data reads made while rendering it. unstable_cache is the public way to
 * add some without a read (cacheTag() needs Cache Components). Never fails the render.
 */
async function tagRender(tags: readonly string[]): Promise<void> {
  if (!cacheAvailable()) return;
  try {
    await unstable_cache(tagged, ['sintonia-marca', ...tags], { revalidate: PUBLIC_CACHE_TTL_SECONDS, tags: [...tags] })();
  } catch (error) {
    console.error('[api] Não foi possível marcar a renderização', error);
  }
}

/**
 * A render that fell back because a read failed (a database outage, a remote backend down): it is
 * served, but the page cache never stores it (lib/server/cache/page-cache-handler.mjs), so the
 * good copy keeps serving until the backend answers again.
 */
export function markRenderDegraded(): Promise<void> {
  return tagRender([DEGRADED_RENDER_TAG]);
}

/**
 * A read kept in the shared cache under `keyParts` rather than its path (a search: every spelling
 * of a term shares one entry), tagged like apiGetJson's, so the writes that change it expire it and
 * the page that made it takes its tags. A read that throws is not kept.
 */
export function sharedRead<T>(keyParts: readonly string[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  if (!cacheAvailable()) return read();
  return unstable_cache(read, ['sintonia-leitura', ...keyParts], { revalidate: PUBLIC_CACHE_TTL_SECONDS, tags: [...tags] })();
}

/** GET a public read; `tags` name the resources it shows (lib/domain/cache-tags.ts). */
export async function apiGetJson(path: string, tags: readonly string[] = []): Promise<unknown> {
  const cached = cacheAvailable() && isCacheablePublicRead(path);
  const answer = cached ? await cachedReadJson(path, [...tags]) : await readJson(path);
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
