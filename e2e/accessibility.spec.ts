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

async function seriousFindings(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('load');
  // Hydrated, and the first client fetches answered.
  await page.waitForTimeout(1200);
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => (await (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Finding[] }> } }).axe.run(document)).violations);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${url} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test.describe('accessibility: axe-core, no serious or critical findings (issue 12 item 11)', () => {
  test('public pages @mobile', async ({ page, request }) => {
    const [post] = ((await (await request.get('/api/v1/publico/postagens?limite=1')).json()) as { dados: { slug: string; categoria: { slug: string } | null }[] }).dados;
    const findings: string[] = [];
    for (const url of [...PUBLIC_PAGES, `/${post.categoria?.slug ?? 'noticias'}/${post.slug}`]) findings.push(...(await seriousFindings(page, url)));
    expect(findings).toEqual([]);
  });

  test('every admin screen', async ({ page }) => {
    test.setTimeout(120_000);
    await openPanelAs(page, 'admin');
    const findings: string[] = [];
    for (const url of ADMIN_SCREENS) findings.push(...(await seriousFindings(page, url)));
    expect(findings).toEqual([]);
  });
});
