import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openPanelAs, watchConsole } from './helpers';

/*
 * Staff panel, issue 6 item 3: banners. Create (image uploaded through the media picker), see it
 * in the home carousel on the next request, reorder by dragging (mouse and keyboard) and by the
 * arrow buttons, edit, an expired one stays off the home page, delete with confirmation.
 * Everything created here is removed again (afterAll), and only this spec's banners are moved, so
 * the seeded banners keep their relative order for home.spec.ts ('1 de 3').
 */

const ADMIN = { email: 'admin@sintonia.local', senha: 'Sintonia@2026' };
const stamp = Date.now().toString(36);
const title = `E2E banner ${stamp}`;
const expiredTitle = `E2E banner expirado ${stamp}`;
const imageName = `e2e-banner-${stamp}.png`;

type StaffBanner = { id: number; titulo: string; imagem: string; status: string };
type Media = { id: number; nomeOriginal: string };


async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: { email: ADMIN.email, password: ADMIN.senha } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function staffBanners(request: APIRequestContext, token: string): Promise<StaffBanner[]> {
  const response = await request.get('/api/v1/banners', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StaffBanner[];
}

async function publicTitles(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/publico/banners?limite=10');
  return ((await response.json()) as { titulo: string }[]).map((banner) => banner.titulo);
}

const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const carouselTitle = (page: Page, text: string) => page.getByRole('region', { name: 'Destaques da rádio' }).locator('h2', { hasText: text });
const rows = (page: Page) => page.getByTestId('banner-linha');
const rowOf = (page: Page, text: string) => rows(page).filter({ has: page.getByRole('heading', { name: text, exact: true }) });

test.describe('banners /admin/banners (issue 6 item 3)', () => {
  test.afterAll(async ({ request }) => {
    const token = await apiToken(request);
    const headers = { authorization: `Bearer ${token}` };
    for (const banner of await staffBanners(request, token)) {
      if (banner.titulo.includes(stamp)) await request.delete(`/api/v1/banners/${banner.id}`, { headers });
    }
    const media = await request.get(`/api/v1/midia?busca=${encodeURIComponent(imageName)}`, { headers });
    if (media.ok()) {
      for (const item of ((await media.json()) as { dados: Media[] }).dados) {
        if (item.nomeOriginal === imageName) await request.delete(`/api/v1/midia/${item.id}`, { headers });
      }
    }
  });

  test('create, carousel on the next request, reorder (drag, keyboard, buttons), edit, expired, delete', async ({ page, request }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'admin', '/admin/banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);

    // Create: the image is uploaded in the media picker; the form checks the link.
    await page.getByRole('button', { name: 'Novo banner' }).click();
    const form = page.getByRole('dialog', { name: 'Novo banner' });
    await form.getByLabel('Título').fill(title);
    await form.getByRole('button', { name: 'Criar banner' }).click();
    await expect(form.getByText('Escolha a imagem do banner.')).toBeVisible();
    await form.getByRole('button', { name: 'Escolher imagem' }).click();
    const picker = page.getByRole('dialog', { name: 'Imagem do banner' });
    await picker.getByRole('tab', { name: 'Enviar' }).click();
    await picker.getByLabel('Escolher imagens para enviar').setInputFiles({ name: imageName, mimeType: 'image/png', buffer: await png(14, 116, 144) });
    await expect(picker.locator('[data-testid="envio"]').filter({ hasText: imageName })).toContainText('Concluído', { timeout: 20_000 });
    await picker.getByRole('button', { name: 'Usar imagem selecionada' }).click();
    await expect(form.getByRole('img', { name: 'Prévia da imagem do banner' })).toBeVisible();
    await form.getByLabel('Link').fill('ftp://exemplo.com');
    await form.getByRole('button', { name: 'Criar banner' }).click();
    const linkInput = form.getByLabel('Link');
    await expect(form.getByText('Use um endereço http:// ou https://, ou um caminho do site começando com /.')).toBeVisible();
    await expect(linkInput).toHaveAttribute('aria-invalid', 'true');
    await linkInput.fill('/a-radio');
    await form.getByRole('button', { name: 'Criar banner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Banner criado.' })).toBeVisible();
    await expect(form).toBeHidden();
    await expect(rows(page)).toHaveCount(4);
    await expect(rows(page).last().getByRole('heading')).toHaveText(title);
    await expect(rowOf(page, title).getByTestId('banner-status')).toHaveText('No ar');

    // On the home page at once: the fourth slide.
    await page.goto('/');
    await expect(carouselTitle(page, title)).toHaveCount(1);
    expect((await publicTitles(request)).at(-1)).toBe(title);

    // Reorder by dragging the handle with the mouse: to the top.
    await page.goto('/admin/banners');
    const handle = rowOf(page, title).getByRole('button', { name: `Arrastar para reordenar: ${title}` });
    const firstHandle = rows(page).first().getByRole('button', { name: /^Arrastar para reordenar/ });
    const from = (await handle.boundingBox())!;
    const to = (await firstHandle.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 20 });
    await page.mouse.move(to.x + to.width / 2, to.y, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('status').filter({ hasText: 'Ordem dos banners salva.' })).toBeVisible();
    await expect(rows(page).first().getByRole('heading')).toHaveText(title);
    await page.reload();
    await expect(rows(page).first().getByRole('heading')).toHaveText(title);
    expect((await publicTitles(request))[0]).toBe(title);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Destaques da rádio' }).getByRole('group', { name: /^1 de 4$/ }).locator('h2')).toHaveText(title);

    // Keyboard: space picks it up, arrow down moves it, space drops it.
    await page.goto('/admin/banners');
    const keyboardHandle = rowOf(page, title).getByRole('button', { name: `Arrastar para reordenar: ${title}` });
    await keyboardHandle.focus();
    // Each key waits for the sorter's announcement: keys pressed before it has picked up are lost.
    await page.keyboard.press('Space');
    await expect(keyboardHandle).toHaveAttribute('aria-pressed', 'true');
    // The sorter measures the rows once the drag has started: an arrow pressed within that frame
    // lands on the row it left ("posição 1"), as no person could press it; pressed again, it moves.
    const overSecond = page.getByText(`${title} sobre a posição 2 de 4.`);
    await expect(async () => {
      if ((await overSecond.count()) === 0) await page.keyboard.press('ArrowDown');
      await expect(overSecond).toBeAttached({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Space');
    await expect(rows(page).nth(1).getByRole('heading')).toHaveText(title);
    await expect.poll(async () => (await publicTitles(request))[1]).toBe(title);

    // The accessible fallback buttons.
    await rowOf(page, title).getByRole('button', { name: `Mover para cima: ${title}` }).click();
    await expect(rows(page).first().getByRole('heading')).toHaveText(title);
    await expect(rows(page).first().getByRole('button', { name: `Mover para cima: ${title}` })).toBeDisabled();
    await expect.poll(async () => (await publicTitles(request))[0]).toBe(title);
    await page.reload();
    await expect(rows(page).first().getByRole('heading')).toHaveText(title);

    // Edit: the new title is on the home page on the next request.
    const edited = `${title} editado`;
    await rowOf(page, title).getByRole('button', { name: `Editar ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Editar banner' });
    await expect(editForm.getByLabel('Link')).toHaveValue('/a-radio');
    await editForm.getByLabel('Título').fill(edited);
    await editForm.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Banner atualizado.' })).toBeVisible();
    await expect(rowOf(page, edited)).toHaveCount(1);
    await page.goto('/');
    await expect(carouselTitle(page, edited)).toHaveCount(1);

    // An expired banner (dates in São Paulo time, in the past): listed as 'Expirado', not on the home page.
    await page.goto('/admin/banners');
    await page.getByRole('button', { name: 'Novo banner' }).click();
    const expiredForm = page.getByRole('dialog', { name: 'Novo banner' });
    await expiredForm.getByLabel('Título').fill(expiredTitle);
    await expiredForm.getByRole('button', { name: 'Escolher imagem' }).click();
    await picker.getByLabel('Buscar imagens').fill(imageName);
    await picker.getByRole('button', { name: imageName }).click();
    await picker.getByRole('button', { name: 'Usar imagem selecionada' }).click();
    await expiredForm.getByLabel('Início: data').fill('2025-01-10');
    await expiredForm.getByLabel('Início: hora').fill('08:00');
    await expiredForm.getByLabel('Fim: data').fill('2025-01-05');
    await expiredForm.getByRole('button', { name: 'Criar banner' }).click();
    await expect(expiredForm.getByText('O fim da exibição deve ser depois do início.')).toBeVisible();
    await expiredForm.getByLabel('Fim: data').fill('2025-01-20');
    await expiredForm.getByRole('button', { name: 'Criar banner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Banner criado.' })).toBeVisible();
    const expiredRow = rowOf(page, expiredTitle);
    await expect(expiredRow.getByTestId('banner-status')).toHaveText('Expirado');
    await expect(expiredRow).toContainText('De 10/01/2025 08h00 até 20/01/2025 23h59');
    await page.goto('/');
    await expect(carouselTitle(page, edited)).toHaveCount(1);
    await expect(carouselTitle(page, expiredTitle)).toHaveCount(0);

    // Delete with confirmation: gone from the home page.
    await page.goto('/admin/banners');
    await rowOf(page, edited).getByRole('button', { name: `Excluir ${edited}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir banner?' });
    await expect(confirm).toContainText(edited);
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Excluir banner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Banner excluído.' })).toBeVisible();
    await expect(rowOf(page, edited)).toHaveCount(0);
    await page.goto('/');
    await expect(carouselTitle(page, edited)).toHaveCount(0);
    expect(await publicTitles(request)).not.toContain(edited);

    // The two refusals provoked on purpose (bad link, end before start) are the only failed responses.
    expect(problems).toEqual(['HTTP 400 /api/v1/banners', 'HTTP 400 /api/v1/banners']);
  });
});
