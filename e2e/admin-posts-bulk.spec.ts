import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { slugFromTitle } from '../lib/domain/post-form';
import { DEMO_PASSWORD, openPanelAs, watchConsole } from './helpers';
import { appUrl } from './stack';

/*
 * Issue 12 item 14: the post list's bulk actions and quick status change. The spec works on posts
 * it creates (found by a word only they carry) and deletes them, through the list, at the end;
 * afterAll removes whatever a failure left, so the specs that follow see the seeded station.
 */

const EDITOR = 'editor@sintonia.local';
const stamp = Date.now().toString(36);
const BASE_URL = appUrl();
// Titles of a typical length (60–100 characters), as the column has to hold.
const TITLES = [
  `Prefeitura anuncia mutirão de limpeza nos bairros da zona norte a partir do sábado ${stamp}`,
  `Câmara aprova reforma da praça central com novo parquinho e iluminação de LED ${stamp}`,
  `Feira do produtor rural muda de endereço durante as obras da avenida ${stamp}`,
];

const created = new Set<number>();

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

async function staff<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function publishedPost(page: Page, titulo: string): Promise<number> {
  const categorias = await staff<{ id: number; slug: string }[]>(page, 'GET', '/categorias');
  const post = await staff<{ id: number }>(page, 'POST', '/postagens', {
    titulo,
    slug: slugFromTitle(titulo),
    resumo: 'Criada pelo teste das ações em lote.',
    conteudo: '<p>Texto.</p>',
    categoriaId: categorias[0].id,
    status: 'publicado',
  });
  created.add(post.id);
  return post.id;
}

const statusOf = async (page: Page, id: number) => (await staff<{ status: string }>(page, 'GET', `/postagens/${id}`)).status;
const row = (table: Locator, titulo: string) => table.getByTestId('linha-postagem').filter({ has: table.page().getByRole('link', { name: titulo, exact: true }) });

test.afterAll(async () => {
  if (created.size === 0) return;
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/v1/auth/login', { data: { email: EDITOR, password: DEMO_PASSWORD } });
  if (login.ok()) {
    const { accessToken } = (await login.json()) as { accessToken: string };
    await context.post('/api/v1/postagens/lote', { data: { ids: [...created], acao: 'excluir' }, headers: { authorization: `Bearer ${accessToken}` } });
  }
  await context.dispose();
});

test.describe('post list: bulk actions and quick status (issue 12 item 14)', () => {
  test('moves two posts to draft at once, changes one back from its badge, and deletes the selection after confirming', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop table');
    const problems = watchConsole(page);
    await openPanelAs(page, 'editor', null);
    const ids: number[] = [];
    for (const titulo of TITLES) ids.push(await publishedPost(page, titulo));

    await page.goto(`/admin/postagens?busca=${stamp}`);
    const table = page.getByRole('table', { name: 'Postagens' });
    await expect(table.getByTestId('linha-postagem')).toHaveCount(3);
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await expect(bar).toHaveCount(0);

    // The title column has the room: a title of 80–90 characters takes at most two lines.
    const link = table.getByRole('link', { name: TITLES[0], exact: true });
    // An inline link has one client rect per line it takes.
    expect(await link.evaluate((element) => element.getClientRects().length)).toBeLessThanOrEqual(2);
    // Filter labels are whole: each select is at least as wide as it is when sized to its longest option.
    for (const select of await page.getByRole('search', { name: 'Filtrar postagens' }).locator('select').all()) {
      const widths = await select.evaluate((element: HTMLSelectElement) => {
        const natural = element.cloneNode(true) as HTMLSelectElement;
        natural.style.cssText = 'width: auto; max-width: none; position: absolute; visibility: hidden;';
        element.parentElement!.append(natural);
        const result = { actual: element.offsetWidth, needed: natural.offsetWidth };
        natural.remove();
        return result;
      });
      expect(widths.actual).toBeGreaterThanOrEqual(widths.needed);
    }

    await table.getByRole('checkbox', { name: `Selecionar “${TITLES[0]}”` }).check();
    await table.getByRole('checkbox', { name: `Selecionar “${TITLES[1]}”` }).check();
    await expect(bar).toContainText('2 selecionadas');
    await bar.getByRole('button', { name: 'Mover para rascunho' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 postagens movidas para rascunho.' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await expect(row(table, TITLES[0]).locator('[data-status]')).toHaveText('Rascunho');
    await expect(row(table, TITLES[1]).locator('[data-status]')).toHaveText('Rascunho');
    await expect(row(table, TITLES[2]).locator('[data-status]')).toHaveText('Publicado');
    expect([await statusOf(page, ids[0]), await statusOf(page, ids[1]), await statusOf(page, ids[2])]).toEqual(['rascunho', 'rascunho', 'publicado']);

    // Quick status: straight from the row's badge, no editor.
    await table.getByRole('combobox', { name: `Status de “${TITLES[0]}”` }).selectOption('publicado');
    await expect(page.getByRole('status').filter({ hasText: 'Postagem publicada.' })).toBeVisible();
    await expect(row(table, TITLES[0]).locator('[data-status]')).toHaveText('Publicado');
    expect(await statusOf(page, ids[0])).toBe('publicado');

    // Delete the page's selection (all three): it asks first, naming them.
    await table.getByRole('checkbox', { name: 'Selecionar todas desta página' }).check();
    await expect(bar).toContainText('3 selecionadas');
    await bar.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir 3 postagens?' });
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
    expect((await dialog.getByRole('listitem').allTextContents()).sort()).toEqual([...TITLES].sort());
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 postagens excluídas.' })).toBeVisible();
    await expect(page.getByText('Nenhuma postagem encontrada.')).toBeVisible();
    created.clear();
    expect(problems).toEqual([]);
  });

  test('on a phone the cards carry the checkbox and status, and the bar fits the screen @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await openPanelAs(page, 'editor', null);
    await publishedPost(page, TITLES[2]);
    await page.goto(`/admin/postagens?busca=${stamp}`);
    const card = page.getByTestId('cartao-postagem');
    await expect(card).toHaveCount(1);
    await card.getByRole('checkbox', { name: `Selecionar “${TITLES[2]}”` }).check();
    const bar = page.getByRole('region', { name: 'Ações em lote' });
    await expect(bar).toContainText('1 selecionada');
    const box = await bar.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(card.getByRole('combobox', { name: `Status de “${TITLES[2]}”` })).toHaveValue('publicado');
  });
});
