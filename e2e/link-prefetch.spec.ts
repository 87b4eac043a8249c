import { expect, test } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';

/*
 * Links prefetch a page when someone reaches for it, not as they scroll into view
 * (components/ui/link.tsx, components/ui/intent-prefetch.tsx): a public page view used to send
 * 14–15 prefetches, as much server work as the page itself, and a panel screen 18 (its menu).
 */

test('a page view prefetches only the page whose link the reader points at, and the click stays in the app', async ({ page }) => {
  const problems = watchConsole(page);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  const link = page.getByRole('main').locator('a[href^="/"]:not([href="/"]):not([target])').first();
  const path = new URL((await link.getAttribute('href'))!, 'http://localhost').pathname;

  // Until the page's script listens, a pointer over the link fetches nothing: point again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(prefetched).toContain(path);
  }).toPass({ timeout: 15_000 });
  // The header, the lists and the footer in view were not fetched.
  expect([...new Set(prefetched)]).toEqual([path]);

  await page.evaluate(() => ((window as unknown as { semRecarga: boolean }).semRecarga = true));
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  expect(await page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga)).toBe(true);
  expect(problems).toEqual([]);
});

test('a panel screen prefetches none of its menu until the pointer reaches a link, and the click stays in the panel', async ({ page }) => {
  const problems = watchConsole(page);
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] !== undefined) prefetched.push(new URL(request.url()).pathname);
  });
  await openPanelAs(page, 'editor', '/admin/postagens');
  const menu = page.getByRole('navigation', { name: 'Navegação do painel' });
  const link = menu.getByRole('link', { name: 'Mídia' });
  await expect(page.getByRole('heading', { name: 'Postagens', level: 1 })).toBeVisible();

  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    expect(prefetched).toContain('/admin/midia');
  }).toPass({ timeout: 15_000 });
  // The rest of the menu and the posts' edit links were not fetched.
  expect([...new Set(prefetched)]).toEqual(['/admin/midia']);

  await page.evaluate(() => ((window as unknown as { semRecarga: boolean }).semRecarga = true));
  await link.click();
  await expect(page).toHaveURL(/\/admin\/midia$/);
  expect(await page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga)).toBe(true);
  expect(problems).toEqual([]);
});
