import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { NOW_PLAYING_REFRESH_MS } from '../lib/domain/now-playing';
import { appUrl, stack } from './stack';

export type E2eServer = { dataDir: string; port: string; postgres: boolean };

export function e2eServer(): E2eServer {
  const port = stack.app;
  return JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `sintonia-e2e-${port}.json`), 'utf8')) as E2eServer;
}

/** Scrolls the page to `y` and waits for two frames: the scroll, its handlers and the frame that shows them. */
export async function scrollPageTo(page: Page, y: number | 'end'): Promise<void> {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, target === 'end' ? document.documentElement.scrollHeight : target);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
}

/**
 * Waits until React has hydrated the first element `selector` finds (it carries React's fiber),
 * then two frames more: the effects of that commit have run and been drawn.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Collects console errors, page errors, hydration warnings and failed responses. The console
 * names no URL for a failed load, so those are recorded from the responses instead.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    problems.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

export const DEMO_PASSWORD = 'Sintonia@2026';

export type StaffRole = 'admin' | 'editor' | 'autor';
export const STAFF_EMAILS: Record<StaffRole, string> = { admin: 'admin@sintonia.local', editor: 'editor@sintonia.local', autor: 'autor@sintonia.local' };

type StoredSession = {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
};

/**
 * A role's signed-in session on this worker's app: signed in through the panel's form the first
 * time a spec asks, then kept in the server's data directory (gone with the server, so never
 * reused across runs). Each worker signs in to its own stack only, beside its first specs.
 */
async function storedSession(page: Page, role: StaffRole): Promise<StoredSession> {
  const file = path.join(e2eServer().dataDir, 'e2e-sessions', `${role}.json`);
  if (!fs.existsSync(file)) {
    const context = await page.context().browser()!.newContext({ baseURL: appUrl() });
    const signingIn = await context.newPage();
    await signInToPanel(signingIn, STAFF_EMAILS[role]);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await context.storageState({ path: file });
    await context.close();
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSession;
}

/**
 * Opens the panel already signed in as `role`, with the session kept by storedSession: one trip
 * through the login form per role and worker (the form itself is tested in admin-auth.spec.ts).
 * `path` is the screen to open; null opens none (the test prepares its data through the API, then
 * goes to its screen), sparing a dashboard load the test would leave at once.
 */
export async function openPanelAs(page: Page, role: StaffRole, path: string | null = '/admin/dashboard'): Promise<void> {
  const session = await storedSession(page, role);
  const context = page.context();
  await context.clearCookies();
  await context.addCookies(session.cookies);
  const { localStorage: items = [] } = session.origins[0] ?? {};
  // The panel keeps its token in localStorage: write it on this origin before the panel loads.
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    window.localStorage.clear();
    for (const { name, value } of entries) window.localStorage.setItem(name, value);
  }, items);
  if (path !== null) await page.goto(path);
}

/** Signs in through the panel's login form and waits for the dashboard. */
export async function signInToPanel(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * After a spec that pointed the stream at the audio server put the settings back: waits until the
 * app reports no song (its store drops the old stream's songs within one refresh of the change),
 * so the next spec on this stack starts on a silent station.
 */
export async function waitForSilence(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await request.get('/api/v1/publico/no-ar')).json()) as { atual: unknown }).atual, { timeout: 2 * NOW_PLAYING_REFRESH_MS + 5000, intervals: [1000] })
    .toBeNull();
}
