'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { NOW_PLAYING_POLL_MS } from '@/lib/domain/now-playing';
import { NOW_PLAYING_PATH, type NowPlayingResponse } from '@/lib/schemas/now-playing';

/*
 * What is on air, for every component of the page (the player bar, 'Tocou na {brand}'): ONE
 * module-level store, so two components make one request. It polls /api/v1/publico/no-ar every
 * NOW_PLAYING_POLL_MS while at least one caller is enabled (a stream is configured) and the page
 * is visible; a page coming back into view asks at once when its copy is older than that. Kept
 * small: every public page downloads it.
 */

export const NOW_PLAYING_URL = `/api/v1${NOW_PLAYING_PATH}`;

export type NowPlayingState = NowPlayingResponse & {
  /** Whether an answer arrived (the widget shows its empty state only then). */
  carregado: boolean;
};

const INITIAL: NowPlayingState = { atual: null, historico: [], carregado: false };

let state = INITIAL;
let fetchedAt = 0;
let enabledCallers = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let loading = false;
const listeners = new Set<() => void>();

async function load(): Promise<void> {
  loading = true;
  let next: NowPlayingState = { ...state, carregado: true };
  try {
    const response = await fetch(NOW_PLAYING_URL);
    if (response.ok) {
      const body = (await response.json()) as Partial<NowPlayingResponse> | null;
      next = { atual: body?.atual ?? null, historico: Array.isArray(body?.historico) ? body.historico : [], carregado: true };
      // Sent only with the setting 'Mostrar ouvintes no player' on.
      if (typeof body?.ouvintes === 'number') next.ouvintes = body.ouvintes;
    }
  } catch {
    // Offline: the last copy stays.
  }
  state = next;
  fetchedAt = Date.now();
  loading = false;
  for (const listener of listeners) listener();
  schedule();
}

/** Polls while someone is enabled and the page is visible; otherwise no timer at all. */
function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  if (enabledCallers === 0 || loading || document.visibilityState === 'hidden') return;
  const wait = fetchedAt + NOW_PLAYING_POLL_MS - Date.now();
  if (wait <= 0) void load();
  else timer = setTimeout(() => void load(), wait);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `{ atual, historico, carregado }` of the station, shared by every caller. `enabled`: whether a
 * stream is configured; with no enabled caller nothing is requested and the empty state is returned.
 */
export function useNowPlaying(enabled: boolean): NowPlayingState {
  const current = useSyncExternalStore(subscribe, () => state, () => INITIAL);
  useEffect(() => {
    if (!enabled) return;
    enabledCallers += 1;
    if (enabledCallers === 1) document.addEventListener('visibilitychange', schedule);
    schedule();
    return () => {
      enabledCallers -= 1;
      if (enabledCallers === 0) document.removeEventListener('visibilitychange', schedule);
      schedule();
    };
  }, [enabled]);
  return enabled ? current : INITIAL;
}

/** Tests: whether a poll is scheduled (none while hidden, disabled or unmounted). */
export function isNowPlayingPollScheduled(): boolean {
  return timer !== undefined;
}

/** Tests: back to a fresh page. */
export function resetNowPlayingStore(): void {
  clearTimeout(timer);
  document.removeEventListener('visibilitychange', schedule);
  state = INITIAL;
  fetchedAt = 0;
  enabledCallers = 0;
  timer = undefined;
  loading = false;
  listeners.clear();
}
