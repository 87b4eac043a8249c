import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { saoPauloDayKey } from '../lib/domain/dates';
import { signInToPanel, watchConsole } from './helpers';

/*
 * Staff panel, issue 6 item 6: the audit log. Filters live in the URL, entries read as pt-BR
 * sentences, and the CSV export (fetched with the Bearer token) holds the filtered rows. Nothing
 * here changes the station; the exports it makes are logged, as they should be.
 */



type Entry = { id: number; criadoEm: string; usuario: { id: number; nome: string } | null; acao: string; entidade: string; descricao: string; detalhes: Record<string, unknown> | null };

async function staffGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const response = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

const rows = (page: Page) => page.getByTestId('log-linha');

test.describe('logs /admin/logs (issue 6 item 6)', () => {
  test('filters by user, action, entity and date; readable entries; the CSV holds the rows', async ({ page }) => {
    const problems = watchConsole(page);
    await signInToPanel(page, 'admin@sintonia.local');
    await page.goto('/admin/logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    // Newest first: the sign-in just made.
    await expect(rows(page).first()).toContainText('Administração Sintonia entrou no painel');

    // The demo station's banner, created by the editor (seed): pick it with the selects.
    const seeded = (await staffGet<{ dados: Entry[] }>(page, '/logs?entidade=banner&acao=criar&limite=100')).dados.find((entry) => entry.usuario?.nome === 'Marta Lindner')!;
    const titulo = String(seeded.detalhes?.titulo);
    await page.getByLabel('Usuário', { exact: true }).selectOption({ label: 'Marta Lindner' });
    await expect(page).toHaveURL(/usuario=\d+/);
    await page.getByLabel('Ação', { exact: true }).selectOption({ label: 'Criar' });
    await page.getByLabel('Entidade', { exact: true }).selectOption({ label: 'Banner' });
    await expect(page).toHaveURL(/usuario=\d+&acao=criar&entidade=banner/);
    await expect(rows(page).filter({ hasText: `Marta Lindner criou o banner “${titulo}”` })).toBeVisible();
    // The previous filter's rows stay on screen until the new list arrives: wait for it to settle.
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((text) => text.includes('Marta Lindner criou o banner'))).toBe(true);

    // Dates are São Paulo days, both ends inclusive.
    const day = saoPauloDayKey(new Date(seeded.criadoEm));
    await page.getByLabel('De', { exact: true }).fill(day);
    await page.getByLabel('Até', { exact: true }).fill(day);
    await expect(page.getByLabel('De', { exact: true })).toHaveValue(day);
    await expect(page).toHaveURL(new RegExp(`de=${day}&ate=${day}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Marta Lindner criou o banner “${titulo}”`);
    await expect(page.getByText('1 registro', { exact: true })).toBeVisible();

    // Details open in place.
    await rows(page).first().getByText('Detalhes').click();
    await expect(rows(page).first().locator('pre')).toContainText(`"titulo": "${titulo}"`);

    // The filters survive a reload (they are the URL).
    await page.reload();
    await expect(page.getByLabel('Entidade', { exact: true })).toHaveValue('banner');
    await expect(rows(page)).toHaveCount(1);

    // The export carries the same filter and the Bearer token; the file is pt-BR spreadsheet CSV.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^logs-sintonia-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = fs.readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Data/hora;Usuário;Ação;Entidade;ID da entidade;Descrição;IP;Detalhes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${day.split('-').reverse().join('/')} \\d{2}:\\d{2};Marta Lindner;Criar;Banner;`));
    expect(lines[1]).toContain(`Marta Lindner criou o banner “${titulo}”`);
    await expect(page.getByText('Exportação concluída.')).toBeVisible();

    // The export is itself in the log.
    await page.goto('/admin/logs?acao=exportar');
    await expect(rows(page).first()).toContainText('Administração Sintonia exportou os logs em CSV (1 registro)');

    // No match: an empty state, and 'Limpar filtros' brings everything back.
    await page.goto(`/admin/logs?entidade=banner&de=2001-01-01&ate=2001-01-02`);
    await expect(page.getByText('Nenhum registro com estes filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/admin\/logs$/);
    await expect(rows(page).first()).toBeVisible();

    expect(problems).toEqual([]);
  });

  test("a sign-in through the panel is logged with the visitor's address, never '—' (issue 12 item 16)", async ({ page }) => {
    await signInToPanel(page, 'admin@sintonia.local');
    await page.goto('/admin/logs');
    const newest = rows(page).first();
    await expect(newest).toContainText('Administração Sintonia entrou no painel');
    // The browser reaches the test server over loopback: 127.0.0.1 or ::1, the socket's address.
    await expect(newest.locator('td.font-mono')).toHaveText(/^(127\.0\.0\.1|::1)$/);
  });

  test('an autor sees only their own entries', async ({ page }) => {
    await signInToPanel(page, 'autor@sintonia.local');
    await page.goto('/admin/logs');
    await expect(page.getByText('As suas ações no painel, da mais recente à mais antiga.')).toBeVisible();
    await expect(rows(page).first()).toContainText('Renata Fagundes entrou no painel');
    for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Renata Fagundes');
    // Only themselves in the user filter.
    await expect(page.getByLabel('Usuário', { exact: true }).locator('option')).toHaveText(['Todos os usuários', 'Renata Fagundes']);
  });
});
