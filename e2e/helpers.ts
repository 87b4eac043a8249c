import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export type E2eServer = { dataDir: string; port: string; postgres: boolean };

export function e2eServer(): E2eServer {
  const port = process.env.E2E_PORT || '3100';
  return JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `sintonia-e2e-${port}.json`), 'utf8')) as E2eServer;
}

type WatchOptions = { ignoreLinkPrefetches?: boolean };

/**
 * Collects console errors, page errors, hydration warnings and failed responses. The console
 * names no URL for a failed load, so those are recorded from the responses instead.
 */
export function watchConsole(page: Page, options: WatchOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    if (options.ignoreLinkPrefetches && response.request().headers()['next-router-prefetch']) return;
    problems.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

export const DEMO_PASSWORD = 'Sintonia@2026';

/** Signs in through the panel's login form and waits for the dashboard. */
export async function signInToPanel(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
