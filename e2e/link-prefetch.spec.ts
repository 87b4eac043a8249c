import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';

/*
 * Public links prefetch a page when the reader reaches for it, not as they scroll into view
 * (components/site/link.tsx, components/site/intent-prefetch.tsx): a page view used to send
 * 14–15 prefetches, as much server work as the page itself.
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
