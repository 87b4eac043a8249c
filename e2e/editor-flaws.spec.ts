import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openPanelAs, watchConsole } from './helpers';
import { apiDraft, caretAtEnd, DRAFT_TEXT, EDITOR, editorBox, removeCreatedPosts, staff, stamp, toolbar, trackWrites, type MediaUpload } from './post-editor-helpers';

/*
 * Issue 28, items 5 and 6: what a new editor met in the post editor (a link that grew as they
 * typed after it, an empty "Título 2" published, "alterações ainda não salvas" right after saving,
 * a bare login page after an expired session) and the focal point of an image, which moves its
 * share image's crop. What is created here is removed at the end.
 */

test.afterAll(removeCreatedPosts);

type StoredPost = { conteudo: string; conteudoJson: unknown; titulo: string };

const RED = { r: 230, g: 20, b: 20 };

/** A tall picture (900×1600), blue, with a red 300×200 block in its bottom-left corner. */
async function pictureWithCornerBlock(): Promise<Buffer> {
  const block = await sharp({ create: { width: 300, height: 200, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width: 900, height: 1600, channels: 3, background: { r: 20, g: 60, b: 200 } } })
    .composite([{ input: block, left: 0, top: 1400 }])
    .png()
    .toBuffer();
}

/** Share of a region's pixels that are the block's red. */
async function redShare(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number> {
  const { data, info } = await sharp(jpeg).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let at = 0; at < data.length; at += info.channels) if (data[at] > 180 && data[at + 1] < 80 && data[at + 2] < 80) red += 1;
  return red / (info.width * info.height);
}

async function openDraft(page: Page, titulo: string) {
  const draft = await apiDraft(page, titulo);
  await page.goto(`/admin/postagens/${draft.id}/editar`);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(titulo);
  await expect(editorBox(page)).toBeVisible();
  return draft;
}

