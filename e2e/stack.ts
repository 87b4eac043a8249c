import os from 'node:os';

/**
 * Each Playwright worker tests a stack of its own: the app with its own database, the API_URL app
 * and the older station backend it fronts, the audio server, the fake YouTube and the fake
 * Facebook. Specs that change the settings, the stream, the home or the Urgente bar therefore
 * never see another worker's writes, and the files run side by side. Stack i listens on the first
 * stack's ports plus 10 × i.
 */

/**
 * One worker more than the cores: a third of a spec's time is spent waiting on a clock (polls,
 * expiries), which another worker fills (11.9 → 11.0 min on 2 cores). At most 4, so that the
 * stacks stay below the ports the own-servers specs take (3150 and up).
 */
export const E2E_WORKERS = Math.min(4, os.availableParallelism() + 1);

export type Stack = {
  /** The app under test (scripts/e2e-server.mjs). */
  app: number;
  /** The app in API_URL mode, in front of `legacyBackend`. */
  legacyApp: number;
  legacyBackend: number;
  audio: number;
  youtube: number;
  facebook: number;
};

function stackAt(index: number): Stack {
  const offset = 10 * index;
  return { app: 3100 + offset, legacyApp: 3101 + offset, legacyBackend: 3198 + offset, audio: 8000 + offset, youtube: 3199 + offset, facebook: 3197 + offset };
}

export const STACKS: Stack[] = Array.from({ length: E2E_WORKERS }, (_, index) => stackAt(index));

/** This worker's stack (Playwright numbers its workers 0…workers-1 in TEST_PARALLEL_INDEX). */
export const stack: Stack = stackAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

export const appUrl = (port = stack.app) => `http://localhost:${port}`;
/** The audio server as the app's server reaches it. */
export const AUDIO = `http://127.0.0.1:${stack.audio}`;
/** Where a spec sets the audio server's mode (normal, refusal, drop). */
export const AUDIO_CONTROL = `${AUDIO}/__modo`;
/** The stream the demo station is seeded with; each worker's browser resolves it to its own audio server. */
export const SEEDED_STREAM = 'http://stream.sintonia.local:8000/sintonia';
