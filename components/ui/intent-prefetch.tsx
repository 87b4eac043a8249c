'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { prefetchPath } from '@/lib/domain/link-prefetch';

type SaveDataNavigator = Navigator & { connection?: { saveData?: boolean } };

/**
 * Prefetches a page when its link is reached for: the pointer enters it, a finger touches it, or
 * the keyboard focuses it (the links themselves never prefetch: components/ui/link.tsx), unless the
 * link says never (data-no-prefetch). One listener per event for the whole page, in the public
 * layout and in the panel's. Like Next's own prefetch, nothing for a browser asked to save data.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    if ((navigator as SaveDataNavigator).connection?.saveData) return;
    const reach = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!anchor || anchor.hasAttribute('data-no-prefetch')) return;
      // The pointer moving between the link's own children is not a new reach.
      const from = event instanceof MouseEvent ? event.relatedTarget : null;
      if (from instanceof Node && anchor.contains(from)) return;
      const path = prefetchPath({ href: anchor.getAttribute('href') ?? '', target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') }, window.location);
      if (path) router.prefetch(path);
    };
    const events = ['mouseover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, reach, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, reach);
    };
  }, [router]);
  return null;
}
