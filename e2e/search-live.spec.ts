import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, STAFF_EMAILS } from './helpers';

/*
 * The news search from the page cache, and still live: a term's results page is cached like any
 * public page (a repeated search costs what a cached page does, and is not counted against the
 * per-address search limit), and a post published a second ago is found by the next search.
 */

type Json = Record<string, any>;

async function editorHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: STAFF_EMAILS.editor, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

async function categoryId(request: APIRequestContext): Promise<number> {
  const categories = (await (await request.get('/api/v1/publico/categorias')).json()) as Json[] | { dados: Json[] };
  const list = Array.isArray(categories) ? categories : categories.dados;
  return (list.find((category) => category.slug === 'politica') ?? list[0]).id as number;
}

const searchUrl = (term: string) => `/noticias?busca=${encodeURIComponent(term)}`;

/** Asks until the results page comes from the page cache. */
async function warm(request: APIRequestContext, url: string) {
  await expect(async () => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
  }).toPass({ timeout: 10_000 });
}

test.describe('search: from the cache, and live', () => {
  test('a post published through the API a second ago is found by the next search, and gone once hidden', async ({ page, request }) => {
    const headers = await editorHeaders(request);
    const word = `buscaviva${Date.now()}`;
    const title = `Temporal de granizo atinge a serra ${word}`;

    // Nothing yet, and the empty results page is now in the cache.
    expect(await (await request.get(searchUrl(word))).text()).toContain(`Nenhuma notícia encontrada para &quot;<!-- -->${word}<!-- -->&quot;`);
    await warm(request, searchUrl(word));

    const body = {
      titulo: title,
      slug: `temporal-de-granizo-atinge-a-serra-${word}`,
      resumo: `Resumo ${word}.`,
      conteudo: `<p>Texto ${word}.</p>`,
      conteudoJson: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Texto ${word}.` }] }] },
      categoriaId: await categoryId(request),
      status: 'publicado',
    };
    const created = await request.post('/api/v1/postagens', { headers, data: body });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as Json;

    // The very next request finds it: the publication expired the cached results.
    const next = await request.get(searchUrl(word));
    expect(next.status()).toBe(200);
    expect(next.headers()['x-nextjs-cache']).not.toBe('HIT');
    expect(await next.text()).toContain(post.slug);

    // In a browser, at the reader's own address (the results page's is never shown).
    await page.goto(searchUrl(word));
    await expect(page).toHaveURL(new RegExp(`/noticias\\?busca=${word}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados para "${word}"`);
    await expect(page.getByTestId('search-count')).toHaveText('1 resultado');
    await expect(page.locator('main article h2')).toHaveText(title);

    // Hidden again: gone from the next search.
    await warm(request, searchUrl(word));
    const current = (await (await request.get(`/api/v1/postagens/${post.id}`, { headers })).json()) as Json;
    const hidden = await request.put(`/api/v1/postagens/${post.id}`, { headers, data: { ...body, status: 'rascunho', versao: current.versao } });
    expect(hidden.status()).toBe(200);
    const after = await (await request.get(searchUrl(word))).text();
    expect(after).not.toContain(post.slug);
    expect(after).toContain(`Nenhuma notícia encontrada para &quot;<!-- -->${word}<!-- -->&quot;`);
  });

  test('a term in the cache is served to one address past the search limit; a new term still counts', async ({ request }) => {
    const word = `buscarepetida${Date.now()}`;
    await warm(request, searchUrl(word));
    // The search limit is 30 a minute per address: 40 cached answers, none of them counted.
    const answers = await Promise.all(Array.from({ length: 40 }, () => request.get(searchUrl(word))));
    expect(answers.map((answer) => answer.status())).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.headers()['x-nextjs-cache'] === 'HIT')).toBe(true);
    // The same term spelled with extra spaces is the same results page.
    const spaced = await request.get(`/noticias?busca=${encodeURIComponent(`  ${word}  `)}`);
    expect(spaced.status()).toBe(200);
    expect(spaced.headers()['x-nextjs-cache']).toBe('HIT');
  });

  test('results pages paginate at the reader’s address, and a made-up results address is a 404', async ({ page, request }) => {
    await page.goto('/noticias?busca=vale&pagina=2');
    await expect(page).toHaveURL(/\/noticias\?busca=vale&pagina=2$/);
    await expect(page.getByRole('navigation', { name: 'Paginação' }).getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect((await request.get('/noticias/busca/n%C3%A3o-%C3%A9-base64/1')).status()).toBe(404);
    expect((await request.get('/noticias/busca/dmFsZQ/01')).status()).toBe(404);
  });
});
