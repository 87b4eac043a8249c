'use client';

import { getCsrfToken } from 'next-auth/react';
import { parseStaffUser } from '@/lib/domain/roles';
import { storeSession, storeUser, type AdminUser } from '@/lib/admin/session';

/*
 * After the own profile or password changes, both copies of the session must follow: the one in
 * local storage (SPEC §3 'token' and 'user', which the panel sends to the API) and the next-auth
 * cookie (which the login page and the panel's server guard read). The cookie is updated the way
 * next-auth's useSession().update() does it (POST /api/auth/session with the CSRF token); the
 * server re-reads the user with GET /auth/me before trusting the token it is given.
 */

async function updateServerSession(data: { accessToken?: string }): Promise<void> {
  try {
    const csrfToken = await getCsrfToken();
    if (!csrfToken) return;
    await fetch('/api/auth/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ csrfToken, data }),
    });
  } catch {
    // The local session is already current; the cookie catches up at the next sign-in.
  }
}

/** The own profile was saved: the stored user and the cookie's user take the answer. */
export async function applyProfileChange(answer: unknown): Promise<AdminUser | null> {
  const user = parseStaffUser(answer);
  if (!user) return null;
  storeUser(user);
  await updateServerSession({});
  return user;
}

/** The own password changed: the fresh token replaces the old one everywhere, so this session continues. */
export async function applyNewToken(accessToken: string, usuario: unknown): Promise<AdminUser | null> {
  const user = parseStaffUser(usuario);
  if (!user) return null;
  storeSession(accessToken, user);
  await updateServerSession({ accessToken });
  return user;
}
