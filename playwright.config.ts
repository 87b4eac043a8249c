import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { appUrl, E2E_WORKERS, stack, STACKS, type Stack } from './e2e/stack';

// Evaluated again in each worker, where TEST_PARALLEL_INDEX picks the worker's own stack (e2e/stack.ts).
// Chromium's headless shell when installed (Debian's chromium-headless-shell: the Blink and V8 of
// /usr/bin/chromium, and the build Playwright runs headless by default). Every test opens a browser
// context: ≈ 1.2 s of CPU in the full browser, 0.2 s in the shell. CHROMIUM_PATH picks another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
/** Where e2e/fixtures/stacks.mjs says whether every stack answers (below the stacks' ports). */
const STACKS_PORT = 3090;
const OWN_SERVERS = /\/(database-outage|multi-instance|server)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // A safety net for a hung test, not a measure: a busy 2-core machine runs some tests at half speed.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: appUrl(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Tracing every test costs a third of the run's CPU (its screencast and DOM snapshots); a
    // failure keeps a screenshot, and `npx playwright test <spec> --trace on` records one at will.
    trace: 'off',
    screenshot: 'only-on-failure',
    // A page that animates forever makes headless Chromium composite 60 frames a second in
    // software; with motion reduced (app/globals.css), an idle tab costs nothing.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-gpu',
        // The seeded stream (stream.sintonia.local:8000) is this worker's audio server (e2e/fixtures/audio-server.mjs).
        `--host-resolver-rules=MAP stream.sintonia.local:8000 127.0.0.1:${stack.audio}`,
      ],
    },
  },
  projects: [
    // Specs that start app servers and databases of their own: one at a time, beside the others
    // (first, so that the long outage spec does not end the run with one worker idle).
    { name: 'own-servers', testMatch: OWN_SERVERS, workers: 1, use: desktop },
    { name: 'desktop', testIgnore: OWN_SERVERS, use: desktop },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/ },
  ],
  // Every stack's servers at once (e2e/fixtures/stacks.mjs): Playwright starts its own one after another.
  webServer: {
    command: 'node e2e/fixtures/stacks.mjs',
    url: `http://127.0.0.1:${STACKS_PORT}/pronto`,
    timeout: 180_000,
    reuseExistingServer: false,
    // Each server removes its data directory and database on SIGTERM (Playwright's default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_STACKS_PORT: String(STACKS_PORT), E2E_SERVERS: JSON.stringify(STACKS.flatMap(stackServers)) },
  },
});

/** One server of a stack, as e2e/fixtures/stacks.mjs starts it: its output shown when `stdout`. */
type WebServer = { command: string; url: string; timeout?: number; stdout?: boolean; seeded?: boolean; env?: Record<string, string> };

function stackServers(each: Stack): WebServer[] {
  return [
    {
      command: 'node e2e/fixtures/audio-server.mjs',
      url: `http://127.0.0.1:${each.audio}/__saude`,
      env: { AUDIO_PORT: String(each.audio) },
    },
    {
      command: 'node e2e/fixtures/fake-youtube.mjs',
      url: `http://127.0.0.1:${each.youtube}/health`,
      env: { FAKE_YOUTUBE_PORT: String(each.youtube) },
    },
    // The fake Facebook (OAuth dialog + Graph API) the app's page connection talks to (scripts/e2e-server.mjs).
    {
      command: 'node e2e/fixtures/fake-facebook.mjs',
      url: `http://127.0.0.1:${each.facebook}/health`,
      env: { FAKE_FACEBOOK_PORT: String(each.facebook) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${appUrl(each.app)}/api/v1/health/ready`,
      timeout: 120_000,
      stdout: true,
      seeded: true,
      // ALLOW_PRIVATE_STREAM_HOST: the now-playing spec points the stream at the local audio server (127.0.0.1).
      env: {
        E2E_PORT: String(each.app),
        API_URL: '',
        YOUTUBE_FEED_BASE: `http://127.0.0.1:${each.youtube}`,
        FAKE_FACEBOOK_PORT: String(each.facebook),
        ALLOW_PRIVATE_STREAM_HOST: '1',
      },
    },
    // API_URL mode: a second app fronting an older station backend that sends SPEC §3's other shapes.
    {
      command: 'node e2e/fixtures/legacy-backend.mjs',
      url: `http://127.0.0.1:${each.legacyBackend}/api/v1/health`,
      timeout: 30_000,
      stdout: true,
      env: { LEGACY_PORT: String(each.legacyBackend) },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${appUrl(each.legacyApp)}/api/v1/health`,
      timeout: 120_000,
      stdout: true,
      env: { E2E_PORT: String(each.legacyApp), API_URL: `http://127.0.0.1:${each.legacyBackend}` },
    },
  ];
}
