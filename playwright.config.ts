import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-gpu',
        // The seeded stream host resolves to the local audio server (e2e/fixtures/audio-server.mjs).
        '--host-resolver-rules=MAP stream.sintonia.local 127.0.0.1',
      ],
    },
  },
  projects: [
    // Each staff role signs in once; the specs reuse the session (openPanelAs in e2e/helpers.ts).
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, dependencies: ['setup'] },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@mobile/, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: 'node e2e/fixtures/audio-server.mjs',
      url: 'http://127.0.0.1:8000/__saude',
      reuseExistingServer: false,
      env: { AUDIO_PORT: '8000' },
    },
    {
      command: 'node e2e/fixtures/fake-youtube.mjs',
      url: 'http://127.0.0.1:3199/health',
      timeout: 10_000,
      reuseExistingServer: false,
      env: { FAKE_YOUTUBE_PORT: '3199' },
    },
    // The fake Facebook (OAuth dialog + Graph API) the app's page connection talks to (scripts/e2e-server.mjs).
    {
      command: 'node e2e/fixtures/fake-facebook.mjs',
      url: 'http://127.0.0.1:3197/health',
      timeout: 10_000,
      reuseExistingServer: false,
      env: { FAKE_FACEBOOK_PORT: '3197' },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${port}/api/v1/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      // ALLOW_PRIVATE_STREAM_HOST: the now-playing spec points the stream at the local audio server (127.0.0.1:8000).
      env: { E2E_PORT: String(port), API_URL: '', YOUTUBE_FEED_BASE: 'http://127.0.0.1:3199', ALLOW_PRIVATE_STREAM_HOST: '1' },
    },
    // API_URL mode: a second app fronting an older station backend that sends SPEC §3's other shapes.
    {
      command: 'node e2e/fixtures/legacy-backend.mjs',
      url: 'http://127.0.0.1:3198/api/v1/health',
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { LEGACY_PORT: '3198' },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: 'http://localhost:3101/api/v1/health',
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: '3101', API_URL: 'http://127.0.0.1:3198' },
    },
  ],
});
