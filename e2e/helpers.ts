import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

export type E2eServer = { dataDir: string; port: string; postgres: boolean };

export function e2eServer(): E2eServer {
  const port = process.env.E2E_PORT || '3100';
  return JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `sintonia-e2e-${port}.json`), 'utf8')) as E2eServer;
}

/** Collects console errors and page errors; hydration warnings arrive as console errors. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
