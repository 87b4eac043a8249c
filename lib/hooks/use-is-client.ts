'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while hydrating server HTML, true after: for values that only the browser can know. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
