import { expect, test, type Page } from '@playwright/test';
import { normalizeCategoryList } from '../lib/domain/category';
import { chooseCategoryLead, withoutLead } from '../lib/domain/category-lead';
import { normalizePost, normalizePostList, postPath } from '../lib/domain/post';

async function api(page: Page, path: string): Promise<any> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

const PAGE_SIZE = 12;

test.describe('news list and pagination (issue 4.1)', () => {
  test('/noticias lists the latest 12 and paginates with plain links, without JavaScript too', async ({ browser, page }) => {
    const first = await api(page, `/publico/postagens?limite=${PAGE_SIZE}&pagina=1`);
    const second = await api(page, `/publico/postagens?limite=${PAGE_SIZE}&pagina=2`);
    const totalPages = first.meta.totalPaginas;

    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    const titles = page.locator('main article h2');
    await expect(titles).toHaveText(normalizePostList(first).dados.map((p) => p.titulo));
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pagination.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: `Página ${totalPages}` })).toHaveAttribute('href', `/noticias/pagina/${totalPages}`);

    // No JavaScript at all: the links still lead to page 2.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/noticias');
    await plain.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click();
    await expect(plain).toHaveURL(/\/noticias\/pagina\/2$/);
    await expect(plain.locator('main article h2')).toHaveText(normalizePostList(second).dados.map((p) => p.titulo));
    await expect(plain.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/noticias\/pagina\/2$/);
    await context.close();
  });

  test('page 1 redirects to the list, pages past the end and malformed numbers are 404', async ({ page }) => {
    const { meta } = await api(page, `/publico/postagens?limite=${PAGE_SIZE}`);
    await page.goto('/noticias/pagina/1');
    await expect(page).toHaveURL(/\/noticias$/);
    expect((await page.goto(`/noticias/pagina/${meta.totalPaginas + 1}`))?.status()).toBe(404);
    expect((await page.goto('/noticias/pagina/abc'))?.status()).toBe(404);
    expect((await page.goto('/noticias/pagina/0'))?.status()).toBe(404);
  });
});

test.describe('search (issue 4.1)', () => {
  test('shows the term, the count and highlighted matches; accents do not matter @mobile', async ({ page }) => {
    const plain = await api(page, '/publico/postagens?busca=saude&limite=100');
    const accented = await api(page, `/publico/postagens?busca=${encodeURIComponent('saúde')}&limite=100`);
    expect(plain.meta.total).toBeGreaterThan(0);
    expect(accented.meta.total).toBe(plain.meta.total);

    for (const term of ['saude', 'saúde']) {
      await page.goto(`/noticias?busca=${encodeURIComponent(term)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados para "${term}"`);
      await expect(page.getByTestId('search-count')).toHaveText(plain.meta.total === 1 ? '1 resultado' : `${plain.meta.total} resultados`);
      await expect(page.locator('main article h2').first()).toHaveText(plain.dados[0].titulo);
      const marks = page.locator('main article mark');
      expect(await marks.count()).toBeGreaterThan(0);
      for (const text of await marks.allTextContents()) expect(text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()).toMatch(/^saud/);
    }
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an empty result set explains what to do and offers the categories', async ({ page }) => {
    await page.goto('/noticias?busca=xyzzyplugh');
    await expect(page.getByTestId('search-count')).toHaveText('Nenhum resultado');
    const empty = page.getByTestId('search-empty');
    await expect(empty.getByRole('heading')).toHaveText('Nenhuma notícia encontrada para "xyzzyplugh"');
    await expect(empty.getByRole('link').first()).toBeVisible();
  });

  test('search results paginate, keeping the term', async ({ page }) => {
    const { meta } = await api(page, `/publico/postagens?busca=vale&limite=${PAGE_SIZE}`);
    // The demo seed has 59 posts that mention the Vale: a check of the seed, never a skip.
    expect(meta.totalPaginas).toBeGreaterThan(1);
    await page.goto('/noticias?busca=vale');
    await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Próxima' }).click();
    await expect(page).toHaveURL(/\/noticias\?busca=vale&pagina=2$/);
    await expect(page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('category pages (issue 4.1)', () => {
  test('a category lists its posts, paginates, and carries its colour and description', async ({ page }) => {
    const categories = normalizeCategoryList(await api(page, '/publico/categorias'));
    const category = categories.filter((c) => c.totalPostagens > PAGE_SIZE).sort((a, b) => b.totalPostagens - a.totalPostagens)[0]
      ?? categories.sort((a, b) => b.totalPostagens - a.totalPostagens)[0];
    const list = normalizePostList(await api(page, `/publico/postagens?categoria=${category.slug}&limite=${PAGE_SIZE}`));
    // Page 1 opens with the lead story (issue 27), then the list without it.
    const featured = normalizePostList(await api(page, `/publico/postagens/destaques?categoria=${category.slug}&limite=${PAGE_SIZE}`));
    const pinned = category.destaquePostagemId ? normalizePost(await api(page, `/publico/postagens/${category.destaquePostagemId}`)) : null;
    const lead = chooseCategoryLead({ categorySlug: category.slug, pinned, featured: featured.dados, latest: list.dados });
    const shown = lead ? [lead.post, ...withoutLead(list.dados, lead)] : list.dados;

    await page.goto(`/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: category.nome })).toBeVisible();
    await expect(page.getByText(category.descricao)).toBeVisible();
    await expect(page.locator('main article h2')).toHaveText(shown.map((p) => p.titulo));
    await expect(page.locator('main article h2 a').first()).toHaveAttribute('href', postPath(shown[0]));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').last()).toHaveAttribute('href', new RegExp(`/rss/${category.slug}\\.xml$`));
    const crumbs = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(crumbs.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toContain('BreadcrumbList');

    if (category.totalPostagens > PAGE_SIZE) {
      await page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' }).click();
      await expect(page).toHaveURL(new RegExp(`/${category.slug}/pagina/2$`));
      await expect(page.getByRole('heading', { level: 1, name: category.nome })).toBeVisible();
    }
  });

  test('/galeria-de-fotos is a category of gallery cards', async ({ page }) => {
    await page.goto('/galeria-de-fotos');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria de Fotos' })).toBeVisible();
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(cards.first().getByText(/^\d+ fotos$/)).toBeVisible();
    await expect(cards.first().getByRole('link', { name: /^Ver Galeria/ })).toBeVisible();
  });

  test('an unknown category is a 404 inside the public layout', async ({ page }) => {
    const response = await page.goto('/categoria-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect((await page.goto('/categoria-que-nao-existe/pagina/2'))?.status()).toBe(404);
  });
});
