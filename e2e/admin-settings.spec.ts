import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SETTINGS_MESSAGES } from '../lib/schemas/settings';
import { DEFAULT_PAGES, TWO_PAGES } from './fixtures/fake-facebook.mjs';
import { openPanelAs, watchConsole } from './helpers';
import { appUrl, stack } from './stack';

/*
 * Issue 6 items 2 and 7: the settings screen (admins only) and the Facebook page connection,
 * against the fake provider of e2e/fixtures/fake-facebook.mjs (this worker's, e2e/stack.ts). Every setting changed
 * here, the connection, the uploaded logo and the post are put back or removed in afterAll, so
 * the specs that follow see the demo station.
 */

const BASE_URL = appUrl();
const FAKE = `http://127.0.0.1:${stack.facebook}`;
const ADMIN = { email: 'admin@sintonia.local', senha: 'Sintonia@2026' };
const EDITOR = { email: 'editor@sintonia.local', senha: 'Sintonia@2026' };
const stamp = Date.now().toString(36);

type Values = Record<string, Record<string, unknown>>;
let original: Values | null = null;
const uploadedMedia = new Set<number>();
const createdPosts = new Set<number>();


async function apiAs(who: typeof ADMIN) {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const response = await context.post('/api/v1/auth/login', { data: { email: who.email, password: who.senha } });
  expect(response.ok()).toBe(true);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { context, headers: { authorization: `Bearer ${accessToken}` } };
}

function track(page: Page) {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || response.status() !== 201) return;
    if (url.pathname === '/api/v1/midia') uploadedMedia.add(((await response.json()) as { id: number }).id);
    if (url.pathname === '/api/v1/postagens') createdPosts.add(((await response.json()) as { id: number }).id);
  });
}

test.beforeAll(async () => {
  const { context, headers } = await apiAs(ADMIN);
  original = ((await (await context.get('/api/v1/configuracoes', { headers })).json()) as { valores: Values }).valores;
  await fetch(`${FAKE}/__reset`, { method: 'POST' });
  await context.dispose();
});

test.afterAll(async () => {
  const { context, headers } = await apiAs(ADMIN);
  if (original) {
    const restored = await context.put('/api/v1/configuracoes', { headers, data: original });
    expect(restored.ok()).toBe(true);
  }
  await context.delete('/api/v1/integracoes/facebook', { headers });
  for (const id of createdPosts) await context.delete(`/api/v1/postagens/${id}`, { headers });
  for (const id of uploadedMedia) await context.delete(`/api/v1/midia/${id}`, { headers });
  await fetch(`${FAKE}/__reset`, { method: 'POST' });
  await context.dispose();
});

