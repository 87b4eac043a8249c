'use client';

import { useSyncExternalStore } from 'react';
import { parsePositions, positionToKeep, withPosition } from '@/lib/domain/on-demand';

/** Where this device keeps the listening positions (one entry, capped: see withPosition). */
export const POSITIONS_STORAGE_KEY = 'sintonia:posicoes';
const POSITIONS_CHANGED_EVENT = 'sintonia:posicoes';

function readAll() {
  try {
    return parsePositions(window.localStorage.getItem(POSITIONS_STORAGE_KEY));
  } catch {
    return {};
  }
}

/** The remembered position of an item, in whole seconds, or null. */
export function readPosition(id: string): number | null {
  return readAll()[id]?.s ?? null;
}

/** Remembers where the listener is in an item, or forgets it when barely started or finished. */
export function rememberPosition(id: string, time: number, duration: number): void {
  try {
    window.localStorage.setItem(POSITIONS_STORAGE_KEY, JSON.stringify(withPosition(readAll(), id, positionToKeep(time, duration), Date.now())));
    window.dispatchEvent(new Event(POSITIONS_CHANGED_EVENT));
  } catch {
    // Private mode without storage: the item plays, its position is just not kept.
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(POSITIONS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(POSITIONS_CHANGED_EVENT, onChange);
  };
}

/** The item's remembered position, following writes from this tab and others; null in server HTML. */
export function useStoredPosition(id: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => readPosition(id),
    () => null,
  );
}
