#!/usr/bin/env node
// Screenshots of running pages at phone and desktop sizes, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (files go to ./screenshots)
// Staff screens: SCREENSHOT_LOGIN=editor@sintonia.local:Sintonia@2026 signs in at /admin/login first.
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
  if (process.env.SCREENSHOT_LOGIN) {
    const [email, password] = process.env.SCREENSHOT_LOGIN.split(':');
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin(\/|$)(?!login)/);
  }
  for (const target of targets) {
    await page.goto(base + target, { waitUntil: 'load' });
    const slug = target.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home';
    await page.waitForTimeout(800);
    await page.screenshot({ path: `screenshots/${viewport.name}${slug}.png` });
    // Scroll through once so lazy images load, then take the whole page.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(250);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `screenshots/${viewport.name}${slug}-inteira.png`, fullPage: true });
    console.log(`screenshots/${viewport.name}${slug}.png (+ -inteira)`);
  }
  await page.close();
}
await browser.close();
