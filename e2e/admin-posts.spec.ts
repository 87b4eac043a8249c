import { expect, test } from '@playwright/test';
import { formatDate, formatTime } from '../lib/domain/dates';
import { isoToSaoPauloLocal, slugFromTitle } from '../lib/domain/post-form';
import type { AdminPostDetail } from '../lib/schemas/posts';
import { openPanelAs, watchConsole } from './helpers';
import {
  apiDraft,
  DRAFT_TEXT,
  EDITOR,
  editorBox,
  openNewPost,
  png,
  removeCreatedPosts,
  staff,
  stamp,
  toolbar,
  trackWrites,
  unexpected,
  uploadThroughPicker,
} from './post-editor-helpers';

/*
 * Staff panel, issue 5 items 6 and 7: the post editor (every Tiptap feature, images only through
 * the media library), publishing to the public site, scheduling, and the version conflict between two tabs
 * (the list, editing safety and layout are in admin-post-editing.spec.ts). Everything created here (posts
 * and uploaded images) is removed at the end, so the specs that follow see the seeded station.
 */

test.afterAll(removeCreatedPosts);

test.describe('post editor /admin/postagens (issue 5 items 6–7)', () => {
  test('creates a post with every editor feature, publishes it, and the public page renders each element', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    trackWrites(page);
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);

    const titulo = `E2E editor completo ${stamp}`;
    await page.getByLabel('Título', { exact: true }).fill(titulo);
    // The slug follows the title (SPEC §9 slugify) and is checked live.
    await expect(page.getByLabel('Endereço (slug)')).toHaveValue(slugFromTitle(titulo));
    await expect(page.getByText('Endereço disponível.')).toBeVisible();
    await page.getByLabel('Resumo', { exact: true }).fill('Uma postagem que usa todos os recursos do editor.');
    await expect(page.getByText('49/400')).toBeVisible();

    const editor = editorBox(page);
    const bar = toolbar(page);
    await editor.click();

    // Headings 1–6 through the block select.
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await page.keyboard.type(`Título nível ${level}`);
      await bar.getByLabel('Estilo do parágrafo').selectOption(`Título ${level}`);
      await expect(editor.locator(`h${level}`)).toHaveText(`Título nível ${level}`);
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
    }

    // Marks by keyboard shortcut.
    await page.keyboard.type('Texto com ');
    for (const [shortcut, word] of [
      ['ControlOrMeta+b', 'negrito'],
      ['ControlOrMeta+i', 'itálico'],
      ['ControlOrMeta+u', 'sublinhado'],
      ['ControlOrMeta+Shift+s', 'tachado'],
      ['ControlOrMeta+e', 'código'],
    ]) {
      await page.keyboard.press(shortcut);
      await page.keyboard.type(word);
      await page.keyboard.press(shortcut);
      await page.keyboard.type(' e ');
    }
    await page.keyboard.type('fim.');
    await expect(editor.locator('strong', { hasText: 'negrito' })).toBeVisible();
    await expect(editor.locator('em', { hasText: 'itálico' })).toBeVisible();
    await expect(editor.locator('u', { hasText: 'sublinhado' })).toBeVisible();
    await expect(editor.locator('s', { hasText: 'tachado' })).toBeVisible();
    await expect(editor.locator('code', { hasText: 'código' })).toBeVisible();
    await page.keyboard.press('Enter');

    // Marks from the toolbar, which reports them with aria-pressed.
    const bold = bar.getByRole('button', { name: 'Negrito' });
    await expect(bold).toHaveAttribute('title', 'Negrito (Ctrl+B)');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('negrito pelo botão');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bar.getByRole('button', { name: 'Itálico' }).click();
    await page.keyboard.type(' e itálico pelo botão');
    await bar.getByRole('button', { name: 'Itálico' }).click();
    await page.keyboard.press('Enter');

    // Hard break with Shift+Enter.
    await page.keyboard.type('Linha um');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('linha dois');
    await expect(editor.locator('p', { hasText: 'Linha um' }).locator('br')).toHaveCount(1);
    await page.keyboard.press('Enter');

    // A link through the dialog: an unsafe address is refused in pt-BR, an https one is kept.
    await page.keyboard.type('Leia ');
    await bar.getByRole('button', { name: 'Link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Inserir link' });
    await linkDialog.getByLabel('Endereço (URL)').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Aplicar link' }).click();
    await expect(linkDialog.getByText(/Use um endereço http, https, ftp/)).toBeVisible();
    await linkDialog.getByLabel('Endereço (URL)').fill('https://www.exemplo.com.br/materia');
    await linkDialog.getByLabel('Texto do link').fill('a matéria completa');
    await linkDialog.getByRole('button', { name: 'Aplicar link' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(editor.locator('a[href="https://www.exemplo.com.br/materia"]')).toHaveText('a matéria completa');
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');

    // Code block with a language; three Enters leave it.
    await bar.getByLabel('Linguagem do bloco de código').selectOption('javascript');
    await page.keyboard.type('const x = 1;');
    await expect(editor.locator('pre code.language-javascript')).toHaveText('const x = 1;');
    await expect(bar.getByRole('button', { name: 'Bloco de código' })).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Enter');

    // Blockquote by its shortcut; Enter twice leaves it.
    await page.keyboard.type('Uma citação importante');
    await page.keyboard.press('ControlOrMeta+Shift+b');
    await expect(editor.locator('blockquote')).toHaveText('Uma citação importante');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // Ordered list starting at 3 (Markdown-style input rule), then a bullet list.
    await page.keyboard.type('3. terceiro item');
    await page.keyboard.press('Enter');
    await page.keyboard.type('quarto item');
    await expect(editor.locator('ol[start="3"] li')).toHaveCount(2);
    await expect(bar.getByRole('spinbutton', { name: 'Começa em' })).toHaveValue('3');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- item com marcador');
    await expect(editor.locator('ul li', { hasText: 'item com marcador' })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // A task item, ticked.
    await bar.getByRole('button', { name: 'Lista de tarefas' }).click();
    await page.keyboard.type('tarefa concluída');
    // In the editor the node view marks task items with data-checked; data-type is only in the saved HTML.
    const task = editor.locator('li[data-checked]', { hasText: 'tarefa concluída' });
    await task.locator('input[type="checkbox"]').check();
    await expect(task).toHaveAttribute('data-checked', 'true');
    await task.locator('p').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    // Horizontal rule.
    await bar.getByRole('button', { name: 'Linha horizontal' }).click();
    await expect(editor.locator('hr')).toHaveCount(1);

    // A YouTube video from its link ("Inserir vídeo"), kept where it was inserted.
    await bar.getByRole('button', { name: 'Inserir vídeo' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Inserir vídeo do YouTube' });
    await videoDialog.getByLabel('Endereço do vídeo').fill('https://youtu.be/Sr3n0Cam879?t=42');
    await videoDialog.getByRole('button', { name: 'Inserir vídeo' }).click();
    await expect(videoDialog).toBeHidden();
    await expect(editor.locator('[data-youtube-video] iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=42');

    // An image uploaded through the media picker into the text, then centred at half width.
    const bodyImage = `e2e-corpo-${stamp}.png`;
    await bar.getByRole('button', { name: 'Inserir imagem' }).click();
    await uploadThroughPicker(page, 'Inserir imagem no texto', bodyImage, await png(47, 91, 234));
    const image = editor.locator('img[src*="_post-large"]');
    await expect(image).toHaveCount(1);
    // The cursor waits after the image; a click on the image selects it and shows its layout controls.
    await image.click();
    await bar.getByLabel('Alinhamento da imagem').selectOption('center');
    await bar.getByLabel('Largura da imagem').selectOption('50%');

    // Undo and redo: a burst typed after a pause is its own undo step (500 ms groups).
    await editor.locator('p').last().click();
    await page.keyboard.type('Parágrafo final.');
    await page.waitForTimeout(700);
    await page.keyboard.type(' APAGAR');
    await bar.getByRole('button', { name: 'Desfazer' }).click();
    await expect(editor).not.toContainText('APAGAR');
    await expect(editor).toContainText('Parágrafo final.');
    await bar.getByRole('button', { name: 'Refazer' }).click();
    await expect(editor).toContainText('Parágrafo final. APAGAR');
    await editor.focus();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(editor).not.toContainText('APAGAR');
    await expect(page.getByTestId('contagem-texto')).toHaveText(/^[\d.]+ caracteres · [\d.]+ palavras$/);

    // The rest of the form: category, featured image (uploaded in the picker), caption, tags.
    await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Política' });
    await expect(page.getByText(`/politica/${slugFromTitle(titulo)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Escolher imagem' }).click();
    await uploadThroughPicker(page, 'Imagem destacada', `e2e-capa-${stamp}.png`, await png(200, 60, 40));
    await expect(page.getByRole('img', { name: 'Imagem destacada escolhida' })).toBeVisible();
    await page.getByLabel('Legenda da imagem', { exact: true }).fill('Foto: equipe Sintonia');
    const tags = page.getByLabel('Tags', { exact: true });
    await tags.fill('e2e');
    await tags.press('Enter');
    await tags.fill('editor,');
    await expect(page.getByRole('list', { name: 'Tags da postagem' }).getByRole('listitem')).toHaveText(['e2e', 'editor']);

    // The preview shows the unsaved post like the public page.
    await page.getByRole('button', { name: 'Pré-visualizar' }).click();
    const preview = page.getByTestId('previa-postagem');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(titulo);
    await expect(preview.locator('.post-body strong', { hasText: /^negrito$/ })).toBeVisible();
    await expect(preview.getByText(`Por ${EDITOR.nome}`)).toBeVisible();
    await page.getByRole('button', { name: 'Voltar à edição' }).click();

    // Publish: the toast, then the editor of the new post.
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Postagem publicada.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/postagens\/\d+\/editar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar postagem' })).toBeVisible();
    const publicPath = `/politica/${slugFromTitle(titulo)}`;
    await expect(page.getByRole('link', { name: 'Ver no site' })).toHaveAttribute('href', publicPath);

    // On the public home, among 'Notícias Recentes' (or 'Destaques')…
    await page.goto('/');
    const homeSections = page.locator('section[aria-labelledby="recentes"], section[aria-labelledby="destaques"]');
    await expect(homeSections.getByRole('link', { name: titulo, exact: true }).first()).toBeVisible();

    // …and on its own page, with every element the editor produced.
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
    const body = page.locator('article .post-body');
    await expect(body.locator('h2')).toHaveText(['Título nível 1', 'Título nível 2']);
    for (const level of [3, 4, 5, 6]) await expect(body.locator(`h${level}`)).toHaveText(`Título nível ${level}`);
    await expect(body.locator('strong').first()).toHaveText('negrito');
    await expect(body.locator('em').first()).toHaveText('itálico');
    await expect(body.locator('u')).toHaveText('sublinhado');
    await expect(body.locator('s')).toHaveText('tachado');
    await expect(body.locator('p > code')).toHaveText('código');
    await expect(body.locator('pre > code.language-javascript')).toHaveText('const x = 1;');
    await expect(body.locator('blockquote')).toContainText('Uma citação importante');
    await expect(body.locator('ol[start="3"] > li')).toHaveText(['terceiro item', 'quarto item']);
    await expect(body.locator('ul:not([data-type]) > li')).toHaveText('item com marcador');
    await expect(body.locator('li[data-type="taskItem"][data-checked="true"]')).toContainText('tarefa concluída');
    const link = body.locator('a[rel~="nofollow"]');
    await expect(link).toHaveAttribute('href', 'https://www.exemplo.com.br/materia');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(body.locator('hr')).toHaveCount(1);
    await expect(body.locator('[data-video-embed]')).toHaveAttribute('data-video-embed', 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=42');
    await expect(body.getByRole('link', { name: /^Assistir ao vídeo/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Sr3n0Cam879&t=42s');
    await expect(body.locator('p', { hasText: 'Linha um' }).locator('br')).toHaveCount(1);
    const published = body.locator('img');
    await expect(published).toHaveAttribute('src', /_post-large\.\w+$/);
    await expect(published).toHaveAttribute('style', /width:\s*50%/);
    await expect(published).toHaveAttribute('style', /margin:\s*0 auto/);
    await expect(body).toContainText('Parágrafo final.');
    await expect(body).not.toContainText('APAGAR');
    await expect(page.getByText('Foto: equipe Sintonia')).toBeVisible();
    await expect(page.getByRole('link', { name: 'editor', exact: true })).toBeVisible();

    expect(unexpected(problems)).toEqual([]);
  });

  test('a scheduled post is not public before its time and appears after it (Horário de Brasília)', async ({ page }) => {
    trackWrites(page);
    await openPanelAs(page, 'editor', null);
    await openNewPost(page);

    const titulo = `E2E agendada ${stamp}`;
    await page.getByLabel('Título', { exact: true }).fill(titulo);
    await page.getByLabel('Categoria', { exact: true }).selectOption({ label: 'Política' });
    await editorBox(page).click();
    await page.keyboard.type('Texto da postagem agendada.');

    // A full minute at least 65 s ahead: the time input has minute precision.
    const minute = 60_000;
    const target = new Date(Math.ceil((Date.now() + 65_000) / minute) * minute);
    const local = isoToSaoPauloLocal(target);
    await page.getByLabel('Status', { exact: true }).selectOption('agendado');
    await expect(page.getByText(/Horário de Brasília/)).toBeVisible();
    await page.getByLabel('Data', { exact: true }).fill(local.date);
    await page.getByLabel('Hora', { exact: true }).fill(local.time);
    await page.getByRole('button', { name: 'Agendar' }).click();
    await expect(page.getByText(`Postagem agendada para ${formatDate(target)} às ${formatTime(target)}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/postagens\/\d+\/editar$/);
    const id = Number(/\/postagens\/(\d+)\/editar$/.exec(page.url())?.[1]);
    const saved = await staff<AdminPostDetail>(page, 'GET', `/postagens/${id}`);
    expect(saved.status).toBe('agendado');
    expect(Date.parse(saved.publicadoEm ?? '')).toBe(target.getTime());

    // Not public yet: no page and not on the home.
    const publicPath = `/politica/${slugFromTitle(titulo)}`;
    expect((await page.request.get(publicPath)).status()).toBe(404);
    await page.goto('/');
    await expect(page.getByRole('link', { name: titulo, exact: true })).toHaveCount(0);

    // The rule is about time, not the form: through the API (which takes seconds) the moment moves
    // to 5 s from now, and the scheduler (every 5 s) is watched publishing it without waiting out
    // the form's minute.
    const soon = new Date(Date.now() + 5_000);
    await staff(page, 'PUT', `/postagens/${id}`, {
      titulo: saved.titulo,
      slug: saved.slug,
      conteudo: saved.conteudo,
      categoriaId: saved.categoria.id,
      status: 'agendado',
      publicadoEm: soon.toISOString(),
      versao: saved.versao,
    });
    expect((await page.request.get(publicPath)).status()).toBe(404);
    await expect.poll(async () => (await page.request.get(publicPath)).status(), { timeout: 30_000, intervals: [1_000] }).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(soon.getTime());
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
  });

  test('two tabs on one post: the second save gets the conflict dialog naming who saved, and keeps its text', async ({ page, context, baseURL }) => {
    const problems = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPanelAs(page, 'editor', null);
    const post = await apiDraft(page, `E2E conflito ${stamp}`);
    const editPath = `/admin/postagens/${post.id}/editar`;

    const second = await context.newPage();
    const secondProblems = watchConsole(second);
    await page.goto(editPath);
    await second.goto(editPath);
    await expect(editorBox(page)).toContainText(DRAFT_TEXT);
    await expect(editorBox(second)).toContainText(DRAFT_TEXT);

    // Tab 1 saves first.
    await page.getByLabel('Título', { exact: true }).fill(`E2E conflito ${stamp} (aba 1)`);
    await page.getByRole('button', { name: 'Salvar rascunho' }).click();
    await expect(page.getByText('Postagem salva.')).toBeVisible();

    // Tab 2, still on the old version, writes and saves.
    await editorBox(second).click();
    await second.keyboard.press('ControlOrMeta+End');
    await second.keyboard.type(' Texto escrito na segunda aba.');
    await second.getByRole('button', { name: 'Salvar rascunho' }).click();
    const dialog = second.getByRole('dialog', { name: 'Esta postagem foi alterada por outra pessoa' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('conflito-autor')).toContainText(EDITOR.nome);
    await expect(dialog.getByTestId('conflito-autor')).toContainText(/\d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}/);
    // Nothing was discarded: the text is still in the editor behind the dialog.
    await expect(editorBox(second)).toContainText('Texto escrito na segunda aba.');
    await dialog.getByRole('button', { name: 'Copiar meu texto' }).click();
    await expect(dialog.getByText(/Texto copiado/)).toBeVisible();
    const copied = await second.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Texto escrito na segunda aba.');

    // Reloading shows the current version (tab 1's title).
    await dialog.getByRole('button', { name: 'Recarregar a versão atual' }).click();
    await expect(second.getByLabel('Título', { exact: true })).toHaveValue(`E2E conflito ${stamp} (aba 1)`);
    await expect(editorBox(second)).not.toContainText('Texto escrito na segunda aba.');

    expect(unexpected(problems)).toEqual([]);
    expect(unexpected(secondProblems)).toEqual([]);
    await second.close();
  });
});
