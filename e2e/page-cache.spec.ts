import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { appUrl, stack } from './stack';

/*
 * Whole public pages from the cache (DESIGN "Caching"): what `next build` made of the routes, a
 * page served from the cache until a write expires it, the scheduler expiring pages on its own,
 * no visitor's state in a cached page, and no forged Host in what the cache serves to others.
 * No timing is asserted: the figures live in `npm run bench`.
 */

const EDITOR = { email: 'editor@sintonia.local', password: 'Sintonia@2026' };
const BASE = appUrl();
/** The staff token e2e/fixtures/legacy-backend.mjs accepts (its module cannot be imported here: top-level await). */
const LEGACY_STAFF_TOKEN = 'legado-editor';

type Json = Record<string, any>;

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: EDITOR });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/**
 * Reads until the page comes from the cache, so the next read after a write proves the expiry. A
 * page older than the TTL is first served stale while it renders again in the background.
 */
async function warm(request: APIRequestContext, url: string) {
  await expect(async () => {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
  }).toPass({ timeout: 10_000 });
}

async function textOf(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  const response = await request.get(url, { headers });
  expect(response.status(), url).toBe(200);
  return response.text();
}

async function categoryOf(request: APIRequestContext) {
  const categories = (await (await request.get('/api/v1/publico/categorias')).json()) as Json[] | { dados: Json[] };
  const list = Array.isArray(categories) ? categories : categories.dados;
  return list.find((category) => category.slug === 'politica') as { id: number; slug: string };
}

