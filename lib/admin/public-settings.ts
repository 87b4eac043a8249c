'use client';

import { useEffect, useState } from 'react';
import { defaultSettings, normalizeSettings, type PublicSettings } from '@/lib/domain/settings';

const SETTINGS_URL = '/api/v1/configuracoes/publicas';

/*
 * SPEC §4.4 / §7.2: a plain request without authentication; after the first success or failure
 * the result is kept for the session, and concurrent callers share the one in-flight call.
 */
let cached: PublicSettings | null = null;
let inFlight: Promise<PublicSettings> | null = null;

async function fetchSettings(): Promise<PublicSettings> {
  try {
    const response = await fetch(SETTINGS_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) return defaultSettings();
    return normalizeSettings(await response.json());
  } catch {
    return defaultSettings();
  }
}

export function loadPublicSettings(): Promise<PublicSettings> {
  if (cached) return Promise.resolve(cached);
  inFlight ??= fetchSettings().then((settings) => {
    cached = settings;
    inFlight = null;
    return settings;
  });
  return inFlight;
}

/** The settings already loaded in this session, if any. */
export function cachedPublicSettings(): PublicSettings | null {
  return cached;
}

/** For tests: forget the session's settings. */
export function resetPublicSettingsCache(): void {
  cached = null;
  inFlight = null;
}

/** The public settings, or null while they load. */
export function usePublicSettings(): PublicSettings | null {
  const [settings, setSettings] = useState<PublicSettings | null>(cached);
  useEffect(() => {
    if (settings) return;
    let active = true;
    void loadPublicSettings().then((loaded) => {
      if (active) setSettings(loaded);
    });
    return () => {
      active = false;
    };
  }, [settings]);
  return settings;
}
