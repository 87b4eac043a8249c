import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { ApiApp } from '@/lib/server/api/app';
import { hashPassword } from '@/lib/server/auth/password';
import { categorias, postagens, usuarios } from '@/lib/server/db/schema';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

/*
 * Every staff route refuses what it must, table-driven: no token, a garbage or forged token, the
 * token of a deactivated user, the Next middleware-bypass header (which a route must never
 * trust), the wrong role, and malformed input. Routes owned by other parts of the panel
 * (dashboard, media) are included when they exist in this build.
 */

type Route = { method: string; path: string; body?: unknown; optional?: boolean };

/** :post is a post by the editor, :category a category with posts; both filled in once seeded. */
const STAFF_ROUTES: Route[] = [
  { method: 'GET', path: '/auth/me' },
  { method: 'GET', path: '/postagens' },
  { method: 'GET', path: '/postagens/autores' },
  { method: 'GET', path: '/postagens/slug?slug=qualquer-coisa' },
  { method: 'GET', path: '/postagens/:post' },
  { method: 'POST', path: '/postagens', body: {} },
  { method: 'PUT', path: '/postagens/:post', body: {} },
  { method: 'DELETE', path: '/postagens/:post' },
  { method: 'POST', path: '/postagens/:post/duplicar' },
  { method: 'POST', path: '/postagens/lote', body: { ids: [1], acao: 'excluir' } },
  { method: 'GET', path: '/categorias' },
  { method: 'POST', path: '/categorias', body: {} },
  { method: 'PUT', path: '/categorias/:category', body: {} },
  { method: 'DELETE', path: '/categorias/:category' },
  { method: 'GET', path: '/equipe/opcoes' },
  { method: 'GET', path: '/dashboard', optional: true },
  { method: 'GET', path: '/midia', optional: true },
  { method: 'GET', path: '/midia/1', optional: true },
  { method: 'POST', path: '/midia', optional: true },
  { method: 'PATCH', path: '/midia/1', body: {}, optional: true },
  { method: 'DELETE', path: '/midia/1', optional: true },
];

const BYPASS_HEADER = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
const routeName = (route: Route) => `${route.method} ${route.path}`;

