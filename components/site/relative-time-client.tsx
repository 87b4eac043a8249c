'use client';

import { useSyncExternalStore } from 'react';
import { formatRelativeInstant } from '@/lib/domain/sao-paulo-clock';

const noSubscription = () => () => {};

/**
 * Hydrates with the text the server wrote (`initial`); then reads it again for the reader's
 * moment. React re-renders only when the two differ, which happens only when the cached page was
 * rendered on another day ('Hoje' became 'Ontem').
 */
export function RelativeTimeClient({ iso, initial, className }: { iso: string; initial: string; className?: string }) {
  const text = useSyncExternalStore(
    noSubscription,
    () => formatRelativeInstant(new Date(iso), new Date()),
    () => initial,
  );
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
