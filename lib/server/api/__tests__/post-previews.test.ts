/**
 * Preview links: a signed link shows a draft to someone without an account for
 * 48 hours, until revoked, and never reaches a sitemap or feed. The discovery responses and
 * lib/api's read run against the same in-process app (the transport pointed at it), as in
 * lib/seo/__tests__/discovery-seeded.test.ts.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { ApiApp } from '@/lib/server/api/app';
import { categorias, logs, postagens, previasPostagem } from '@/lib/server/db/schema';
import { getPreviewPost, MAX_ACTIVE_PREVIEW_LINKS, PREVIEW_NOT_FOUND_MESSAGE } from '@/lib/server/services/post-previews';
import { OWN_POSTS_ONLY_MESSAGE } from '@/lib/server/services/admin-posts/access';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type ApiRequest, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

const mockApp: { current: ApiApp | null } = { current: null };

jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: () => Promise.resolve(),
}));
jest.mock('@/lib/api/transport', () => {
  const actual = jest.requireActual<typeof import('@/lib/api/transport')>('@/lib/api/transport');
  return {
    ...actual,
    apiGetJson: async (path: string) => {
      const response = await (mockApp.current as ApiApp).request(`/api/v1${path}`);
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new actual.ApiResponseError(response.status, body);
      return body;
    },
  };
});

type Json = any;

const TOKEN_PATH = /^\/previa\/([A-Za-z0-9_-]{43})$/;
const HOURS_48 = 48 * 60 * 60 * 1000;

describe.each(TEST_BACKENDS)('Links de prévia ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let request: ApiRequest;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;

  let counter = 0;
  function newPost(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const word = `previsorio${backend.name.toLowerCase()}${counter}`;
    return {
      titulo: `Entrevista com a diretora ${word}`,
      slug: `entrevista-com-a-diretora-${word}`,
      resumo: 'O que a diretora disse.',
      conteudo: '<p>Texto ainda em revisão.</p>',
      categoriaId: categoryId,
      status: 'rascunho',
      ...overrides,
    };
  }
  async function created(who: keyof StaffTokens, overrides: Record<string, unknown> = {}): Promise<Json> {
    const answer = await call('POST', '/postagens', tokens[who], newPost(overrides));
    expect(answer.status).toBe(201);
    return answer.body;
  }
  async function previewOf(who: keyof StaffTokens, postId: number): Promise<{ token: string; body: Json }> {
    const answer = await call('POST', `/postagens/${postId}/previas`, tokens[who]);
    expect(answer.status).toBe(201);
    const token = TOKEN_PATH.exec(answer.body.url)?.[1];
    expect(token).toBeDefined();
    return { token: token!, body: answer.body };
  }
  const publicPreview = (token: string) => call('GET', `/publico/previas/${token}`);

  beforeAll(async () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3100';
    delete process.env.API_URL;
    let app: ApiApp;
    ({ database, call, request, tokens, ids, app } = await setupStaffApi(backend));
    mockApp.current = app;
    const [category] = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(1);
    categoryId = category.id;
  });
  afterAll(async () => {
    delete process.env.PORT;
    await database?.dispose();
  });

  it('"Copiar link de prévia": a 256-bit token in the link, only its SHA-256 stored, valid for 48 h, logged', async () => {
    const draft = await created('autor');
    const before = Date.now();
    const { token, body } = await previewOf('autor', draft.id);
    expect(body).toEqual({ id: expect.any(Number), url: `/previa/${token}`, criadoEm: expect.any(String), expiraEm: expect.any(String), criadoPor: { id: ids.autor, nome: 'Renata Fagundes' } });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Date.parse(body.expiraEm) - Date.parse(body.criadoEm)).toBe(HOURS_48);
    expect(Date.parse(body.criadoEm)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await database.db.select().from(previasPostagem).where(eq(previasPostagem.id, body.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'criar_previa'), eq(logs.entidadeId, String(draft.id))));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.autor, entidade: 'postagem' }));
    expect(JSON.stringify(log.detalhes)).not.toContain(token);
  });

  it('shows the draft to anyone holding the link, with no account, no cache and noindex; the post itself stays off the site', async () => {
    const draft = await created('autor', { tags: ['educação'] });
    const { token } = await previewOf('autor', draft.id);
    const response = await request('GET', `/publico/previas/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const body = (await response.json()) as Json;
    expect(body).toEqual(
      expect.objectContaining({
        id: draft.id,
        titulo: draft.titulo,
        slug: draft.slug,
        conteudo: '<p>Texto ainda em revisão.</p>',
        status: 'rascunho',
        categoria: expect.objectContaining({ id: categoryId }),
        tags: ['educação'],
        previa: { expiraEm: expect.any(String) },
      }),
    );
    expect((await call('GET', `/publico/postagens/${draft.slug}`)).status).toBe(404);

    // What the page reads (lib/api/public.ts): the post normalised, and the link's end.
    const { getPostPreview } = await import('@/lib/api/public');
    const preview = await getPostPreview(token);
    expect(preview?.post).toEqual(expect.objectContaining({ titulo: draft.titulo, slug: draft.slug, status: 'rascunho' }));
    expect(preview?.expiraEm).toBe(body.previa.expiraEm);
  });

  it('only whoever may edit the post creates, lists and revokes its links', async () => {
    const editors = await created('editor');
    expect(await call('POST', `/postagens/${editors.id}/previas`, tokens.autor)).toEqual({ status: 403, body: { message: OWN_POSTS_ONLY_MESSAGE, codigo: 'SEM_PERMISSAO' } });
    expect((await call('GET', `/postagens/${editors.id}/previas`, tokens.autor)).status).toBe(403);
    expect((await call('POST', `/postagens/${editors.id}/previas`)).status).toBe(401);
    expect((await call('POST', '/postagens/999999/previas', tokens.editor)).status).toBe(404);
    const { body } = await previewOf('editor', editors.id);
    expect((await call('DELETE', `/postagens/${editors.id}/previas/${body.id}`, tokens.autor)).status).toBe(403);

    const authors = await created('autor');
    await previewOf('editor', authors.id);
    await previewOf('admin', authors.id);
  });

  it('revoked: the link is a 404 at once, gone from the list; revoking again changes nothing', async () => {
    const draft = await created('autor');
    const first = await previewOf('autor', draft.id);
    const second = await previewOf('editor', draft.id);
    const list = await call('GET', `/postagens/${draft.id}/previas`, tokens.autor);
    expect(list.status).toBe(200);
    expect(list.body.dados.map((link: Json) => link.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.dados[0]).toEqual({ id: second.body.id, criadoEm: expect.any(String), expiraEm: expect.any(String), criadoPor: { id: ids.editor, nome: 'Marta Lindner' } });
    expect(JSON.stringify(list.body)).not.toContain(first.token);

    const revoked = await call('DELETE', `/postagens/${draft.id}/previas/${first.body.id}`, tokens.autor);
    expect(revoked.status).toBe(204);
    expect(await publicPreview(first.token)).toEqual({ status: 404, body: { message: PREVIEW_NOT_FOUND_MESSAGE, codigo: 'NAO_ENCONTRADO' } });
    const { getPostPreview } = await import('@/lib/api/public');
    expect(await getPostPreview(first.token)).toBeNull();
    expect((await publicPreview(second.token)).status).toBe(200);
    expect((await call('GET', `/postagens/${draft.id}/previas`, tokens.autor)).body.dados.map((link: Json) => link.id)).toEqual([second.body.id]);

    expect((await call('DELETE', `/postagens/${draft.id}/previas/${first.body.id}`, tokens.autor)).status).toBe(204);
    expect((await call('DELETE', `/postagens/${draft.id}/previas/999999`, tokens.autor)).status).toBe(404);
    expect((await call('DELETE', `/postagens/${draft.id}/previas/abc`, tokens.autor)).status).toBe(400);
    const revocations = await database.db.select().from(logs).where(and(eq(logs.acao, 'revogar_previa'), eq(logs.entidadeId, String(draft.id))));
    expect(revocations).toHaveLength(1);
  });

  it('expired after 48 h: a 404, and out of the list', async () => {
    const draft = await created('autor');
    const { token, body } = await previewOf('autor', draft.id);
    const created_ = new Date(body.criadoEm);
    // The service's own clock: just before and just after the 48 hours.
    await expect(getPreviewPost(database.db, token, new Date(created_.getTime() + HOURS_48 - 1000))).resolves.toEqual(expect.objectContaining({ id: draft.id }));
    await expect(getPreviewPost(database.db, token, new Date(created_.getTime() + HOURS_48))).rejects.toMatchObject({ kind: 'not-found' });
    // The stored expiry in the past: the API says 404 now.
    await database.db.update(previasPostagem).set({ expiraEm: new Date(Date.now() - 1000) }).where(eq(previasPostagem.id, body.id));
    expect((await publicPreview(token)).status).toBe(404);
    expect((await call('GET', `/postagens/${draft.id}/previas`, tokens.autor)).body.dados).toEqual([]);
  });

  it('anything but a live token is the same 404', async () => {
    for (const token of ['abc', 'a'.repeat(43).replace(/a$/, '.'), 'A'.repeat(43), 'A'.repeat(44), 'x'.repeat(300), '%00']) {
      expect((await publicPreview(encodeURIComponent(token))).status).toBe(404);
    }
  });

  it(`at most ${MAX_ACTIVE_PREVIEW_LINKS} live links per post (409 in pt-BR)`, async () => {
    const draft = await created('editor');
    for (let i = 0; i < MAX_ACTIVE_PREVIEW_LINKS; i++) await previewOf('editor', draft.id);
    const refused = await call('POST', `/postagens/${draft.id}/previas`, tokens.editor);
    expect(refused).toEqual({ status: 409, body: { message: `Esta postagem já tem ${MAX_ACTIVE_PREVIEW_LINKS} links de prévia ativos. Revogue algum antes de criar outro.`, codigo: 'LIMITE_DE_PREVIAS' } });
  });

  it('a draft with a live preview link is in no sitemap or feed; a published post is', async () => {
    const draft = await created('autor');
    const { token } = await previewOf('autor', draft.id);
    const published = await created('editor', { status: 'publicado' });
    expect((await publicPreview(token)).status).toBe(200);

    const discovery = await import('@/lib/seo/discovery');
    const texts = await Promise.all([discovery.sitemapResponse(), discovery.newsSitemapResponse(), discovery.rssResponse()].map(async (answer) => {
      const response = await answer;
      expect(response.status).toBe(200);
      return response.text();
    }));
    const [sitemap, news, rss] = texts;
    for (const text of texts) {
      expect(text).not.toContain(draft.slug);
      expect(text).not.toContain(token);
      expect(text).not.toContain('/previa/');
    }
    expect(sitemap).toContain(published.slug);
    expect(news).toContain(published.slug);
    expect(rss).toContain(published.slug);
    const [row] = await database.db.select({ status: postagens.status }).from(postagens).where(eq(postagens.id, draft.id));
    expect(row.status).toBe('rascunho');
  });
});