const post = (categoriaId: number, word: string, overrides: Json = {}) => ({
  titulo: `Cache ${word} chega às páginas`,
  slug: `cache-${word}-chega-as-paginas`,
  resumo: `Resumo ${word}.`,
  conteudo: `<p>Texto ${word}.</p>`,
  conteudoJson: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Texto ${word}.` }] }] },
  categoriaId,
  status: 'publicado',
  ...overrides,
});

test.describe('public pages from the cache', () => {
  test('next build made the public pages cached (ISR), each search term’s results too, and the panel per request', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next', 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, { initialRevalidateSeconds: number | false }>;
      dynamicRoutes: Record<string, unknown>;
    };
    for (const route of ['/', '/equipe', '/a-radio', '/contato', '/robots.txt', '/rss.xml', '/sitemap.xml', '/sitemap-noticias.xml']) {
      expect(manifest.routes[route]?.initialRevalidateSeconds, route).toBe(30);
    }
    for (const route of ['/[categoria]', '/[categoria]/[slug]', '/[categoria]/pagina/[pagina]', '/noticias/[slug]', '/noticias/pagina/[numero]', '/noticias/busca/[termo]/[pagina]', '/rss/[arquivo]', '/sitemap/[arquivo]']) {
      expect(Object.keys(manifest.dynamicRoutes), route).toContain(route);
    }
    expect(Object.keys(manifest.routes)).not.toContain('/noticias/busca');
  });

  test('/noticias is the cached page 1 of the list; with ?busca= the search, also after client navigation', async ({ page, request }) => {
    await warm(request, '/noticias');
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
    // The header search: a client navigation to /noticias?busca= must not reuse the cached list.
    await page.getByRole('searchbox').first().fill('vale');
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(/\/noticias\?busca=vale$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "vale"');
    await page.getByRole('link', { name: 'Notícias', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Notícias' })).toBeVisible();
  });

  test('a staff write shows on the next request: home, category, post page, sitemap and RSS', async ({ request }) => {
    const headers = await staffHeaders(request);
    const category = await categoryOf(request);
    const word = `xandovi${Date.now()}`;
    const pages = ['/', `/${category.slug}`, '/sitemap.xml', '/rss.xml', `/rss/${category.slug}.xml`];
    for (const url of pages) await warm(request, url);

    const created = await request.post('/api/v1/postagens', { headers, data: post(category.id, word) });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    for (const url of pages) expect(await textOf(request, url), url).toContain(slug);
    expect(await textOf(request, '/')).toContain(`Cache ${word} chega às páginas`);

    // An edit: the post page, cached in between, shows the new title on the next request.
    const postUrl = `/${category.slug}/${slug}`;
    await warm(request, postUrl);
    const current = (await (await request.get(`/api/v1/postagens/${id}`, { headers })).json()) as Json;
    const edited = await request.put(`/api/v1/postagens/${id}`, {
      headers,
      data: { ...post(category.id, word), titulo: `Cache ${word} título corrigido`, versao: current.versao },
    });
    expect(edited.status()).toBe(200);
    expect(await textOf(request, postUrl)).toContain(`Cache ${word} título corrigido`);
    expect(await textOf(request, `/${category.slug}`)).toContain(`Cache ${word} título corrigido`);

    // Removed: gone from the lists, and its page is a 404 on the next request.
    expect((await request.delete(`/api/v1/postagens/${id}`, { headers })).status()).toBe(204);
    expect(await textOf(request, '/')).not.toContain(slug);
    expect((await request.get(postUrl)).status()).toBe(404);
  });

  test('a scheduled post reaches the cached home page at its time, with no write or request in between', async ({ request }) => {
    test.setTimeout(60_000);
    const headers = await staffHeaders(request);
    const category = await categoryOf(request);
    const word = `agendorim${Date.now()}`;
    const due = new Date(Date.now() + 4000);
    const created = await request.post('/api/v1/postagens', {
      headers,
      data: post(category.id, word, { status: 'agendado', publicadoEm: due.toISOString() }),
    });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    await warm(request, '/');
    expect(await textOf(request, '/')).not.toContain(slug);
    // The scheduler runs every 5 s: a few seconds after the due time the cached page has been expired.
    await new Promise((resolve) => setTimeout(resolve, due.getTime() - Date.now() + 7000));
    expect(await textOf(request, '/')).toContain(slug);
  });

  test("a vote never reaches another visitor's page as a 'voted' state", async ({ browser, request }) => {
    const voter = await browser.newContext({ baseURL: BASE });
    const page = await voter.newPage();
    await page.goto('/');
    const poll = page.getByRole('region', { name: 'Enquete' });
    // A click before hydration does nothing: try until the widget answers. This browser's device
    // id (a fingerprint) may already have voted in another spec: then it is refused, also fine here.
    const answer = page.getByRole('status').filter({ hasText: 'Voto registrado com sucesso!' }).or(page.getByRole('alert').filter({ hasText: 'Você já votou nesta enquete' }));
    await expect(async () => {
      await poll.getByRole('button').first().click();
      await expect(answer.first()).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    await voter.close();

    // A vote from another device, past the 5 s throttle, expires the polls: the home page is rendered again.
    await new Promise((resolve) => setTimeout(resolve, 5500));
    const [open] = (await (await request.get('/api/v1/publico/enquetes')).json()) as { id: number; opcoes: { id: number }[] }[];
    const vote = await request.post(`/api/v1/publico/enquetes/${open.id}/votar`, { data: { opcaoId: open.opcoes[0].id, deviceId: `e2e-cache-${Date.now()}` } });
    expect(vote.status()).toBe(201);
    const html = await textOf(request, '/');
    expect(html).not.toContain('aria-pressed="true"');
    const reader = await browser.newContext({ baseURL: BASE });
    const other = await reader.newPage();
    await other.goto('/');
    const otherPoll = other.getByRole('region', { name: 'Enquete' });
    await expect(otherPoll.getByRole('button').first()).toBeVisible();
    await expect(otherPoll.locator('button[aria-pressed="true"]')).toHaveCount(0);
    await reader.close();
  });

  test('a forged Host or X-Forwarded-Host never reaches the cached canonical URL', async ({ request }) => {
    const headers = await staffHeaders(request);
    const category = await categoryOf(request);
    // A write expires /equipe's categories: the forged request below is the one that renders it.
    const current = (await (await request.get('/api/v1/categorias', { headers })).json()) as Json[];
    const politica = current.find((item) => item.id === category.id)!;
    const saved = await request.put(`/api/v1/categorias/${category.id}`, {
      headers,
      data: { nome: politica.nome, slug: politica.slug, descricao: `${politica.descricao} `.trim(), cor: politica.cor, imagem: politica.imagem, ordem: politica.ordem },
    });
    expect(saved.ok()).toBe(true);
    const forged = { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' };
    const first = await textOf(request, '/equipe', forged);
    const next = await textOf(request, '/equipe');
    for (const html of [first, next]) {
      expect(html).toContain(`<link rel="canonical" href="${BASE}/equipe"/>`);
      expect(html).not.toContain('atacante.example');
    }
    expect(await textOf(request, '/rss.xml', forged)).not.toContain('atacante.example');
  });
});

test.describe('API_URL mode: a write through this app expires the pages of the remote backend', () => {
  test.use({ baseURL: appUrl(stack.legacyApp) });

  test('renaming a post upstream through /api/v1 shows on the next request', async ({ request }) => {
    const uuid = '5b1f7a3c-0001-4c2e-9a10-7d3e2b1a0001';
    const original = 'Prefeitura anuncia novo terminal rodoviário';
    const postUrl = '/politica/prefeitura-anuncia-novo-terminal-rodoviario';
    const rename = (titulo: string) =>
      request.put(`/api/v1/postagens/${uuid}`, { headers: { authorization: `Bearer ${LEGACY_STAFF_TOKEN}` }, data: { titulo } });
    await warm(request, '/');
    await warm(request, postUrl);
    try {
      expect((await rename('Prefeitura confirma novo terminal rodoviário')).status()).toBe(200);
      expect(await textOf(request, '/')).toContain('Prefeitura confirma novo terminal rodoviário');
      expect(await textOf(request, postUrl)).toContain('Prefeitura confirma novo terminal rodoviário');
    } finally {
      expect((await rename(original)).status()).toBe(200);
    }
    expect(await textOf(request, postUrl)).toContain(original);
  });
});
