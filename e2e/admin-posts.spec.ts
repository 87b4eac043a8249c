import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { formatDate, formatTime } from '../lib/domain/dates';
import { isoToSaoPauloLocal, slugFromTitle } from '../lib/domain/post-form';
import { openPanelAs, watchConsole } from './helpers';

/*
 * Staff panel, issue 5 items 6 and 7: the post editor (every Tiptap feature, images only through
 * the media library), publishing to the public site, scheduling, the version conflict between
 * two tabs, the list's filters and the unsaved-changes warning. Everything created here (posts
 * and uploaded images) is removed at the end, so the specs that follow see the seeded station.
 */

const EDITOR = { email: 'editor@sintonia.local', senha: 'Sintonia@2026', nome: 'Marta Lindner' };
const stamp = Date.now().toString(36);
const BASE_URL = `http://localhost:${process.env.E2E_PORT || 3100}`;

type Created = { id: number; url: string; slug: string; versao: number };
type MediaUpload = { id: number; url: string; nomeOriginal: string; variantes: Record<string, string> };
type Category = { id: number; nome: string; slug: string };

const createdPosts = new Set<number>();
const uploadedMedia = new Set<number>();


/** Records what the panel creates, so afterAll can remove it. */
function trackWrites(page: Page) {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || response.status() !== 201) return;
    if (url.pathname === '/api/v1/postagens') createdPosts.add(((await response.json()) as Created).id);
    if (url.pathname === '/api/v1/midia') uploadedMedia.add(((await response.json()) as MediaUpload).id);
  });
}

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

async function staff<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

async function category(page: Page, slug: string): Promise<Category> {
  const list = await staff<Category[]>(page, 'GET', '/categorias');
  const found = list.find((item) => item.slug === slug);
  expect(found, `categoria ${slug}`).toBeTruthy();
  return found as Category;
}

/** A draft created straight through the API (faster than the form where the form is not the point). */
async function apiDraft(page: Page, titulo: string, status: 'rascunho' | 'publicado' = 'rascunho'): Promise<Created> {
  const politica = await category(page, 'politica');
  const created = await staff<Created>(page, 'POST', '/postagens', {
    titulo,
    slug: slugFromTitle(titulo),
    resumo: 'Criada pelo teste de ponta a ponta.',
    conteudo: '<p>Texto original da postagem.</p>',
    categoriaId: politica.id,
    status,
  });
  createdPosts.add(created.id);
  return created;
}

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** In an open media picker: upload one file on the 'Enviar' tab and use it. */
async function uploadThroughPicker(page: Page, dialogName: string, fileName: string, buffer: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enviar' }).click();
  await dialog.getByLabel('Escolher imagens para enviar').setInputFiles({ name: fileName, mimeType: 'image/png', buffer });
  await expect(dialog.locator('[data-testid="envio"]').filter({ hasText: fileName })).toContainText('Concluído', { timeout: 20_000 });
  await dialog.getByRole('button', { name: /^Usar (imagem selecionada|imagens selecionadas)$/ }).click();
  await expect(dialog).toBeHidden();
}

const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Texto', exact: true });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatação do texto' });

/** Each named tool is displayed inside the toolbar's box (not scrolled or clipped away). */
async function expectAllInView(bar: Locator, names: string[]) {
  const box = (await bar.boundingBox())!;
  for (const name of names) {
    const tool = bar.getByRole('button', { name, exact: true });
    await expect(tool).toBeVisible();
    const own = (await tool.boundingBox())!;
    expect(own.x >= box.x && own.x + own.width <= box.x + box.width + 0.5, `${name} fora da barra`).toBe(true);
  }
}

async function openNewPost(page: Page) {
  await page.goto('/admin/postagens/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova postagem' })).toBeVisible();
  await expect(editorBox(page)).toBeVisible();
}

/** Failures this spec causes on purpose (the version conflict) are the only ones allowed. */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/^HTTP 409 \/api\/v1\/postagens\/\d+$/.test(problem) && !/status of 409/.test(problem));
}

test.afterAll(async () => {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/v1/auth/login', { data: { email: EDITOR.email, password: EDITOR.senha } });
  if (login.ok()) {
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const id of createdPosts) await context.delete(`/api/v1/postagens/${id}`, { headers });
    for (const id of uploadedMedia) await context.delete(`/api/v1/midia/${id}`, { headers });
  }
  await context.dispose();
});

test.describe('post editor /admin/postagens (issue 5 items 6–7)', () => {
  test('creates a post with every editor feature, publishes it, and the public page renders each element', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    trackWrites(page);
    await openPanelAs(page, 'editor');
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
    await expect(page.locator('article iframe')).toHaveCount(1);
    await expect(body.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=42');
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
    test.setTimeout(240_000);
    trackWrites(page);
    await openPanelAs(page, 'editor');
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

    // Not public yet: no page and not on the home.
    const publicPath = `/politica/${slugFromTitle(titulo)}`;
    expect((await page.request.get(publicPath)).status()).toBe(404);
    await page.goto('/');
    await expect(page.getByRole('link', { name: titulo, exact: true })).toHaveCount(0);

    // The scheduler runs every 30 s: public within about a minute after the chosen time.
    const wait = target.getTime() - Date.now() + 100_000;
    await expect.poll(async () => (await page.request.get(publicPath)).status(), { timeout: wait, intervals: [5_000] }).toBe(200);
    await page.goto(publicPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titulo);
  });

  test('two tabs on one post: the second save gets the conflict dialog naming who saved, and keeps its text', async ({ page, context, baseURL }) => {
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPanelAs(page, 'editor');
    const post = await apiDraft(page, `E2E conflito ${stamp}`);
    const editPath = `/admin/postagens/${post.id}/editar`;

    const second = await context.newPage();
    const secondProblems = watchConsole(second, { ignoreLinkPrefetches: true });
    await page.goto(editPath);
    await second.goto(editPath);
    await expect(editorBox(page)).toContainText('Texto original da postagem.');
    await expect(editorBox(second)).toContainText('Texto original da postagem.');

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

  test('the list filters by status and search, kept in the URL across reload and back', async ({ page }) => {
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
    await openPanelAs(page, 'editor');
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
