import { and, desc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { decryptJson, encryptJson } from '@/lib/server/crypto/secret-box';
import { categorias, configuracoes, integracoes, logs, oauthEstados, postagens, usuarios } from '@/lib/server/db/schema';
import { getSecrets } from '@/lib/server/env';
import { MESSAGES } from '@/lib/server/services/facebook/messages';
import { SHARE_SUCCESS_MESSAGE } from '@/lib/server/services/facebook/share-post';
import { publishDuePosts } from '@/lib/server/services/scheduler';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';
// The same fake provider Playwright runs, started here in-process on a free port.
import { DEFAULT_PAGES, FAKE_APP_SECRET, FEED_ERROR_MESSAGE, TWO_PAGES, startFakeFacebook } from '@/e2e/fixtures/fake-facebook.mjs';

jest.setTimeout(120_000);

type Json = any;
type Who = 'admin' | 'admin2' | 'editor' | 'autor';
type Fake = Awaited<ReturnType<typeof startFakeFacebook>>;

const APP_ID = '1234567890';
const PAGE_TOKEN = DEFAULT_PAGES[0].access_token;

describe.each(TEST_BACKENDS)('API da equipe: conexão com o Facebook ($name)', (backend) => {
  let database: TestDatabase;
  let fake: Fake;
  let call: ApiCall;
  let tokens: StaffTokens<Who>;
  let ids: StaffIds<Who>;
  let categoryId = 0;
  let categorySlug = '';
  const saved: Record<string, string | undefined> = {};

  /** What the browser does on the provider's page: follows 'Continuar' and reads code and state back. */
  async function authorizeInBrowser(url: string): Promise<{ code: string; state: string }> {
    const html = await (await fetch(url)).text();
    const href = html.match(/id="continuar" href="([^"]+)"/)![1].replace(/&amp;/g, '&');
    const back = new URL(href);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost/admin/oauth/facebook/callback');
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  async function connect(who: Who = 'admin') {
    const started = await call('POST', '/integracoes/facebook/autorizar', tokens[who]);
    expect(started.status).toBe(200);
    return call('POST', '/integracoes/facebook/callback', tokens[who], await authorizeInBrowser(started.body.url));
  }

  const integrationRows = () => database.db.select().from(integracoes);
  const fakePosts = async () => (await (await fetch(`${fake.origin}/__posts`)).json()) as Json[];
  const control = (body: unknown) => fetch(`${fake.origin}/__control`, { method: 'POST', body: JSON.stringify(body) });

  let stamp = 0;
  function newPost(overrides: Record<string, unknown> = {}) {
    stamp += 1;
    return {
      titulo: `Feira do livro abre as portas ${stamp}`,
      slug: `feira-do-livro-${backend.name.toLowerCase()}-${stamp}`,
      resumo: 'Resumo.',
      conteudo: '<p>Texto.</p>',
      categoriaId: categoryId,
      status: 'publicado',
      publicarFacebook: true,
      ...overrides,
    };
  }

  beforeAll(async () => {
    fake = await startFakeFacebook({ port: 0 });
    for (const key of ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_OAUTH_URL', 'FACEBOOK_GRAPH_URL', 'SITE_URL']) saved[key] = process.env[key];
    process.env.FACEBOOK_APP_ID = APP_ID;
    process.env.FACEBOOK_APP_SECRET = FAKE_APP_SECRET;
    process.env.FACEBOOK_OAUTH_URL = `${fake.origin}/dialog/oauth`;
    process.env.FACEBOOK_GRAPH_URL = fake.origin;
    delete process.env.SITE_URL;

    ({ database, call, tokens, ids } = await setupStaffApi(backend, {
      logins: ['admin', 'admin2', 'editor', 'autor'],
      // A second admin: a state issued to one admin must not work for another.
      beforeLogin: async ({ db }) => {
        const [admin] = await db.select({ senhaHash: usuarios.senhaHash }).from(usuarios).where(eq(usuarios.email, 'admin@sintonia.local'));
        await db.insert(usuarios).values({ nome: 'Segunda Admin', email: 'admin2@sintonia.local', senhaHash: admin.senhaHash, papel: 'admin' });
      },
    }));
    const [category] = await database.db.select({ id: categorias.id, slug: categorias.slug }).from(categorias).where(eq(categorias.slug, 'cultura')).limit(1);
    categoryId = category.id;
    categorySlug = category.slug;
  });
  afterAll(async () => {
    await database?.dispose();
    await fake?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('editors and authors get 403 on every connection route, the callback included; nothing is stored', async () => {
    const started = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
    const { code, state } = await authorizeInBrowser(started.body.url);
    for (const who of ['editor', 'autor'] as const) {
      for (const [method, path, body] of [
        ['GET', '/integracoes/facebook', undefined],
        ['POST', '/integracoes/facebook/autorizar', undefined],
        ['POST', '/integracoes/facebook/callback', { code, state }],
        ['POST', '/integracoes/facebook/pagina', { pageId: DEFAULT_PAGES[0].id }],
        ['DELETE', '/integracoes/facebook', undefined],
      ] as const) {
        const response = await call(method, path, tokens[who], body);
        expect([path, response.status, response.body.message]).toEqual([path, 403, 'Você não tem permissão para esta ação.']);
      }
    }
    expect((await call('POST', '/integracoes/facebook/callback', undefined, { code, state })).status).toBe(401);
    expect(await integrationRows()).toEqual([]);
    // The admin's state was not consumed by those attempts; it still works for the admin.
    expect(await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, state))).toHaveLength(1);
    await database.db.delete(oauthEstados);
  });

  it('status before connecting: configured, not connected', async () => {
    const { status, body } = await call('GET', '/integracoes/facebook', tokens.admin);
    expect(status).toBe(200);
    expect(body).toEqual({ configurado: true, conectado: false, pagina: null, conectadoPor: null, conectadoEm: null, ultimoErro: null });
    // Any staff member may ask whether 'Publicar no Facebook' can work.
    expect((await call('GET', '/integracoes/facebook/disponivel', tokens.autor)).body).toEqual({ conectado: false, pagina: null });
  });

  it('autorizar: a random state bound to the admin for 10 minutes, and the provider address with redirect_uri and scope', async () => {
    const before = Date.now();
    const { status, body } = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
    expect(status).toBe(200);
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.origin}/dialog/oauth`);
    expect(url.searchParams.get('client_id')).toBe(APP_ID);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/admin/oauth/facebook/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('pages_show_list,pages_manage_posts,pages_read_engagement');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, state));
    expect(row).toEqual(expect.objectContaining({ provedor: 'facebook', usuarioId: ids.admin }));
    const ttl = row.expiraEm.getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    // A second request gets another state.
    const again = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
    expect(new URL(again.body.url).searchParams.get('state')).not.toBe(state);
    await database.db.delete(oauthEstados);
  });

  it('refuses a missing, unknown, foreign (other admin, other provider), expired or replayed state; nothing is stored', async () => {
    const missing = await call('POST', '/integracoes/facebook/callback', tokens.admin, { code: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.campos).toEqual({ state: 'O pedido de conexão não tem o código de verificação (state). Tente conectar de novo.' });

    const unknown = await call('POST', '/integracoes/facebook/callback', tokens.admin, { code: 'x', state: 'estado-que-nunca-existiu' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(MESSAGES.badState);

    // Issued to the other admin: refused for this one, and still usable by its owner.
    const other = await call('POST', '/integracoes/facebook/autorizar', tokens.admin2);
    const otherGrant = await authorizeInBrowser(other.body.url);
    const foreign = await call('POST', '/integracoes/facebook/callback', tokens.admin, otherGrant);
    expect([foreign.status, foreign.body.message]).toEqual([400, MESSAGES.badState]);
    expect(await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, otherGrant.state))).toHaveLength(1);

    // Another provider's state, and an expired one.
    const future = new Date(Date.now() + 60_000);
    await database.db.insert(oauthEstados).values([
      { estado: 'estado-de-outro-provedor', provedor: 'google', usuarioId: ids.admin, expiraEm: future },
      { estado: 'estado-expirado', provedor: 'facebook', usuarioId: ids.admin, expiraEm: new Date(Date.now() - 1000) },
    ]);
    for (const state of ['estado-de-outro-provedor', 'estado-expirado']) {
      const response = await call('POST', '/integracoes/facebook/callback', tokens.admin, { code: 'qualquer', state });
      expect([state, response.status, response.body.message]).toEqual([state, 400, MESSAGES.badState]);
    }

    // Nothing was exchanged with the provider and nothing stored.
    expect(fake.state.shortTokens.size).toBe(0);
    expect(fake.state.userTokens.size).toBe(0);
    expect(await integrationRows()).toEqual([]);
    const connectLogs = await database.db.select().from(logs).where(eq(logs.acao, 'conectar'));
    expect(connectLogs).toEqual([]);
    await database.db.delete(oauthEstados);
  });

  it('connects: the code is exchanged, the page token stored encrypted, the state consumed; a replay is refused', async () => {
    const started = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
    const grant = await authorizeInBrowser(started.body.url);
    const { status, body } = await call('POST', '/integracoes/facebook/callback', tokens.admin, grant);
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'conectado', pagina: { id: DEFAULT_PAGES[0].id, nome: DEFAULT_PAGES[0].name } });

    // The short-lived user token from the code was exchanged for a long-lived one (fb_exchange_token)
    // and the pages were listed with that: the page token stored does not expire with the hour.
    expect(fake.state.exchanges).toHaveLength(1);
    const [exchange] = fake.state.exchanges;
    expect(exchange.clientId).toBe(APP_ID);
    expect(fake.state.shortTokens.has(exchange.from)).toBe(true);
    expect(fake.state.userTokens.has(exchange.to)).toBe(true);
    // The fake refuses to list pages with the short-lived token, as the app must not rely on it.
    const shortLived = await fetch(`${fake.origin}/me/accounts`, { headers: { authorization: `Bearer ${exchange.from}` } });
    expect(shortLived.status).toBe(400);

    const rows = await integrationRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ provedor: 'facebook', conectadoPorId: ids.admin }));
    // Encrypted at rest: neither the token nor the page name readable; decrypts with the app's key.
    expect(rows[0].dadosCriptografados).not.toContain(PAGE_TOKEN);
    expect(rows[0].dadosCriptografados).not.toContain(DEFAULT_PAGES[0].name);
    expect(rows[0].dadosCriptografados).toMatch(/^v1\./);
    expect(decryptJson<Json>(rows[0].dadosCriptografados).pagina).toEqual({ id: DEFAULT_PAGES[0].id, nome: DEFAULT_PAGES[0].name, token: PAGE_TOKEN });
    const everything = JSON.stringify(await database.db.execute(sql`select * from integracoes`));
    expect(everything).not.toContain(PAGE_TOKEN);
    expect(await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, grant.state))).toEqual([]);

    const [log] = await database.db.select().from(logs).where(eq(logs.acao, 'conectar'));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.admin, entidade: 'integracao', entidadeId: 'facebook' }));
    expect(log.detalhes).toEqual({ provedor: 'facebook', paginaId: DEFAULT_PAGES[0].id, pagina: DEFAULT_PAGES[0].name });
    expect(JSON.stringify(log.detalhes)).not.toContain(PAGE_TOKEN);

    const replay = await call('POST', '/integracoes/facebook/callback', tokens.admin, grant);
    expect([replay.status, replay.body.message]).toEqual([400, MESSAGES.badState]);
    expect((await integrationRows())[0].atualizadoEm).toEqual(rows[0].atualizadoEm);

    const state = await call('GET', '/integracoes/facebook', tokens.admin);
    expect(state.body).toEqual({
      configurado: true,
      conectado: true,
      pagina: { id: DEFAULT_PAGES[0].id, nome: DEFAULT_PAGES[0].name },
      conectadoPor: { id: ids.admin, nome: 'Administração Sintonia' },
      conectadoEm: expect.any(String),
      ultimoErro: null,
    });
    expect(JSON.stringify(state.body)).not.toContain(PAGE_TOKEN);
  });

  it('shares a post once when it is published with the opt-in, after the save; not again on the next save', async () => {
    const created = await call('POST', '/postagens', tokens.editor, newPost());
    expect(created.status).toBe(201);
    expect(created.body.compartilhamentoFacebook).toEqual({ resultado: 'compartilhado', mensagem: SHARE_SUCCESS_MESSAGE, facebookPostId: `${DEFAULT_PAGES[0].id}_1` });
    expect(created.body.facebook).toEqual({ publicar: true, postId: `${DEFAULT_PAGES[0].id}_1`, compartilhadoEm: expect.any(String), erro: null });
    expect(await fakePosts()).toEqual([
      { pageId: DEFAULT_PAGES[0].id, link: `http://localhost/${categorySlug}/${created.body.slug}`, message: created.body.titulo, accessToken: PAGE_TOKEN, id: `${DEFAULT_PAGES[0].id}_1` },
    ]);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'compartilhar'), eq(logs.entidadeId, String(created.body.id))));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.editor, entidade: 'postagem' }));

    const updated = await call('PUT', `/postagens/${created.body.id}`, tokens.editor, { ...newPost(), slug: created.body.slug, versao: created.body.versao });
    expect(updated.status).toBe(200);
    expect(updated.body.compartilhamentoFacebook).toBeUndefined();
    expect(await fakePosts()).toHaveLength(1);

    // A draft with the opt-in waits; publishing it shares it.
    const draft = await call('POST', '/postagens', tokens.editor, newPost({ status: 'rascunho' }));
    expect(draft.body.compartilhamentoFacebook).toBeUndefined();
    expect(await fakePosts()).toHaveLength(1);
    const published = await call('PUT', `/postagens/${draft.body.id}`, tokens.editor, { ...newPost(), slug: draft.body.slug, versao: draft.body.versao });
    expect(published.body.compartilhamentoFacebook.resultado).toBe('compartilhado');
    expect(await fakePosts()).toHaveLength(2);

    // Without the opt-in nothing goes out.
    const plain = await call('POST', '/postagens', tokens.editor, newPost({ publicarFacebook: false }));
    expect(plain.body.compartilhamentoFacebook).toBeUndefined();
    expect(plain.body.facebook).toEqual({ publicar: false, postId: null, compartilhadoEm: null, erro: null });
    expect(await fakePosts()).toHaveLength(2);
  });

  it("an author's 'Publicar no Facebook' is ignored: false on create, the stored value on update; nothing is sent", async () => {
    const count = (await fakePosts()).length;
    const stored = async (id: number) => (await database.db.select({ v: postagens.publicarFacebook }).from(postagens).where(eq(postagens.id, id)))[0].v;
    // A station whose authors publish their own posts (issue 28's setting, off by default).
    await database.db.insert(configuracoes).values({ chave: 'postagens.autoresPublicam', valor: 'true', publico: false, grupo: 'site' });

    const created = await call('POST', '/postagens', tokens.autor, newPost({ publicarFacebook: true }));
    expect(created.status).toBe(201);
    expect(created.body.publicarFacebook).toBe(false);
    expect(created.body.facebook).toEqual({ publicar: false, postId: null, compartilhadoEm: null, erro: null });
    expect(created.body.compartilhamentoFacebook).toBeUndefined();
    expect(await stored(created.body.id)).toBe(false);

    const updated = await call('PUT', `/postagens/${created.body.id}`, tokens.autor, { ...newPost({ publicarFacebook: true }), slug: created.body.slug, versao: created.body.versao });
    expect(updated.status).toBe(200);
    expect(updated.body.publicarFacebook).toBe(false);
    expect(updated.body.compartilhamentoFacebook).toBeUndefined();
    expect(await stored(created.body.id)).toBe(false);
    expect(await fakePosts()).toHaveLength(count);

    // An editor's opt-in on the author's draft stands when the author saves with it unticked.
    const draft = await call('POST', '/postagens', tokens.autor, newPost({ status: 'rascunho', publicarFacebook: false }));
    const optedIn = await call('PUT', `/postagens/${draft.body.id}`, tokens.editor, { ...newPost({ status: 'rascunho' }), slug: draft.body.slug, versao: draft.body.versao });
    expect(optedIn.body.publicarFacebook).toBe(true);
    const resaved = await call('PUT', `/postagens/${draft.body.id}`, tokens.autor, {
      ...newPost({ status: 'rascunho', publicarFacebook: false }),
      slug: draft.body.slug,
      versao: optedIn.body.versao,
    });
    expect(resaved.status).toBe(200);
    expect(resaved.body.publicarFacebook).toBe(true);
    expect(await stored(draft.body.id)).toBe(true);
    expect(await fakePosts()).toHaveLength(count);
    await database.db.delete(configuracoes).where(eq(configuracoes.chave, 'postagens.autoresPublicam'));
  });

  it('a provider failure is stored on the post and logged, the post is saved anyway; retry shares it', async () => {
    await control({ falhar: true });
    const created = await call('POST', '/postagens', tokens.editor, newPost());
    expect(created.status).toBe(201);
    const failure = `Não foi possível publicar no Facebook: ${FEED_ERROR_MESSAGE}`;
    expect(created.body.compartilhamentoFacebook).toEqual({ resultado: 'falha', mensagem: failure });
    expect(created.body.facebook).toEqual({ publicar: true, postId: null, compartilhadoEm: null, erro: failure });
    expect(created.body.status).toBe('publicado');
    const [row] = await database.db.select().from(postagens).where(eq(postagens.id, created.body.id));
    expect(row.facebookErro).toBe(failure);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'falha_compartilhar'), eq(logs.entidadeId, String(created.body.id))));
    expect(log.detalhes).toEqual({ titulo: created.body.titulo, paginaId: DEFAULT_PAGES[0].id, erro: failure });
    expect((await call('GET', '/integracoes/facebook', tokens.admin)).body.ultimoErro).toEqual({ mensagem: failure, em: expect.any(String) });

    // The next save does not try again by itself.
    await control({ falhar: false });
    const resaved = await call('PUT', `/postagens/${created.body.id}`, tokens.editor, { ...newPost(), slug: created.body.slug, versao: created.body.versao });
    expect(resaved.body.compartilhamentoFacebook).toBeUndefined();
    const count = (await fakePosts()).length;

    expect((await call('POST', `/postagens/${created.body.id}/facebook`, tokens.autor)).status).toBe(403);
    const retried = await call('POST', `/postagens/${created.body.id}/facebook`, tokens.editor);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ resultado: 'compartilhado', mensagem: SHARE_SUCCESS_MESSAGE, facebookPostId: expect.any(String) });
    expect(await fakePosts()).toHaveLength(count + 1);
    expect((await call('GET', '/integracoes/facebook', tokens.admin)).body.ultimoErro).toBeNull();
    const again = await call('POST', `/postagens/${created.body.id}/facebook`, tokens.admin);
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.alreadyShared]);

    // Retry refuses drafts.
    const draft = await call('POST', '/postagens', tokens.editor, newPost({ status: 'rascunho' }));
    const refused = await call('POST', `/postagens/${draft.body.id}/facebook`, tokens.editor);
    expect([refused.status, refused.body.message]).toEqual([409, MESSAGES.notPublished]);
  });

  it('a provider slower than 5 s does not hold the save: answered as a failure within the limit', async () => {
    await control({ lento: true });
    const started = Date.now();
    const created = await call('POST', '/postagens', tokens.editor, newPost());
    const elapsed = Date.now() - started;
    await control({ lento: false });
    expect(created.status).toBe(201);
    expect(created.body.compartilhamentoFacebook).toEqual({ resultado: 'falha', mensagem: `Não foi possível publicar no Facebook: ${MESSAGES.timeout}` });
    expect(elapsed).toBeLessThan(6_500);
  });

  it('the scheduler shares a scheduled post with the opt-in when it goes live, logged as the system', async () => {
    const when = new Date(Date.now() + 60 * 60_000);
    const created = await call('POST', '/postagens', tokens.editor, newPost({ status: 'agendado', publicadoEm: when.toISOString() }));
    expect(created.body.compartilhamentoFacebook).toBeUndefined();
    const count = (await fakePosts()).length;
    // Due now: moved into the past, as time passing would.
    await database.db.update(postagens).set({ publicadoEm: new Date(Date.now() - 1000) }).where(eq(postagens.id, created.body.id));
    const published = await publishDuePosts(database.db);
    expect(published.map((post) => post.id)).toContain(created.body.id);
    const posts = await fakePosts();
    expect(posts).toHaveLength(count + 1);
    expect(posts.at(-1).message).toBe(created.body.titulo);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'compartilhar'), eq(logs.entidadeId, String(created.body.id))));
    expect(log.usuarioId).toBeNull();
  });

  it('the list\'s bulk "Publicar" shares the opted-in posts as a single publish does, once; the others not', async () => {
    const optedIn = await call('POST', '/postagens', tokens.editor, newPost({ status: 'rascunho' }));
    const plain = await call('POST', '/postagens', tokens.editor, newPost({ status: 'rascunho', publicarFacebook: false }));
    const count = (await fakePosts()).length;
    const answer = await call('POST', '/postagens/lote', tokens.editor, { ids: [optedIn.body.id, plain.body.id], acao: 'publicar' });
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toEqual([optedIn.body.id, plain.body.id]);
    expect(answer.body.facebook).toEqual([{ id: optedIn.body.id, resultado: 'compartilhado', mensagem: SHARE_SUCCESS_MESSAGE }]);
    const posts = await fakePosts();
    expect(posts).toHaveLength(count + 1);
    expect(posts.at(-1).message).toBe(optedIn.body.titulo);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'compartilhar'), eq(logs.entidadeId, String(optedIn.body.id))));
    expect(log.usuarioId).toBe(ids.editor);
    // Back to draft and published again: already shared, nothing goes out a second time.
    await call('POST', '/postagens/lote', tokens.editor, { ids: [optedIn.body.id], acao: 'rascunho' });
    const again = await call('POST', '/postagens/lote', tokens.editor, { ids: [optedIn.body.id], acao: 'publicar' });
    expect(again.body.facebook).toEqual([]);
    expect(await fakePosts()).toHaveLength(count + 1);
  });

  it('an account with several pages: the admin chooses one (single use); others cannot choose', async () => {
    await control({ paginas: TWO_PAGES });
    const { status, body } = await connect();
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'escolher', paginas: TWO_PAGES.map((page) => ({ id: page.id, nome: page.name })), expiraEm: expect.any(String) });
    // Still connected to the first page until a choice is made; the list waits encrypted.
    const pending = (await integrationRows()).find((row) => row.provedor === `facebook:pendente:${ids.admin}`)!;
    expect(pending.dadosCriptografados).not.toContain(TWO_PAGES[1].access_token);

    expect((await call('POST', '/integracoes/facebook/pagina', tokens.editor, { pageId: TWO_PAGES[1].id })).status).toBe(403);
    const otherAdmin = await call('POST', '/integracoes/facebook/pagina', tokens.admin2, { pageId: TWO_PAGES[1].id });
    expect([otherAdmin.status, otherAdmin.body.message]).toEqual([400, MESSAGES.pendingExpired]);
    const wrong = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: '999' });
    expect([wrong.status, wrong.body.message]).toEqual([400, MESSAGES.pageNotListed]);

    const chosen = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[1].id });
    expect(chosen.body).toEqual({ status: 'conectado', pagina: { id: TWO_PAGES[1].id, nome: TWO_PAGES[1].name } });
    expect((await integrationRows()).map((row) => row.provedor)).toEqual(['facebook']);
    expect((await call('GET', '/integracoes/facebook', tokens.admin)).body.pagina).toEqual({ id: TWO_PAGES[1].id, nome: TWO_PAGES[1].name });
    const twice = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[0].id });
    expect([twice.status, twice.body.message]).toEqual([400, MESSAGES.pendingExpired]);
  });

  it("two admins' pending page lists are kept apart; each admin's is dropped when their connection is stored; expired ones are swept", async () => {
    await control({ paginas: TWO_PAGES });
    try {
      const first = await connect('admin');
      const second = await connect('admin2');
      expect([first.body.status, second.body.status]).toEqual(['escolher', 'escolher']);
      const keys = async () => (await integrationRows()).map((row) => row.provedor).sort();
      expect(await keys()).toEqual(['facebook', `facebook:pendente:${ids.admin}`, `facebook:pendente:${ids.admin2}`].sort());

      // The second admin's choice does not touch the first admin's list.
      const chosen2 = await call('POST', '/integracoes/facebook/pagina', tokens.admin2, { pageId: TWO_PAGES[1].id });
      expect(chosen2.body).toEqual({ status: 'conectado', pagina: { id: TWO_PAGES[1].id, nome: TWO_PAGES[1].name } });
      expect(await keys()).toEqual(['facebook', `facebook:pendente:${ids.admin}`].sort());
      const chosen1 = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[0].id });
      expect(chosen1.body).toEqual({ status: 'conectado', pagina: { id: TWO_PAGES[0].id, nome: TWO_PAGES[0].name } });
      expect(await keys()).toEqual(['facebook']);
      const status = await call('GET', '/integracoes/facebook', tokens.admin);
      expect([status.body.pagina, status.body.conectadoPor.id]).toEqual([{ id: TWO_PAGES[0].id, nome: TWO_PAGES[0].name }, ids.admin]);

      // A pending list left behind is dropped when the admin connects a page directly (one page).
      await connect('admin');
      expect(await keys()).toContain(`facebook:pendente:${ids.admin}`);
      await control({ paginas: DEFAULT_PAGES });
      expect((await connect('admin')).body.status).toBe('conectado');
      expect(await keys()).toEqual(['facebook']);

      // Expired lists (older than 10 minutes) are swept when anyone starts an authorization.
      const old = new Date(Date.now() - 11 * 60_000);
      await database.db.insert(integracoes).values([
        { provedor: `facebook:pendente:${ids.admin2}`, dadosCriptografados: encryptJson({ velho: true }), conectadoPorId: ids.admin2, criadoEm: old, atualizadoEm: old },
        { provedor: 'facebook:pendente', dadosCriptografados: encryptJson({ velho: true }), conectadoPorId: ids.admin2, criadoEm: old, atualizadoEm: old },
        { provedor: `facebook:pendente:${ids.editor}`, dadosCriptografados: encryptJson({ recente: true }), conectadoPorId: ids.editor },
      ]);
      expect((await call('POST', '/integracoes/facebook/autorizar', tokens.admin)).status).toBe(200);
      expect(await keys()).toEqual(['facebook', `facebook:pendente:${ids.editor}`].sort());
      await database.db.delete(integracoes).where(eq(integracoes.provedor, `facebook:pendente:${ids.editor}`));
      await database.db.delete(oauthEstados);
    } finally {
      await control({ paginas: DEFAULT_PAGES });
    }
  });

  it('a changed or unusable ENCRYPTION_KEY is never a 500: a pending choice is 400, an unusable key 409, the state kept', async () => {
    const secrets = getSecrets();
    const original = secrets.encryptionKey;
    await control({ paginas: TWO_PAGES });
    try {
      expect((await connect('admin')).body.status).toBe('escolher');
      // The key changes between the callback and the choice.
      secrets.encryptionKey = randomBytes(32).toString('hex');
      const choice = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[1].id });
      expect([choice.status, choice.body.message]).toEqual([400, MESSAGES.pendingUnreadable]);
      // The unreadable list is dropped: asking again says it expired.
      expect((await integrationRows()).map((row) => row.provedor)).toEqual(['facebook']);
      const again = await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[1].id });
      expect([again.status, again.body.message]).toEqual([400, MESSAGES.pendingExpired]);
      secrets.encryptionKey = original;

      // A key the app cannot use: refused before going to the provider, and before spending a state.
      const started = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
      const grant = await authorizeInBrowser(started.body.url);
      secrets.encryptionKey = 'curta-demais';
      const refused = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
      expect([refused.status, refused.body.message]).toEqual([409, MESSAGES.keyUnusable]);
      const callback = await call('POST', '/integracoes/facebook/callback', tokens.admin, grant);
      expect([callback.status, callback.body.message]).toEqual([409, MESSAGES.keyUnusable]);
      expect(await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, grant.state))).toHaveLength(1);
      secrets.encryptionKey = original;
      // With the key back, the same grant still works.
      expect((await call('POST', '/integracoes/facebook/callback', tokens.admin, grant)).body.status).toBe('escolher');
      expect((await call('POST', '/integracoes/facebook/pagina', tokens.admin, { pageId: TWO_PAGES[1].id })).status).toBe(200);
    } finally {
      secrets.encryptionKey = original;
      await control({ paginas: DEFAULT_PAGES });
    }
  });

  it('in production without SITE_URL: autorizar and the callback are 409 asking for SITE_URL; with it, SITE_URL is the redirect base', async () => {
    const processEnv = process.env as Record<string, string | undefined>;
    const nodeEnv = processEnv.NODE_ENV;
    const started = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
    const grant = await authorizeInBrowser(started.body.url);
    processEnv.NODE_ENV = 'production';
    try {
      const refused = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
      expect([refused.status, refused.body.message]).toEqual([409, MESSAGES.siteUrlMissing]);
      expect(refused.body.message).toContain('SITE_URL');
      const callback = await call('POST', '/integracoes/facebook/callback', tokens.admin, grant);
      expect([callback.status, callback.body.message]).toEqual([409, MESSAGES.siteUrlMissing]);
      // Not spent: the state is still there.
      expect(await database.db.select().from(oauthEstados).where(eq(oauthEstados.estado, grant.state))).toHaveLength(1);

      process.env.SITE_URL = 'https://www.sintoniafm.example/';
      const allowed = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
      expect(allowed.status).toBe(200);
      expect(new URL(allowed.body.url).searchParams.get('redirect_uri')).toBe('https://www.sintoniafm.example/admin/oauth/facebook/callback');
    } finally {
      processEnv.NODE_ENV = nodeEnv;
      delete process.env.SITE_URL;
      await database.db.delete(oauthEstados);
    }
  });

  it('a connection the current key cannot read (ENCRYPTION_KEY changed): status says so, shares fail with it, disconnect still works', async () => {
    const [row] = await integrationRows();
    const foreign = encryptJson({ pagina: { id: '1', nome: 'x', token: 'y' }, siteBase: 'http://localhost' }, randomBytes(32));
    await database.db.update(integracoes).set({ dadosCriptografados: foreign }).where(eq(integracoes.provedor, 'facebook'));
    try {
      const state = await call('GET', '/integracoes/facebook', tokens.admin);
      expect(state.status).toBe(200);
      expect(state.body).toEqual(expect.objectContaining({ conectado: true, pagina: null, ultimoErro: { mensagem: MESSAGES.unreadable, em: expect.any(String) } }));
      const created = await call('POST', '/postagens', tokens.editor, newPost());
      expect(created.status).toBe(201);
      expect(created.body.compartilhamentoFacebook).toEqual({ resultado: 'falha', mensagem: MESSAGES.unreadable });
    } finally {
      await database.db.update(integracoes).set({ dadosCriptografados: row.dadosCriptografados }).where(eq(integracoes.provedor, 'facebook'));
    }
  });

  it('disconnects (logged); then an opted-in post fails with a clear message; a second disconnect is 404', async () => {
    const removed = await call('DELETE', '/integracoes/facebook', tokens.admin);
    expect(removed.status).toBe(204);
    expect(await integrationRows()).toEqual([]);
    const [log] = await database.db.select().from(logs).where(eq(logs.acao, 'desconectar')).orderBy(desc(logs.id));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.admin, entidade: 'integracao', entidadeId: 'facebook' }));
    expect((await call('GET', '/integracoes/facebook', tokens.admin)).body.conectado).toBe(false);

    const created = await call('POST', '/postagens', tokens.editor, newPost());
    expect(created.status).toBe(201);
    expect(created.body.compartilhamentoFacebook).toEqual({ resultado: 'falha', mensagem: MESSAGES.notConnected });

    const again = await call('DELETE', '/integracoes/facebook', tokens.admin);
    expect([again.status, again.body.message]).toEqual([404, MESSAGES.notConnected]);
  });

  it('without FACEBOOK_APP_SECRET: 409 with what to configure', async () => {
    const secret = process.env.FACEBOOK_APP_SECRET;
    delete process.env.FACEBOOK_APP_SECRET;
    try {
      const response = await call('POST', '/integracoes/facebook/autorizar', tokens.admin);
      expect([response.status, response.body.message]).toEqual([409, MESSAGES.notConfigured]);
      expect((await call('GET', '/integracoes/facebook', tokens.admin)).body.configurado).toBe(false);
    } finally {
      process.env.FACEBOOK_APP_SECRET = secret;
    }
  });
});
