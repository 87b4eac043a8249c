import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers';

type ApiPost = { id: number; slug: string; titulo: string; destaque: boolean; categoria: { nome: string; slug: string; cor: string } };

function hexToRgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

test.describe('home page (first real page)', () => {
  test('shows the station name, featured and latest posts with their category colours @mobile', async ({ page, request }) => {
    // Link targets (post pages, /equipe…) arrive with the next issues; here the page's own resources count.
    const problems = watchConsole(page, { ignoreLinkPrefetches: true });
    const featured = ((await (await request.get('/api/v1/publico/postagens/destaques?limite=20')).json()) as { dados: ApiPost[] }).dados;
    const latest = ((await (await request.get('/api/v1/publico/postagens?limite=20')).json()) as { dados: ApiPost[] }).dados;

    await page.goto('/');
    await expect(page).toHaveTitle(/Sintonia FM/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sintonia FM' })).toBeAttached();

    const featuredSection = page.getByRole('region', { name: 'Destaques' });
    const featuredCards = featuredSection.getByRole('article');
    await expect(featuredCards).toHaveCount(3);
    for (const [index, post] of featured.slice(0, 3).entries()) {
      const card = featuredCards.nth(index);
      await expect(card.getByRole('link', { name: post.titulo })).toHaveAttribute('href', `/${post.categoria.slug}/${post.slug}`);
      const badge = card.getByText(post.categoria.nome, { exact: true });
      await expect(badge).toHaveCSS('background-color', hexToRgb(post.categoria.cor));
    }

    const recent = page.getByRole('region', { name: 'Notícias Recentes' });
    const featuredIds = new Set(featured.slice(0, 3).map((p) => p.slug));
    const expectedRecent = latest.filter((p) => p.categoria.slug !== 'colunistas' && !featuredIds.has(p.slug)).slice(0, 12);
    await expect(recent.getByRole('article')).toHaveCount(expectedRecent.length);
    await expect(recent.getByRole('article').first().getByRole('link', { name: expectedRecent[0].titulo })).toBeVisible();

    // Images are real files served from the uploads route through the image optimiser.
    const firstImage = featuredSection.locator('img').first();
    await expect(firstImage).toBeVisible();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    expect(problems).toEqual([]);
  });
});
