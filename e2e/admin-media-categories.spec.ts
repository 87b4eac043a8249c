import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { categoryNameToSlug } from '../lib/domain/slug';
import { openPanelAs, watchConsole } from './helpers';

/*
 * Staff panel, issue 5 items 8 and 9: the media library (uploads with per-file progress, variants,
 * alt text, copy URL, delete guard) and the categories screen (create, colour preview, delete
 * guard). Everything created here is removed again, so the specs that follow see the seeded station.
 */

type Media = { id: number; url: string; nomeOriginal: string; variantes: Record<string, string> };

const stamp = Date.now().toString(36);


async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value as string;
}

async function staffGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${await token(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The refusals this spec provokes on purpose are the only failed responses allowed. */
function unexpected(problems: string[]): string[] {
  return problems.filter((problem) => !/^HTTP 409 \/api\/v1\/(midia|categorias)\/\d+$/.test(problem) && !/status of 409/.test(problem));
}

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 95 })
    .toBuffer();

test.describe('media library /admin/midia (issue 5 item 8)', () => {
  test('uploads two images at once, each with its own progress bar, then manages them', async ({ page, context, baseURL }) => {
    const problems = watchConsole(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openPanelAs(page, 'admin', '/admin/midia');
    await expect(page.getByRole('heading', { level: 1, name: 'Mídia' })).toBeVisible();

    const names = [`e2e-praca-${stamp}.jpg`, `e2e-ponte-${stamp}.jpg`];
    const uploads: Media[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/midia' && response.status() === 201) {
        uploads.push((await response.json()) as Media);
      }
    });

    await page.getByLabel('Escolher imagens ou áudios para enviar').setInputFiles([
      { name: names[0], mimeType: 'image/jpeg', buffer: await jpeg(30, 90, 160) },
      { name: names[1], mimeType: 'image/jpeg', buffer: await jpeg(200, 120, 40) },
    ]);
    for (const name of names) {
      const bar = page.getByRole('progressbar', { name: `Envio de ${name}` });
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('aria-valuenow', '100');
      await expect(page.locator('[data-testid="envio"]').filter({ hasText: name })).toContainText('Concluído');
    }
    await expect(page.getByText('2 de 2 enviados.')).toBeVisible();
    // One request per file.
    await expect.poll(() => uploads.length).toBe(2);
    expect(uploads.map((m) => m.nomeOriginal).sort()).toEqual([...names].sort());

    // The thumbnails appear in the library, as the square post-thumb variant.
    const grid = page.getByRole('list', { name: 'Imagens' });
    for (const media of uploads) {
      const thumb = grid.getByRole('img', { name: media.nomeOriginal });
      await expect(thumb).toBeVisible();
      await expect(thumb).toHaveAttribute('src', media.variantes['post-thumb']);
      await expect(thumb).toHaveAttribute('loading', 'lazy');
    }

    // Every variant was written and is served.
    for (const media of uploads) {
      expect(media.variantes['post-thumb']).toMatch(/_post-thumb\.jpg$/);
      for (const url of [media.url, media.variantes['post-large'], media.variantes['post-medium'], media.variantes['post-thumb']]) {
        const response = await page.request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type']).toBe('image/jpeg');
      }
    }

    // Details, alt text and copy URL.
    const [first, second] = uploads;
    await grid.getByRole('button', { name: first.nomeOriginal }).click();
    const details = page.getByTestId('detalhes-midia');
    await expect(details.getByRole('heading', { name: 'Detalhes da imagem' })).toBeFocused();
    await expect(details).toContainText(first.nomeOriginal);
    await expect(details).toContainText('JPEG');
    await expect(details).toContainText('1600 × 1000 px');
    await expect(details).toContainText('Administração Sintonia');
    const alt = `Praça da Matriz ao entardecer ${stamp}`;
    await details.getByLabel('Texto alternativo').fill(alt);
    await details.getByRole('button', { name: 'Salvar texto alternativo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Texto alternativo salvo.' })).toBeVisible();
    await expect(grid.getByRole('img', { name: alt })).toBeVisible();

    await details.getByRole('button', { name: 'Copiar URL' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'URL copiada.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${first.url}`);

    // Search finds it by alt text, accents or not.
    await page.getByLabel('Buscar imagens').fill(`praca da matriz ao entardecer ${stamp}`);
    await expect(grid.getByRole('img')).toHaveCount(1);
    await expect(grid.getByRole('img', { name: alt })).toBeVisible();
    await page.getByLabel('Buscar imagens').fill('');

    // Dropping a file on the zone uploads it too.
    const dropped = `e2e-arrastada-${stamp}.png`;
    const dataTransfer = await page.evaluateHandle(async (name) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const context2d = canvas.getContext('2d')!;
      context2d.fillStyle = '#0f766e';
      context2d.fillRect(0, 0, 320, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], name, { type: 'image/png' }));
      return transfer;
    }, dropped);
    await page.getByTestId('zona-de-envio').dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('progressbar', { name: `Envio de ${dropped}` })).toHaveAttribute('aria-valuenow', '100');
    await expect.poll(() => uploads.length).toBe(3);
    await expect(grid.getByRole('img', { name: dropped })).toBeVisible();

    // Deleting an unused image: confirmation, toast, thumbnail and files gone.
    await grid.getByRole('button', { name: second.nomeOriginal }).click();
    await details.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir imagem?' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Excluir imagem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Imagem excluída.' })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(grid.getByRole('img', { name: second.nomeOriginal })).toHaveCount(0);
    expect((await page.request.get(second.variantes['post-thumb'])).status()).toBe(404);
    expect((await page.request.get(second.url)).status()).toBe(404);

    // Clean up what is left, through the API.
    for (const media of uploads.filter((m) => m.id !== second.id)) {
      const response = await page.request.delete(`/api/v1/midia/${media.id}`, { headers: { authorization: `Bearer ${await token(page)}` } });
      expect(response.status()).toBe(204);
    }
    expect(unexpected(problems)).toEqual([]);
  });

  test('refuses to delete an image a seeded post uses, naming the post', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'admin', null);

    // Public posts by featured image; the image used by the fewest posts keeps the message short.
    const byImage = new Map<string, string[]>();
    for (let pagina = 1; ; pagina++) {
      const response = await page.request.get(`/api/v1/publico/postagens?limite=100&pagina=${pagina}`);
      const body = (await response.json()) as { dados: Array<{ titulo: string; imagemDestaque: string | null }>; meta: { totalPaginas: number } };
      for (const post of body.dados) if (post.imagemDestaque) byImage.set(post.imagemDestaque, [...(byImage.get(post.imagemDestaque) ?? []), post.titulo]);
      if (pagina >= body.meta.totalPaginas) break;
    }
    const [imageUrl, titles] = [...byImage.entries()].sort((a, b) => a[1].length - b[1].length)[0];
    const library = await staffGet<{ dados: Media[] }>(page, '/midia?limite=100');
    const media = library.dados.find((item) => item.url === imageUrl);
    expect(media, imageUrl).toBeDefined();

    await page.goto('/admin/midia');
    await page.getByLabel('Buscar imagens').fill(media!.nomeOriginal);
    const grid = page.getByRole('list', { name: 'Imagens' });
    await grid.locator(`img[src="${media!.variantes['post-thumb']}"]`).click();
    const details = page.getByTestId('detalhes-midia');
    await details.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir imagem?' });
    await confirm.getByRole('button', { name: 'Excluir imagem' }).click();
    const refusal = confirm.getByRole('alert');
    await expect(refusal).toContainText('Esta imagem está em uso: ');
    const text = (await refusal.textContent()) ?? '';
    expect(titles.some((titulo) => text.includes(`postagem «${titulo}»`)), `${text} ↔ ${titles.join(' | ')}`).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: 'A imagem não foi excluída.' })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    // Still there, files included.
    expect((await page.request.get(media!.variantes['post-thumb'])).status()).toBe(200);
    expect(unexpected(problems)).toEqual([]);
  });
});