test.describe('the editor flaws (issue 28 item 6)', () => {
  test('typing at the end of a link does not extend it', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'editor', null);
    const draft = await openDraft(page, `E2E link ${stamp}`);

    await editorBox(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Leia ');
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Inserir link' });
    await dialog.getByLabel('Endereço (URL)').fill('https://www.exemplo.com.br/materia');
    await dialog.getByLabel('Texto do link').fill('a matéria');
    await dialog.getByRole('button', { name: 'Aplicar link' }).click();
    await expect(dialog).toBeHidden();

    // Typed right after the link, and again after putting the cursor back at its end.
    await page.keyboard.type('. Fim');
    const link = editorBox(page).getByRole('link', { name: 'a matéria' });
    await expect(link).toHaveText('a matéria');
    await page.keyboard.press('End');
    await page.keyboard.type(' do texto');
    await link.click();
    await page.keyboard.press('End');
    await expect(editorBox(page).locator('a')).toHaveText(['a matéria']);
    // The toolbar's Link is not pressed where the cursor is after the link.
    await expect(toolbar(page).getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByText('Postagem salva.')).toBeVisible();
    const saved = await staff<StoredPost>(page, 'GET', `/postagens/${draft.id}`);
    expect(saved.conteudo).toMatch(/<a [^>]*href="https:\/\/www\.exemplo\.com\.br\/materia"[^>]*>a matéria<\/a>\. Fim do texto<\/p>/);
    expect(problems).toEqual([]);
  });

  test('an empty heading is dropped on save, and the preview after a save speaks of the saved version', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'editor', null);
    const draft = await openDraft(page, `E2E título vazio ${stamp}`);

    // Enter at the end of the text, "Título 2", nothing typed, Enter again, then a paragraph of text.
    await caretAtEnd(page);
    await page.keyboard.press('Enter');
    await expect(editorBox(page).locator('p')).toHaveCount(2);
    await expect(editorBox(page).locator('p').first()).toHaveText(DRAFT_TEXT);
    await toolbar(page).getByRole('combobox', { name: 'Estilo do parágrafo' }).selectOption('2');
    await expect(editorBox(page).locator('h2')).toHaveCount(1);
    await expect(editorBox(page).locator('h2')).toBeEmpty();
    await caretAtEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Depois do título que ficou vazio.');

    // Before saving, the preview speaks of unsaved changes and leaves the empty heading out.
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    const preview = page.getByRole('dialog', { name: 'Pré-visualização' });
    await expect(preview.getByTestId('aviso-previa')).toHaveText('Prévia com as alterações ainda não salvas. Leitores não veem esta página.');
    await expect(preview.locator('.post-body h2')).toHaveCount(0);
    await preview.getByRole('button', { name: 'Voltar à edição' }).click();

    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByText('Postagem salva.')).toBeVisible();
    await expect(page.getByTestId('alteracoes-pendentes')).toHaveCount(0);
    const saved = await staff<StoredPost>(page, 'GET', `/postagens/${draft.id}`);
    expect(saved.conteudo).not.toMatch(/<h[1-6][^>]*>\s*(?:<br\s*\/?>)?\s*<\/h[1-6]>/);
    expect(saved.conteudo).toContain('<p>Depois do título que ficou vazio.</p>');
    // The run of empty paragraphs became one.
    expect(saved.conteudo).not.toMatch(/(?:<p><\/p>){2}/);
    expect(JSON.stringify(saved.conteudoJson)).not.toContain('"heading"');

    // Right after the save, the preview shows the saved version.
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    await expect(preview.getByTestId('aviso-previa')).toHaveText('Prévia da versão salva. Leitores não veem esta página.');
    await preview.getByRole('button', { name: 'Voltar à edição' }).click();

    // Reopened, the editor shows what the page shows: no empty heading.
    await page.reload();
    await expect(editorBox(page)).toContainText('Depois do título que ficou vazio.');
    await expect(editorBox(page).locator('h2')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('an expired session says why on the login page, keeps the text and returns to the post', async ({ page }) => {
    await openPanelAs(page, 'editor', null);
    const titulo = `E2E sessão vencida ${stamp}`;
    const draft = await openDraft(page, titulo);
    await page.getByLabel('Título', { exact: true }).fill(`${titulo}, título novo`);
    await editorBox(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Escrito antes de a sessão vencer.');

    // The access token is no longer valid: the save is answered 401.
    await page.evaluate(() => window.localStorage.setItem('token', 'token-vencido'));
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/login\\?from=${encodeURIComponent(`/admin/postagens/${draft.id}/editar`)}$`));
    await expect(page.getByRole('status').filter({ hasText: 'Sua sessão expirou' })).toHaveText('Sua sessão expirou. Entre de novo — seu texto foi guardado.');

    await page.getByLabel('E-mail').fill(EDITOR.email);
    await page.getByLabel('Senha', { exact: true }).fill(EDITOR.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/postagens/${draft.id}/editar$`));

    // The kept copy is offered and restores the title and the text.
    await page.getByRole('button', { name: /^Recuperar/ }).first().click();
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue(`${titulo}, título novo`);
    await expect(editorBox(page)).toContainText('Escrito antes de a sessão vencer.');

    // A later visit to the login page, signed out on purpose, says nothing of an expiry.
    await page.goto('/admin/login');
    await expect(page.getByText('Sua sessão expirou')).toHaveCount(0);
  });
});

