'use client';

import { getSession, signIn, signOut } from 'next-auth/react';
import { parseStaffUser } from '@/lib/domain/roles';
import { adminApiUrl, adminFetch, resetUnauthorizedRedirect } from './api';
import { clearSession, getToken, storeSession, storeUser, type AdminUser } from './session';

/** SPEC §8 'Login fails': the response's message, else this. */
export const LOGIN_FAILED_MESSAGE = 'Falha no login';

/** next-auth's codes without a message of ours ('CredentialsSignin' when authorize returned null). */
const NEXT_AUTH_CODES = new Set(['CredentialsSignin', 'Callback', 'Configuration', 'AccessDenied', 'Default', 'undefined', 'null']);

export function loginErrorMessage(error: string | null | undefined): string {
  const text = error?.trim();
  return !text || NEXT_AUTH_CODES.has(text) ? LOGIN_FAILED_MESSAGE : text;
}

export type LoginResult = { ok: true; user: AdminUser } | { ok: false; message: string };

/**
 * Mirrors the next-auth session into local storage (SPEC §3 storeSession): the panel calls
 * /api/v1 with the token from there. Returns the user, or null when there is no session.
 */
export async function syncSessionFromServer(): Promise<AdminUser | null> {
  const session = await getSession().catch(() => null);
  const user = parseStaffUser(session?.user);
  if (!session?.accessToken || !user) return null;
  storeSession(session.accessToken, user);
  resetUnauthorizedRedirect();
  return user;
}

/** SPEC §4.3 login through next-auth's credentials provider (which calls POST /auth/login). */
export async function loginWithCredentials(email: string, password: string): Promise<LoginResult> {
  try {
    const result = await signIn('credentials', { email, password, redirect: false });
    if (!result || !result.ok || result.error) return { ok: false, message: loginErrorMessage(result?.error) };
    const user = await syncSessionFromServer();
    return user ? { ok: true, user } : { ok: false, message: LOGIN_FAILED_MESSAGE };
  } catch {
    return { ok: false, message: LOGIN_FAILED_MESSAGE };
  }
}

/** SPEC §4.3 profile refresh: GET /auth/me replaces the stored user. Rejects when it fails. */
export async function refreshProfile(): Promise<AdminUser> {
  const user = parseStaffUser(await adminFetch<unknown>('/auth/me'));
  if (!user) throw new Error('Resposta inválida de /auth/me.');
  storeUser(user);
  return user;
}

/** SPEC §4.3 logout: leaves the 'sair' trail while the token still works, then clears both and the cookie. */
export async function logout(): Promise<void> {
  const token = getToken();
  if (token) {
    // Not adminFetch: a 401 here must not schedule the expired-session redirect on top of the logout's own.
    await fetch(adminApiUrl('/auth/logout'), { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
  }
  clearSession();
  await signOut({ redirect: false }).catch(() => {});
}
