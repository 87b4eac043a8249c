import 'server-only';

/*
 * A database that cannot be reached is not a bug in the request: the API answers 503 with
 * Retry-After, and the outage is logged once when it starts and then once per interval with a
 * count, not once per request (a 22 s outage under load wrote 41,000 lines of stack and SQL).
 */

/** What a person is told while the database is unreachable (the API's 503, a bulk action's unprocessed posts). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
export const OUTAGE_RETRY_AFTER_SECONDS = 5;
export const OUTAGE_LOG_INTERVAL_MS = 30_000;

/** PostgreSQL connection classes and shutdown codes, and the socket errors of a server that is gone. */
const UNAVAILABLE_CODES = new Set([
  '08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300',
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
]);
const UNAVAILABLE_MESSAGES = /connection terminated|connection error|timeout exceeded when trying to connect|terminating connection|Connection refused|the database system is (starting up|shutting down)/i;

/** Whether this error (or one it wraps, as drizzle does) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // node's AggregateError for a host with several addresses (IPv4 and IPv6 both refused).
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

type OutageLog = { since: number | null; lastLoggedAt: number; suppressed: number };
const state = ((globalThis as { __sintoniaOutageLog?: OutageLog }).__sintoniaOutageLog ??= { since: null, lastLoggedAt: 0, suppressed: 0 });

function reason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const cause = (error as { cause?: unknown })?.cause;
  const own = [typeof code === 'string' ? code : null, typeof message === 'string' ? message.split('\n')[0].slice(0, 200) : null].filter(Boolean).join(' ');
  return cause && cause !== error ? `${own} ← ${reason(cause)}` : own;
}

/** One line when the outage starts, then at most one per interval saying how many more failed. */
export function logDatabaseOutage(error: unknown, now = Date.now(), log: (line: string) => void = console.error): void {
  if (state.since === null) {
    state.since = now;
    state.lastLoggedAt = now;
    state.suppressed = 0;
    log(`[db] banco de dados indisponível: ${reason(error)}`);
    return;
  }
  state.suppressed += 1;
  if (now - state.lastLoggedAt < OUTAGE_LOG_INTERVAL_MS) return;
  log(`[db] banco de dados ainda indisponível (há ${Math.round((now - state.since) / 1000)} s; ${state.suppressed} requisições recusadas desde o último aviso): ${reason(error)}`);
  state.lastLoggedAt = now;
  state.suppressed = 0;
}

/** A query succeeded: an outage in progress is over, and says so once. */
export function noteDatabaseAvailable(now = Date.now(), log: (line: string) => void = console.error): void {
  if (state.since === null) return;
  log(`[db] banco de dados disponível de novo após ${Math.round((now - state.since) / 1000)} s.`);
  state.since = null;
  state.suppressed = 0;
}

export function resetOutageLog(): void {
  state.since = null;
  state.lastLoggedAt = 0;
  state.suppressed = 0;
}

/**
 * A timer's failure (the scheduler, the now-playing reader): during an outage it counts as one more
 * refusal in the outage's own few lines, instead of a stack trace every tick.
 */
export function logBackgroundFailure(label: string, error: unknown, log: (...args: unknown[]) => void = console.error): void {
  if (isDatabaseUnavailable(error)) logDatabaseOutage(error, Date.now(), log);
  else log(label, error);
}
