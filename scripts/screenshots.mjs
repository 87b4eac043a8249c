#!/usr/bin/env node
// Screenshots of running pages at phone and desktop sizes, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (files go to ./screenshots)
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/'];
const viewports = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

fs.mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-gpu'],
});
for (const viewport of viewports) {
  const page = await browser.newPage({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const name = `screenshots/${viewport.name}${target.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL_PAGE === '1' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
