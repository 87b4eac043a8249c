import { and, asc, desc, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES, postReviewOf } from '@/lib/domain/post-review';
import { normalizePost } from '@/lib/domain/post';
import { categorias, configuracoes, logs, postagens } from '@/lib/server/db/schema';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

/** Issue 28 item 3: review before publishing, beside the spec's statuses. */
describe.each(TEST_BACKENDS)('Revisão antes de publicar ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let categoryId: number;

  const as = (who: keyof StaffTokens) => ({
    get: (path: string) => call('GET', path, tokens[who]),
    post: (path: string, body?: unknown) => call('POST', path, tokens[who], body),
    put: (path: string, body: unknown) => call('PUT', path, tokens[who], body),
  });

  let counter = 0;
  function newPost(overrides: Record<string, unknown> = {}) {
    counter += 1;
    const word = `revisorama${backend.name.toLowerCase()}${counter}`;
    return {
      titulo: `Obra na ponte ${word}`,
      slug: `obra-na-ponte-${word}`,
      resumo: 'Resumo da obra.',
      conteudo: '<p>Texto da reportagem.</p>',
      categoriaId: categoryId,
      status: 'rascunho',
      ...overrides,
    };
  }
  async function authorDraft(): Promise<Json> {
    const created = await as('autor').post('/postagens', newPost());
    expect(created.status).toBe(201);
    return created.body;
  }
  const review = (who: keyof StaffTokens, id: number, body: unknown) => as(who).post(`/postagens/${id}/revisao`, body);
  const publicRead = (slug: string) => call('GET', `/publico/postagens/${slug}`);
  const logsOf = (id: number) =>
    database.db
      .select()
      .from(logs)
      .where(and(eq(logs.entidade, 'postagem'), eq(logs.entidadeId, String(id))))
      .orderBy(asc(logs.id));
  async function setAuthorsPublish(on: boolean) {
    await database.db
      .insert(configuracoes)
      .values({ chave: 'postagens.autoresPublicam', valor: String(on), publico: false, grupo: 'site' })
      .onConflictDoUpdate({ target: configuracoes.chave, set: { valor: String(on) } });
  }

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    const [category] = await database.db.select().from(categorias).orderBy(asc(categorias.id)).limit(1);
    categoryId = category.id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('GET /postagens/revisao: what each role may do, and the queue they see', async () => {
    const mine = await authorDraft();
    expect((await review('autor', mine.id, { acao: 'enviar' })).status).toBe(200);
    const [editor, author, admin] = await Promise.all([as('editor').get('/postagens/revisao'), as('autor').get('/postagens/revisao'), as('admin').get('/postagens/revisao')]);
    expect(editor.status).toBe(200);
    expect(editor.body).toEqual({ podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: expect.any(Number) });
    expect(editor.body.aguardandoRevisao).toBeGreaterThanOrEqual(1);
    expect(admin.body).toEqual(expect.objectContaining({ podePublicar: true, revisa: true }));
    expect(author.body).toEqual({ podePublicar: false, revisa: false, autoresPublicam: false, aguardandoRevisao: expect.any(Number) });
    expect((await call('GET', '/postagens/revisao')).status).toBe(401);
  });

  it('an author cannot publish or schedule: 403 in pt-BR, on create, save, quick status and bulk action', async () => {
    const publish = await as('autor').post('/postagens', newPost({ status: 'publicado' }));
    expect(publish).toEqual({ status: 403, body: { message: REVIEW_MESSAGES.cannotPublish, codigo: 'SEM_PERMISSAO' } });
    const when = new Date(Date.now() + 3 * 3600_000).toISOString();
    expect((await as('autor').post('/postagens', newPost({ status: 'agendado', publicadoEm: when }))).status).toBe(403);

    const draft = await authorDraft();
    const save = await as('autor').put(`/postagens/${draft.id}`, { ...newPost({ slug: draft.slug, status: 'publicado' }), versao: draft.versao });
    expect(save.status).toBe(403);
    expect(save.body.message).toBe(REVIEW_MESSAGES.cannotPublish);

    const batch = await as('autor').post('/postagens/lote', { ids: [draft.id], acao: 'publicar' });
    expect(batch.status).toBe(200);
    expect(batch.body.falhas).toEqual([{ id: draft.id, mensagem: REVIEW_MESSAGES.cannotPublish }]);
    const [row] = await database.db.select().from(postagens).where(eq(postagens.id, draft.id));
    expect(row.status).toBe('rascunho');
    expect((await publicRead(draft.slug)).status).toBe(404);
  });

  it("'Enviar para revisão' keeps the post a draft, out of the site, in the editors' queue; an editor's approval publishes it", async () => {
    const draft = await authorDraft();
    const sent = await review('autor', draft.id, { acao: 'enviar', versao: draft.versao });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('rascunho');
    expect(sent.body.revisao).toEqual({ estado: 'pendente', comentario: null, em: expect.any(String), por: { id: ids.autor, nome: 'Renata Fagundes' } });
    // Sending changes neither the text nor the version: an editor's open copy is still current.
    expect(sent.body.versao).toBe(draft.versao);
    expect((await publicRead(draft.slug)).status).toBe(404);
    // Twice is once.
    expect((await review('autor', draft.id, { acao: 'enviar' })).status).toBe(200);

    const queue = await as('editor').get('/postagens?revisao=pendente&limite=100');
    expect(queue.status).toBe(200);
    expect(queue.body.dados.map((p: Json) => p.id)).toContain(draft.id);
    expect(queue.body.dados.every((p: Json) => p.revisao?.estado === 'pendente')).toBe(true);
    const dashboard = await as('editor').get('/dashboard');
    expect(dashboard.body.contagens.aguardandoRevisao).toBeGreaterThanOrEqual(1);
    const ownDashboard = await as('autor').get('/dashboard');
    expect(ownDashboard.body.contagens.aguardandoRevisao).toBeGreaterThanOrEqual(1);

    // The author cannot approve their own post (nor return it).
    expect(await review('autor', draft.id, { acao: 'aprovar' })).toEqual({ status: 403, body: { message: REVIEW_MESSAGES.onlyEditors, codigo: 'SEM_PERMISSAO' } });
    expect((await review('autor', draft.id, { acao: 'devolver', comentario: 'Eu mesma.' })).status).toBe(403);

    const approved = await review('editor', draft.id, { acao: 'aprovar', versao: draft.versao });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('publicado');
    expect(approved.body.revisao).toBeNull();
    expect(approved.body.versao).toBe(draft.versao + 1);
    expect(approved.body.atualizadoPor).toEqual({ id: ids.editor, nome: 'Marta Lindner' });
    expect((await publicRead(draft.slug)).status).toBe(200);

    const entries = await logsOf(draft.id);
    expect(entries.map((entry) => entry.acao)).toEqual(['criar', 'enviar_revisao', 'publicar']);
    expect(entries[2]).toEqual(expect.objectContaining({ usuarioId: ids.editor, detalhes: expect.objectContaining({ status: 'publicado', statusAnterior: 'rascunho', revisao: 'aprovada' }) }));
    expect((await review('editor', draft.id, { acao: 'aprovar' })).body.message).toBe(REVIEW_MESSAGES.notPending);
  });

  it("'Devolver ao autor' needs a comment (400 in pt-BR); the author reads who, when and what, and sends it again", async () => {
    const draft = await authorDraft();
    await review('autor', draft.id, { acao: 'enviar' });
    const bare = await review('editor', draft.id, { acao: 'devolver' });
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ message: 'Dados inválidos. Verifique os campos destacados.', codigo: 'REQUISICAO_INVALIDA', campos: { comentario: REVIEW_MESSAGES.commentRequired } });
    expect((await review('editor', draft.id, { acao: 'devolver', comentario: '   ' })).status).toBe(400);
    expect((await review('editor', draft.id, { acao: 'devolver', comentario: 'x'.repeat(2001) })).body.campos.comentario).toBe(REVIEW_MESSAGES.commentTooLong);
    expect((await review('editor', draft.id, { acao: 'rejeitar' })).status).toBe(400);

    const returned = await review('editor', draft.id, { acao: 'devolver', comentario: '  Falta ouvir a prefeitura.  ' });
    expect(returned.status).toBe(200);
    expect(returned.body.status).toBe('rascunho');
    expect(returned.body.revisao).toEqual({ estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: expect.any(String), por: { id: ids.editor, nome: 'Marta Lindner' } });

    // The author's form and list read the same thing.
    const opened = await as('autor').get(`/postagens/${draft.id}`);
    expect(postReviewOf(opened.body)).toEqual(returned.body.revisao);
    const mine = await as('autor').get('/postagens?revisao=devolvida&limite=100');
    expect(mine.body.dados.map((p: Json) => p.id)).toContain(draft.id);
    expect((await review('editor', draft.id, { acao: 'devolver', comentario: 'De novo.' })).body.message).toBe(REVIEW_MESSAGES.notPending);

    // Saving the returned draft keeps the comment; sending it again clears it.
    const saved = await as('autor').put(`/postagens/${draft.id}`, { ...newPost({ slug: draft.slug, titulo: 'Obra na ponte: prefeitura responde' }), versao: draft.versao });
    expect(saved.status).toBe(200);
    expect(saved.body.revisao.estado).toBe('devolvida');
    const again = await review('autor', draft.id, { acao: 'enviar' });
    expect(again.body.revisao).toEqual({ estado: 'pendente', comentario: null, em: expect.any(String), por: { id: ids.autor, nome: 'Renata Fagundes' } });
    const entries = await logsOf(draft.id);
    expect(entries.map((entry) => entry.acao)).toEqual(['criar', 'enviar_revisao', 'devolver', 'atualizar', 'enviar_revisao']);
    expect(entries[2].detalhes).toEqual(expect.objectContaining({ comentario: 'Falta ouvir a prefeitura.' }));
  });

  it('an editor may also publish from the form (PUT) or schedule on approval; either ends the review', async () => {
    const viaForm = await authorDraft();
    await review('autor', viaForm.id, { acao: 'enviar' });
    const published = await as('editor').put(`/postagens/${viaForm.id}`, { ...newPost({ slug: viaForm.slug, status: 'publicado' }), versao: viaForm.versao });
    expect(published.status).toBe(200);
    expect(published.body.revisao).toBeNull();

    const scheduled = await authorDraft();
    await review('autor', scheduled.id, { acao: 'enviar' });
    const when = new Date(Date.now() + 5 * 3600_000);
    when.setUTCSeconds(0, 0);
    const approved = await review('admin', scheduled.id, { acao: 'aprovar', publicadoEm: when.toISOString() });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual(expect.objectContaining({ status: 'agendado', publicadoEm: when.toISOString(), revisao: null }));
    expect((await publicRead(scheduled.slug)).status).toBe(404);
  });

  it('a stale version is refused with 409; only drafts are sent; an author reaches only their own posts', async () => {
    const draft = await authorDraft();
    await review('autor', draft.id, { acao: 'enviar' });
    await as('autor').put(`/postagens/${draft.id}`, { ...newPost({ slug: draft.slug }), versao: draft.versao });
    const stale = await review('editor', draft.id, { acao: 'aprovar', versao: draft.versao });
    expect(stale).toEqual({ status: 409, body: { message: REVIEW_MESSAGES.staleVersion, codigo: 'VERSAO_DESATUALIZADA' } });

    const editors = await as('editor').post('/postagens', newPost({ status: 'publicado' }));
    expect((await review('editor', editors.body.id, { acao: 'enviar' })).body).toEqual({ message: REVIEW_MESSAGES.onlyDrafts, codigo: 'CONFLITO' });
    expect((await review('autor', editors.body.id, { acao: 'enviar' })).status).toBe(403);
    expect((await review('editor', 999_999, { acao: 'enviar' })).status).toBe(404);
    expect((await review('editor', 0, { acao: 'enviar' })).status).toBe(400);
    expect((await call('POST', `/postagens/${draft.id}/revisao`, undefined, { acao: 'enviar' })).status).toBe(401);
  });

  it("the setting 'Autores publicam sem revisão' (admin only) gives authors back today's publishing", async () => {
    const settings = await as('admin').get('/configuracoes');
    expect(settings.body.valores.site.autoresPublicam).toBe(false);
    const saved = await as('admin').put('/configuracoes', { ...settings.body.valores, site: { ...settings.body.valores.site, autoresPublicam: true } });
    expect(saved.status).toBe(200);
    // Not a public setting.
    const publicSettings = await call('GET', '/configuracoes/publicas');
    expect(JSON.stringify(publicSettings.body)).not.toContain('autoresPublicam');

    expect((await as('autor').get('/postagens/revisao')).body).toEqual(expect.objectContaining({ podePublicar: true, autoresPublicam: true }));
    const published = await as('autor').post('/postagens', newPost({ status: 'publicado' }));
    expect(published.status).toBe(201);
    expect((await publicRead(published.body.slug)).status).toBe(200);
    await setAuthorsPublish(false);
    expect((await as('autor').post('/postagens', newPost({ status: 'publicado' }))).status).toBe(403);
  });

  it('staff reads carry `revisao` beside the spec statuses, and still normalise as posts', async () => {
    const draft = await authorDraft();
    await review('autor', draft.id, { acao: 'enviar' });
    const detail = await as('editor').get(`/postagens/${draft.id}`);
    expect(detail.body.status).toBe('rascunho');
    expect(['rascunho', 'agendado', 'publicado', 'arquivado']).toContain(detail.body.status);
    expect(postReviewOf(detail.body)?.estado).toBe('pendente');
    expect(normalizePost(detail.body)).toEqual(expect.objectContaining({ titulo: draft.titulo, slug: draft.slug, status: 'rascunho' }));
    const [latest] = await database.db.select().from(logs).where(eq(logs.acao, 'enviar_revisao')).orderBy(desc(logs.id)).limit(1);
    expect(latest).toEqual(expect.objectContaining({ usuarioId: ids.autor, entidade: 'postagem' }));
  });
});
