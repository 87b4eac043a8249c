import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPanelAs } from './helpers';

/*
 * Issue 12 item 11: no serious or critical axe-core finding on any public page (desktop and
 * phone) nor on any admin screen. axe-core runs inside the page as it is after hydration.
 */

const AXE_SOURCE = fs.readFileSync(path.join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8');

const PUBLIC_PAGES = ['/', '/noticias', '/noticias?busca=saude', '/politica-local', '/equipe', '/a-radio', '/contato', '/peca-sua-musica', '/nao-existe'];
const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/postagens',
  '/admin/postagens/nova',
  '/admin/categorias',
  '/admin/midia',
  '/admin/banners',
  '/admin/enquetes',
  '/admin/equipe',
  '/admin/mensagens',
  '/admin/pedidos',
  '/admin/usuarios',
  '/admin/configuracoes',
  '/admin/logs',
  '/admin/perfil',
];

type Finding = { id: string; impact: string | null; nodes: { target: string[] }[] };

/**
 * axe on the open page, once hydrated and its first client fetches answered (the player's next
 * poll is 15 s away), with every transition the hydration started run to its end: a form's button,
 * disabled until hydration at 70 % opacity, reads at that opacity until the next frame draws it
 * enabled, and a busy machine may run axe before that frame.
 */
async function seriousFindings(page: Page, url: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.querySelectorAll('button')].every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))));
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(document.getAnimations().filter((animation) => animation.playState === 'running').map((animation) => animation.finished.catch(() => undefined)));
  });
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Finding[] }> } }).axe.run(document)).violations);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test.describe('accessibility: axe-core, no serious or critical findings (issue 12 item 11)', () => {
  for (const url of [...PUBLIC_PAGES, 'a post']) {
    test(`public page ${url} @mobile`, async ({ page, request }) => {
      let address = url;
      if (url === 'a post') {
        const [post] = ((await (await request.get('/api/v1/publico/postagens?limite=1')).json()) as { dados: { slug: string; categoria: { slug: string } | null }[] }).dados;
        address = `/${post.categoria?.slug ?? 'noticias'}/${post.slug}`;
      }
      await page.goto(address);
      expect(await seriousFindings(page, address)).toEqual([]);
    });
  }

  for (const url of ADMIN_SCREENS) {
    test(`admin screen ${url}`, async ({ page }) => {
      await openPanelAs(page, 'admin', url);
      expect(await seriousFindings(page, url)).toEqual([]);
    });
  }
});
