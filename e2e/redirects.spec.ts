import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { slugFromTitle } from '../lib/domain/post-form';
import { openPanelAs, watchConsole } from './helpers';
import { apiDraft, removeCreatedPosts, stamp, trackWrites, unexpected } from './post-editor-helpers';
import { appUrl, stack } from './stack';

/*
 * Issue 27 item 5, "old links never break": a published post whose slug changes in the panel keeps
 * its old address, which answers 301 with the new one in Location (before any render, from the
 * front door's table, with the reader's query kept); the Redirecionamentos screen lists it and adds
 * manual ones (301/302), refusing the site's own routes; and in API_URL mode the station backend's
 * redirects are answered the same way. The post created here is removed at the end (its redirects
 * go with it).
 */

test.afterAll(removeCreatedPosts);

/** One request, redirects not followed: the status and Location the reader's browser gets. */
async function firstAnswer(request: APIRequestContext, path: string): Promise<{ status: number; location: string | undefined }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

test.describe('redirects (issue 27 item 5)', () => {
  test('a slug changed in the panel: the old URL answers 301 with Location to the new one, and the screen lists it', async ({ page }) => {
    const problems = watchConsole(page);
    trackWrites(page);
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E endereço antigo ${stamp}`;
    const post = await apiDraft(page, titulo, 'publicado');
    const oldPath = `/politica/${slugFromTitle(titulo)}`;
    expect((await page.request.get(oldPath)).status()).toBe(200);

    await page.goto(`/admin/postagens/${post.id}/editar`);
    const newSlug = `${slugFromTitle(titulo)}-novo`;
    const slugField = page.getByLabel('Endereço (slug)');
    await slugField.fill(newSlug);
    await slugField.blur();
    await expect(page.getByText('Endereço disponível.')).toBeVisible();
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.getByText('Postagem salva.')).toBeVisible();
    const newPath = `/politica/${newSlug}`;
    await expect(page.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', newPath);

    // The very next request: 301, one hop, the reader's query kept; the /noticias address too.
    expect(await firstAnswer(page.request, `${oldPath}?utm_source=whatsapp`)).toEqual({ status: 301, location: `${newPath}?utm_source=whatsapp` });
    expect(await firstAnswer(page.request, `${oldPath}/`)).toEqual({ status: 301, location: newPath });
    expect(await firstAnswer(page.request, `/noticias/${slugFromTitle(titulo)}`)).toEqual({ status: 301, location: newPath });
    expect((await page.request.get(newPath)).status()).toBe(200);

    // A browser following it lands on the post.
    await page.goto(oldPath);
    await expect(page).toHaveURL(new RegExp(`${newPath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);

    // The screen lists it as automatic, following the post.
    await page.goto('/admin/redirecionamentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Redirecionamentos' })).toBeVisible();
    await page.getByRole('button', { name: 'Automáticos' }).click();
    // The row whose origin is the old address (the /noticias/ one leads to the same post).
    const row = page.getByRole('row', { name: new RegExp(`^${oldPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
    await expect(row).toContainText(titulo);
    await expect(row).toContainText(newPath);
    await expect(row).toContainText('Automático');
    await expect(row).toContainText('301 · Permanente');

    expect(unexpected(problems)).toEqual([]);
  });

  test('the Redirecionamentos screen adds a manual 302, refuses a route of the site, and deletes it', async ({ page }) => {
    await openPanelAs(page, 'editor', '/admin/redirecionamentos');
    await expect(page.getByRole('link', { name: 'Redirecionamentos' })).toHaveAttribute('aria-current', 'page');
    const origem = `/e2e-campanha-${stamp}`;

    // A route of the site itself: refused with the reason on the field.
    await page.getByRole('button', { name: 'Novo redirecionamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo redirecionamento' });
    await dialog.getByLabel('Endereço antigo (origem)').fill('/contato');
    await dialog.getByLabel('Destino').fill('/equipe');
    await dialog.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await expect(dialog.getByText('O endereço /contato é uma página do próprio site e não pode ser redirecionado.').first()).toBeVisible();

    // A malformed origin is caught before sending.
    await dialog.getByLabel('Endereço antigo (origem)').fill('campanha sem barra');
    await dialog.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await expect(dialog.getByText('Use um caminho deste site começando com / (ex.: /politica/nome-antigo).')).toBeVisible();

    // A temporary one, typed with a trailing slash: stored without it.
    await dialog.getByLabel('Endereço antigo (origem)').fill(`${origem}/`);
    await dialog.getByLabel('Tipo').selectOption('302');
    await dialog.getByRole('button', { name: 'Criar redirecionamento' }).click();
    await expect(page.getByText('Redirecionamento criado.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('redirecionamento-linha').filter({ hasText: origem });
    await expect(row).toContainText('/equipe');
    await expect(row).toContainText('Manual');
    await expect(row).toContainText('302 · Temporário');

    expect(await firstAnswer(page.request, `${origem}?x=1`)).toEqual({ status: 302, location: '/equipe?x=1' });

    // Deleted: the address is a 404 again.
    await row.getByRole('button', { name: /^Excluir/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir redirecionamento?' });
    await confirm.getByRole('button', { name: 'Excluir redirecionamento' }).click();
    await expect(page.getByText('Redirecionamento excluído.')).toBeVisible();
    await expect(page.getByTestId('redirecionamento-linha').filter({ hasText: origem })).toHaveCount(0);
    expect((await page.request.get(origem, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('an author has no Redirecionamentos screen', async ({ page }) => {
    await openPanelAs(page, 'autor');
    await expect(page.getByRole('navigation', { name: 'Navegação do painel' }).getByRole('link', { name: 'Redirecionamentos' })).toHaveCount(0);
    await page.goto('/admin/redirecionamentos');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Você não tem permissão para acessar esta página')).toBeVisible();
  });

  test('API_URL mode: the station backend’s redirects answer the same way', async () => {
    const legacy = await playwrightRequest.newContext({ baseURL: appUrl(stack.legacyApp) });
    try {
      expect(await firstAnswer(legacy, '/materias/terminal-rodoviario?utm_source=x')).toEqual({
        status: 301,
        location: '/politica/prefeitura-anuncia-novo-terminal-rodoviario?utm_source=x',
      });
      expect(await firstAnswer(legacy, '/promocao-inverno')).toEqual({ status: 302, location: '/cultura-e-lazer/festival-de-inverno-confirma-atracoes' });
      expect((await legacy.get('/materias/nao-existe', { maxRedirects: 0 })).status()).toBe(404);
    } finally {
      await legacy.dispose();
    }
  });
});
