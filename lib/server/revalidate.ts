import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';

/*
 * After a staff write, public pages must show the change on the next request (DESIGN "Caching").
 * Public pages render per request today, so expiring the whole public tree at the root layout is
 * the simplest choice that is always correct; tags given by the caller are expired as well, for
 * data caches that carry them once they exist. Paths (strings starting with '/') are covered by
 * the root layout and need no call of their own.
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
  for (const target of targets) {
    if (!target.startsWith('/')) attempt(() => revalidateTag(target, { expire: 0 }));
  }
}
