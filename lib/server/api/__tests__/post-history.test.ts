import { and, asc, count, eq } from 'drizzle-orm';
import { categorias, logs, postagemRevisoes, postagens } from '@/lib/server/db/schema';
import { tagsExpiredByWrite } from '@/lib/domain/cache-tags';
import { MAX_SAVED_REVISIONS } from '@/lib/server/services/admin-posts/saved-revision';
import { deleteStaleAutosaves } from '@/lib/server/services/admin-posts/autosave';
import { publishDuePosts } from '@/lib/server/services/scheduler';
import { STAFF_PASSWORD } from '@/lib/server/db/seed/station';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

/*
 * Issue 28 items 1 and 2: every save keeps a revision, any of which can be restored as a new one
 * (the 409 rule still applies, an autor only reaches their own posts), and each user's autosave
 * of a post lives beside it without ever changing the post or what readers get.
 */
describe.each(TEST_BACKENDS)('Histórico e salvamento automático das postagens ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;
  let otherCategoryId: number;

  const as = (token: string) => ({
    get: (path: string) => call('GET', path, token),
    post: (path: string, body?: unknown) => call('POST', path, token, body),
    put: (path: string, body: unknown) => call('PUT', path, token, body),
    del: (path: string) => call('DELETE', path, token),
  });

  let counter = 0;
  function newPost(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const word = `historico${backend.name.toLowerCase()}${counter}`;
    return {
      titulo: `Primeira versão ${word}`,
      slug: `primeira-versao-${word}`,
      resumo: 'Resumo da primeira versão.',
      conteudo: '<p>Texto da primeira versão.</p>',
      categoriaId: categoryId,
      status: 'rascunho',
      ...overrides,
    };
  }

  /** The update body of a post as the API answered it, with changes. */
  function updateOf(post: Json, changes: Record<string, unknown> = {}) {
    return {
      titulo: post.titulo,
      slug: post.slug,
      resumo: post.resumo,
      conteudo: post.conteudo,
      categoriaId: post.categoria.id,
      imagemDestaque: post.imagemDestaque,
      legenda: post.legenda,
      galeria: post.galeria,
      destaque: post.destaque,
      membroEquipeId: post.membroEquipe?.id ?? null,
      tags: post.tags,
      status: post.status,
      publicadoEm: post.publicadoEm,
      urgenteAte: post.urgenteAte,
      versao: post.versao,
      ...changes,
    };
  }

  /** What the form sends while typing: its content and the version it stands on. */
  function autosaveOf(post: Json, changes: Record<string, unknown> = {}) {
    return { ...updateOf(post), publicadoEm: null, ...changes };
  }

  /** Three saves of one post by the editor: created, then two updates. */
  async function threeSaves() {
    const editor = as(tokens.editor);
    const created = await editor.post('/postagens', newPost());
    expect(created.status).toBe(201);
    const second = await editor.put(`/postagens/${created.body.id}`, updateOf(created.body, { titulo: `${created.body.titulo} (segunda)`, conteudo: '<p>Texto da segunda versão, reescrito.</p>' }));
    expect(second.status).toBe(200);
    const third = await editor.put(
      `/postagens/${created.body.id}`,
      updateOf(second.body, { titulo: `${created.body.titulo} (terceira)`, resumo: 'Resumo novo.', conteudo: '<p>Texto da terceira versão.</p>', categoriaId: otherCategoryId }),
    );
    expect(third.status).toBe(200);
    return { first: created.body, second: second.body, third: third.body };
  }

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    const cats = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(2);
    [categoryId, otherCategoryId] = [cats[0].id, cats[1].id];
  });
  afterAll(async () => {
    await database?.dispose();
  });

  describe('revisions', () => {
    it('three saves make three revisions, newest first, each with who saved, version, title and status', async () => {
      const { first, third } = await threeSaves();
      const { status, body } = await as(tokens.editor).get(`/postagens/${first.id}/revisoes`);
      expect(status).toBe(200);
      expect(body).toHaveLength(3);
      expect(body.map((revision: Json) => revision.versao)).toEqual([3, 2, 1]);
      expect(body[0]).toEqual({
        id: expect.any(Number),
        tipo: 'salva',
        autor: { id: ids.editor, nome: expect.any(String) },
        versao: 3,
        titulo: third.titulo,
        status: 'rascunho',
        criadoEm: expect.any(String),
      });
      expect(body[2].titulo).toBe(first.titulo);

      const detail = await as(tokens.editor).get(`/postagens/${first.id}/revisoes/${body[2].id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.dados).toMatchObject({
        titulo: first.titulo,
        slug: first.slug,
        resumo: 'Resumo da primeira versão.',
        conteudo: '<p>Texto da primeira versão.</p>',
        categoriaId: categoryId,
        imagemDestaque: null,
        legenda: '',
        galeria: [],
        destaque: false,
        membroEquipeId: null,
        tags: [],
        status: 'rascunho',
        publicadoEm: null,
        urgenteAte: null,
        publicarFacebook: false,
      });
    });

    it('restoring the first makes a fourth revision with its content, through the ordinary save, logged as restaurar', async () => {
      const { first, third } = await threeSaves();
      const list = (await as(tokens.editor).get(`/postagens/${first.id}/revisoes`)).body;
      const oldest = list[list.length - 1];

      const restored = await as(tokens.editor).post(`/postagens/${first.id}/revisoes/${oldest.id}/restaurar`, { versao: third.versao });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id: first.id, versao: 4, titulo: first.titulo, resumo: first.resumo, conteudo: first.conteudo, categoria: { id: categoryId } });
      // Where the post lives is kept: the slug of the current version.
      expect(restored.body.slug).toBe(third.slug);

      const after = (await as(tokens.editor).get(`/postagens/${first.id}/revisoes`)).body;
      expect(after).toHaveLength(4);
      expect(after[0]).toMatchObject({ versao: 4, titulo: first.titulo, tipo: 'salva' });
      const fourth = await as(tokens.editor).get(`/postagens/${first.id}/revisoes/${after[0].id}`);
      expect(fourth.body.dados).toMatchObject({ titulo: first.titulo, resumo: first.resumo, conteudo: first.conteudo, categoriaId: categoryId });
      // Nothing was lost: the third version is still there to go back to.
      expect(after.map((revision: Json) => revision.titulo)).toContain(third.titulo);

      const entries = await database.db.select().from(logs).where(and(eq(logs.acao, 'restaurar'), eq(logs.entidadeId, String(first.id))));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ usuarioId: ids.editor, entidade: 'postagem' });
      expect(entries[0].detalhes).toMatchObject({ titulo: first.titulo, revisaoId: oldest.id, versaoRestaurada: 1 });
    });

    it('a restore from a stale version is the save’s 409, and changes nothing', async () => {
      const { first, third } = await threeSaves();
      const list = (await as(tokens.editor).get(`/postagens/${first.id}/revisoes`)).body;
      const stale = await as(tokens.editor).post(`/postagens/${first.id}/revisoes/${list[2].id}/restaurar`, { versao: third.versao - 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.codigo).toBe('VERSAO_DESATUALIZADA');
      expect(stale.body.message).toMatch(/^Esta postagem foi alterada por .+ em \d{2}\/\d{2}\/\d{4} \d{2}h\d{2}\. Copie suas alterações, recarregue e tente de novo\.$/);
      expect(stale.body.atual).toMatchObject({ versao: third.versao });
      const [row] = await database.db.select().from(postagens).where(eq(postagens.id, first.id));
      expect(row).toMatchObject({ versao: third.versao, titulo: third.titulo });
      expect((await as(tokens.editor).get(`/postagens/${first.id}/revisoes`)).body).toHaveLength(3);
    });

    it('an autor cannot read or restore another’s post (403), only their own', async () => {
      const { first, third } = await threeSaves();
      const list = (await as(tokens.editor).get(`/postagens/${first.id}/revisoes`)).body;
      const autor = as(tokens.autor);
      expect((await autor.get(`/postagens/${first.id}/revisoes`)).status).toBe(403);
      expect((await autor.get(`/postagens/${first.id}/revisoes/${list[0].id}`)).status).toBe(403);
      const refused = await autor.post(`/postagens/${first.id}/revisoes/${list[2].id}/restaurar`, { versao: third.versao });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Você só pode editar as suas próprias postagens.');
      const [row] = await database.db.select({ versao: postagens.versao }).from(postagens).where(eq(postagens.id, first.id));
      expect(row.versao).toBe(third.versao);

      const own = await autor.post('/postagens', newPost());
      const ownList = await autor.get(`/postagens/${own.body.id}/revisoes`);
      expect(ownList.status).toBe(200);
      expect(ownList.body).toHaveLength(1);
      expect(ownList.body[0].autor.id).toBe(ids.autor);
      // Editors reach every post's history.
      expect((await as(tokens.admin).get(`/postagens/${own.body.id}/revisoes`)).status).toBe(200);
    });

    it('answers 404 for an unknown post or revision, or one of another post, and 400 for a malformed id or body', async () => {
      const { first } = await threeSaves();
      const other = (await as(tokens.editor).post('/postagens', newPost())).body;
      const otherRevision = (await as(tokens.editor).get(`/postagens/${other.id}/revisoes`)).body[0];
      const editor = as(tokens.editor);
      expect((await editor.get('/postagens/999999/revisoes')).status).toBe(404);
      const foreign = await editor.get(`/postagens/${first.id}/revisoes/${otherRevision.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('Versão não encontrada no histórico desta postagem.');
      expect((await editor.post(`/postagens/${first.id}/revisoes/${otherRevision.id}/restaurar`, { versao: 3 })).status).toBe(404);
      expect((await editor.get(`/postagens/${first.id}/revisoes/abc`)).status).toBe(400);
      expect((await editor.get('/postagens/0/revisoes')).status).toBe(400);
      const noVersion = await editor.post(`/postagens/${first.id}/revisoes/${otherRevision.id}/restaurar`, {});
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.campos.versao).toBe('Versão da postagem ausente. Recarregue a página.');
      expect((await call('GET', `/postagens/${first.id}/revisoes`)).status).toBe(401);
    });

    it('status changes from the list, the urgency switch and the scheduler each keep a revision', async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost())).body;
      const batch = await editor.post('/postagens/lote', { ids: [created.id], acao: 'publicar' });
      expect(batch.body.ok).toEqual([created.id]);
      const urgent = await editor.put(`/postagens/${created.id}/urgente`, { urgenteAte: new Date(Date.now() + 3_600_000).toISOString() });
      expect(urgent.status).toBe(200);
      let list = (await editor.get(`/postagens/${created.id}/revisoes`)).body;
      expect(list.map((revision: Json) => [revision.versao, revision.status])).toEqual([
        [3, 'publicado'],
        [2, 'publicado'],
        [1, 'rascunho'],
      ]);

      const scheduled = (await editor.post('/postagens', newPost({ status: 'agendado', publicadoEm: new Date(Date.now() + 60_000).toISOString() }))).body;
      await publishDuePosts(database.db, new Date(Date.now() + 120_000));
      list = (await editor.get(`/postagens/${scheduled.id}/revisoes`)).body;
      expect(list[0]).toMatchObject({ versao: 2, status: 'publicado', autor: null });
    });

    it(`keeps at most ${MAX_SAVED_REVISIONS} saved revisions per post, dropping the oldest`, async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost())).body;
      const filler = Array.from({ length: MAX_SAVED_REVISIONS + 5 }, (_, index) => ({
        postagemId: created.id,
        tipo: 'salva' as const,
        autorId: ids.editor,
        versao: 1,
        titulo: `Versão antiga ${index}`,
        status: 'rascunho' as const,
        dados: { titulo: `Versão antiga ${index}` },
      }));
      await database.db.insert(postagemRevisoes).values(filler);
      const saved = await editor.put(`/postagens/${created.id}`, updateOf(created, { titulo: `${created.titulo} depois` }));
      expect(saved.status).toBe(200);
      const rows = await database.db
        .select({ titulo: postagemRevisoes.titulo })
        .from(postagemRevisoes)
        .where(and(eq(postagemRevisoes.postagemId, created.id), eq(postagemRevisoes.tipo, 'salva')))
        .orderBy(asc(postagemRevisoes.id));
      expect(rows).toHaveLength(MAX_SAVED_REVISIONS);
      expect(rows[rows.length - 1].titulo).toBe(`${created.titulo} depois`);
      // The creation and the first fillers went.
      expect(rows.map((row) => row.titulo)).not.toContain(created.titulo);
      expect(rows[0].titulo).toBe('Versão antiga 6');
    });
  });

  describe('autosave', () => {
    it('never changes the post row nor what readers get', async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost({ status: 'publicado' }))).body;
      const [before] = await database.db.select().from(postagens).where(eq(postagens.id, created.id));
      const publicBefore = await call('GET', `/publico/postagens/${created.slug}`);
      expect(publicBefore.status).toBe(200);

      const saved = await editor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Título ainda em rascunho', conteudo: '<p>Texto pela metade</p>' }));
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ versao: created.versao, atualizadoEm: expect.any(String) });

      const [after] = await database.db.select().from(postagens).where(eq(postagens.id, created.id));
      expect(after).toEqual(before);
      expect(await call('GET', `/publico/postagens/${created.slug}`)).toEqual(publicBefore);
      expect((await editor.get(`/postagens/${created.id}`)).body).toMatchObject({ titulo: created.titulo, versao: created.versao });
      // Not history either, and not a write the public pages' cache hears of.
      expect((await editor.get(`/postagens/${created.id}/revisoes`)).body).toHaveLength(1);
      expect(tagsExpiredByWrite('PUT', `/postagens/${created.id}/autosalvamento`)).toEqual([]);
    });

    it('is offered to the same user on another device (another token), never to someone else', async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost())).body;
      await editor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Escrito no computador da redação', resumo: 'Resumo do computador.' }));

      const login = await call('POST', '/auth/login', undefined, { email: 'editor@sintonia.local', password: STAFF_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.accessToken).not.toBe(tokens.editor);
      const phone = await as(login.body.accessToken).get(`/postagens/${created.id}/autosalvamento`);
      expect(phone.status).toBe(200);
      expect(phone.body).toMatchObject({ versao: created.versao, dados: { titulo: 'Escrito no computador da redação', resumo: 'Resumo do computador.', categoriaId: categoryId }, atualizadoEm: expect.any(String) });

      const admin = await as(tokens.admin).get(`/postagens/${created.id}/autosalvamento`);
      expect(admin.status).toBe(200);
      expect(admin.body).toBeNull();

      // Typed over again: one row per user and post, the newest text.
      await editor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Escrito de novo' }));
      expect((await editor.get(`/postagens/${created.id}/autosalvamento`)).body.dados.titulo).toBe('Escrito de novo');
      const [{ total }] = await database.db
        .select({ total: count() })
        .from(postagemRevisoes)
        .where(and(eq(postagemRevisoes.postagemId, created.id), eq(postagemRevisoes.tipo, 'automatica')));
      expect(total).toBe(1);

      // "Descartar".
      expect((await editor.del(`/postagens/${created.id}/autosalvamento`)).status).toBe(204);
      expect((await editor.get(`/postagens/${created.id}/autosalvamento`)).body).toBeNull();
    });

    it('a save deletes the saver’s autosave; another editor’s, typed over the old version, is no longer offered', async () => {
      const editor = as(tokens.editor);
      const admin = as(tokens.admin);
      const created = (await editor.post('/postagens', newPost())).body;
      await editor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Rascunho do editor' }));
      await admin.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Rascunho da administradora' }));

      const saved = await editor.put(`/postagens/${created.id}`, updateOf(created, { titulo: 'Rascunho do editor' }));
      expect(saved.status).toBe(200);
      const rows = await database.db
        .select({ autorId: postagemRevisoes.autorId })
        .from(postagemRevisoes)
        .where(and(eq(postagemRevisoes.postagemId, created.id), eq(postagemRevisoes.tipo, 'automatica')));
      expect(rows).toEqual([{ autorId: ids.admin }]);
      expect((await editor.get(`/postagens/${created.id}/autosalvamento`)).body).toBeNull();
      // Recovering it would undo the editor's save.
      expect((await admin.get(`/postagens/${created.id}/autosalvamento`)).body).toBeNull();
      // And typing on over the old version is the save's 409.
      const stale = await admin.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created, { titulo: 'Mais texto' }));
      expect(stale.status).toBe(409);
      expect(stale.body.codigo).toBe('VERSAO_DESATUALIZADA');
      expect(stale.body.atual.versao).toBe(saved.body.versao);
    });

    it('checks who may edit the post, and only shapes and sizes of what is typed', async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost())).body;
      const autor = as(tokens.autor);
      expect((await autor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created))).status).toBe(403);
      expect((await autor.get(`/postagens/${created.id}/autosalvamento`)).status).toBe(403);
      expect((await autor.del(`/postagens/${created.id}/autosalvamento`)).status).toBe(403);
      expect((await editor.put('/postagens/999999/autosalvamento', autosaveOf(created))).status).toBe(404);

      // Half-written is fine: a two-letter title, no slug, no category.
      const partial = await editor.put(`/postagens/${created.id}/autosalvamento`, { versao: created.versao, titulo: 'Pr', slug: '', categoriaId: null });
      expect(partial.status).toBe(200);
      const kept = (await editor.get(`/postagens/${created.id}/autosalvamento`)).body;
      expect(kept.dados).toMatchObject({ titulo: 'Pr', slug: '', categoriaId: null, status: 'rascunho', conteudo: '' });

      const tooLong = await editor.put(`/postagens/${created.id}/autosalvamento`, { versao: created.versao, titulo: 'x'.repeat(201) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.campos.titulo).toBe('O título pode ter no máximo 200 caracteres.');
      const noVersion = await editor.put(`/postagens/${created.id}/autosalvamento`, { titulo: 'Sem versão' });
      expect(noVersion.status).toBe(400);

      // The text is cleaned like a save's.
      await editor.put(`/postagens/${created.id}/autosalvamento`, { versao: created.versao, conteudo: '<p>Oi<script>alert(1)</script></p>' });
      expect((await editor.get(`/postagens/${created.id}/autosalvamento`)).body.dados.conteudo).not.toContain('<script');
    });

    it('autosaves untouched for 30 days are pruned', async () => {
      const editor = as(tokens.editor);
      const created = (await editor.post('/postagens', newPost())).body;
      await editor.put(`/postagens/${created.id}/autosalvamento`, autosaveOf(created));
      expect(await deleteStaleAutosaves(database.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
      expect(await deleteStaleAutosaves(database.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
      expect((await editor.get(`/postagens/${created.id}/autosalvamento`)).body).toBeNull();
    });
  });
});
