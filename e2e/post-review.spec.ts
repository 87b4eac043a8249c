import { expect, test, type Page } from '@playwright/test';
import { slugFromTitle } from '../lib/domain/post-form';
import { openPanelAs, watchConsole } from './helpers';
import { apiDraft, BASE_URL, editorBox, openNewPost, removeCreatedPosts, staff, stamp, trackWrites } from './post-editor-helpers';

/*
 * Issue 28 items 3 and 4: an author sends a post for review instead of publishing; an editor finds
 * it under "Aguardando revisão" and publishes it, or returns it with a comment the author reads.
 * A preview link shows a draft to someone with no account, never indexed, and is a 404 once
 * revoked. What is created here is removed at the end.
 */

test.afterAll(removeCreatedPosts);

const reviewAnswer = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/v1\/postagens\/\d+\/revisao$/.test(new URL(response.url()).pathname));

/** As the author: a new post written in the form and sent with "Enviar para revisão". */
async function authorSendsForReview(page: Page, titulo: string): Promise<number> {
  await openPanelAs(page, 'autor', null);
  await openNewPost(page);
  await page.getByLabel('Título', { exact: true }).fill(titulo);
  await page.getByLabel('Resumo', { exact: true }).fill('Enviada para revisão pelo teste de ponta a ponta.');
  await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Política' });
  await editorBox(page).click();
  await page.keyboard.type('Texto da autora, esperando um editor.');

  // An author is not offered "Publicar" or "Agendar": review stands in front of the site.
  await expect(page.getByRole('button', { name: 'Publicar', exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Status', { exact: true }).locator('option')).toHaveText(['Rascunho', 'Arquivado']);

  const sent = reviewAnswer(page);
  await page.getByRole('button', { name: 'Enviar para revisão' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  const post = (await answer.json()) as { id: number; status: string; revisao: { estado: string } };
  expect(post.status).toBe('rascunho');
  expect(post.revisao.estado).toBe('pendente');
  await expect(page.getByText('Postagem enviada para revisão.')).toBeVisible();
  await expect(page.getByTestId('aviso-revisao')).toContainText('Aguardando revisão: enviada por Renata Fagundes em');
  await expect(page.getByRole('button', { name: 'Enviar para revisão' })).toHaveCount(0);
  return post.id;
}

test.describe('review before publishing (issue 28 item 3)', () => {
  test('an author sends a post for review; it stays off the site until an editor finds it in "Aguardando revisão" and publishes it', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    trackWrites(page);
    const titulo = `E2E revisão ${stamp}`;
    const id = await authorSendsForReview(page, titulo);
    const slug = slugFromTitle(titulo);
    expect((await page.request.get(`/noticias/${slug}`)).status()).toBe(404);

    await openPanelAs(page, 'editor');
    const card = page.getByTestId('contagem-aguardandoRevisao');
    await expect(card).toContainText('Aguardando revisão');
    await card.click();
    await expect(page).toHaveURL(/\/admin\/postagens\?revisao=pendente$/);
    await expect(page.getByRole('button', { name: /^Aguardando revisão/ })).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByTestId('linha-postagem').filter({ hasText: titulo });
    await expect(row).toBeVisible();
    await expect(row.locator('[data-revisao="pendente"]')).toHaveText('Aguardando revisão');

    await row.getByRole('link', { name: titulo, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/postagens/${id}/editar$`));
    await expect(page.getByTestId('aviso-revisao')).toContainText('Aguardando revisão: enviada por Renata Fagundes');
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expect(page.getByText('Postagem publicada.')).toBeVisible();
    await expect(page.getByTestId('aviso-revisao')).toHaveCount(0);
    expect((await page.request.get(`/noticias/${slug}`)).status()).toBe(200);

    await page.goto('/admin/postagens?revisao=pendente');
    await expect(page.getByTestId('linha-postagem').filter({ hasText: titulo })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an editor returns it with a required comment; the author reads who, when and why on the post and in the list', async ({ page }) => {
    test.setTimeout(120_000);
    trackWrites(page);
    const titulo = `E2E devolvida ${stamp}`;
    const id = await authorSendsForReview(page, titulo);

    await openPanelAs(page, 'editor', `/admin/postagens/${id}/editar`);
    await page.getByRole('button', { name: 'Devolver ao autor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Devolver ao autor' });
    await dialog.getByRole('button', { name: 'Devolver ao autor' }).click();
    await expect(dialog.getByText('Escreva um comentário para o autor dizendo o que precisa mudar.')).toBeVisible();
    await dialog.getByLabel('Comentário para o autor').fill('Falta ouvir a prefeitura.');
    const returned = reviewAnswer(page);
    await dialog.getByRole('button', { name: 'Devolver ao autor' }).click();
    expect((await returned).status()).toBe(200);
    await expect(page.getByText('Postagem devolvida ao autor.')).toBeVisible();

    await openPanelAs(page, 'autor', `/admin/postagens/${id}/editar`);
    await expect(page.getByTestId('aviso-revisao')).toContainText(/^Devolvida por Marta Lindner em \d{2}\/\d{2}\/\d{4} \d{2}h\d{2}: Falta ouvir a prefeitura\./);
    await page.goto('/admin/postagens?revisao=devolvida');
    const row = page.getByTestId('linha-postagem').filter({ hasText: titulo });
    await expect(row.locator('[data-revisao="devolvida"]')).toHaveText('Devolvida');
    await expect(row.getByTestId('comentario-revisao')).toContainText('Falta ouvir a prefeitura.');
  });
});

test.describe('preview links (issue 28 item 4)', () => {
  test('"Copiar link de prévia" shows the draft to a visitor with no account, never indexed nor cached; revoked, it is a 404', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E prévia ${stamp}`;
    const post = await apiDraft(page, titulo);
    await page.goto(`/admin/postagens/${post.id}/editar`);

    const card = page.getByRole('region', { name: 'Link de prévia' });
    await card.getByRole('button', { name: 'Copiar link de prévia' }).click();
    const link = card.getByTestId('link-de-previa');
    await expect(link).toHaveValue(new RegExp(`^${BASE_URL}/previa/[A-Za-z0-9_-]{43}$`));
    const url = await link.inputValue();
    await expect(card.getByRole('list', { name: 'Links de prévia ativos' }).getByRole('listitem')).toHaveCount(1);

    // A fresh browser: no cookies, no token.
    const visitor = await browser.newContext();
    try {
      const reader = await visitor.newPage();
      const response = await reader.goto(url);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(headers['cache-control']).toMatch(/no-store/);
      expect(headers['cache-control']).not.toMatch(/s-maxage|public/);
      expect(headers['x-nextjs-cache']).toBeUndefined();
      await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(reader.getByTestId('aviso-previa')).toContainText('Prévia — esta notícia ainda não foi publicada');
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titulo);
      await expect(reader.getByText('Texto original da postagem.')).toBeVisible();
      // Opened twice: rendered again, never from the page cache.
      const again = await reader.goto(url);
      expect(again?.headers()['x-nextjs-cache']).toBeUndefined();
      // The post itself is still off the site.
      expect((await reader.request.get(`${BASE_URL}/noticias/${post.slug}`)).status()).toBe(404);

      const revoked = page.waitForResponse((answer) => answer.request().method() === 'DELETE' && /\/previas\/\d+$/.test(answer.url()));
      await card.getByRole('button', { name: /^Revogar o link de prévia/ }).click();
      expect((await revoked).status()).toBe(204);
      await expect(page.getByText('Link de prévia revogado.')).toBeVisible();
      await expect(card.getByText('Nenhum link de prévia ativo.')).toBeVisible();

      const gone = await reader.goto(url);
      expect(gone?.status()).toBe(404);
      await expect(reader.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(reader.getByText(titulo)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
    const active = await staff<{ dados: unknown[] }>(page, 'GET', `/postagens/${post.id}/previas`);
    expect(active.dados).toEqual([]);
  });
});
