import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { POLLS_DATA_TAG, PUBLIC_DATA_TAG } from '@/lib/api/cache-tags';

/*
 * After a staff write, public pages must show the change on the next request (DESIGN "Caching").
 * Pages render per request from cached /api/v1 reads (lib/api/transport.ts): a write expires the
 * public data tag and the whole public tree at the root layout, which is always correct; tags
 * given by the caller are expired as well. Paths (strings starting with '/') are covered by the
 * root layout and need no call of their own.
 */

const OUTSIDE_REQUEST = /static generation store missing/i;

function attempt(action: () => void): void {
  try {
    action();
  } catch (error) {
    // Outside a request (tests, the scheduler's timer) Next has no cache store to mark: nothing to do.
    if (error instanceof Error && OUTSIDE_REQUEST.test(error.message)) return;
    // The write itself succeeded; failing the response now would make the client retry a done write.
    console.error('[revalidate] não foi possível invalidar o cache das páginas públicas', error);
  }
}

export function revalidatePublic(targets: readonly string[] = []): void {
  attempt(() => revalidatePath('/', 'layout'));
  attempt(() => revalidateTag(PUBLIC_DATA_TAG, { expire: 0 }));
  for (const target of targets) {
    if (!target.startsWith('/')) attempt(() => revalidateTag(target, { expire: 0 }));
  }
}

/** A busy poll would otherwise refill the polls cache at the rate votes arrive. */
const POLLS_EXPIRY_INTERVAL_MS = 5000;
let pollsExpiredAt = 0;

/** After a vote: the polls' cached reads only, at most every 5 s (the voter sees the vote's answer at once). */
export function revalidatePolls(now: number = Date.now()): void {
  if (now - pollsExpiredAt < POLLS_EXPIRY_INTERVAL_MS) return;
  pollsExpiredAt = now;
  attempt(() => revalidateTag(POLLS_DATA_TAG, { expire: 0 }));
}
