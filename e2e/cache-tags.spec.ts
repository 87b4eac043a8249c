import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, STAFF_EMAILS } from './helpers';

/*
 * Tags that mean what they say (docs/architecture.md "Caching", the "write → tags → pages" table):
 * a save of post A expires A's page and the lists it appears in, and nothing else — post B's page,
 * which may even list A among its related posts, is still answered from the cache on the very
 * next request. No timing is asserted: the figures live in `npm run bench`.
 */

type Json = Record<string, any>;

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: STAFF_EMAILS.editor, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}

/** Reads until the page comes from the cache, so the next read after a write proves what expired. */
async function warm(request: APIRequestContext, url: string) {
  await expect(async () => {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    expect(response.headers()['x-nextjs-cache'], url).toBe('HIT');
  }).toPass({ timeout: 10_000 });
}

async function politica(request: APIRequestContext) {
  const categories = (await (await request.get('/api/v1/publico/categorias')).json()) as Json[] | { dados: Json[] };
  const list = Array.isArray(categories) ? categories : categories.dados;
  return list.find((category) => category.slug === 'politica') as { id: number; slug: string };
}

const newPost = (categoriaId: number, word: string) => ({
  titulo: `Tags ${word} chegam às páginas`,
  slug: `tags-${word}-chegam-as-paginas`,
  resumo: `Resumo ${word}.`,
  conteudo: `<p>Texto ${word}.</p>`,
  conteudoJson: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Texto ${word}.` }] }] },
  categoriaId,
  status: 'publicado',
});

test.describe('a post save and the cached pages', () => {
  test("saving post A leaves post B's page a cache HIT; A's page, the home and its category show the new title", async ({ request }) => {
    const headers = await staffHeaders(request);
    const category = await politica(request);
    const stamp = Date.now();
    const created: Json[] = [];
    try {
      for (const word of [`alfa${stamp}`, `beta${stamp}`]) {
        const response = await request.post('/api/v1/postagens', { headers, data: newPost(category.id, word) });
        expect(response.status()).toBe(201);
        created.push((await response.json()) as Json);
      }
      const [a, b] = created;
      const pageOfA = `/${category.slug}/${a.slug}`;
      const pageOfB = `/${category.slug}/${b.slug}`;
      for (const url of [pageOfA, pageOfB, '/', `/${category.slug}`]) await warm(request, url);

      const current = (await (await request.get(`/api/v1/postagens/${a.id}`, { headers })).json()) as Json;
      const saved = await request.put(`/api/v1/postagens/${a.id}`, {
        headers,
        data: { ...newPost(category.id, `alfa${stamp}`), titulo: `Tags alfa${stamp} com título corrigido`, versao: current.versao },
      });
      expect(saved.status()).toBe(200);

      // B's page (A among its related posts): straight from the cache. A is not urgent, so the bar
      // every page carries was left alone too.
      const pageB = await request.get(pageOfB);
      expect(pageB.status()).toBe(200);
      expect(pageB.headers()['x-nextjs-cache']).toBe('HIT');
      expect(await pageB.text()).toContain(`Tags alfa${stamp} chegam às páginas`);

      // A's page and the lists A is in: the new title on the next request.
      for (const url of [pageOfA, '/', `/${category.slug}`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(await response.text(), url).toContain(`Tags alfa${stamp} com título corrigido`);
      }
    } finally {
      for (const post of created) await request.delete(`/api/v1/postagens/${post.id}`, { headers });
    }
  });
});