test.describe('the focal point (issue 28 item 5)', () => {
  test('picked on the image, by click and by keyboard, it moves the share image crop @mobile', async ({ page }, testInfo) => {
    const problems = watchConsole(page);
    trackWrites(page);
    await openPanelAs(page, 'editor', '/admin/midia');
    await expect(page.getByRole('heading', { level: 1, name: 'Mídia' })).toBeVisible();

    const nome = `e2e-ponto-focal-${stamp}-${testInfo.project.name}.png`;
    const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/midia' && response.status() === 201);
    await page.getByLabel('Escolher imagens ou áudios para enviar').setInputFiles({ name: nome, mimeType: 'image/png', buffer: await pictureWithCornerBlock() });
    const media = (await (await uploaded).json()) as MediaUpload & { arquivo: string };
    await page.getByRole('list', { name: 'Imagens' }).getByRole('button', { name: nome }).click();

    const details = page.getByTestId('detalhes-midia');
    const picker = details.getByTestId('seletor-ponto-focal');
    await expect(picker).toBeVisible();
    await expect(details.getByTestId('descricao-ponto-focal')).toHaveText('Ponto focal: centro da imagem.');
    const shareUrl = media.url.replace(/^\/uploads\//, '/compartilhamento/').replace(/\.\w+$/, '.jpg');

    // From the centre, the share image does not reach the corner block.
    const centred = await page.request.get(shareUrl);
    expect(centred.status()).toBe(200);
    expect(centred.headers()['content-type']).toBe('image/jpeg');
    expect(await redShare(await centred.body(), { left: 0, top: 0, width: 1200, height: 630 })).toBe(0);

    // A click on the block puts the marker there.
    const box = (await picker.locator('img').boundingBox())!;
    await picker.click({ position: { x: box.width * 0.15, y: box.height * 0.95 } });
    await expect(details.getByTestId('descricao-ponto-focal')).toHaveText(/^Ponto focal: 1[4-6]% da largura, 9[4-6]% da altura\.$/);
    await page.screenshot({ path: testInfo.outputPath(`ponto-focal-${testInfo.project.name}.png`) });
    await details.getByRole('button', { name: 'Salvar ponto focal' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ponto focal salvo.' })).toBeVisible();

    const stored = await staff<{ focoX: number; focoY: number }>(page, 'GET', `/midia/${media.id}`);
    expect(stored.focoX).toBeCloseTo(0.15, 1);
    expect(stored.focoY).toBeCloseTo(0.95, 1);
    // The same address now answers the crop around the block: red in its bottom-left corner.
    const focused = await page.request.get(shareUrl);
    expect(focused.headers()['cache-control']).toBe('public, no-cache');
    const image = await focused.body();
    expect(await sharp(image).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await redShare(image, { left: 20, top: 400, width: 340, height: 200 })).toBeGreaterThan(0.9);
    expect(await redShare(image, { left: 500, top: 0, width: 700, height: 630 })).toBe(0);

    // The keyboard moves it too, and "Centralizar" brings it back.
    await picker.focus();
    await page.keyboard.press('ArrowUp');
    await expect(details.getByTestId('descricao-ponto-focal')).toHaveText(/9[3-5]% da altura/);
    await details.getByRole('button', { name: 'Centralizar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ponto focal no centro da imagem.' })).toBeVisible();
    await expect(details.getByTestId('descricao-ponto-focal')).toHaveText('Ponto focal: centro da imagem.');
    expect(await redShare(await (await page.request.get(shareUrl)).body(), { left: 0, top: 0, width: 1200, height: 630 })).toBe(0);

    // Back on the block, the post form's share card shows the server's crop of the featured image.
    await page.request.fetch(`/api/v1/midia/${media.id}`, {
      method: 'PATCH',
      data: { focoX: 0.15, focoY: 0.95 },
      headers: { authorization: `Bearer ${await page.evaluate(() => window.localStorage.getItem('token'))}` },
    });
    const draft = await apiDraft(page, `E2E compartilhamento ${stamp} ${testInfo.project.name}`);
    const current = await staff<Record<string, unknown> & { versao: number }>(page, 'GET', `/postagens/${draft.id}`);
    await staff(page, 'PUT', `/postagens/${draft.id}`, {
      titulo: current.titulo,
      slug: current.slug,
      resumo: current.resumo ?? '',
      conteudo: current.conteudo,
      categoriaId: (current.categoria as { id: number }).id,
      status: 'rascunho',
      imagemDestaque: media.url,
      versao: current.versao,
    });
    await page.goto(`/admin/postagens/${draft.id}/editar`);
    const card = page.getByTestId('previa-compartilhamento');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('imagem-compartilhamento')).toHaveAttribute('src', shareUrl);
    await expect(card).toContainText(`E2E compartilhamento ${stamp}`);
    await expect(card).toContainText('Criada pelo teste de ponta a ponta.');
    await expect.poll(() => card.getByTestId('imagem-compartilhamento').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await card.screenshot({ path: testInfo.outputPath(`previa-compartilhamento-${testInfo.project.name}.png`) });
    expect(problems).toEqual([]);
  });
});
