import { expect, test, type Page } from '@playwright/test';
import { badgeTextColor } from '../lib/domain/color';
import { normalizeCategoryList } from '../lib/domain/category';
import { normalizePostList, postPath, selectRecentNews, type Post } from '../lib/domain/post';
import { normalizeSettings } from '../lib/domain/settings';
import { waitForHydration, watchConsole } from './helpers';
import { appUrl } from './stack';

function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

async function apiJson(page: Page, path: string): Promise<unknown> {
  const response = await page.request.get(`/api/v1${path}`);
  expect(response.ok()).toBe(true);
  return response.json();
}

async function homeData(page: Page) {
  const [featured, list, ticker, settings, categories, top] = await Promise.all([
    apiJson(page, '/publico/postagens/destaques?limite=20'),
    apiJson(page, '/publico/postagens?limite=20'),
    apiJson(page, '/publico/postagens?limite=5'),
    apiJson(page, '/configuracoes/publicas'),
    apiJson(page, '/publico/categorias'),
    apiJson(page, '/publico/categorias/top'),
  ]);
  const destaques = normalizePostList(featured).dados.slice(0, 3);
  return {
    destaques,
    recent: selectRecentNews(normalizePostList(list).dados, destaques),
    ticker: normalizePostList(ticker).dados,
    settings: normalizeSettings(settings),
    categories: normalizeCategoryList(categories),
    top: normalizeCategoryList(top),
  };
}

const titles = (posts: Post[]) => posts.map((p) => p.titulo);

