import { CACHE_TAGS, PUBLIC_CACHE_TTL_SECONDS } from '@/lib/domain/cache-tags';
import { redirectAnswer, redirectTableFrom, type RedirectAnswer, type RedirectTable } from '@/lib/domain/redirects';
import { pageCacheStore } from '../cache/page-cache-handler.mjs';
import { env } from '../env';
import { throttledLog } from './admission-answers';

/*
 * The front door's redirects. Old addresses (a post's before its slug or category
 * changed, manual ones, a migrated site's permalinks) are answered 301/302 before Next, from a
 * table held in memory: no database read per request. Next could not give these statuses anyway
 * (a page's redirect() is 307/308), and answering here costs no render and no admission slot.
 *
 * The table is a cached read with its own tag, CACHE_TAGS.redirects: expired by a write to
 * /redirecionamentos, a category change, and a post write that moved, published or hid a post
 * (redirectsChanged; the scheduler publishing included), not by an edit of a post's text. The next
 * request that could be a redirect waits (briefly) for the reload, so an old address answers from
 * the request right after the change. With REDIS_URL an expiry
 * reaches every instance's tag store. A TTL refreshes it in the background as well, for what no
 * write of ours expires (a remote backend's own changes, rows imported by a script).
 *
 * Only public pages are looked up (the front door's 'page' class), never a fixed route of the
 * app, and a row whose origin has become a live page (a post or category at that address) is
 * left out of the table when it is built: the page wins.
 */

export type RedirectSource = () => Promise<RedirectTable>;

const WATCHED_TAGS = [CACHE_TAGS.redirects];
const MAX_AGE_MS = PUBLIC_CACHE_TTL_SECONDS * 1000;
/** How long a request waits for the reload after a change; past it, it goes on with the table it has. */
const RELOAD_WAIT_MS = 1500;
/** After a failed reload (the database down), the next attempt waits this long, in the background. */
const RETRY_AFTER_FAILURE_MS = 5000;

type State = {
  source: RedirectSource | null;
  table: RedirectTable;
  /** When the read behind `table` started: an expiry at or after it makes the table stale. */
  loadedAt: number;
  failedAt: number;
  loading: Promise<void> | null;
};

const EMPTY: RedirectTable = new Map();

function freshState(source: RedirectSource | null): State {
  return { source, table: EMPTY, loadedAt: -Infinity, failedAt: -Infinity, loading: null };
}

let state = freshState(null);
let replaced = false;
const logFailure = throttledLog(60_000);

/** The application's table: this backend's service, or GET /publico/redirecionamentos of API_URL's. */
async function applicationTable(): Promise<RedirectTable> {
  if (env.apiUrl) {
    const { readRedirectTable } = await import('@/lib/api/redirect-table');
    return readRedirectTable();
  }
  const [{ getDb }, { publicRedirectTable }] = await Promise.all([import('../db/application-database'), import('../services/redirects/public-table')]);
  return redirectTableFrom(await publicRedirectTable(await getDb()));
}

/** Inside the Next server only; tests give their own source (replaceRedirectSource). */
function sourceOf(): RedirectSource | null {
  if (replaced) return state.source;
  return process.env.NEXT_RUNTIME === 'nodejs' ? applicationTable : null;
}

/** Tests: the table's source (null: no redirects at all), with the table forgotten. */
export function replaceRedirectSource(source: RedirectSource | null): void {
  state = freshState(source);
  replaced = true;
}

function expiredSince(at: number): boolean {
  const { expiredAt } = pageCacheStore();
  return WATCHED_TAGS.some((tag) => (expiredAt.get(tag) ?? -Infinity) >= at);
}

function reload(source: RedirectSource): Promise<void> {
  if (state.loading) return state.loading;
  const current = state;
  const startedAt = Date.now();
  current.loading = source()
    .then(
      (table) => {
        current.table = table;
        current.loadedAt = startedAt;
        current.failedAt = -Infinity;
      },
      (error: unknown) => {
        current.failedAt = Date.now();
        logFailure(`[sintonia] não foi possível carregar os redirecionamentos; usando a última tabela: ${error instanceof Error ? error.message : String(error)}`);
      },
    )
    .finally(() => {
      current.loading = null;
    });
  return current.loading;
}

function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref?.();
    void promise.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The redirect for a public page's path and query (without '?'), or null to let the request
 * through. Synchronous while the table is fresh; a promise when it waits for a reload.
 */
export function redirectFor(path: string, query: string): RedirectAnswer | null | Promise<RedirectAnswer | null> {
  const source = sourceOf();
  if (!source) return null;
  const now = Date.now();
  const stale = state.loadedAt === -Infinity || expiredSince(state.loadedAt);
  if (stale) {
    // The database being down must not hold requests: once a reload has failed, the next ones run
    // in the background (every few seconds) until one succeeds, and requests go on with the last table.
    if (state.failedAt !== -Infinity) {
      if (now - state.failedAt >= RETRY_AFTER_FAILURE_MS) void reload(source);
      return redirectAnswer(state.table, path, query);
    }
    return waitAtMost(reload(source), RELOAD_WAIT_MS).then(() => redirectAnswer(state.table, path, query));
  }
  if (now - state.loadedAt > MAX_AGE_MS && now - state.failedAt >= RETRY_AFTER_FAILURE_MS) void reload(source);
  return redirectAnswer(state.table, path, query);
}
