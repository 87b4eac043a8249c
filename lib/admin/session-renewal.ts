'use client';

import { adminApiUrl } from './api';
import { getToken } from './session';
import { applyNewToken } from './session-update';

/*
 * The sliding session: while a staff member uses the panel, a token older than
 * RENEW_AFTER_MS is exchanged for a fresh one (POST /auth/renovar), so a morning sign-in still saves
 * in the evening. Tokens live 12 h, and the server ends a sign-in after 7 days whatever happens; an
 * idle tab's token still expires, and then the post form's local copy keeps the edits.
 */
export const RENEW_AFTER_MS = 30 * 60 * 1000;
/** Activity is looked at once a minute at most. */
const ACTIVITY_THROTTLE_MS = 60 * 1000;
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'focus'] as const;

/** When the token was issued (its 'iat'), in ms; null when it cannot be read. */
export function tokenIssuedAtMs(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const payload = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown };
    return typeof payload.iat === 'number' && Number.isFinite(payload.iat) ? payload.iat * 1000 : null;
  } catch {
    return null;
  }
}

let renewing = false;

/** Renews the stored token when it is old enough; true when a new one was stored. */
export async function renewSessionIfDue(now = Date.now()): Promise<boolean> {
  const token = getToken();
  if (!token || renewing) return false;
  const issuedAt = tokenIssuedAtMs(token);
  if (issuedAt === null || now - issuedAt < RENEW_AFTER_MS) return false;
  renewing = true;
  try {
    const response = await fetch(adminApiUrl('/auth/renovar'), { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    // A session that really ended shows at the next call, which goes to the login page (SPEC §4.3).
    if (!response.ok) return false;
    const body = (await response.json()) as { accessToken?: unknown; usuario?: unknown };
    // Signed out, or in as someone else, meanwhile: that session is not this one to touch.
    if (typeof body.accessToken !== 'string' || getToken() !== token) return false;
    return (await applyNewToken(body.accessToken, body.usuario)) !== null;
  } catch {
    return false;
  } finally {
    renewing = false;
  }
}

/** Renews on signs of use (keys, clicks, focus); returns the cleanup. */
export function renewSessionWhileActive(): () => void {
  let lastLook = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - lastLook < ACTIVITY_THROTTLE_MS) return;
    lastLook = now;
    void renewSessionIfDue(now);
  };
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  };
}
