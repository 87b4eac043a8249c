'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseStaffUser } from '@/lib/domain/roles';
import { subscribeSession, USER_STORAGE_KEY, type AdminUser } from './session';

function readRawUser(): string | null {
  try {
    return window.localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored user (SPEC §3), kept current across profile refreshes, logouts and other tabs; null on the server. */
export function useStoredUser(): AdminUser | null {
  // The raw string is the snapshot: stable between changes, unlike a freshly parsed object.
  const raw = useSyncExternalStore(subscribeSession, readRawUser, () => null);
  return useMemo(() => {
    if (!raw) return null;
    try {
      return parseStaffUser(JSON.parse(raw));
    } catch {
      return null;
    }
  }, [raw]);
}
