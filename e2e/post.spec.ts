import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDateTime } from '../lib/domain/dates';
import { normalizePost, normalizePostList, postPath, type Post } from '../lib/domain/post';
import { normalizeSettings } from '../lib/domain/settings';
import { DEMO_PASSWORD, STAFF_EMAILS, watchConsole } from './helpers';

/*
 * Post detail (issue 4 item 2): canonical URL, contents, media, gallery, sharing, related posts,
 * redirects, 404s, metadata and view counting, on the seeded demo station.
 */

type RawPost = Record<string, unknown> & { conteudo?: string };
type Seeded = { post: Post; raw: RawPost };

let cache: Seeded[] | null = null;

/** Every public post, from the API list (limite=100, every page). */
async function seededPosts(request: APIRequestContext): Promise<Seeded[]> {
  if (cache) return cache;
  const all: Seeded[] = [];
  for (let pagina = 1; ; pagina++) {
    const response = await request.get(`/api/v1/publico/postagens?limite=100&pagina=${pagina}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { dados: RawPost[]; meta: { totalPaginas: number } };
    const posts = normalizePostList(body).dados;
    posts.forEach((post, index) => all.push({ post, raw: body.dados[index] }));
    if (pagina >= body.meta.totalPaginas) break;
  }
  expect(all.length).toBeGreaterThan(10);
  cache = all;
  return all;
}

async function find(request: APIRequestContext, predicate: (item: Seeded, all: Seeded[]) => boolean, what: string): Promise<Seeded> {
  const all = await seededPosts(request);
  const found = all.find((item) => predicate(item, all));
  if (!found) throw new Error(`Nenhuma postagem semeada ${what}`);
  return found;
}

async function brand(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/configuracoes/publicas');
  return normalizeSettings(await response.json()).site.nome;
}

async function freshPost(request: APIRequestContext, slug: string): Promise<Post> {
  const response = await request.get(`/api/v1/publico/postagens/${slug}`);
  expect(response.ok()).toBe(true);
  return normalizePost(await response.json());
}

const body = (page: Page) => page.locator('article .post-body');
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test.describe('post detail (SPEC §2.1, §2.5, §9)', () => {
  test('the canonical URL shows the whole post, with no console errors or hydration warnings', async ({ page, request, baseURL }) => {
    const { post, raw } = await find(
      request,
      ({ post: p }, all) =>
        Boolean(p.imagemUrl && p.legenda && p.resumo && p.tags.length > 1 && p.autor?.nome) &&
        p.categoriaSlug !== 'colunistas' &&
        p.galeriaImagens.length === 0 &&
        p.videos.length === 0 &&
        all.filter(({ post: other }) => other.categoriaSlug === p.categoriaSlug).length > 4,
      'com imagem, legenda, resumo, tags, autor e 4 relacionadas',
    );
    const problems = watchConsole(page);
    const path = postPath(post);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    // Title, badge, standfirst.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titulo);
    await expect(page.locator('h1')).toHaveCount(1);
    const article = page.locator('article').first();
    await expect(article.getByRole('link', { name: post.categoria ?? '' }).first()).toHaveAttribute('href', `/${post.categoriaSlug}`);
    await expect(article.getByText(post.resumo, { exact: true })).toBeVisible();

    // Dates in São Paulo time.
    const published = formatDateTime(post.publicadoEm ?? post.criadoEm);
    await expect(article.getByText(`Publicado em ${published}`)).toBeVisible();
    await expect(article.locator('time').first()).toHaveAttribute('datetime', post.publicadoEm ?? post.criadoEm);
    if (post.atualizadoEm && formatDateTime(post.atualizadoEm) !== published && Date.parse(post.atualizadoEm) > Date.parse(post.publicadoEm ?? post.criadoEm)) {
      await expect(article.getByText(`Atualizado em ${formatDateTime(post.atualizadoEm)}`)).toBeVisible();
    } else {
      await expect(article.getByText(/Atualizado em/)).toHaveCount(0);
    }

    // The byline: the team member when there is one, else the author.
    const author = page.getByTestId('post-author');
    if (post.membroEquipe) await expect(author).toContainText(`Por ${post.membroEquipe.nome}`);
    else await expect(author).toHaveText(`Por ${post.autor!.nome}`);

    // Views are hidden from readers unless the station shows them (issue 27: e2e/newsroom-most-read.spec.ts turns them on).
    await expect(page.getByTestId('post-views')).toHaveCount(0);

    // Featured image with its caption, 16/9.
    const figure = article.locator('figure').filter({ hasText: post.legenda });
    await expect(figure.locator('figcaption')).toHaveText(post.legenda);
    const cover = figure.locator('img');
    await expect(cover).toBeVisible();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await figure.locator('div').first().boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    // Related cards may lack images ('Sem imagem' is right there); the post itself never shows it.
    await expect(article.getByText('Sem imagem')).toHaveCount(0);

    // The body: the content's paragraphs, sanitised.
    const firstParagraph = /<p>([^<]+)<\/p>/.exec(raw.conteudo ?? '')?.[1]?.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
    expect(firstParagraph).toBeTruthy();
    await expect(body(page).locator('p').first()).toHaveText(firstParagraph!);
    await expect(body(page).locator('h1')).toHaveCount(0);

    // Tags search the news.
    for (const tag of post.tags) {
      await expect(article.getByRole('link', { name: tag, exact: true })).toHaveAttribute('href', `/noticias?busca=${encodeURIComponent(tag)}`);
    }

    // Breadcrumbs, visible and as JSON-LD.
    const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(trail.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: post.categoria ?? '' })).toHaveAttribute('href', `/${post.categoriaSlug}`);
    await expect(trail.locator('[aria-current="page"]')).toHaveText(post.titulo);
    const ld = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}')));
    const canonicalUrl = `${baseURL}${path}`;
    const articleLd = ld.find((item) => item['@type'] === 'NewsArticle');
    expect(articleLd).toMatchObject({ headline: post.titulo, url: canonicalUrl, articleSection: post.categoria, inLanguage: 'pt-BR' });
    expect(articleLd.publisher.logo.url).toMatch(/^https?:\/\//);
    const crumbsLd = ld.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbsLd.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Início', `${baseURL}/`],
      [post.categoria, `${baseURL}/${post.categoriaSlug}`],
      [post.titulo, canonicalUrl],
    ]);

    // 4 related posts of the same category, this one excluded.
    const related = page.getByRole('region', { name: 'Leia também' });
    const cards = related.locator('article');
    await expect(cards).toHaveCount(4);
    for (const href of await cards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/${post.categoriaSlug}/`));
      expect(href).not.toBe(path);
    }

    // Share links carry the absolute canonical URL and open in a new tab.
    const share = page.getByRole('group', { name: 'Compartilhar esta notícia' });
    const encoded = encodeURIComponent(canonicalUrl);
    await expect(share.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${post.titulo} ${canonicalUrl}`)}`);
    await expect(share.getByRole('link', { name: 'Compartilhar no Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    await expect(share.getByRole('link', { name: 'Compartilhar no X' })).toHaveAttribute('href', `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(post.titulo)}`);
    for (const link of await share.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    // Metadata (SPEC §2.5).
    await expect(page).toHaveTitle(`${post.titulo} | ${await brand(request)}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalUrl);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.resumo);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', post.tags.join(','));
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article');
    await expect(meta(page, 'og:url')).toHaveAttribute('content', canonicalUrl);
    // The 1200×630 share image cut around the featured image's focal point (issue 28).
    await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/[^/]+\/compartilhamento\/.+\.jpg$/);
    await expect(meta(page, 'article:published_time')).toHaveAttribute('content', post.publicadoEm ?? post.criadoEm);
    await expect(meta(page, 'article:modified_time')).toHaveCount(1);
    await expect(meta(page, 'article:author')).toHaveAttribute('content', post.membroEquipe?.nome || post.autor!.nome);
    await expect(meta(page, 'article:section')).toHaveAttribute('content', post.categoria ?? '');
    await expect(meta(page, 'article:tag')).toHaveCount(post.tags.length);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    expect(problems).toEqual([]);
  });

  test('a column names its columnist, with avatar and role, and does not repeat the avatar as the cover', async ({ page, request }) => {
    const { post } = await find(request, ({ post: p }) => p.categoriaSlug === 'colunistas' && Boolean(p.membroEquipe?.avatar), 'de colunista com avatar');
    await page.goto(postPath(post));
    const author = page.getByTestId('post-author');
    await expect(author).toContainText(`Por ${post.membroEquipe!.nome}`);
    await expect(author).toContainText(post.membroEquipe!.cargo);
    const avatar = author.getByRole('img', { name: `Foto de ${post.membroEquipe!.nome}` });
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // SPEC §3 makes the avatar the column's image in lists; here the byline already shows it.
    expect(post.imagemUrl).toBe(post.membroEquipe!.avatar);
    await expect(page.locator('article > figure')).toHaveCount(0);
    await expect(page.locator('article').first().getByText('Sem imagem')).toHaveCount(0);
  });

  test("'Copiar link' copies the canonical URL, says so for 2 s and shows a toast", async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const { post } = await find(request, () => true, '');
    await page.goto(postPath(post));
    const button = page.getByRole('button', { name: 'Copiar link' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Link copiado!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Link copiado!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${postPath(post)}`);
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible({ timeout: 4000 });
  });

  test('a gallery opens in a lightbox: arrows, counter, Esc returns focus @mobile', async ({ page, request }) => {
    const { post } = await find(request, ({ post: p }) => p.galeriaImagens.length >= 3, 'com galeria de 3 fotos ou mais');
    const total = post.galeriaImagens.length;
    await page.goto(postPath(post));
    const thumbs = page.getByRole('button', { name: /^Abrir foto \d+ de \d+/ });
    await expect(thumbs).toHaveCount(total);
    const first = thumbs.first();
    await first.scrollIntoViewIfNeeded();
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await first.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName(`Galeria de fotos: ${post.titulo}`);
    await expect(dialog.getByRole('button', { name: 'Fechar galeria' })).toBeFocused();
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 de ${total}`);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`2 de ${total}`);
    const caption = normalizeCaption(post.galeriaImagens[1]);
    if (caption) await expect(dialog.locator('figcaption')).toHaveText(caption);
    // The photo (not the blurred thumbnail shown while it loads), never asked wider than its variant.
    const photo = dialog.locator('img:not([aria-hidden])');
    await expect(photo).toHaveAttribute('src', /_post-large\./);
    expect(await photo.getAttribute('srcset')).not.toMatch(/w=(1920|2048|3840)/);
    await expect(dialog.getByTestId('lightbox-carregando')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Próxima foto' }).click();
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`3 de ${total}`);
    await dialog.getByRole('button', { name: 'Foto anterior' }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByTestId('lightbox-counter')).toHaveText(`1 de ${total}`);

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(first).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("a post's audio plays in the bottom player: a linked .mp3 and the body's own <audio>, neither repeated", async ({ page, request }) => {
    const player = page.getByRole('region', { name: 'Player da rádio' });
    const linked = await find(
      request,
      ({ raw }) => /<a [^>]*href="[^"]+\.mp3"/.test(raw.conteudo ?? '') && !/<audio/.test(raw.conteudo ?? ''),
      'com link para .mp3',
    );
    await page.goto(postPath(linked.post));
    const cards = page.getByRole('region', { name: 'Mídia da reportagem' }).getByTestId('ouvir-card');
    await expect(cards).toHaveCount(linked.post.audios.length);
    await expect(cards.first().getByRole('link', { name: 'Baixar o áudio da reportagem' })).toHaveAttribute('href', linked.post.audios[0]);
    await expect(page.getByRole('region', { name: 'Mídia da reportagem' }).locator('figcaption').first()).toContainText('Áudio da reportagem');
    // The one <audio> of the page is the layout's player.
    await expect(page.locator('audio')).toHaveCount(1);
    await cards.first().getByRole('button', { name: 'Ouvir o áudio' }).click();
    await expect(player.getByTestId('player-item-title')).toHaveText(linked.post.titulo);
    await expect(page.getByTestId('radio-audio')).toHaveAttribute('src', linked.post.audios[0]);

    const embedded = await find(request, ({ raw }) => /<audio/.test(raw.conteudo ?? ''), 'com <audio> no corpo');
    await page.goto(postPath(embedded.post));
    // Kept in the HTML for readers without JavaScript; hidden behind a card once the page runs.
    const native = body(page).locator('audio[controls]');
    await expect(native).toHaveCount(1);
    await expect(native).toBeHidden();
    await expect(page.getByTestId('ouvir-card')).toHaveCount(1);
    const src = await native.evaluate((audio: HTMLAudioElement) => audio.getAttribute('src') || audio.querySelector('source')?.getAttribute('src'));
    await body(page).getByTestId('ouvir-card').getByRole('button', { name: 'Ouvir o áudio' }).click();
    await expect(player.getByTestId('player-item-title')).toHaveText(embedded.post.titulo);
    await expect(page.getByTestId('radio-audio')).toHaveAttribute('src', src!);
  });

  test('YouTube: a poster stands in for the frame until the reader presses play; a watch link becomes one too', async ({ page, request }) => {
    const embedded = await find(request, ({ raw }) => /<iframe[^>]+youtube\.com\/embed\//.test(raw.conteudo ?? ''), 'com iframe do YouTube');
    const id = /youtube\.com\/embed\/([\w-]+)/.exec(embedded.raw.conteudo ?? '')![1];
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).hostname !== 'localhost') elsewhere.push(sent.url());
    });
    await page.goto(postPath(embedded.post));
    // Nothing reaches YouTube before the reader asks: the poster is a link to the video there.
    const poster = body(page).locator('[data-video-embed]');
    await expect(poster).toHaveAttribute('data-video-embed', `https://www.youtube-nocookie.com/embed/${id}`);
    await expect(poster.getByRole('link', { name: /^Assistir ao vídeo/ })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${id}`);
    const box = await poster.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    await expect(page.locator('article iframe')).toHaveCount(0);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(500);
    expect(elsewhere).toEqual([]);

    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }));
    await poster.getByRole('link', { name: /^Assistir ao vídeo/ }).click();
    const frame = body(page).locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    await expect(frame).toHaveAttribute('title', /.+/);
    expect(page.url()).toContain(postPath(embedded.post));

    const linked = await find(request, ({ raw }) => /<a [^>]*href="https:\/\/www\.youtube\.com\/watch\?v=/.test(raw.conteudo ?? ''), 'com link do YouTube');
    const linkedId = /watch\?v=([\w-]+)/.exec(linked.raw.conteudo ?? '')![1];
    await page.goto(postPath(linked.post));
    const media = page.getByRole('region', { name: 'Mídia da reportagem' }).locator('[data-video-embed]');
    await expect(media).toHaveAttribute('data-video-embed', `https://www.youtube-nocookie.com/embed/${linkedId}`);
    await expect(media).toHaveAttribute('data-video-title', `Vídeo da reportagem: ${linked.post.titulo}`);
  });

  test('a video file in the body plays there, with controls', async ({ page, request }) => {
    const login = await request.post('/api/v1/auth/login', { data: { email: STAFF_EMAILS.editor, password: DEMO_PASSWORD } });
    const headers = { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
    const categories = (await (await request.get('/api/v1/publico/categorias')).json()) as Array<{ id: number }>;
    const stamp = Date.now();
    const created = await request.post('/api/v1/postagens', {
      headers,
      data: {
        titulo: `Vídeo no corpo ${stamp}`,
        slug: `video-no-corpo-${stamp}`,
        resumo: 'Uma reportagem com vídeo no corpo do texto.',
        conteudo: '<p>Imagens da equipe.</p><video src="http://127.0.0.1:9/reportagem.mp4"></video>',
        categoriaId: categories[0]!.id,
        status: 'publicado',
      },
    });
    expect(created.status()).toBe(201);
    const made = (await created.json()) as { id: number; slug: string };
    try {
      await page.goto(`/noticias/${made.slug}`);
      await expect(body(page).locator('video[controls]')).toHaveCount(1);
      await expect(page.locator('article video')).toHaveCount(1);
    } finally {
      await request.delete(`/api/v1/postagens/${made.id}`, { headers });
    }
  });

  test('/noticias/{slug} renders the post and points its canonical link at the category URL', async ({ page, request, baseURL }) => {
    const { post } = await find(request, ({ post: p }) => p.categoriaSlug !== 'noticias', 'fora da categoria notícias');
    const response = await page.goto(`/noticias/${post.slug}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/noticias/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titulo);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${postPath(post)}`);
    await expect(meta(page, 'og:url')).toHaveAttribute('content', `${baseURL}${postPath(post)}`);
  });

  test('a wrong category segment redirects permanently (308) to the canonical URL', async ({ page, request }) => {
    const { post } = await find(request, ({ post: p }) => p.categoriaSlug !== 'esportes', 'fora de esportes');
    const wrong = `/esportes/${post.slug}`;
    const response = await request.get(wrong, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    // Next 16 sends the Location twice (same value) on the response that renders a cached page's
    // redirect, once from the cache: every value must be the canonical address.
    for (const location of response.headers().location.split(', ')) expect(new URL(location, 'http://x').pathname).toBe(postPath(post));

    await page.goto(wrong);
    expect(new URL(page.url()).pathname).toBe(postPath(post));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titulo);
  });

  test('an unknown slug answers 404 inside the public layout', async ({ page }) => {
    for (const path of ['/politica/esta-noticia-nao-existe', '/noticias/esta-noticia-nao-existe']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test('visits are counted: the API count grows within a few seconds', async ({ page, request }) => {
    const { post } = await find(request, () => true, '');
    const before = (await freshPost(request, post.slug)).visualizacoes;
    for (let i = 0; i < 2; i++) {
      const beacon = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith(`/publico/postagens/${post.id}/visualizacoes`));
      await page.goto(postPath(post));
      await beacon;
    }
    // Views are written in batches every 5 s.
    await expect
      .poll(async () => (await freshPost(request, post.slug)).visualizacoes, { timeout: 10_000, intervals: [500] })
      .toBeGreaterThanOrEqual(before + 2);
  });

  test('the body of every seeded post renders inert', async ({ page, request }) => {
    // Every seeded post's first render: about a minute on a busy two-core machine.
    test.setTimeout(180_000);
    const all = await seededPosts(request);
    // Only the HTML matters: each page as the server sends it, parsed into a DOM by the browser's own
    // HTML parser (DOMParser runs no script and loads nothing, like a page with JavaScript off),
    // without laying out and painting 84 pages (the blank page the test starts on does the parsing).
    for (const { post } of all) {
      const response = await request.get(postPath(post));
      expect(response.status(), postPath(post)).toBe(200);
      const found = await page.evaluate((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        const article = document.querySelector('article');
        const bodyNode = article?.querySelector('.post-body');
        if (!article) return ['sem <article>'];
        const issues: string[] = [];
        const scope = bodyNode ?? article;
        if (scope.querySelector('script')) issues.push('script');
        if (article.querySelector('script')) issues.push('script no artigo');
        if (scope.querySelector('[onerror], [onload], [onclick], [onmouseover]')) issues.push('handler');
        if (scope.querySelector('a[href^="javascript:" i], [src^="javascript:" i], [src^="data:" i]')) issues.push('javascript: URL');
        if (scope.querySelector('style, form, object, embed, svg, math, [srcdoc]')) issues.push('elemento proibido');
        for (const frame of article.querySelectorAll('iframe')) {
          if (!/^https:\/\/www\.youtube(-nocookie)?\.com\/embed\//.test(frame.getAttribute('src') ?? '')) issues.push(`iframe ${frame.getAttribute('src')}`);
        }
        for (const link of scope.querySelectorAll('a[href^="http"]')) {
          if (link.getAttribute('target') !== '_blank' || !/noopener/.test(link.getAttribute('rel') ?? '')) issues.push(`link externo ${link.getAttribute('href')}`);
        }
        return issues;
      }, await response.text());
      expect(found, postPath(post)).toEqual([]);
    }
  });
});

function normalizeCaption(item: unknown): string {
  return item && typeof item === 'object' && typeof (item as { legenda?: unknown }).legenda === 'string' ? ((item as { legenda: string }).legenda ?? '').trim() : '';
}