test.describe('home page (SPEC §2.4)', () => {
  test('sections 1–9 in order, with no console errors or hydration warnings @mobile', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    const landmarks = [
      page.getByRole('region', { name: 'Destaques da rádio' }),
      page.getByRole('region', { name: 'Último vídeo' }),
      page.getByRole('region', { name: 'Últimas' }),
      page.getByRole('region', { name: 'Destaques', exact: true }),
      page.getByRole('region', { name: 'Notícias Recentes' }),
      page.getByRole('region', { name: 'Colunistas' }),
      page.getByRole('region', { name: 'Enquete' }),
      page.getByRole('region', { name: 'Redes Sociais' }),
      page.getByRole('region', { name: 'Galeria de Fotos' }),
    ];
    const handles = [];
    for (const landmark of landmarks) {
      await expect(landmark).toBeAttached();
      handles.push(await landmark.elementHandle());
    }
    const inOrder = await page.evaluate(
      (elements) => elements.every((el, i) => i === 0 || Boolean(elements[i - 1]!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING)),
      handles,
    );
    expect(inOrder).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('carousel: 4 s autoplay that wraps, pauses on hover, dots, arrows, links in a new tab', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destaques da rádio' });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    const active = () => carousel.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active()).toHaveAttribute('aria-label', '1 de 3');
    for (const n of [1, 2, 3]) await expect(carousel.getByRole('button', { name: `Ir para slide ${n}` })).toBeVisible();
    await expect(carousel.getByTestId('carousel-progress')).toBeAttached();
    await expect(slides.first().getByText('Saiba mais')).toBeVisible();

    await page.clock.runFor(3900);
    await expect(active()).toHaveAttribute('aria-label', '1 de 3');
    await page.clock.runFor(200);
    await expect(active()).toHaveAttribute('aria-label', '2 de 3');

    await carousel.getByRole('button', { name: 'Ir para slide 3' }).click();
    await page.mouse.move(0, 0);
    await expect(active()).toHaveAttribute('aria-label', '3 de 3');
    await page.clock.runFor(4100);
    await expect(active()).toHaveAttribute('aria-label', '1 de 3');

    await carousel.hover();
    await page.clock.runFor(9000);
    await expect(active()).toHaveAttribute('aria-label', '1 de 3');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expect(active()).toHaveAttribute('aria-label', '2 de 3');

    await carousel.getByRole('button', { name: 'Slide anterior' }).click();
    await expect(active()).toHaveAttribute('aria-label', '1 de 3');
    await carousel.getByRole('button', { name: 'Slide anterior' }).click();
    await expect(active()).toHaveAttribute('aria-label', '3 de 3');

    const banners = (await apiJson(page, '/publico/banners?limite=10')) as { linkUrl: string | null }[];
    const linked = carousel.locator('a[target="_blank"]');
    await expect(linked).toHaveCount(banners.filter((b) => b.linkUrl).length);
    await expect(linked.first()).toHaveAttribute('rel', /noopener/);
  });

  test('ticker, featured and recent news follow the counts and the badge colour rule', async ({ page }) => {
    const data = await homeData(page);
    await page.goto('/');

    const ticker = page.getByRole('region', { name: 'Últimas' });
    const tickerItems = ticker.locator('li:not([aria-hidden])');
    await expect(tickerItems).toHaveCount(5);
    await expect(tickerItems.getByRole('link')).toHaveText(titles(data.ticker));
    await expect(tickerItems.locator('time')).toHaveCount(5);

    const featured = page.getByRole('region', { name: 'Destaques', exact: true }).getByRole('article');
    await expect(featured).toHaveCount(3);
    for (const [i, post] of data.destaques.entries()) {
      const card = featured.nth(i);
      await expect(card.getByRole('link', { name: post.titulo })).toHaveAttribute('href', postPath(post));
      const badge = card.getByText(post.categoria!, { exact: true });
      await expect(badge).toHaveCSS('background-color', rgb(post.categoriaCor));
      await expect(badge).toHaveCSS('color', rgb(badgeTextColor(post.categoriaCor)));
      await expect(card.locator('time')).toHaveAttribute('datetime', post.criadoEm);
      await expect(card.getByText('Contém áudio')).toHaveCount(post.hasAudio ? 1 : 0);
      await expect(card.getByText('Contém vídeo')).toHaveCount(post.hasVideo ? 1 : 0);
    }
    const box = async (n: number) => (await featured.nth(n).boundingBox())!;
    expect((await box(0)).width).toBeGreaterThan((await box(1)).width);

    const recent = page.getByRole('region', { name: 'Notícias Recentes' });
    expect(data.recent.length).toBeGreaterThan(8);
    expect(data.recent.every((p) => p.categoriaSlug !== 'colunistas')).toBe(true);
    await expect(recent.getByTestId('recentes-cards').getByRole('heading')).toHaveText(titles(data.recent.slice(0, 4)));
    await expect(recent.getByTestId('recentes-linhas').getByRole('heading')).toHaveText(titles(data.recent.slice(4, 6)));
    await expect(recent.getByTestId('recentes-mais').getByRole('heading')).toHaveText(titles(data.recent.slice(8, 12)));
  });

  test('columnists, socials and galleries', async ({ page }) => {
    const data = await homeData(page);
    await page.goto('/');
    const columnists = page.getByRole('region', { name: 'Colunistas' });
    await expect(columnists.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(columnists.locator('img')).toHaveCount(1);
    await expect(columnists.getByRole('link', { name: 'Ver mais...' })).toHaveAttribute('href', '/colunistas');

    const socials = page.getByRole('region', { name: 'Redes Sociais' }).getByRole('link');
    const configured = Object.entries(data.settings.redes).filter(([, url]) => url);
    await expect(socials).toHaveCount(configured.length);
    for (const [, url] of configured) await expect(page.getByRole('region', { name: 'Redes Sociais' }).locator(`a[href="${url}"]`)).toHaveAttribute('target', '_blank');

    const gallery = page.getByRole('region', { name: 'Galeria de Fotos' });
    const cards = gallery.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(cards.nth(i).getByText(/^\d+ fotos$/)).toBeVisible();
      await expect(cards.nth(i).getByRole('link', { name: /^Ver Galeria/ })).toBeVisible();
    }
    await expect(gallery.getByRole('link', { name: 'Ver Todas as Galerias' })).toHaveAttribute('href', '/galeria-de-fotos');
  });

  test('poll: percentages, total, vote, repeated vote refused locally and by the server', async ({ page }) => {
    await page.goto('/');
    const poll = page.getByRole('region', { name: 'Enquete' });
    const [first] = (await apiJson(page, '/publico/enquetes')) as { id: number; totalVotos: number; opcoes: { texto: string; votos: number }[] }[];
    for (const option of first.opcoes) {
      const percent = Math.round((option.votos / first.totalVotos) * 100);
      await expect(poll.getByRole('button', { name: `${option.texto} ${percent}%` })).toBeVisible();
    }
    await expect(poll.getByTestId('poll-total')).toHaveText(`${first.totalVotos} votos`);

    const voteRequests: string[] = [];
    page.on('request', (request) => request.url().includes('/votar') && voteRequests.push(request.url()));
    await poll.getByRole('button', { name: new RegExp(`^${first.opcoes[0].texto}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Voto registrado com sucesso!' })).toBeVisible();
    await expect(poll.getByTestId('poll-total')).toHaveText(`${first.totalVotos + 1} votos`);
    expect(await page.evaluate((id) => JSON.parse(localStorage.getItem(`enquete_votos_${id}`) ?? 'null'), first.id)).toEqual(
      expect.objectContaining({ deviceId: expect.any(String), timestamp: expect.any(Number) }),
    );

    await poll.getByRole('button', { name: new RegExp(`^${first.opcoes[1].texto}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Você já votou nesta enquete' })).toBeVisible();
    expect(voteRequests).toHaveLength(1);

    // Without the local record the server still knows this device.
    await page.evaluate((id) => localStorage.removeItem(`enquete_votos_${id}`), first.id);
    await page.reload();
    await page.getByRole('region', { name: 'Enquete' }).getByRole('button', { name: new RegExp(`^${first.opcoes[1].texto}`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Você já votou nesta enquete' })).toBeVisible();
    expect(voteRequests).toHaveLength(2);
  });

  test('dates read the same in the served HTML and after hydration, with a machine-readable datetime (issue 12 item 8)', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const served = [...html.matchAll(/<time[^>]*datetime="([^"]+)"[^>]*>([^<]+)<\/time>/gi)].map((match) => [match[1], match[2]] as const);
    expect(served.length).toBeGreaterThan(3);
    for (const [iso, text] of served) {
      expect(Number.isNaN(Date.parse(iso)), iso).toBe(false);
      expect(text).toMatch(/^(Hoje \d{2}h\d{2}|Ontem \d{2}h\d{2}|\d{2}\/\d{2}\/\d{4})$/);
    }
    // The demo has news of today: the relative form is already in the HTML, not added by the browser.
    expect(served.some(([, text]) => text.startsWith('Hoje '))).toBe(true);
    await page.goto('/');
    await waitForHydration(page, 'time[datetime]');
    for (const [iso, text] of served.slice(0, 10)) await expect(page.locator(`time[datetime="${iso}"]`).first()).toHaveText(text);
  });

  test('home metadata: title, description, keywords and an absolute share image', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Sintonia FM 87\.9/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Sintonia FM/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${appUrl()}/uploads/`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });
});

test.describe('public layout (SPEC §2.3)', () => {
  test('header: nav, listen control, search trims, encodes, navigates and clears; scrolled past 50px', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Principal' }).getByRole('link')).toHaveText(['Inicio', 'A Radio', 'Equipe', 'Contato']);
    await expect(header.getByText('ONLINE')).toBeVisible();
    await expect(header.getByText('OUÇA AGORA')).toBeVisible();

    const search = header.getByPlaceholder('Buscar notícias...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await search.fill('  saúde pública ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/noticias\?busca=sa%C3%BAde%20p%C3%BAblica$/);
    await expect(search).toHaveValue('');

    await page.goto('/');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 30));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('secondary bar and category bar follow the post counts and the path', async ({ page }) => {
    const data = await homeData(page);
    await page.goto('/');
    const withPosts = data.categories.filter((c) => c.totalPostagens > 0).sort((a, b) => b.totalPostagens - a.totalPostagens);
    const secondary = page.getByRole('navigation', { name: 'Editorias' });
    await expect(secondary.getByRole('link')).toHaveCount(1 + Math.min(10, withPosts.length));
    await expect(secondary.getByRole('link').first()).toHaveText('Notícias');

    const bar = page.getByRole('navigation', { name: 'Categorias' });
    await expect(bar.getByRole('link')).toHaveCount(7);
    const firstPill = bar.getByRole('link').nth(1);
    await expect(firstPill).toHaveText(data.categories[0].nome);
    await expect(firstPill).toHaveCSS('border-left-color', rgb(data.categories[0].cor));

    await page.goto('/noticias/pagina/2');
    await expect(page.getByRole('navigation', { name: 'Categorias' }).getByRole('link')).toHaveCount(1 + data.categories.length);
    await expect(page.getByRole('navigation', { name: 'Editorias' }).getByRole('link', { name: 'Notícias' })).toHaveAttribute('aria-current', 'page');

    const target = withPosts[0];
    await page.goto(`/${target.slug}/alguma-noticia`);
    await expect(page.getByRole('navigation', { name: 'Editorias' }).getByRole('link', { name: target.nome })).toHaveAttribute('aria-current', 'page');
  });

  test('footer: logo, description, socials, popular categories, contact links, badge, copyright', async ({ page }) => {
    const data = await homeData(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer logo through the image optimiser, at most 384 px wide (a logo 48 px tall at density 2).
    await expect(footer.locator('img').first()).toHaveAttribute('src', `/_next/image?url=${encodeURIComponent(data.settings.site.logoRodape)}&w=384&q=75`);
    await expect(footer.getByText(data.settings.site.descricao)).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByRole('heading', { name: 'Categorias Populares' })).toBeVisible();
    await expect(footer.getByRole('link', { name: data.top[0].nome })).toHaveAttribute('href', `/${data.top[0].slug}`);
    await expect(footer.getByText(data.settings.site.endereco)).toBeVisible();
    await expect(footer.getByRole('link', { name: data.settings.site.telefone })).toHaveAttribute('href', `tel:${data.settings.site.telefone.replace(/\D/g, '')}`);
    await expect(footer.getByRole('link', { name: data.settings.site.emailContato })).toHaveAttribute('href', `mailto:${data.settings.site.emailContato}`);
    await expect(footer.getByText('AO VIVO AGORA')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Sintonia FM. Todos os direitos reservados.`)).toBeVisible();
  });

  test("floating 'Enviar Mensagem' opens WhatsApp addressed to the station with the prefilled text", async ({ page }) => {
    const data = await homeData(page);
    await page.goto('/');
    const button = page.getByRole('link', { name: 'Enviar Mensagem' });
    await expect(button).toHaveAttribute(
      'href',
      `https://wa.me/${data.settings.whatsapp.numero}?text=${encodeURIComponent('Olá! Gostaria de enviar um recado para a Sintonia FM.')}`,
    );
    await expect(button).toHaveAttribute('target', '_blank');
  });

  test('mobile: menu with category chips under Notícias, search overlay, collapsible categories @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    const data = await homeData(page);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Editorias' })).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.locator('#menu-mobile');
    await expect(menu.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await expect(menu.getByRole('heading', { name: 'Notícias' })).toBeVisible();
    await expect(menu.getByRole('listitem').filter({ has: page.locator('a[href^="/"]') })).toHaveCount(4 + data.categories.filter((c) => c.totalPostagens > 0).length);
    await page.getByRole('button', { name: 'Fechar menu' }).click();

    await page.getByRole('button', { name: 'Abrir busca' }).click();
    const overlay = page.getByRole('dialog', { name: 'Buscar notícias' });
    // A solid overlay and a white field with dark text (issue 12 item 4): what is typed reads clearly.
    const field = overlay.getByPlaceholder('Buscar notícias...');
    expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
    expect(await field.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    // The dialog covers the whole screen: neither the player bar nor the messaging button floats over it.
    const player = page.getByRole('region', { name: 'Player da rádio' });
    for (const control of [player.getByRole('button', { name: 'Ouvir ao vivo' }), page.getByRole('link', { name: 'Enviar Mensagem' })]) {
      const box = (await control.boundingBox())!;
      expect(await overlay.evaluate((dialog, [x, y]) => dialog.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
    }
    await expect(overlay.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await overlay.getByPlaceholder('Buscar notícias...').fill('  ');
    await expect(overlay.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await overlay.getByPlaceholder('Buscar notícias...').fill('chuva');
    await overlay.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/noticias\?busca=chuva$/);
    await expect(overlay).toBeHidden();

    await page.goto('/');
    const categories = page.getByRole('navigation', { name: 'Categorias' });
    await expect(categories.getByRole('link', { name: 'Notícias' })).toBeHidden();
    await categories.getByRole('button', { name: 'Categorias' }).click();
    await expect(categories.getByRole('link', { name: 'Notícias' })).toBeVisible();
  });

  test('mobile: the carousel arrows leave the slide title uncovered (issue 12 item 5) @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Destaques da rádio' });
    const title = carousel.locator('[data-active="true"] h2');
    const titleBox = await title.boundingBox();
    expect(titleBox).not.toBeNull();
    for (const name of ['Slide anterior', 'Próximo slide']) {
      const arrow = await carousel.getByRole('button', { name }).boundingBox();
      expect(arrow).not.toBeNull();
      const overlaps = arrow!.x < titleBox!.x + titleBox!.width && arrow!.x + arrow!.width > titleBox!.x && arrow!.y < titleBox!.y + titleBox!.height && arrow!.y + arrow!.height > titleBox!.y;
      expect(overlaps, `${name} sobre o título`).toBe(false);
    }
  });

  test('every kind of 404 has a title (issue 12 item 6)', async ({ page }) => {
    for (const path of ['/nao-existe', '/politica-local/nao-existe', '/politica-local/pagina/999', '/noticias/pagina/99999', '/isto/nao/existe']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle('Página não encontrada | Sintonia FM');
    }
  });

  test('unknown paths: 404 inside the public layout; /admin never shows it', async ({ page }) => {
    const response = await page.goto('/isto/nao/existe/mesmo');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Player da rádio' })).toBeVisible();

    const admin = await page.goto('/admin/login');
    expect(admin?.status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Player da rádio' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});
