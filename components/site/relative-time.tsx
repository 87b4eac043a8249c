'use client';

import { formatDate, formatRelativeDate } from '@/lib/domain/dates';
import { useIsClient } from '@/lib/hooks/use-is-client';

/**
 * Server HTML carries the absolute date (cacheable for everyone); the browser upgrades it to
 * 'Hoje 14h30' / 'Ontem 09h05', which depend on the moment of reading.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const isClient = useIsClient();
  return (
    <time dateTime={iso} className={className}>
      {isClient ? formatRelativeDate(iso, new Date()) : formatDate(iso)}
    </time>
  );
}
