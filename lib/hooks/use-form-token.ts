'use client';

import { useCallback, useEffect, useRef } from 'react';

/*
 * The anti-spam token of the public forms (contact, "Peça sua música"): a signed timestamp the
 * server issues (GET /api/v1/publico/contato/token) and refuses when a form comes back under 3 s
 * or after 2 h. The page is cached for everyone, so the form asks for its own token when it mounts.
 */

const TOKEN_URL = '/api/v1/publico/contato/token';
/** The server refuses a form filled in under 3 s; a person who is that fast just waits a moment. */
const MIN_FILL_MS = 3000 + 250;
/** Tokens live 2 h: a tab left open gets a fresh one well before that. */
const TOKEN_REFRESH_MS = 60 * 60 * 1000;

type Token = { value: string | null; receivedAt: number };

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

export type FormToken = {
  /** The token to send, once the minimum fill time since it was received has passed. */
  ready(): Promise<string | null>;
  /** Asks for a fresh one (after the server refused the last). */
  refresh(): Promise<void>;
};

export function useFormToken(initialToken: string | null): FormToken {
  const tokenRef = useRef<Token>({ value: initialToken, receivedAt: 0 });

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(TOKEN_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) return;
      const body = (await response.json()) as { token?: unknown };
      if (typeof body.token === 'string') tokenRef.current = { value: body.token, receivedAt: Date.now() };
    } catch {
      // Offline for now: the submission reports it, and the next refresh tries again.
    }
  }, []);

  useEffect(() => {
    // The page's token was issued before this mount, so mount time is a safe lower bound of its age.
    tokenRef.current.receivedAt = Date.now();
    if (!tokenRef.current.value) void refresh();
    const timer = window.setInterval(() => void refresh(), TOKEN_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const ready = useCallback(async () => {
    const wait = MIN_FILL_MS - (Date.now() - tokenRef.current.receivedAt);
    if (wait > 0) await sleep(wait);
    return tokenRef.current.value;
  }, []);

  return { ready, refresh };
}
