import { expect, test } from '@playwright/test';
import { openPanelAs, watchConsole } from './helpers';
import { apiDraft, category, editorBox, openNewPost, removeCreatedPosts, staff, stamp, trackWrites, unexpected } from './post-editor-helpers';

/*
 * Issue 28 items 1 and 2: every save keeps a version that "Histórico" compares with the form and
 * restores as a new one; what an editor types is autosaved to the server, never to the post or
 * its public page, and offered back on another device. What is created here is removed at the end.
 */

type Revision = { id: number; versao: number; titulo: string; tipo: string };

test.afterAll(removeCreatedPosts);

const isPut = (path: string) => (response: { request(): { method(): string }; url(): string }) =>
  response.request().method() === 'PUT' && new URL(response.url()).pathname === `/api/v1${path}`;

test.describe('post history and autosave (issue 28 items 1–2)', () => {
  test('three saves keep three versions; Histórico shows the words that changed and restores the first as a fourth', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await openPanelAs(page, 'editor', null);
    const first = `E2E histórico ${stamp}`;
    // Save 1: created through the API with 'Texto original da postagem.'.
    const post = await apiDraft(page, first);
    const editPath = `/admin/postagens/${post.id}/editar`;
    await page.goto(editPath);
    const title = page.getByLabel('Título', { exact: true });
    await expect(title).toHaveValue(first);
    await expect(editorBox(page)).toContainText('Texto original da postagem.');

    // Save 2: a longer title.
    await title.fill(`${first} segunda`);
    let saved = page.waitForResponse(isPut(`/postagens/${post.id}`));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    expect((await saved).status()).toBe(200);

    // Save 3: the text rewritten.
    await editorBox(page).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Texto reescrito na terceira versão.');
    saved = page.waitForResponse(isPut(`/postagens/${post.id}`));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    expect((await saved).status()).toBe(200);
    expect(await staff<Revision[]>(page, 'GET', `/postagens/${post.id}/revisoes`)).toHaveLength(3);

    await page.getByRole('button', { name: 'Histórico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Histórico' });
    const versions = dialog.getByRole('list', { name: 'Versões salvas' }).getByRole('button');
    await expect(versions).toHaveCount(3);
    await expect(versions.first()).toContainText('(atual)');
    await versions.last().click();
    await expect(versions.last()).toHaveAttribute('aria-pressed', 'true');
    await expect(versions.last()).toContainText('Versão 1');

    // The first version against the form: its text struck in red, the form's in green.
    const diff = dialog.getByTestId('diferencas');
    await expect(diff.locator('ins', { hasText: 'segunda' })).toBeVisible();
    await expect(diff.locator('del', { hasText: 'original da postagem.' })).toBeVisible();
    await expect(diff.locator('ins', { hasText: 'reescrito na terceira versão.' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('historico.png') });

    await dialog.getByRole('button', { name: 'Restaurar esta versão' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restaurar esta versão?' });
    await expect(confirm).toContainText('salvos como uma nova versão');
    await confirm.getByRole('button', { name: 'Restaurar esta versão' }).click();
    await expect(page.getByText('Versão restaurada.')).toBeVisible();

    // The form holds the first version again, saved as the fourth; the third is still in the history.
    await expect(title).toHaveValue(first);
    await expect(editorBox(page)).toContainText('Texto original da postagem.');
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveCount(0);
    const after = await staff<Revision[]>(page, 'GET', `/postagens/${post.id}/revisoes`);
    expect(after.map((revision) => revision.versao)).toEqual([4, 3, 2, 1]);
    expect(after[0]).toMatchObject({ titulo: first, tipo: 'salva' });
    expect(unexpected(problems)).toEqual([]);
  });

  test('an autosave made in one browser is offered in another, to the same editor only; the public page stays byte for byte until "Salvar"', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E autosalvamento ${stamp}`;
    const post = await apiDraft(page, titulo, 'publicado');
    const editPath = `/admin/postagens/${post.id}/editar`;
    const publicHtml = async () => (await page.request.get(post.url)).text();
    const before = await publicHtml();
    // From the cache from here on: the same bytes each time.
    expect(await publicHtml()).toBe(before);

    await page.goto(editPath);
    const title = page.getByLabel('Título', { exact: true });
    await expect(title).toHaveValue(titulo);
    const autosaved = page.waitForResponse(isPut(`/postagens/${post.id}/autosalvamento`), { timeout: 30_000 });
    await title.fill(`${titulo} em edição`);
    await editorBox(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Parágrafo escrito no computador da redação.');
    expect((await autosaved).status()).toBe(200);
    await expect(page.getByTestId('estado-salvamento-automatico')).toHaveText(/^Versão salva automaticamente às \d{2}:\d{2}$/);

    // Nothing public moved: the same HTML, and the post as it was.
    expect(await publicHtml()).toBe(before);
    expect((await staff<{ titulo: string }>(page, 'GET', `/postagens/${post.id}`)).titulo).toBe(titulo);

    // Another browser, the same editor (their phone): the autosave is offered, and recovered.
    const phoneContext = await browser.newContext();
    const phone = await phoneContext.newPage();
    const phoneProblems = watchConsole(phone);
    await openPanelAs(phone, 'editor', editPath);
    const offer = phone.getByTestId('salvamento-automatico');
    await expect(offer.locator('p')).toHaveText(/^Há uma versão salva automaticamente às \d{2}:\d{2}$/);
    await expect(offer.getByRole('button')).toHaveText(['Recuperar', 'Descartar']);
    await expect(phone.getByTestId('rascunho-local')).toHaveCount(0);
    await expect(phone.getByLabel('Título', { exact: true })).toHaveValue(titulo);
    await phone.screenshot({ path: test.info().outputPath('oferta-salvamento-automatico.png') });
    await offer.getByRole('button', { name: 'Recuperar' }).click();
    await expect(offer).toBeHidden();
    await expect(phone.getByLabel('Título', { exact: true })).toHaveValue(`${titulo} em edição`);
    await expect(editorBox(phone)).toContainText('Parágrafo escrito no computador da redação.');

    // Someone else opening the post is offered nothing.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const asked = admin.waitForResponse((response) => new URL(response.url()).pathname === `/api/v1/postagens/${post.id}/autosalvamento`);
    await openPanelAs(admin, 'admin', editPath);
    expect(await (await asked).json()).toBeNull();
    await expect(admin.getByLabel('Título', { exact: true })).toHaveValue(titulo);
    await expect(admin.getByTestId('salvamento-automatico')).toHaveCount(0);
    await adminContext.close();

    // "Salvar" on the phone: now readers get the new text, and the autosave is gone.
    await phone.getByRole('button', { name: 'Atualizar' }).click();
    await expect(phone.getByText('Postagem salva.')).toBeVisible();
    await expect.poll(publicHtml, { timeout: 15_000 }).toContain(`${titulo} em edição`);
    expect(await staff(phone, 'GET', `/postagens/${post.id}/autosalvamento`)).toBeNull();
    expect(phoneProblems).toEqual([]);
    await phoneContext.close();
  });

  test('on a phone the autosave offer and Histórico with its differences fit the screen @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E histórico no celular ${stamp}`;
    const post = await apiDraft(page, titulo);
    const politica = await category(page, 'politica');
    const body = { titulo, slug: post.slug, resumo: 'Criada pelo teste de ponta a ponta.', categoriaId: politica.id, status: 'rascunho' };
    const second = await staff<{ versao: number }>(page, 'PUT', `/postagens/${post.id}`, { ...body, conteudo: '<p>Texto da segunda versão, com uma frase a mais.</p>', versao: post.versao });
    // This editor's autosave, as another device left it.
    await staff(page, 'PUT', `/postagens/${post.id}/autosalvamento`, { ...body, titulo: `${titulo} (no celular)`, conteudo: '<p>Texto digitado no celular.</p>', versao: second.versao });

    await page.goto(`/admin/postagens/${post.id}/editar`);
    const offer = page.getByTestId('salvamento-automatico');
    await expect(offer.locator('p')).toHaveText(/^Há uma versão salva automaticamente às \d{2}:\d{2}$/);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await page.screenshot({ path: test.info().outputPath('oferta-celular.png') });
    await offer.getByRole('button', { name: 'Descartar' }).click();
    await expect(offer).toBeHidden();

    await page.getByRole('button', { name: 'Histórico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Histórico' });
    await expect(dialog.getByRole('list', { name: 'Versões salvas' }).getByRole('button')).toHaveCount(2);
    await expect(dialog.getByTestId('diferencas').locator('del', { hasText: 'original' })).toBeVisible();
    await expect(dialog.getByTestId('diferencas').locator('ins', { hasText: 'segunda versão' })).toBeVisible();
    expect(await fits()).toBe(true);
    await page.screenshot({ path: test.info().outputPath('historico-celular.png') });
  });

  test('a new post is stored as a draft by the autosave once its title is typed, and its address becomes the edit page', async ({ page }) => {
    test.setTimeout(90_000);
    trackWrites(page);
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/postagens', { timeout: 30_000 });
    const titulo = `E2E rascunho automático ${stamp}`;
    await page.getByLabel('Título', { exact: true }).fill(titulo);
    await editorBox(page).click();
    await page.keyboard.type('Primeiras linhas.');
    const response = await created;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };

    await expect(page).toHaveURL(new RegExp(`/admin/postagens/${id}/editar$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Editar postagem' })).toBeVisible();
    await expect(page.getByTestId('estado-salvamento-automatico')).toHaveText(/^Rascunho criado automaticamente às \d{2}:\d{2}$/);
    // The editor kept its place: the text typed so far is still there, and more can follow.
    await page.keyboard.type(' E mais.');
    await expect(editorBox(page)).toContainText('Primeiras linhas. E mais.');
    const stored = await staff<{ status: string; titulo: string }>(page, 'GET', `/postagens/${id}`);
    expect(stored).toMatchObject({ status: 'rascunho', titulo });

    // "Salvar rascunho" saves over that draft: no second post.
    const saved = page.waitForResponse(isPut(`/postagens/${id}`));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Postagem salva.')).toBeVisible();
    expect((await staff<{ conteudo: string }>(page, 'GET', `/postagens/${id}`)).conteudo).toContain('Primeiras linhas. E mais.');
  });
});