test.describe('categories /admin/categorias (issue 5 item 9)', () => {
  test('create, see it on the site, edit its colour, guard and delete', async ({ page }) => {
    const problems = watchConsole(page);
    await openPanelAs(page, 'admin', '/admin/categorias');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();

    const nome = `Trânsito E2E ${stamp}`;
    const slug = categoryNameToSlug(nome);
    await page.getByRole('button', { name: 'Nova categoria' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nova categoria' });
    await expect(dialog.getByLabel('Nome')).toBeFocused();
    await dialog.getByLabel('Nome').fill(nome);
    await expect(dialog.getByLabel('Endereço (slug)')).toHaveValue(slug);
    await dialog.getByLabel('Descrição').fill('Rodovias, obras e o trânsito da região.');
    await dialog.getByLabel('Ordem').fill('0');
    await dialog.getByRole('button', { name: 'Criar categoria' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Categoria criada.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(nome) });
    await expect(row).toContainText(`/${slug}`);
    await expect(row).toContainText('#2563EB');

    // Ordem 0 puts it first in the public category bar.
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Categorias' });
    await expect(bar.getByRole('link', { name: nome })).toHaveAttribute('href', `/${slug}`);

    // Colour: the badge preview follows the hex field and warns about low contrast.
    await page.goto('/admin/categorias');
    await page.getByRole('button', { name: `Editar ${nome}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar categoria' });
    const badge = dialog.getByTestId('previa-etiqueta').getByText(nome);
    await expect(badge).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    await dialog.getByLabel('Cor em hexadecimal').fill('#FDE047');
    await expect(badge).toHaveCSS('background-color', 'rgb(253, 224, 71)');
    await expect(badge).toHaveCSS('color', 'rgb(0, 0, 0)');
    await expect(dialog.getByLabel('Escolher a cor')).toHaveValue('#fde047');
    await dialog.getByLabel('Cor em hexadecimal').fill('#3B82F6');
    await expect(dialog.getByText('Contraste baixo: o texto da etiqueta pode ficar difícil de ler.')).toBeVisible();
    await dialog.getByLabel('Cor em hexadecimal').fill('#0F766E');
    await expect(badge).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(badge).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(dialog.getByText('Contraste baixo: o texto da etiqueta pode ficar difícil de ler.')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Categoria atualizada.' })).toBeVisible();
    await expect(row).toContainText('#0F766E');

    // A category holding posts cannot go.
    const categories = await staffGet<Array<{ id: number; nome: string; _count: { postagens: number } }>>(page, '/categorias');
    const full = categories.find((c) => c._count.postagens > 1)!;
    await page.getByRole('button', { name: `Excluir ${full.nome}`, exact: true }).click();
    let confirm = page.getByRole('dialog', { name: 'Excluir categoria?' });
    await confirm.getByRole('button', { name: 'Excluir categoria' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      `Esta categoria tem ${full._count.postagens} postagens. Mova-as para outra categoria antes de excluir.`,
    );
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('row', { name: new RegExp(full.nome) }).first()).toBeVisible();

    // The empty one can.
    await page.getByRole('button', { name: `Excluir ${nome}` }).click();
    confirm = page.getByRole('dialog', { name: 'Excluir categoria?' });
    await confirm.getByRole('button', { name: 'Excluir categoria' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Categoria excluída.' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(nome) })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Categorias' }).getByRole('link', { name: nome })).toHaveCount(0);
    expect(unexpected(problems)).toEqual([]);
  });
});
