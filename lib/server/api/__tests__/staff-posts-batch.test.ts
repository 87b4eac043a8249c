import { and, asc, eq, inArray } from 'drizzle-orm';
import { CACHE_TAGS, postTag } from '@/lib/domain/cache-tags';
import { pageCacheStore } from '@/lib/server/cache/page-cache-handler.mjs';
import { categorias, logs, postagens } from '@/lib/server/db/schema';
import { DATABASE_UNAVAILABLE_MESSAGE, resetOutageLog } from '@/lib/server/db/outage';
import { OWN_POSTS_ONLY_MESSAGE, POST_NOT_FOUND_MESSAGE } from '@/lib/server/services/admin-posts/access';
import { applyPostBatch } from '@/lib/server/services/admin-posts/apply-batch';
import { authenticateToken } from '@/lib/server/services/auth';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

/** Issue 12 item 14: POST /postagens/lote, the list's bulk actions and quick status change. */
describe.each(TEST_BACKENDS)('API da equipe: ações em lote nas postagens ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;

  const FORWARDED = { 'x-forwarded-for': '203.0.113.20' };
  const batch = (who: keyof StaffTokens, body: unknown, headers?: Record<string, string>) => call('POST', '/postagens/lote', tokens[who], body, headers);

  let counter = 0;
  async function post(who: keyof StaffTokens, overrides: Record<string, unknown> = {}): Promise<Json> {
    counter += 1;
    const word = `loteamento${backend.name.toLowerCase()}${counter}`;
    const created = await call('POST', '/postagens', tokens[who], {
      titulo: `Mutirão no bairro ${word}`,
      slug: `mutirao-no-bairro-${word}`,
      conteudo: '<p>Texto.</p>',
      categoriaId: categoryId,
      status: 'rascunho',
      ...overrides,
    });
    expect(created.status).toBe(201);
    return created.body;
  }
  const rows = (postIds: number[]) => database.db.select().from(postagens).where(inArray(postagens.id, postIds)).orderBy(asc(postagens.id));
  const logsOf = (id: number) =>
    database.db
      .select()
      .from(logs)
      .where(and(eq(logs.entidade, 'postagem'), eq(logs.entidadeId, String(id))))
      .orderBy(asc(logs.id));

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    const [category] = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(1);
    categoryId = category.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('moves published posts to draft: new version, who and when, the same log as a save, publicadoEm kept', async () => {
    const a = await post('editor', { status: 'publicado' });
    const b = await post('admin', { status: 'publicado' });
    const answer = await batch('editor', { ids: [a.id, b.id], acao: 'rascunho' }, FORWARDED);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: [a.id, b.id], inalteradas: [], falhas: [], facebook: [] });

    const [rowA, rowB] = await rows([a.id, b.id]);
    for (const [row, before] of [
      [rowA, a],
      [rowB, b],
    ] as const) {
      expect(row.status).toBe('rascunho');
      expect(row.versao).toBe(before.versao + 1);
      expect(row.atualizadoPorId).toBe(ids.editor);
      expect(row.publicadoEm!.toISOString()).toBe(before.publicadoEm);
      expect(row.atualizadoEm.getTime()).toBeGreaterThan(Date.parse(before.atualizadoEm));
    }
    expect((await call('GET', `/publico/postagens/${a.slug}`)).status).toBe(404);
    const [, log] = await logsOf(a.id);
    expect(log).toEqual(
      expect.objectContaining({
        usuarioId: ids.editor,
        acao: 'atualizar',
        ip: '203.0.113.20',
        detalhes: { titulo: a.titulo, status: 'rascunho', statusAnterior: 'publicado' },
      }),
    );
  });

  it("publishes: publicadoEm is now (a schedule's future date too), logged as 'publicar'; already published is left alone", async () => {
    const draft = await post('editor');
    const scheduled = await post('editor', { status: 'agendado', publicadoEm: new Date(Date.now() + 86_400_000).toISOString() });
    const published = await post('editor', { status: 'publicado' });
    const before = Date.now();
    const answer = await batch('admin', { ids: [draft.id, scheduled.id, published.id], acao: 'publicar' });
    expect(answer.body).toEqual({ ok: [draft.id, scheduled.id, published.id], inalteradas: [published.id], falhas: [], facebook: [] });

    const [rowDraft, rowScheduled, rowPublished] = await rows([draft.id, scheduled.id, published.id]);
    for (const row of [rowDraft, rowScheduled]) {
      expect(row.status).toBe('publicado');
      expect(row.publicadoEm!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(row.publicadoEm!.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect((await call('GET', `/publico/postagens/${draft.slug}`)).status).toBe(200);
    expect((await logsOf(scheduled.id)).map((log) => [log.acao, log.usuarioId, log.detalhes])).toEqual([
      ['criar', ids.editor, expect.anything()],
      ['publicar', ids.admin, { titulo: scheduled.titulo, status: 'publicado', statusAnterior: 'agendado' }],
    ]);
    // Nothing written for the post already published: no new version to 409 an open editor, no log.
    expect(rowPublished.versao).toBe(published.versao);
    expect((await logsOf(published.id)).map((log) => log.acao)).toEqual(['criar']);
  });

  it('publishing again a post moved to draft keeps its first publication date, as a save of the form does', async () => {
    const published = await post('editor', { status: 'publicado', publicadoEm: '2026-11-20T12:00:00.000Z' });
    await batch('editor', { ids: [published.id], acao: 'rascunho' });
    const answer = await batch('editor', { ids: [published.id], acao: 'publicar' });
    expect(answer.body).toEqual({ ok: [published.id], inalteradas: [], falhas: [], facebook: [] });
    const [row] = await rows([published.id]);
    expect(row.status).toBe('publicado');
    expect(row.publicadoEm!.toISOString()).toBe('2026-11-20T12:00:00.000Z');
  });

  it('the database gone midway: what was done is reported, the rest fail with the 503 text and are not tried; gone at once, the 503 itself', async () => {
    const posts = [await post('editor'), await post('editor'), await post('editor')];
    const actor = { user: (await authenticateToken(database.db, tokens.editor))!, ip: null };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    let transactions = 0;
    const failingAfter = (working: number) =>
      new Proxy(database.db, {
        get: (target, key) =>
          key === 'transaction'
            ? (...args: Parameters<typeof target.transaction>) => (transactions++ < working ? target.transaction(...args) : Promise.reject(refused))
            : Reflect.get(target, key),
      });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      resetOutageLog();
      const result = await applyPostBatch(failingAfter(1), actor, { ids: posts.map((p) => p.id), acao: 'publicar' });
      expect(result.ok).toEqual([posts[0].id]);
      expect(result.falhas).toEqual(posts.slice(1).map((p) => ({ id: p.id, mensagem: DATABASE_UNAVAILABLE_MESSAGE })));
      // Tried once more (the failure), never for the third post.
      expect(transactions).toBe(2);

      transactions = 0;
      await expect(applyPostBatch(failingAfter(0), actor, { ids: posts.slice(1).map((p) => p.id), acao: 'publicar' })).rejects.toBe(refused);
      expect((await rows(posts.slice(1).map((p) => p.id))).map((row) => row.status)).toEqual(['rascunho', 'rascunho']);
    } finally {
      quiet.mockRestore();
      resetOutageLog();
    }
  });

  it('archives', async () => {
    const published = await post('editor', { status: 'publicado' });
    const answer = await batch('editor', { ids: [published.id], acao: 'arquivar' });
    expect(answer.body.ok).toEqual([published.id]);
    expect((await rows([published.id]))[0].status).toBe('arquivado');
    expect((await call('GET', `/publico/postagens/${published.slug}`)).status).toBe(404);
  });

  it("an autor changes only their own posts: the others fail with the single write's message and stay as they were", async () => {
    const own = await post('autor');
    const editors = await post('editor');
    const [editorsBefore] = await rows([editors.id]);
    // 'arquivar', not 'publicar': an author sends posts for review (post-review.test.ts).
    for (const acao of ['arquivar', 'excluir'] as const) {
      const answer = await batch('autor', { ids: [editors.id, own.id], acao });
      expect(answer.status).toBe(200);
      expect(answer.body.falhas).toEqual([{ id: editors.id, mensagem: OWN_POSTS_ONLY_MESSAGE }]);
      expect(answer.body.ok).toEqual([own.id]);
    }
    expect(await rows([own.id])).toEqual([]);
    expect(await rows([editors.id])).toEqual([editorsBefore]);
    expect((await logsOf(editors.id)).map((log) => log.acao)).toEqual(['criar']);
    expect((await logsOf(own.id)).map((log) => log.acao)).toEqual(['criar', 'atualizar', 'excluir']);
  });

  it('deletes each post as the single delete does; a post gone meanwhile is a failure, not an error', async () => {
    const a = await post('editor', { status: 'publicado' });
    const b = await post('autor');
    const answer = await batch('editor', { ids: [a.id, 999_999, b.id], acao: 'excluir' }, FORWARDED);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: [a.id, b.id], inalteradas: [], falhas: [{ id: 999_999, mensagem: POST_NOT_FOUND_MESSAGE }], facebook: [] });
    expect(await rows([a.id, b.id])).toEqual([]);
    expect((await call('GET', `/publico/postagens/${a.slug}`)).status).toBe(404);
    const [, log] = await logsOf(a.id);
    expect(log).toEqual(
      expect.objectContaining({ usuarioId: ids.editor, acao: 'excluir', ip: '203.0.113.20', detalhes: { titulo: a.titulo, slug: a.slug, status: 'publicado' } }),
    );
    const again = await batch('editor', { ids: [a.id], acao: 'excluir' });
    expect(again.body).toEqual({ ok: [], inalteradas: [], falhas: [{ id: a.id, mensagem: POST_NOT_FOUND_MESSAGE }], facebook: [] });
  });

  it('the same id twice is one post, done and reported once', async () => {
    const draft = await post('editor');
    const answer = await batch('editor', { ids: [draft.id, draft.id], acao: 'publicar' });
    expect(answer.body.ok).toEqual([draft.id]);
    expect((await logsOf(draft.id)).map((log) => log.acao)).toEqual(['criar', 'publicar']);
  });

  it('an editor who had the post open before a quick change gets the 409 on saving, not a silent overwrite', async () => {
    const draft = await post('editor');
    await batch('admin', { ids: [draft.id], acao: 'publicar' });
    const stale = await call('PUT', `/postagens/${draft.id}`, tokens.editor, {
      titulo: draft.titulo,
      slug: draft.slug,
      categoriaId: categoryId,
      status: 'rascunho',
      versao: draft.versao,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.codigo).toBe('VERSAO_DESATUALIZADA');
    expect((await rows([draft.id]))[0].status).toBe('publicado');
  });

  describe('bad input is a 400 in pt-BR, never a 500; nothing changes', () => {
    it.each<[string, unknown, Record<string, string>]>([
      ['no ids', { acao: 'publicar' }, { ids: 'Informe os identificadores das postagens (ids).' }],
      ['empty ids', { ids: [], acao: 'publicar' }, { ids: 'Selecione pelo menos uma postagem.' }],
      ['101 ids', { ids: Array.from({ length: 101 }, (_, i) => i + 1), acao: 'publicar' }, { ids: 'Selecione no máximo 100 postagens por vez.' }],
      ['a fraction', { ids: [1.5], acao: 'publicar' }, { 'ids.0': 'Cada identificador de postagem deve ser um número inteiro positivo.' }],
      ['zero', { ids: [0], acao: 'publicar' }, { 'ids.0': 'Cada identificador de postagem deve ser um número inteiro positivo.' }],
      ['negative', { ids: [-3], acao: 'publicar' }, { 'ids.0': 'Cada identificador de postagem deve ser um número inteiro positivo.' }],
      ['past the integer column', { ids: [2 ** 31], acao: 'publicar' }, { 'ids.0': 'Cada identificador de postagem deve ser um número inteiro positivo.' }],
      ['a string id', { ids: ['7'], acao: 'publicar' }, { 'ids.0': 'Cada identificador de postagem deve ser um número inteiro positivo.' }],
      ['ids not a list', { ids: 7, acao: 'publicar' }, { ids: 'Informe os identificadores das postagens (ids).' }],
      ['unknown action', { ids: [1], acao: 'agendar' }, { acao: 'Ação inválida. Use uma destas: publicar, rascunho, arquivar, excluir.' }],
      ['no action', { ids: [1] }, { acao: expect.any(String) }],
    ])('%s', async (_name, body, campos) => {
      const [{ ...before }] = await database.db.select().from(postagens).orderBy(asc(postagens.id)).limit(1);
      const answer = await batch('admin', body);
      expect(answer.status).toBe(400);
      expect(answer.body.codigo).toBe('REQUISICAO_INVALIDA');
      expect(answer.body.campos).toEqual(expect.objectContaining(campos));
      expect((await rows([before.id]))[0]).toEqual(before);
    });

    it('not JSON, or no token', async () => {
      const text = await call('POST', '/postagens/lote', tokens.admin, undefined, { 'content-type': 'text/plain' });
      expect(text.status).toBe(400);
      expect(text.body.message).toBe('Envie o corpo da requisição como JSON (Content-Type: application/json).');
      const anonymous = await call('POST', '/postagens/lote', undefined, { ids: [1], acao: 'excluir' });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('through the real route handler', () => {
    type Handler = (request: Request) => Promise<Response>;
    const scope = globalThis as typeof globalThis & { __sintoniaDb?: Promise<unknown>; __sintoniaApi?: unknown };

    afterAll(() => {
      scope.__sintoniaDb = undefined;
      scope.__sintoniaApi = undefined;
    });

    it('expires the cached public pages that list posts and the published post’s own, as the single writes do', async () => {
      delete process.env.API_URL;
      scope.__sintoniaDb = Promise.resolve(database);
      scope.__sintoniaApi = undefined;
      const { POST } = (await import('@/app/api/v1/[[...route]]/route')) as unknown as { POST: Handler };
      const draft = await post('editor');
      const expiredBefore = pageCacheStore().expiredAt.get(CACHE_TAGS.postLists) ?? 0;
      const allPostsBefore = pageCacheStore().expiredAt.get(CACHE_TAGS.posts) ?? 0;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const response = await POST(
        new Request('http://localhost/api/v1/postagens/lote', {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.editor}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ids: [draft.id], acao: 'publicar' }),
        }),
      );
      expect(response.status).toBe(200);
      expect(pageCacheStore().expiredAt.get(CACHE_TAGS.postLists)).toBeGreaterThan(expiredBefore);
      expect(pageCacheStore().expiredAt.get(postTag(draft.id)!)).toBeGreaterThan(expiredBefore);
      // Every other post's page stays cached.
      expect(pageCacheStore().expiredAt.get(CACHE_TAGS.posts) ?? 0).toBe(allPostsBefore);
    });
  });
});
