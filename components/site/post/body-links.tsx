'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inAppPath } from '@/lib/domain/in-app-link';

/**
 * Links to the site's own pages in a post's text are plain <a> (it is HTML, not React): followed
 * by the browser they reload the page and stop the radio or the episode playing. Followed here,
 * inside the app, the player keeps playing.
 */
export function BodyLinks({ bodyId }: { bodyId: string }) {
  const router = useRouter();
  useEffect(() => {
    const body = document.getElementById(bodyId);
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented) return;
      const path = inAppPath({
        button: event.button,
        modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
        target: link.getAttribute('target'),
        download: link.hasAttribute('download'),
        href: link.getAttribute('href') ?? '',
        origin: window.location.origin,
      });
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [bodyId, router]);
  return null;
}
