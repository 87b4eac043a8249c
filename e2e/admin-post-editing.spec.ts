import { expect, test, type Locator } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';
import {
  apiDraft,
  EDITOR,
  editorBox,
  expectAllInView,
  openNewPost,
  png,
  removeCreatedPosts,
  staff,
  stamp,
  toolbar,
  trackWrites,
  uploadThroughPicker,
} from './post-editor-helpers';

/*
 * Staff panel, issue 5 items 6 and 7 and issue 12: the post list's filters, what the editor keeps
 * (an inserted image, a draft through an expired session, unsaved changes) and its toolbar at
 * phone and desktop widths. What is created here is removed at the end, like admin-posts.spec.ts.
 */

test.afterAll(removeCreatedPosts);

test.describe('post editor /admin/postagens: list, editing and layout (issue 5 items 6–7, issue 12)', () => {
  test('the list filters by status and search, kept in the URL across reload and back', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E lista ${stamp}`;
    await apiDraft(page, titulo);
    await page.goto('/admin/postagens');
    await expect(page.getByRole('heading', { level: 1, name: 'Postagens' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Postagens' });
    const filters = page.getByRole('search', { name: 'Filtrar postagens' });
    await expect(table.getByTestId('linha-postagem').first()).toBeVisible();

    await filters.getByLabel('Status', { exact: true }).selectOption('rascunho');
    await expect(page).toHaveURL(/\?status=rascunho$/);
    // The list keeps the previous rows until the filtered answer arrives: wait for it.
    const statuses = table.locator('[data-status]');
    await expect.poll(async () => [...new Set(await statuses.allTextContents())]).toEqual(['Rascunho']);

    await filters.getByLabel('Buscar', { exact: true }).fill(titulo);
    await expect(page).toHaveURL(/busca=/);
    await expect(table.getByTestId('linha-postagem')).toHaveCount(1);
    await expect(table.getByRole('link', { name: titulo, exact: true })).toBeVisible();

    await page.reload();
    await expect(filters.getByLabel('Status', { exact: true })).toHaveValue('rascunho');
    await expect(filters.getByLabel('Buscar', { exact: true })).toHaveValue(titulo);
    await expect(table.getByTestId('linha-postagem')).toHaveCount(1);

    await table.getByRole('link', { name: titulo, exact: true }).click();
    await expect(page).toHaveURL(/\/editar$/);
    await page.goBack();
    await expect(filters.getByLabel('Status', { exact: true })).toHaveValue('rascunho');
    await expect(table.getByRole('link', { name: titulo, exact: true })).toBeVisible();

    // Published posts only: the draft is gone from the results.
    await filters.getByLabel('Status', { exact: true }).selectOption('publicado');
    await expect(page.getByText('Nenhuma postagem encontrada.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an inserted image survives the next keys: the text goes after it, and undo brings back a deleted image (issue 12)', async ({ page }) => {
    trackWrites(page);
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);
    const editor = editorBox(page);
    const bar = toolbar(page);
    await editor.click();
    await page.keyboard.type('Antes da imagem.');
    await bar.getByRole('button', { name: 'Inserir imagem' }).click();
    await uploadThroughPicker(page, 'Inserir imagem no texto', `e2e-digitar-${stamp}.png`, await png(200, 120, 40));
    const image = editor.locator('img[src*="_post-large"]');
    await expect(image).toHaveCount(1);

    // Typing straight away: the image stays, and the words land in a paragraph after it.
    await page.keyboard.type('Depois da imagem.');
    await expect(image).toHaveCount(1);
    const order = await editor.evaluate((element) => {
      const html = element.innerHTML;
      return [html.indexOf('Antes da imagem.'), html.indexOf('<img'), html.indexOf('Depois da imagem.')];
    });
    expect(order[0]).toBeGreaterThanOrEqual(0);
    expect(order[1]).toBeGreaterThan(order[0]);
    expect(order[2]).toBeGreaterThan(order[1]);
    await expect(editor.locator('p').filter({ hasText: 'Depois da imagem.' })).toHaveText('Depois da imagem.');

    // Deleted by mistake, brought back by undo.
    await image.click();
    await page.keyboard.press('Delete');
    await expect(image).toHaveCount(0);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(image).toHaveCount(1);
    await expect(editor).toContainText('Depois da imagem.');

    // A horizontal rule too leaves the cursor after it.
    await editor.locator('p').filter({ hasText: 'Depois da imagem.' }).click();
    await page.keyboard.press('End');
    await bar.getByRole('button', { name: 'Linha horizontal' }).click();
    await page.keyboard.type('Após a linha.');
    await expect(editor.locator('hr')).toHaveCount(1);
    await expect(editor.locator('hr + p')).toHaveText('Após a linha.');
  });

  test('a new post starts as a draft, and the title stops at 200 characters while typing (issue 12)', async ({ page }) => {
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('rascunho');
    await expect(page.getByRole('button', { name: 'Salvar rascunho' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publicar' })).toBeVisible();
    const title = page.getByLabel('Título', { exact: true });
    await title.fill('Manchete '.repeat(30));
    await expect(title).toHaveValue(('Manchete '.repeat(30)).slice(0, 200));
    await title.press('End');
    await page.keyboard.type('mais');
    expect((await title.inputValue()).length).toBe(200);
    await expect(page.getByText('200/200')).toBeVisible();
  });

  test('a session that expires mid-edit loses nothing: log in again, back on the same post, the draft is offered and restored (issue 12)', async ({ page }) => {
    await openPanelAs(page, 'editor', null);
    const draft = await apiDraft(page, `E2E sessão expirada ${stamp}`);
    await page.goto(`/admin/postagens/${draft.id}/editar`);
    const title = page.getByLabel('Título', { exact: true });
    await expect(title).toHaveValue(`E2E sessão expirada ${stamp}`);
    await title.fill(`E2E sessão expirada, título novo ${stamp}`);
    await editorBox(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Parágrafo escrito à noite.');

    // The access token is no longer valid (expired or revoked): the save is answered 401.
    await page.evaluate(() => window.localStorage.setItem('token', 'token-vencido'));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/login\\?from=${encodeURIComponent(`/admin/postagens/${draft.id}/editar`)}$`));

    await page.getByLabel('E-mail').fill(EDITOR.email);
    await page.getByLabel('Senha', { exact: true }).fill(EDITOR.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/postagens/${draft.id}/editar$`));

    // The server still has the old version; the local copy is offered, and restores title and text.
    await expect(title).toHaveValue(`E2E sessão expirada ${stamp}`);
    const offer = page.getByTestId('rascunho-local');
    await expect(offer).toContainText('Há alterações desta postagem que não foram salvas');
    await offer.getByRole('button', { name: 'Recuperar rascunho' }).click();
    await expect(offer).toBeHidden();
    await expect(title).toHaveValue(`E2E sessão expirada, título novo ${stamp}`);
    await expect(editorBox(page)).toContainText('Parágrafo escrito à noite.');
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveText('Alterações não salvas');

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByText('Postagem salva.')).toBeVisible();
    const saved = await staff<{ titulo: string; conteudo: string }>(page, 'GET', `/postagens/${draft.id}`);
    expect(saved.titulo).toBe(`E2E sessão expirada, título novo ${stamp}`);
    expect(saved.conteudo).toContain('Parágrafo escrito à noite.');
    // Saved: nothing is offered any more.
    await page.reload();
    await expect(title).toHaveValue(`E2E sessão expirada, título novo ${stamp}`);
    await expect(editorBox(page)).toContainText('Parágrafo escrito à noite.');
    await expect(page.getByTestId('rascunho-local')).toHaveCount(0);
  });

  test('unsaved changes: leaving by a panel link or Back asks first; closing the tab asks too', async ({ page }) => {
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);
    await page.getByLabel('Título', { exact: true }).fill('Um rascunho que ainda não foi salvo');
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveText('Alterações não salvas');

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Postagens', exact: true }).first().click();
    await expect.poll(() => messages).toEqual(['Há alterações não salvas nesta postagem. Sair mesmo assim e perder as alterações?']);
    await expect(page).toHaveURL(/\/admin\/postagens\/nova$/);
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Um rascunho que ainda não foi salvo');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: 'Postagens', exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/postagens$/);

    // The browser's Back button asks too: staying keeps the page and the text; leaving goes back.
    await page.getByRole('link', { name: 'Nova postagem' }).first().click();
    await expect(editorBox(page)).toBeVisible();
    await page.getByLabel('Título', { exact: true }).fill('Rascunho que o Voltar não pode perder');
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveText('Alterações não salvas');
    const backMessages: string[] = [];
    page.once('dialog', (dialog) => {
      backMessages.push(dialog.message());
      void dialog.dismiss();
    });
    // Staying cancels the traversal, so the browser never reports a navigation: bounded wait.
    await page.goBack({ timeout: 3_000 }).catch(() => null);
    await expect.poll(() => backMessages).toEqual(['Há alterações não salvas nesta postagem. Sair mesmo assim e perder as alterações?']);
    await expect(page).toHaveURL(/\/admin\/postagens\/nova$/);
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Rascunho que o Voltar não pode perder');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/postagens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Postagens' })).toBeVisible();

    // The browser's own question before closing a tab with unsaved changes.
    await openNewPost(page);
    await page.getByLabel('Título', { exact: true }).fill('Outro rascunho não salvo');
    const beforeUnload = page.waitForEvent('dialog', { timeout: 10_000 });
    await page.close({ runBeforeUnload: true });
    const dialog = await beforeUnload;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });

  test('on a phone the list shows cards; the editor toolbar wraps, inserts in sight, the rest behind "Mais ferramentas" @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await openPanelAs(page, 'editor', null);
    await apiDraft(page, `E2E celular ${stamp}`);
    await page.goto('/admin/postagens');
    await expect(page.getByTestId('cartao-postagem').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Postagens' })).toBeHidden();
    await openNewPost(page);
    const bar: Locator = toolbar(page);
    await expect(bar).toBeVisible();
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    // Two rows at most while collapsed: the sticky bar must leave room for the text on a phone.
    expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(3 * 44);
    await expectAllInView(bar, ['Desfazer', 'Negrito', 'Link', 'Lista com marcadores', 'Citação', 'Inserir imagem', 'Inserir vídeo']);
    await expect(bar.getByRole('button', { name: 'Sublinhado' })).toBeHidden();
    await bar.getByRole('button', { name: 'Mais ferramentas' }).click();
    await expect(bar.getByRole('button', { name: 'Menos ferramentas' })).toHaveAttribute('aria-expanded', 'true');
    expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(4 * 44);
    await expectAllInView(bar, ['Sublinhado', 'Tachado', 'Limpar formatação', 'Lista de tarefas', 'Linha horizontal', 'Bloco de código']);
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });

  test('at 1366 px every editor tool is in sight, with no overflow menu', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout');
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);
    const bar = toolbar(page);
    expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(bar.getByRole('button', { name: 'Mais ferramentas' })).toBeHidden();
    await expectAllInView(bar, [
      'Desfazer', 'Refazer', 'Negrito', 'Itálico', 'Sublinhado', 'Tachado', 'Código', 'Link', 'Limpar formatação', 'Lista com marcadores',
      'Lista numerada', 'Lista de tarefas', 'Citação', 'Inserir imagem', 'Inserir vídeo', 'Linha horizontal', 'Quebra de linha', 'Bloco de código',
    ]);
  });
});