describe.each(TEST_BACKENDS)('Guardas das rotas da equipe ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let tokens: StaffTokens;
  let deactivatedToken = '';
  let editorPostId = 0;
  let categoryId = 0;
  /** Optional routes this build does not have. */
  const absent = new Set<string>();

  const resolve = (path: string) => path.replace(':post', String(editorPostId)).replace(':category', String(categoryId));

  async function call(handler: (request: Request) => Promise<Response> | Response, route: Route, headers: Record<string, string> = {}, body = route.body) {
    const allHeaders: Record<string, string> = { ...headers };
    if (body !== undefined) allHeaders['content-type'] = 'application/json';
    const request = new Request(`http://localhost/api/v1${resolve(route.path)}`, {
      method: route.method,
      headers: allHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await handler(request);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
  }
  const viaApp = (request: Request) => app.fetch(request);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    ({ database, app, tokens } = await setupStaffApi(backend, { trustedIpHeader: null }));
    // An editor who logged in and was then deactivated: the token is well signed and still unexpired.
    await database.db.insert(usuarios).values({ nome: 'Editora Desligada', email: 'desligada@sintonia.local', senhaHash: await hashPassword('Sintonia@2026'), papel: 'editor' });
    const login = await call(viaApp, { method: 'POST', path: '/auth/login' }, {}, { email: 'desligada@sintonia.local', password: 'Sintonia@2026' });
    deactivatedToken = login.body.accessToken;
    expect(deactivatedToken).toBeTruthy();
    await database.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.email, 'desligada@sintonia.local'));

    const [editor] = await database.db.select().from(usuarios).where(eq(usuarios.email, 'editor@sintonia.local'));
    const [post] = await database.db.select().from(postagens).where(eq(postagens.autorId, editor.id)).limit(1);
    editorPostId = post.id;
    categoryId = post.categoriaId;

    for (const route of STAFF_ROUTES.filter((r) => r.optional)) {
      const { status, body } = await call(viaApp, route);
      if (status === 404 && body?.message === 'Rota não encontrada.') absent.add(routeName(route));
    }
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const exists = (route: Route) => !absent.has(routeName(route));

  describe.each(STAFF_ROUTES.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
    it('no token → 401', async () => {
      if (!exists(route)) return;
      const { status, body } = await call(viaApp, route);
      expect(status).toBe(401);
      expect(body).toEqual({ message: expect.any(String), codigo: 'NAO_AUTENTICADO' });
    });

    it('garbage, forged or non-Bearer credentials → 401', async () => {
      if (!exists(route)) return;
      const forged = await new SignJWT({ papel: 'admin', tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('sintonia')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('outro-segredo-qualquer-com-tamanho-suficiente'));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","papel":"admin","tv":0,"iss":"sintonia"}').toString('base64url')}.`;
      for (const headers of [bearer('lixo'), bearer(forged), bearer(unsigned), { authorization: 'Basic YWRtaW46c2VuaGE=' }, { authorization: tokens.admin }]) {
        expect((await call(viaApp, route, headers)).status).toBe(401);
      }
    });

    it("a deactivated user's token → 401", async () => {
      if (!exists(route)) return;
      expect((await call(viaApp, route, bearer(deactivatedToken))).status).toBe(401);
    });

    it('the middleware-bypass header gains nothing (401 without a token)', async () => {
      if (!exists(route)) return;
      expect((await call(viaApp, route, BYPASS_HEADER)).status).toBe(401);
      expect((await call(viaApp, route, { ...BYPASS_HEADER, ...bearer('lixo') })).status).toBe(401);
    });
  });

  describe('wrong role → 403, and nothing changes', () => {
    const AUTOR_FORBIDDEN: Route[] = [
      { method: 'POST', path: '/categorias', body: { nome: 'Categoria da autora' } },
      { method: 'PUT', path: '/categorias/:category', body: { nome: 'Renomeada pela autora' } },
      { method: 'DELETE', path: '/categorias/:category' },
      { method: 'GET', path: '/postagens/:post' },
      { method: 'PUT', path: '/postagens/:post', body: 'valid-update' },
      { method: 'DELETE', path: '/postagens/:post' },
      { method: 'POST', path: '/postagens/:post/duplicar' },
    ];

    it.each(AUTOR_FORBIDDEN.map((route) => [routeName(route), route] as const))('autor: %s', async (_name, route) => {
      const [postBefore] = await database.db.select().from(postagens).where(eq(postagens.id, editorPostId));
      const [categoryBefore] = await database.db.select().from(categorias).where(eq(categorias.id, categoryId));
      const [{ n: postsBefore }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(postagens);
      const body =
        route.body === 'valid-update'
          ? {
              titulo: 'Tentativa da autora',
              slug: postBefore.slug,
              categoriaId: postBefore.categoriaId,
              status: 'publicado',
              versao: postBefore.versao,
            }
          : route.body;
      const { status, body: answer } = await call(viaApp, route, bearer(tokens.autor), body);
      expect(status).toBe(403);
      expect(answer.codigo).toBe('SEM_PERMISSAO');
      if (route.path.startsWith('/postagens')) expect(answer.message).toBe('Você só pode editar as suas próprias postagens.');

      const [postAfter] = await database.db.select().from(postagens).where(eq(postagens.id, editorPostId));
      const [categoryAfter] = await database.db.select().from(categorias).where(eq(categorias.id, categoryId));
      const [{ n: postsAfter }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(postagens);
      expect(postAfter).toEqual(postBefore);
      expect(categoryAfter).toEqual(categoryBefore);
      expect(postsAfter).toBe(postsBefore);
    });

    it('the autor filter cannot reach other authors in the list either', async () => {
      const [editor] = await database.db.select().from(usuarios).where(eq(usuarios.email, 'editor@sintonia.local'));
      const { status, body } = await call(viaApp, { method: 'GET', path: `/postagens?autorId=${editor.id}` }, bearer(tokens.autor));
      expect(status).toBe(200);
      expect(body.dados).toEqual([]);
    });
  });

  describe('bad input → 400 with a message per field', () => {
    const BAD_INPUT: { route: Route; campos: Record<string, string> }[] = [
      {
        route: { method: 'POST', path: '/postagens', body: { titulo: 'Oi' } },
        campos: { titulo: 'O título deve ter pelo menos 5 caracteres.', categoriaId: 'Escolha uma categoria.', status: 'Status inválido.' },
      },
      {
        route: { method: 'PUT', path: '/postagens/:post', body: { titulo: 'Título válido', slug: 'x', categoriaId: 1, status: 'publicado' } },
        campos: { slug: 'O endereço (slug) deve ter pelo menos 3 caracteres.', versao: 'Versão da postagem ausente. Recarregue a página.' },
      },
      {
        route: { method: 'POST', path: '/categorias', body: { nome: 'X', cor: 'vermelho' } },
        campos: { nome: 'O nome deve ter pelo menos 2 caracteres.', cor: 'Use uma cor no formato #RRGGBB.' },
      },
      { route: { method: 'PUT', path: '/categorias/:category', body: {} }, campos: { nome: 'Informe o nome da categoria.' } },
      { route: { method: 'GET', path: '/postagens?status=qualquer&limite=abc' }, campos: { status: expect.any(String), limite: 'limite deve ser um número inteiro positivo.' } },
      { route: { method: 'GET', path: '/postagens/slug' }, campos: { slug: 'Informe o endereço (slug).' } },
      { route: { method: 'POST', path: '/postagens/lote', body: { ids: [], acao: 'apagar' } }, campos: { ids: 'Selecione pelo menos uma postagem.', acao: expect.any(String) } },
    ];

    it.each(BAD_INPUT.map((entry) => [routeName(entry.route), entry] as const))('%s', async (_name, { route, campos }) => {
      const { status, body } = await call(viaApp, route, bearer(tokens.editor));
      expect(status).toBe(400);
      expect(body.codigo).toBe('REQUISICAO_INVALIDA');
      expect(body.campos).toEqual(expect.objectContaining(campos));
    });

    it('a malformed id is 400, not a database error', async () => {
      for (const path of ['/postagens/abc', '/postagens/1.5', '/postagens/99999999999999999999', '/categorias/abc']) {
        const { status } = await call(viaApp, { method: 'PUT', path, body: {} }, bearer(tokens.admin));
        expect(status).toBe(400);
      }
    });
  });

  describe('through the real route handler (app/api/v1/[[...route]]/route.ts)', () => {
    type Handler = (request: Request) => Promise<Response>;
    let handlers: Record<string, Handler>;
    const viaRoute = (request: Request) => handlers[request.method](request);
    const scope = globalThis as typeof globalThis & { __sintoniaDb?: Promise<unknown>; __sintoniaApi?: unknown };

    beforeAll(async () => {
      // The module's own database is this test's database; the built-in backend, not API_URL forwarding.
      delete process.env.API_URL;
      scope.__sintoniaDb = Promise.resolve(database);
      scope.__sintoniaApi = undefined;
      handlers = (await import('@/app/api/v1/[[...route]]/route')) as unknown as Record<string, Handler>;
    });
    afterAll(() => {
      scope.__sintoniaDb = undefined;
      scope.__sintoniaApi = undefined;
    });

    it.each(STAFF_ROUTES.map((route) => [routeName(route), route] as const))('%s: bypass header without a token → 401', async (_name, route) => {
      if (!exists(route)) return;
      expect((await call(viaRoute, route)).status).toBe(401);
      expect((await call(viaRoute, route, BYPASS_HEADER)).status).toBe(401);
      expect((await call(viaRoute, route, { ...BYPASS_HEADER, ...bearer('lixo') })).status).toBe(401);
      expect((await call(viaRoute, route, { ...BYPASS_HEADER, ...bearer(deactivatedToken) })).status).toBe(401);
    });

    it('a valid token still works with the header present (it is simply ignored)', async () => {
      const { status, body } = await call(viaRoute, { method: 'GET', path: '/postagens?limite=1' }, { ...BYPASS_HEADER, ...bearer(tokens.editor) });
      expect(status).toBe(200);
      expect(body.dados).toHaveLength(1);
    });
  });
});
