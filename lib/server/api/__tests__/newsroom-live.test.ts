import { and, asc, eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { URGENT_MESSAGES } from '@/lib/domain/urgent';
import { COVERAGE_MESSAGES } from '@/lib/schemas/live-coverage';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { categorias, coberturaAtualizacoes, configuracoes, gradeExcecoes, logs, postagens } from '@/lib/server/db/schema';
import { OWN_POSTS_ONLY_MESSAGE } from '@/lib/server/services/admin-posts/access';
import { createCoverageEntry } from '@/lib/server/services/live-coverage';
import { expireEndedUrgency, startScheduledPublishing } from '@/lib/server/services/scheduler';
import { setPostUrgency } from '@/lib/server/services/urgent';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
const HOUR = 60 * 60_000;
const INVALID = 'Dados inválidos. Verifique os campos destacados.';

describe.each(TEST_BACKENDS)('Urgente e cobertura ao vivo (issue 27) ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;
  let categorySlug: string;

  const as = (who: keyof StaffTokens) => ({
    get: (path: string) => call('GET', path, tokens[who]),
    post: (path: string, body?: unknown) => call('POST', path, tokens[who], body),
    put: (path: string, body: unknown) => call('PUT', path, tokens[who], body),
    patch: (path: string, body: unknown) => call('PATCH', path, tokens[who], body),
    del: (path: string) => call('DELETE', path, tokens[who]),
  });
  const publicGet = (path: string) => call('GET', path);

  let counter = 0;
  function newPost(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const word = `plantao${backend.name.toLowerCase()}${counter}`;
    return { titulo: `Temporal atinge a região ${word}`, slug: `temporal-atinge-a-regiao-${word}`, conteudo: '<p>Texto.</p>', categoriaId: categoryId, status: 'publicado', ...overrides };
  }
  async function created(who: keyof StaffTokens, overrides: Record<string, unknown> = {}) {
    const answer = await as(who).post('/postagens', newPost(overrides));
    expect(answer.status).toBe(201);
    return answer.body as Json;
  }
  const inFuture = (ms = HOUR) => new Date(Date.now() + ms).toISOString();
  const actorOf = (who: keyof StaffIds, papel: 'admin' | 'editor' | 'autor') => ({
    user: { id: ids[who], nome: who, email: `${who}@sintonia.local`, papel, avatar: null, ativo: true },
    ip: null,
  });

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    // A station whose authors publish their own posts (issue 28's setting): these tests are about
    // reaching one's own posts, which an autor then has published.
    await database.db.insert(configuracoes).values({ chave: 'postagens.autoresPublicam', valor: 'true', publico: false, grupo: 'site' });
    const [category] = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(1);
    categoryId = category.id;
    categorySlug = category.slug;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('Urgente', () => {
    afterEach(async () => {
      // Each test starts with no urgent post.
      await database.db.update(postagens).set({ urgenteAte: null });
    });

    it('urgenteAte on the staff write and read, and on the public post; only a published post may be urgent (400 pt-BR)', async () => {
      const until = inFuture(2 * HOUR);
      const post = await created('editor', { urgenteAte: until });
      expect(post.urgenteAte).toBe(new Date(until).toISOString());
      expect((await as('editor').get(`/postagens/${post.id}`)).body.urgenteAte).toBe(post.urgenteAte);
      expect((await as('editor').get('/postagens?limite=100')).body.dados.find((row: Json) => row.id === post.id).urgenteAte).toBe(post.urgenteAte);
      expect((await publicGet(`/publico/postagens/${post.slug}`)).body.urgenteAte).toBe(post.urgenteAte);

      const draft = await as('editor').post('/postagens', newPost({ status: 'rascunho', urgenteAte: inFuture() }));
      expect(draft).toEqual({ status: 400, body: { message: INVALID, codigo: 'REQUISICAO_INVALIDA', campos: { urgenteAte: URGENT_MESSAGES.soPublicada } } });
      const past = await as('editor').put(`/postagens/${post.id}`, { ...newPost({ slug: post.slug, urgenteAte: new Date(Date.now() - 60_000).toISOString() }), versao: post.versao });
      expect(past.status).toBe(400);
      expect(past.body.campos).toEqual({ urgenteAte: URGENT_MESSAGES.passada });
      const garbage = await as('editor').put(`/postagens/${post.id}`, { ...newPost({ slug: post.slug, urgenteAte: 'amanhã cedo' }), versao: post.versao });
      expect(garbage.body.campos).toEqual({ urgenteAte: URGENT_MESSAGES.invalida });

      // Saved without it (the editor turned the switch off): not urgent any more.
      const off = await as('editor').put(`/postagens/${post.id}`, { ...newPost({ slug: post.slug, urgenteAte: null }), versao: post.versao });
      expect(off.status).toBe(200);
      expect(off.body.urgenteAte).toBeNull();
      expect((await publicGet('/publico/urgente')).body).toEqual({ postagem: null });
    });

    it('GET /publico/urgente: the latest published post still urgent; drafts, ended and unmarked ones never', async () => {
      const older = await created('editor', { publicadoEm: new Date(Date.now() - 3 * HOUR).toISOString(), urgenteAte: inFuture() });
      expect((await publicGet('/publico/urgente')).body.postagem).toMatchObject({ id: older.id, titulo: older.titulo });
      const newer = await created('editor', { publicadoEm: new Date(Date.now() - HOUR).toISOString(), urgenteAte: inFuture() });
      const answer = await publicGet('/publico/urgente');
      expect(answer).toEqual({
        status: 200,
        body: {
          postagem: {
            id: newer.id,
            titulo: newer.titulo,
            slug: newer.slug,
            categoria: { nome: expect.any(String), slug: categorySlug },
            url: `/${categorySlug}/${newer.slug}`,
            urgenteAte: newer.urgenteAte,
            publicadoEm: newer.publicadoEm,
          },
        },
      });
      // A newer post that is not urgent changes nothing.
      await created('editor');
      expect((await publicGet('/publico/urgente')).body.postagem.id).toBe(newer.id);

      // Unpublished through the list: no longer public, no longer urgent (and it stays so if republished).
      const batch = await as('editor').post('/postagens/lote', { ids: [newer.id], acao: 'rascunho' });
      expect(batch.body.ok).toEqual([newer.id]);
      expect((await database.db.select({ u: postagens.urgenteAte }).from(postagens).where(eq(postagens.id, newer.id)))[0].u).toBeNull();
      expect((await publicGet('/publico/urgente')).body.postagem.id).toBe(older.id);

      // Its time passed in the database (the scheduler not run yet): the read already leaves it out.
      await database.db.update(postagens).set({ urgenteAte: new Date(Date.now() - 1000) }).where(eq(postagens.id, older.id));
      expect((await publicGet('/publico/urgente')).body).toEqual({ postagem: null });
    });

    it('the list’s quick action: same rights as editing the post, a published post only, a new version', async () => {
      const post = await created('editor');
      const mine = await created('autor');
      const until = inFuture(2 * HOUR);

      expect((await call('PUT', `/postagens/${post.id}/urgente`, undefined, { urgenteAte: until })).status).toBe(401);
      expect(await as('autor').put(`/postagens/${post.id}/urgente`, { urgenteAte: until })).toEqual({ status: 403, body: { message: OWN_POSTS_ONLY_MESSAGE, codigo: 'SEM_PERMISSAO' } });
      await expect(setPostUrgency(database.db, actorOf('autor', 'autor'), post.id, { urgenteAte: until })).rejects.toMatchObject({ kind: 'forbidden' });
      expect((await as('autor').put(`/postagens/${mine.id}/urgente`, { urgenteAte: until })).status).toBe(200);
      expect((await as('autor').put(`/postagens/${mine.id}/urgente`, { urgenteAte: null })).status).toBe(200);

      const marked = await as('editor').put(`/postagens/${post.id}/urgente`, { urgenteAte: until });
      expect(marked).toEqual({ status: 200, body: { id: post.id, urgenteAte: new Date(until).toISOString(), versao: post.versao + 1 } });
      expect((await publicGet('/publico/urgente')).body.postagem.id).toBe(post.id);
      // An editor who had the form open gets the 409, not the old urgency saved over this one.
      expect((await as('editor').put(`/postagens/${post.id}`, { ...newPost({ slug: post.slug }), versao: post.versao })).status).toBe(409);

      const draft = await created('editor', { status: 'rascunho' });
      expect(await as('editor').put(`/postagens/${draft.id}/urgente`, { urgenteAte: until })).toEqual({
        status: 400,
        body: { message: URGENT_MESSAGES.soPublicada, codigo: 'REQUISICAO_INVALIDA', campos: { urgenteAte: URGENT_MESSAGES.soPublicada } },
      });
      expect((await as('editor').put(`/postagens/${post.id}/urgente`, { urgenteAte: '2001-01-01T00:00:00Z' })).body.campos).toEqual({ urgenteAte: URGENT_MESSAGES.passada });
      expect((await as('editor').put('/postagens/999999/urgente', { urgenteAte: until })).status).toBe(404);

      const unmarked = await as('editor').put(`/postagens/${post.id}/urgente`, { urgenteAte: null });
      expect(unmarked.body.urgenteAte).toBeNull();
      const [entry] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'postagem'), eq(logs.entidadeId, String(post.id)))).orderBy(asc(logs.id));
      expect(entry.usuarioId).toBe(ids.editor);
    });

    it('the scheduler clears an urgency at its end and expires the pages’ bar, with no request in between', async () => {
      const post = await created('editor', { urgenteAte: inFuture(1500) });
      expect((await publicGet('/publico/urgente')).body.postagem.id).toBe(post.id);
      const expiredBefore = pageCacheStore().expiredAt.get(CACHE_TAGS.urgent) ?? 0;
      const quiet = jest.spyOn(console, 'log').mockImplementation(() => {});
      const stop = startScheduledPublishing(async () => database.db, 100);
      try {
        const deadline = Date.now() + 15_000;
        let urgenteAte: Date | null = new Date();
        while (urgenteAte !== null && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          [{ urgenteAte }] = await database.db.select({ urgenteAte: postagens.urgenteAte }).from(postagens).where(eq(postagens.id, post.id));
        }
        expect(urgenteAte).toBeNull();
        while ((pageCacheStore().expiredAt.get(CACHE_TAGS.urgent) ?? 0) <= expiredBefore && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // Expired at (not before) the end: the cached pages render again without the bar.
        const expiredAt = pageCacheStore().expiredAt.get(CACHE_TAGS.urgent) ?? 0;
        expect(expiredAt).toBeGreaterThan(expiredBefore);
        expect(expiredAt).toBeGreaterThanOrEqual(Date.parse(post.urgenteAte));
      } finally {
        await stop();
        quiet.mockRestore();
      }
      expect((await publicGet('/publico/urgente')).body).toEqual({ postagem: null });
      expect((await publicGet(`/publico/postagens/${post.slug}`)).body.urgenteAte).toBeNull();
    });

    it('expireEndedUrgency clears only what has ended, and expires nothing when nothing did', async () => {
      const ending = await created('editor', { urgenteAte: inFuture(HOUR) });
      const lasting = await created('editor', { urgenteAte: inFuture(3 * HOUR) });
      const before = pageCacheStore().expiredAt.get(CACHE_TAGS.urgent) ?? 0;
      expect(await expireEndedUrgency(database.db, new Date(Date.now() + 30 * 60_000))).toEqual([]);
      expect(pageCacheStore().expiredAt.get(CACHE_TAGS.urgent) ?? 0).toBe(before);
      expect(await expireEndedUrgency(database.db, new Date(Date.now() + 2 * HOUR))).toEqual([ending.id]);
      const rows = await database.db.select({ id: postagens.id, u: postagens.urgenteAte }).from(postagens).where(eq(postagens.id, lasting.id));
      expect(rows[0].u).not.toBeNull();
      // Cleared by the clock, not by a person: no new version to make an open form stale.
      expect((await as('editor').get(`/postagens/${ending.id}`)).body.versao).toBe(ending.versao);
    });
  });

  describe('cobertura ao vivo', () => {
    const entriesOf = async (postId: number) =>
      database.db.select().from(coberturaAtualizacoes).where(eq(coberturaAtualizacoes.postagemId, postId)).orderBy(asc(coberturaAtualizacoes.id));

    it('401 without a token; an autor only on their own posts (route and service); editors on any', async () => {
      const post = await created('editor');
      const routes: Array<[string, string, unknown?]> = [
        ['GET', `/postagens/${post.id}/atualizacoes`],
        ['POST', `/postagens/${post.id}/cobertura`, { acao: 'iniciar' }],
        ['POST', `/postagens/${post.id}/atualizacoes`, { conteudo: '<p>Oi</p>' }],
        ['PATCH', `/postagens/${post.id}/atualizacoes/1`, { fixada: true }],
        ['DELETE', `/postagens/${post.id}/atualizacoes/1`],
      ];
      for (const [method, path, body] of routes) {
        expect((await call(method, path, undefined, body)).status).toBe(401);
        expect(await call(method, path, tokens.autor, body)).toEqual({ status: 403, body: { message: OWN_POSTS_ONLY_MESSAGE, codigo: 'SEM_PERMISSAO' } });
      }
      await expect(createCoverageEntry(database.db, actorOf('autor', 'autor'), post.id, { conteudo: '<p>Intruso</p>', fixada: false })).rejects.toMatchObject({ kind: 'forbidden' });
      expect(await entriesOf(post.id)).toEqual([]);

      const mine = await created('autor');
      expect((await as('autor').post(`/postagens/${mine.id}/cobertura`, { acao: 'iniciar' })).status).toBe(200);
      expect((await as('autor').post(`/postagens/${mine.id}/atualizacoes`, { conteudo: '<p>Minha atualização</p>' })).status).toBe(201);
      expect((await as('admin').post(`/postagens/${mine.id}/atualizacoes`, { conteudo: '<p>Da chefia</p>' })).status).toBe(201);
    });

    it('start, entries stamped with the show on air, end ("Encerrada"), reopen', async () => {
      const post = await created('editor');
      const now = Date.now();
      await database.db.insert(gradeExcecoes).values({ titulo: 'Plantão das eleições', inicio: new Date(now - HOUR), fim: new Date(now + HOUR) });

      expect(await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: '<p>Cedo demais</p>' })).toEqual({
        status: 409,
        body: { message: COVERAGE_MESSAGES.naoIniciada, codigo: 'COBERTURA_NAO_INICIADA' },
      });
      expect((await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'encerrar' })).status).toBe(409);
      expect((await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'pausar' })).body.campos).toEqual({ acao: COVERAGE_MESSAGES.acao });

      const started = await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'iniciar' });
      expect(started.status).toBe(200);
      expect(started.body.cobertura).toEqual({ inicio: expect.any(String), fim: null });
      // Starting again changes nothing.
      expect((await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'iniciar' })).body.cobertura).toEqual(started.body.cobertura);

      const first = await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: '<p>Urnas fechadas.</p>' });
      expect(first).toEqual({
        status: 201,
        body: { id: expect.any(Number), conteudo: '<p>Urnas fechadas.</p>', fixada: false, programa: 'Plantão das eleições', autor: { id: ids.editor, nome: expect.any(String) }, criadoEm: expect.any(String), atualizadoEm: expect.any(String) },
      });
      const publicPost = (await publicGet(`/publico/postagens/${post.slug}`)).body;
      expect(publicPost.coberturaInicio).toBe(started.body.cobertura.inicio);
      expect(publicPost.coberturaFim).toBeNull();
      expect((await as('editor').get(`/postagens/${post.id}`)).body.coberturaInicio).toBe(started.body.cobertura.inicio);

      const ended = await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'encerrar' });
      expect(ended.body.cobertura).toEqual({ inicio: started.body.cobertura.inicio, fim: expect.any(String) });
      expect((await publicGet(`/publico/postagens/${post.id}/atualizacoes`)).body.cobertura.fim).toBe(ended.body.cobertura.fim);
      expect(await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: '<p>Depois do fim</p>' })).toEqual({
        status: 409,
        body: { message: COVERAGE_MESSAGES.encerrada, codigo: 'COBERTURA_ENCERRADA' },
      });
      // Corrections still go in after the end.
      expect((await as('editor').patch(`/postagens/${post.id}/atualizacoes/${first.body.id}`, { conteudo: '<p>Urnas fechadas às 17h.</p>' })).status).toBe(200);

      const reopened = await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'iniciar' });
      expect(reopened.body.cobertura).toEqual({ inicio: started.body.cobertura.inicio, fim: null });
      expect((await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: '<p>Recontagem</p>' })).status).toBe(201);

      const actions = await database.db.select({ acao: logs.acao }).from(logs).where(and(eq(logs.entidade, 'cobertura'), eq(logs.entidadeId, String(post.id)))).orderBy(asc(logs.id));
      expect(actions.map((row) => row.acao)).toEqual(['criar', 'encerrar', 'reabrir']);
      // Entry writes leave the post's version alone: an open form is not made stale.
      expect((await as('editor').get(`/postagens/${post.id}`)).body.versao).toBe(post.versao);
    });

    it('entries are sanitised like the post’s text (text, image, embed); nothing left to show is refused', async () => {
      const post = await created('editor');
      await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'iniciar' });
      const answer = await as('editor').post(`/postagens/${post.id}/atualizacoes`, {
        conteudo:
          '<p onclick="alert(1)">Ponte <strong>liberada</strong> <a href="javascript:alert(1)">veja</a></p><script>alert(1)</script>' +
          '<p><img src="/uploads/2026/11/ponte.jpg" alt="Ponte" onerror="alert(1)"></p>' +
          '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Vídeo"></iframe><iframe src="https://malicioso.example/x"></iframe>',
      });
      expect(answer.status).toBe(201);
      const html: string = answer.body.conteudo;
      expect(html).toContain('<strong>liberada</strong>');
      expect(html).toContain('src="/uploads/2026/11/ponte.jpg"');
      expect(html).toMatch(/<iframe src="https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/dQw4w9WgXcQ"/);
      expect(html).not.toMatch(/onclick|onerror|<script|javascript:|malicioso/);
      expect((await entriesOf(post.id))[0].conteudo).toBe(html);

      for (const conteudo of ['<script>alert(1)</script>', '<p> </p>', '   ']) {
        const refused = await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo });
        expect(refused.status).toBe(400);
        expect(refused.body.campos).toEqual({ conteudo: COVERAGE_MESSAGES.conteudo });
      }
      expect((await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: '<p>x</p><script>' })).status).toBe(400);
      expect((await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: `<p>${'a'.repeat(50_001)}</p>` })).body.campos).toEqual({ conteudo: COVERAGE_MESSAGES.conteudoLongo });
      expect(await entriesOf(post.id)).toHaveLength(1);
    });

    it('edit, pin (one pinned per post), delete; the public read: pinned first, then newest first, ?depois', async () => {
      const post = await created('editor');
      const other = await created('editor');
      await as('editor').post(`/postagens/${post.id}/cobertura`, { acao: 'iniciar' });
      await as('editor').post(`/postagens/${other.id}/cobertura`, { acao: 'iniciar' });
      const write = async (texto: string, fixada = false) => (await as('editor').post(`/postagens/${post.id}/atualizacoes`, { conteudo: `<p>${texto}</p>`, fixada })).body as Json;
      const a = await write('A', true);
      const b = await write('B');
      const c = await write('C', true);
      const foreign = (await as('editor').post(`/postagens/${other.id}/atualizacoes`, { conteudo: '<p>Outra</p>', fixada: true })).body;
      const pinned = async () => (await entriesOf(post.id)).filter((row) => row.fixada).map((row) => row.id);
      expect(await pinned()).toEqual([c.id]);

      const pinA = await as('editor').patch(`/postagens/${post.id}/atualizacoes/${a.id}`, { fixada: true });
      expect(pinA.body.fixada).toBe(true);
      expect(await pinned()).toEqual([a.id]);
      // Another post's pinned entry is its own.
      expect((await entriesOf(other.id))[0].fixada).toBe(true);

      const edited = await as('editor').patch(`/postagens/${post.id}/atualizacoes/${b.id}`, { conteudo: '<p>B corrigida</p>' });
      expect(edited.body).toMatchObject({ id: b.id, conteudo: '<p>B corrigida</p>', fixada: false, criadoEm: b.criadoEm });
      expect(Date.parse(edited.body.atualizadoEm)).toBeGreaterThanOrEqual(Date.parse(b.atualizadoEm));
      const nothing = await as('editor').patch(`/postagens/${post.id}/atualizacoes/${b.id}`, {});
      expect(nothing.status).toBe(400);
      expect(Object.values(nothing.body.campos)).toEqual([COVERAGE_MESSAGES.nada]);
      expect((await as('editor').patch(`/postagens/${post.id}/atualizacoes/${foreign.id}`, { fixada: false })).status).toBe(404);
      expect((await as('editor').patch(`/postagens/${post.id}/atualizacoes/abc`, { fixada: false })).status).toBe(400);

      const read = await publicGet(`/publico/postagens/${post.slug}/atualizacoes`);
      expect(read.status).toBe(200);
      expect(read.body.dados.map((entry: Json) => [entry.id, entry.fixada])).toEqual([
        [a.id, true],
        [c.id, false],
        [b.id, false],
      ]);
      expect(Object.keys(read.body.dados[0]).sort()).toEqual(['atualizadoEm', 'conteudo', 'criadoEm', 'fixada', 'id', 'programa']);
      expect((await publicGet(`/publico/postagens/${post.id}/atualizacoes?depois=${b.id}`)).body.dados.map((entry: Json) => entry.id)).toEqual([c.id]);
      expect((await publicGet(`/publico/postagens/${post.id}/atualizacoes?depois=0`)).status).toBe(400);

      expect((await as('editor').del(`/postagens/${post.id}/atualizacoes/${c.id}`)).status).toBe(204);
      expect((await as('editor').del(`/postagens/${post.id}/atualizacoes/${c.id}`)).status).toBe(404);
      expect((await publicGet(`/publico/postagens/${post.id}/atualizacoes`)).body.dados.map((entry: Json) => entry.id)).toEqual([a.id, b.id]);

      const panel = await as('editor').get(`/postagens/${post.id}/atualizacoes`);
      expect(panel.body.postagem).toEqual({ id: post.id, titulo: post.titulo, status: 'publicado', url: `/${categorySlug}/${post.slug}` });
      expect(panel.body.atualizacoes.map((entry: Json) => entry.id)).toEqual([a.id, b.id]);
      const logged = await database.db.select({ acao: logs.acao }).from(logs).where(and(eq(logs.entidade, 'atualizacao_cobertura'), eq(logs.entidadeId, String(c.id)))).orderBy(asc(logs.id));
      expect(logged.map((row) => row.acao)).toEqual(['criar', 'excluir']);
    });

    it('the public read answers 404 for a post without a coverage and for one readers cannot see', async () => {
      const plain = await created('editor');
      expect(await publicGet(`/publico/postagens/${plain.slug}/atualizacoes`)).toEqual({ status: 404, body: { message: COVERAGE_MESSAGES.coberturaNaoEncontrada, codigo: 'NAO_ENCONTRADO' } });
      const draft = await created('editor', { status: 'rascunho' });
      await as('editor').post(`/postagens/${draft.id}/cobertura`, { acao: 'iniciar' });
      expect((await as('editor').post(`/postagens/${draft.id}/atualizacoes`, { conteudo: '<p>Preparando</p>' })).status).toBe(201);
      expect((await publicGet(`/publico/postagens/${draft.id}/atualizacoes`)).status).toBe(404);
      expect((await publicGet('/publico/postagens/nao-existe/atualizacoes')).status).toBe(404);
      expect((await publicGet('/publico/postagens/com%20espaco/atualizacoes')).status).toBe(400);
    });
  });
});
