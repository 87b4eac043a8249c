'use client';

import { parseStaffUser, type StaffUser } from '@/lib/domain/roles';

/** The signed-in staff member as GET /auth/me and POST /auth/login answer it. */
export type AdminUser = StaffUser;

// SPEC §3: the token and the user (as JSON) live in local storage under these keys.
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'user';
/** Fired on this tab when the stored session changes (the 'storage' event covers other tabs). */
export const SESSION_CHANGE_EVENT = 'sintonia:sessao';

/** Local storage, or null where there is none (the server) or it is disabled (privacy modes). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes): behave as signed out rather than crash.
    return null;
  }
}

function notify(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

export function getToken(): string | null {
  const token = storage()?.getItem(TOKEN_STORAGE_KEY);
  return token ? token : null;
}

export function getStoredUser(): AdminUser | null {
  const raw = storage()?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    return parseStaffUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** SPEC §3 "Auth session": authenticated only when both the token and the user are stored. */
export function isAuthenticated(): boolean {
  return getToken() !== null && getStoredUser() !== null;
}

/** SPEC §4.3 login: stores the token and the user. */
export function storeSession(token: string, user: AdminUser): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_STORAGE_KEY, token);
  store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/** SPEC §4.3 profile refresh: the answer of GET /auth/me replaces the stored user. */
export function storeUser(user: AdminUser): void {
  const store = storage();
  if (!store) return;
  store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notify();
}

/** SPEC §4.3 logout and 401: clears both. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  const had = store.getItem(TOKEN_STORAGE_KEY) !== null || store.getItem(USER_STORAGE_KEY) !== null;
  store.removeItem(TOKEN_STORAGE_KEY);
  store.removeItem(USER_STORAGE_KEY);
  if (had) notify();
}

/** Calls back whenever the stored session changes, in this tab or another one. */
export function subscribeSession(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY) listener();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