test.describe('settings /admin/configuracoes (issue 6 item 2)', () => {
  test('validates, saves a new site name and logo, and the public header shows them on the next request', async ({ page }) => {
    const problems = watchConsole(page);
    track(page);
    await openPanelAs(page, 'admin', '/admin/configuracoes');
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();

    // Validation messages next to the fields; nothing is sent.
    const instagram = page.getByLabel('Instagram', { exact: true });
    const email = page.getByLabel('E-mail', { exact: true });
    await instagram.fill('javascript:alert(1)');
    await email.fill('nao-e-email');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByTestId('resumo-erros')).toContainText('Revise os campos destacados antes de salvar.');
    await expect(instagram).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await instagram.getAttribute('aria-describedby')}`)).toHaveText(SETTINGS_MESSAGES.url);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(SETTINGS_MESSAGES.email).first()).toBeVisible();
    await expect(email).toBeFocused();
    await instagram.fill(String(original!.redes.instagram));
    await email.fill(String(original!.contato.email));

    // A new name, previewed live.
    const name = `Rádio E2E ${stamp}`;
    await page.getByLabel('Nome do site').fill(name);
    await expect(page.getByTestId('previa-compartilhamento')).toContainText(name);
    await expect(page.getByTestId('alteracoes-pendentes')).toBeVisible();

    // A new logo, uploaded through the media picker.
    await page.getByRole('button', { name: /Logo do site/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Logo do site' });
    await dialog.getByRole('tab', { name: 'Enviar' }).click();
    const png = await sharp({ create: { width: 400, height: 120, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
    await dialog.locator('input[type=file]').setInputFiles({ name: `logo-e2e-${stamp}.png`, mimeType: 'image/png', buffer: png });
    await expect(dialog.getByRole('button', { name: 'Usar imagem selecionada' })).toBeEnabled({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Usar imagem selecionada' }).click();
    await expect(page.getByAltText('Logo do site atual')).toHaveAttribute('src', /^\/uploads\//);
    const logo = await page.getByAltText('Logo do site atual').getAttribute('src');
    await expect(page.getByTestId('previa-cabecalho').getByRole('img', { name })).toHaveAttribute('src', logo!);

    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações salvas.')).toBeVisible();
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveCount(0);

    // The public site, next request.
    await page.goto('/');
    const home = page.getByRole('link', { name: `${name} — página inicial` });
    await expect(home).toBeVisible();
    // Through the image optimiser, and loaded (the new upload is served at once).
    const headerLogo = home.getByRole('img', { name });
    await expect(headerLogo).toHaveAttribute('src', `/_next/image?url=${encodeURIComponent(logo!)}&w=384&q=75`);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(name));
    expect(problems.filter((problem) => !/favicon/.test(problem))).toEqual([]);
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await openPanelAs(page, 'admin', '/admin/configuracoes');
    await page.getByLabel('Slogan').fill(`Slogan ${stamp}`);
    let asked = '';
    page.once('dialog', async (dialog) => {
      asked = dialog.message();
      await dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => asked).toBe('Há alterações não salvas nas configurações. Sair mesmo assim e perder as alterações?');
    await expect(page).toHaveURL(/\/admin\/configuracoes$/);
  });

  test('an editor cannot open the settings, nor read them from the API', async ({ page }) => {
    await openPanelAs(page, 'editor', '/admin/configuracoes');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const { context, headers } = await apiAs(EDITOR);
    expect((await context.get('/api/v1/configuracoes', { headers })).status()).toBe(403);
    expect((await context.post('/api/v1/integracoes/facebook/callback', { headers, data: { code: 'x', state: 'y' } })).status()).toBe(403);
    await context.dispose();
    await page.goto('/admin/oauth/facebook/callback?code=x&state=y');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe('Facebook page connection (issue 6 item 7)', () => {
  test('connects through the provider, shares a published post, disconnects', async ({ page }) => {
    test.setTimeout(120_000);
    track(page);
    await openPanelAs(page, 'admin', '/admin/configuracoes');
    const status = page.getByTestId('facebook-status');
    await expect(status).toContainText('Nenhuma página do Facebook conectada.');

    await page.getByRole('button', { name: 'Conectar página do Facebook' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE.replaceAll('.', '\\.')}/dialog/oauth\\?`));
    await page.getByRole('link', { name: 'Continuar como Ana Admin' }).click();
    await expect(page).toHaveURL(/\/admin\/oauth\/facebook\/callback$/);
    await expect(page.getByText('Página conectada com sucesso!')).toBeVisible();
    await expect(page.getByText(/compartilhadas em Sintonia FM 87\.9/)).toBeVisible();
    await page.getByRole('link', { name: 'Voltar às configurações' }).click();
    await expect(status).toContainText('Sintonia FM 87.9');
    await expect(status).toContainText('Administração Sintonia');

    // A post published with the opt-in reaches the page.
    await page.goto('/admin/postagens/nova');
    const titulo = `E2E Facebook ${stamp}`;
    await page.getByLabel('Título', { exact: true }).fill(titulo);
    await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Política' });
    const optIn = page.getByLabel('Publicar no Facebook');
    await expect(optIn).toBeEnabled();
    await optIn.check();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Publicado no Facebook', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Compartilhado no Facebook em/)).toBeVisible();
    const posts = (await (await fetch(`${FAKE}/__posts`)).json()) as { link: string; message: string }[];
    expect(posts.filter((post) => post.message === titulo)).toHaveLength(1);
    expect(posts.find((post) => post.message === titulo)!.link).toMatch(new RegExp(`^${BASE_URL}/politica/e2e-facebook-`));

    // Disconnect, after a confirmation; the opt-in is then unavailable for new posts.
    await page.goto('/admin/configuracoes');
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await page.getByRole('dialog', { name: 'Desconectar a página do Facebook?' }).getByRole('button', { name: 'Desconectar' }).click();
    await expect(page.getByText('Página do Facebook desconectada.')).toBeVisible();
    await expect(status).toContainText('Nenhuma página do Facebook conectada.');
    await page.goto('/admin/postagens/nova');
    await expect(page.getByLabel('Publicar no Facebook')).toBeDisabled();
    await expect(page.getByText(/nenhuma página do Facebook está conectada/)).toBeVisible();
  });

  test('an account with several pages: the admin picks the page on the callback screen', async ({ page }) => {
    await fetch(`${FAKE}/__control`, { method: 'POST', body: JSON.stringify({ paginas: TWO_PAGES }) });
    try {
      await openPanelAs(page, 'admin', '/admin/configuracoes');
      await page.getByRole('button', { name: 'Conectar página do Facebook' }).click();
      await page.getByRole('link', { name: 'Continuar como Ana Admin' }).click();
      await expect(page.getByText('Sua conta administra mais de uma página. Em qual delas a rádio vai publicar?')).toBeVisible();
      await page.getByRole('button', { name: 'Conectar esta página' }).click();
      await expect(page.getByText('Escolha uma página.')).toBeVisible();
      await page.getByLabel(/Sintonia Esportes/).check();
      await page.getByRole('button', { name: 'Conectar esta página' }).click();
      await expect(page.getByText('Página conectada com sucesso!')).toBeVisible();
      await page.getByRole('link', { name: 'Voltar às configurações' }).click();
      await expect(page.getByTestId('facebook-status')).toContainText('Sintonia Esportes');
    } finally {
      await fetch(`${FAKE}/__control`, { method: 'POST', body: JSON.stringify({ paginas: DEFAULT_PAGES }) });
      const { context, headers } = await apiAs(ADMIN);
      await context.delete('/api/v1/integracoes/facebook', { headers });
      await context.dispose();
    }
  });

  test('a callback with a forged state is refused with a clear message and connects nothing', async ({ page }) => {
    await openPanelAs(page, 'admin', '/admin/oauth/facebook/callback?code=codigo-falso&state=estado-forjado');
    await expect(page.getByText('Não foi possível conectar a página.')).toBeVisible();
    await expect(page.getByText('Este pedido de conexão é inválido, expirou ou já foi usado.', { exact: false })).toBeVisible();
    await page.goto('/admin/configuracoes');
    await expect(page.getByTestId('facebook-status')).toContainText('Nenhuma página do Facebook conectada.');
  });
});
