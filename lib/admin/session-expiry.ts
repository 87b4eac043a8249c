'use client';

/*
 * An ended session is remembered for this tab's next login page (sessionStorage, not the URL: the
 * address keeps its one 'from' parameter, which other links and the server guard also write): the
 * page says so only to the visitor sent from that very place, and a sign-in forgets it.
 */

const KEY = 'sintonia:sessao-expirada';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The session ended on `from` (a panel path with its query); the login page comes next. */
export function markSessionExpired(from: string): void {
  try {
    tabStorage()?.setItem(KEY, from);
  } catch {
    // A full or refused storage only loses the notice.
  }
}

/** Whether the login page for `from` was reached because the session ended there. */
export function sessionExpiredFor(from: string | null): boolean {
  const stored = tabStorage()?.getItem(KEY) ?? null;
  return stored !== null && stored === (from ?? '');
}

export function forgetSessionExpired(): void {
  tabStorage()?.removeItem(KEY);
}
