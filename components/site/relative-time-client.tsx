'use client';

import { formatRelativeDate } from '@/lib/domain/dates';
import { useIsClient } from '@/lib/hooks/use-is-client';

/**
 * Hydrates with the text the server wrote (`initial`), so nothing changes on the page; then says it
 * again relative to the reader's moment, which differs only when the cached page was rendered on
 * another day ('Hoje' became 'Ontem').
 */
export function RelativeTimeClient({ iso, initial, className }: { iso: string; initial: string; className?: string }) {
  const isClient = useIsClient();
  return (
    <time dateTime={iso} className={className}>
      {isClient ? formatRelativeDate(iso, new Date()) : initial}
    </time>
  );
}
