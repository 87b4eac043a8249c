'use client';

import { useEffect, useRef } from 'react';

/**
 * Counts this page view after the page has loaded, off the response path: a beacon survives the
 * reader leaving at once; where beacons are missing, a keepalive fetch does the same.
 */
export function ViewBeacon({ postId }: { postId: string }) {
  // Strict Mode runs effects twice in development; one view is one request.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!postId || sentFor.current === postId) return;
    sentFor.current = postId;
    const url = `/api/v1/publico/postagens/${encodeURIComponent(postId)}/visualizacoes`;
    try {
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
    } catch {
      // Some browsers throw for beacons under strict privacy settings: fall through to fetch.
    }
    if (typeof fetch === 'function') fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => {});
  }, [postId]);

  return null;
}
