import { expect, test, type Page } from '@playwright/test';
import { signInToPanel, watchConsole } from './helpers';

/*
 * Issue 11 item 5 in a real browser: with the policies on, the public pages (cached, no nonce) and
 * the panel (a nonce per request) work, and Chromium reports no violation: no script, style,
 * image, frame or request of the site is refused.
 */

const PUBLIC_PAGES = [
  '/',
  '/politica-local/orcamento-do-proximo-ano-preve-mais-recursos-para-saude-e-pavimentacao',
  '/politica-local',
  '/noticias',
  '/noticias?busca=sa%C3%BAde',
  '/equipe',
  '/a-radio',
  '/contato',
  '/peca-sua-musica',
];

const PANEL_PAGES = ['/admin/dashboard', '/admin/postagens', '/admin/postagens/nova', '/admin/midia', '/admin/enquetes', '/admin/banners', '/admin/configuracoes', '/admin/perfil'];

/** Every violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

test('public pages: no CSP violation, the page hydrates and the player starts', async ({ page }) => {
  const problems = watchConsole(page);
  const violations = await recordViolations(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  // Hydrated: client navigation and the live player (a plain-http stream) work under the policy.
  await page.goto('/');
  const player = page.getByRole('region', { name: 'Player da rádio' });
  await player.getByRole('button', { name: 'Ouvir ao vivo' }).click();
  await expect(player.getByRole('button', { name: 'Pausar' })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(problems.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
});

test('panel: no CSP violation with the per-request nonce; signing in and the editor work', async ({ page }) => {
  const problems = watchConsole(page);
  const violations = await recordViolations(page);
  await signInToPanel(page, 'editor@sintonia.local');
  for (const path of PANEL_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
  }
  await page.goto('/admin/postagens/nova');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Texto digitado sob a política de segurança.');
  await expect(editor).toContainText('Texto digitado sob a política de segurança.');
  expect(await violations()).toEqual([]);
  expect(problems.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
});
