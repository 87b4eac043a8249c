// What the post editor specs share: the editor account, API shortcuts, the picker, and the clean-up.
import { expect, request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { slugFromTitle } from '../lib/domain/post-form';
import { appUrl } from './stack';

export const EDITOR = { email: 'editor@sintonia.local', senha: 'Sintonia@2026', nome: 'Marta Lindner' };
export const stamp = Date.now().toString(36);
export const BASE_URL = appUrl();

export type Created = { id: number; url: string; slug: string; versao: number };
export type MediaUpload = { id: number; url: string; nomeOriginal: string; variantes: Record<string, string> };
export type Category = { id: number; nome: string; slug: string };

export const createdPosts = new Set<number>();
export const uploadedMedia = new Set<number>();


/** Records what the panel creates, so afterAll can remove it. */
export function trackWrites(page: Page) {
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'POST' || response.status() !== 201) return;
    if (url.pathname === '/api/v1/postagens') createdPosts.add(((await response.json()) as Created).id);
    if (url.pathname === '/api/v1/midia') uploadedMedia.add(((await response.json()) as MediaUpload).id);
  });
}

export async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

export async function staff<T>(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.ok(), `${method} ${path} → ${response.status()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export async function category(page: Page, slug: string): Promise<Category> {
  const list = await staff<Category[]>(page, 'GET', '/categorias');
  const found = list.find((item) => item.slug === slug);
  expect(found, `categoria ${slug}`).toBeTruthy();
  return found as Category;
}

/** The text of every draft apiDraft creates. */
export const DRAFT_TEXT = 'Texto original da postagem.';

/** A draft created straight through the API (faster than the form where the form is not the point). */
export async function apiDraft(page: Page, titulo: string, status: 'rascunho' | 'publicado' = 'rascunho'): Promise<Created> {
  const politica = await category(page, 'politica');
  const created = await staff<Created>(page, 'POST', '/postagens', {
    titulo,
    slug: slugFromTitle(titulo),
    resumo: 'Criada pelo teste de ponta a ponta.',
    conteudo: `<p>${DRAFT_TEXT}</p>`,
    categoriaId: politica.id,
    status,
  });
  createdPosts.add(created.id);
  return created;
}

export const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** In an open media picker: upload one file on the 'Enviar' tab and use it. */
export async function uploadThroughPicker(page: Page, dialogName: string, fileName: string, buffer: Buffer) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Enviar' }).click();
  await dialog.getByLabel('Escolher imagens para enviar').setInputFiles({ name: fileName, mimeType: 'image/png', buffer });
  await expect(dialog.locator('[data-testid="envio"]').filter({ hasText: fileName })).toContainText('Concluído', { timeout: 20_000 });
  await dialog.getByRole('button', { name: /^Usar (imagem selecionada|imagens selecionadas)$/ }).click();
  await expect(dialog).toBeHidden();
}

export const editorBox = (page: Page) => page.getByRole('textbox', { name: 'Texto', exact: true });

type EditorElement = HTMLElement & { editor?: { state: { selection: { empty: boolean; to: number }; doc: { content: { size: number } } } } };

/**
 * Puts the caret at the end of the text with Ctrl+End and waits until the editor has taken it in.
 * The browser reports a moved caret to the editor a moment after the key; an Enter pressed before
 * then splits the text where the caret was (seen in CI: the heading went to the post's first line).
 */
export async function caretAtEnd(page: Page) {
  const box = editorBox(page);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await expect
    .poll(() =>
      box.evaluate((element) => {
        const state = (element as EditorElement).editor?.state;
        return Boolean(state && state.selection.empty && state.selection.to === state.doc.content.size - 1);
      }),
    )
    .toBe(true);
}

export const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatação do texto' });

/** Each named tool is displayed inside the toolbar's box (not scrolled or clipped away). */
export async function expectAllInView(bar: Locator, names: string[]) {
  const box = (await bar.boundingBox())!;
  for (const name of names) {
    const tool = bar.getByRole('button', { name, exact: true });
    await expect(tool).toBeVisible();
    const own = (await tool.boundingBox())!;
    expect(own.x >= box.x && own.x + own.width <= box.x + box.width + 0.5, `${name} fora da barra`).toBe(true);
  }
}

export async function openNewPost(page: Page) {
  await page.goto('/admin/postagens/nova');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova postagem' })).toBeVisible();
  await expect(editorBox(page)).toBeVisible();
}

/** Failures this spec causes on purpose (the version conflict) are the only ones allowed. */
export function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/^HTTP 409 \/api\/v1\/postagens\/\d+$/.test(problem) && !/status of 409/.test(problem));
}

/** Removes what the post specs created through the panel, so the specs that follow see the seeded station. */
export async function removeCreatedPosts(): Promise<void> {
  const context = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/v1/auth/login', { data: { email: EDITOR.email, password: EDITOR.senha } });
  if (login.ok()) {
    const { accessToken } = (await login.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const id of createdPosts) await context.delete(`/api/v1/postagens/${id}`, { headers });
    for (const id of uploadedMedia) await context.delete(`/api/v1/midia/${id}`, { headers });
  }
  await context.dispose();
}
