import { and, asc, eq, sql } from 'drizzle-orm';
import { categorias, logs, postagens } from '@/lib/server/db/schema';
import { categoryInUseMessage } from '@/lib/server/services/admin-categories';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

describe.each(TEST_BACKENDS)('API da equipe: categorias ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('GET /categorias: every category for any staff member, counting posts of every status', async () => {
    const { status, body } = await call('GET', '/categorias', tokens.autor);
    expect(status).toBe(200);
    const rows = await database.db.select().from(categorias);
    expect(body).toHaveLength(rows.length);
    for (const category of body) {
      expect(Object.keys(category).sort()).toEqual(['_count', 'cor', 'descricao', 'destaquePostagemId', 'id', 'imagem', 'nome', 'ordem', 'slug']);
    }
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(postagens);
    expect(body.reduce((sum: number, c: Json) => sum + c._count.postagens, 0)).toBe(total);
    // More than the public count, which leaves out drafts and future schedules.
    const publicList = await call('GET', '/publico/categorias');
    expect(publicList.body.reduce((sum: number, c: Json) => sum + c._count.postagens, 0)).toBeLessThan(total);
  });

  it('creates with the slug derived from the name by the SPEC §9 rule, the colour in upper case, and logs it', async () => {
    const { status, body } = await call('POST', '/categorias', tokens.editor, { nome: 'Opinião', cor: '#10b981', descricao: 'Artigos e colunas.' }, { 'x-forwarded-for': '198.51.100.4' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), nome: 'Opinião', slug: 'opiniao', descricao: 'Artigos e colunas.', cor: '#10B981', imagem: null, ordem: 0, _count: { postagens: 0 }, destaquePostagemId: null });
    const [log] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'categoria'), eq(logs.entidadeId, String(body.id))));
    expect(log).toEqual(expect.objectContaining({ acao: 'criar', usuarioId: ids.editor, ip: '198.51.100.4', detalhes: { nome: 'Opinião', slug: 'opiniao' } }));
    // It is on the public side right away.
    const publicList = await call('GET', '/publico/categorias');
    expect(publicList.body.map((c: Json) => c.slug)).toContain('opiniao');

    // The table of SPEC §9 first ('Galerias' → galeria-de-fotos, taken by the seed), then the general rule.
    expect((await call('POST', '/categorias', tokens.admin, { nome: 'Galerias' })).body.campos).toEqual({ slug: expect.any(String) });
    const general = await call('POST', '/categorias', tokens.admin, { nome: 'Bombeiros Voluntários', slug: '' });
    expect(general.body.slug).toBe('bombeiros-voluntarios');
  });

  it('validates: cor as #RRGGBB, nome required, slug form; 400 with campos', async () => {
    const { status, body } = await call('POST', '/categorias', tokens.admin, { nome: '', cor: 'azul', slug: 'Com Espaço', ordem: -1 });
    expect(status).toBe(400);
    expect(body.campos).toEqual({
      nome: 'O nome deve ter pelo menos 2 caracteres.',
      cor: 'Use uma cor no formato #RRGGBB.',
      slug: 'Use só letras minúsculas sem acento, números e hífens.',
      ordem: 'A ordem não pode ser negativa.',
    });
    expect((await call('POST', '/categorias', tokens.admin, { nome: 'Cor curta', cor: '#FFF' })).body.campos.cor).toBe('Use uma cor no formato #RRGGBB.');
  });

  it('a slug in use is 409 on the slug field, on create and on edit', async () => {
    const taken = await call('POST', '/categorias', tokens.admin, { nome: 'Outra Política', slug: 'politica' });
    expect(taken.status).toBe(409);
    expect(taken.body.campos).toEqual({ slug: 'Este endereço já está em uso por outra categoria.' });

    const created = await call('POST', '/categorias', tokens.admin, { nome: 'Trânsito' });
    expect(created.body.slug).toBe('transito');
    const edit = await call('PUT', `/categorias/${created.body.id}`, tokens.admin, { nome: 'Trânsito', slug: 'politica' });
    expect(edit.status).toBe(409);
    expect(edit.body.campos.slug).toBeTruthy();
  });

  it("the site's own routes cannot be a category's address, given or derived from the name: 409 on the slug field", async () => {
    for (const body of [{ nome: 'Admin' }, { nome: 'Notícias' }, { nome: 'Qualquer', slug: 'api' }, { nome: 'Uploads' }, { nome: 'Equipe' }]) {
      const refused = await call('POST', '/categorias', tokens.admin, body);
      expect(refused.status).toBe(409);
      expect(refused.body.codigo).toBe('SLUG_RESERVADO');
      expect(refused.body.campos.slug).toMatch(/^O endereço \/[a-z-]+ é usado pelo próprio site\. Escolha outro endereço \(slug\) ou outro nome\.$/);
    }
    const created = await call('POST', '/categorias', tokens.admin, { nome: 'Administração Pública' });
    expect(created.body.slug).toBe('administracao-publica');
    const edit = await call('PUT', `/categorias/${created.body.id}`, tokens.admin, { nome: 'Administração Pública', slug: 'sitemap' });
    expect(edit).toEqual({ status: 409, body: expect.objectContaining({ codigo: 'SLUG_RESERVADO', message: 'O endereço /sitemap é usado pelo próprio site. Escolha outro endereço (slug) ou outro nome.' }) });
  });

  it('edits (full replacement), keeps the old slug in the log, answers 404 for an unknown id', async () => {
    const created = await call('POST', '/categorias', tokens.editor, { nome: 'Clima', cor: '#0EA5E9', ordem: 4 });
    const { status, body } = await call('PUT', `/categorias/${created.body.id}`, tokens.editor, { nome: 'Clima e Tempo', slug: 'clima-e-tempo', cor: '#0284C7', imagem: '/uploads/2026/01/clima.jpg' });
    expect(status).toBe(200);
    expect(body).toEqual(expect.objectContaining({ nome: 'Clima e Tempo', slug: 'clima-e-tempo', cor: '#0284C7', ordem: 0, descricao: '', imagem: '/uploads/2026/01/clima.jpg' }));
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'atualizar'), eq(logs.entidade, 'categoria'), eq(logs.entidadeId, String(created.body.id))));
    expect(log.detalhes).toEqual({ nome: 'Clima e Tempo', slug: 'clima-e-tempo', slugAnterior: 'clima' });
    expect((await call('PUT', '/categorias/999999', tokens.editor, { nome: 'Nada' })).status).toBe(404);
    expect((await call('PUT', '/categorias/abc', tokens.editor, { nome: 'Nada' })).status).toBe(400);
  });

  it('pins the lead story of the category page (issue 27): a post of that category only, else 400; null unpins; absent keeps it', async () => {
    const [post] = await database.db.select({ id: postagens.id, categoriaId: postagens.categoriaId }).from(postagens).where(eq(postagens.status, 'publicado')).orderBy(asc(postagens.id)).limit(1);
    const [other] = await database.db.select({ id: postagens.id }).from(postagens).where(sql`${postagens.categoriaId} <> ${post.categoriaId}`).limit(1);
    const [category] = await database.db.select().from(categorias).where(eq(categorias.id, post.categoriaId));
    const fields = { nome: category.nome, slug: category.slug, descricao: category.descricao ?? '', cor: category.cor, imagem: category.imagem, ordem: category.ordem };
    const put = (body: object, token = tokens.editor) => call('PUT', `/categorias/${category.id}`, token, { ...fields, ...body });
    const stored = async () => (await database.db.select({ id: categorias.destaquePostagemId }).from(categorias).where(eq(categorias.id, category.id)))[0].id;

    const pinned = await put({ destaquePostagemId: post.id });
    expect(pinned.status).toBe(200);
    expect(pinned.body.destaquePostagemId).toBe(post.id);
    expect(await stored()).toBe(post.id);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'atualizar'), eq(logs.entidade, 'categoria'), eq(logs.entidadeId, String(category.id)))).orderBy(sql`${logs.id} desc`).limit(1);
    expect(log.detalhes).toEqual(expect.objectContaining({ destaquePostagemId: post.id }));
    // The public categories carry it, for the category page.
    const publicList = await call('GET', '/publico/categorias');
    expect(publicList.body.find((item: Json) => item.id === category.id).destaquePostagemId).toBe(post.id);

    // Another category's post, or none at all: 400 in Portuguese, nothing written.
    for (const id of [other.id, 999_999]) {
      const refused = await put({ destaquePostagemId: id });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'A notícia escolhida para o destaque não pertence a esta categoria.',
        codigo: 'REQUISICAO_INVALIDA',
        campos: { destaquePostagemId: 'A notícia escolhida para o destaque não pertence a esta categoria.' },
      });
    }
    expect((await put({ destaquePostagemId: 'abc' })).body.campos).toEqual({ destaquePostagemId: 'Escolha uma notícia desta editoria para o destaque.' });
    expect(await stored()).toBe(post.id);

    // Saving the category without the field (an older client) keeps the pin; null unpins.
    expect((await put({ cor: '#123456' })).body.destaquePostagemId).toBe(post.id);
    expect((await put({ destaquePostagemId: null })).body.destaquePostagemId).toBeNull();
    expect(await stored()).toBeNull();
    // A new category has no posts to lead with.
    expect((await call('POST', '/categorias', tokens.editor, { nome: 'Sem notícias', destaquePostagemId: post.id })).status).toBe(400);
    // An autor cannot pin either.
    expect((await put({ destaquePostagemId: post.id }, tokens.autor)).status).toBe(403);
    await put({ cor: category.cor });
  });

  it('a category holding posts cannot be deleted: 409 with the count', async () => {
    const [category] = await database.db
      .select({ id: postagens.categoriaId, total: sql<number>`count(*)::int` })
      .from(postagens)
      .groupBy(postagens.categoriaId)
      .orderBy(asc(postagens.categoriaId))
      .limit(1);
    expect(category.total).toBeGreaterThan(0);
    const { status, body } = await call('DELETE', `/categorias/${category.id}`, tokens.admin);
    expect(status).toBe(409);
    expect(body).toEqual({ message: `Esta categoria tem ${category.total} postagens. Mova-as para outra categoria antes de excluir.`, codigo: 'CATEGORIA_EM_USO' });
    expect(await database.db.select().from(categorias).where(eq(categorias.id, category.id))).toHaveLength(1);
    expect(categoryInUseMessage(1)).toBe('Esta categoria tem 1 postagem. Mova-as para outra categoria antes de excluir.');
  });

  it('an empty category is deleted (204) and logged; then 404', async () => {
    const created = await call('POST', '/categorias', tokens.editor, { nome: 'Temporária' });
    const removed = await call('DELETE', `/categorias/${created.body.id}`, tokens.editor);
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'excluir'), eq(logs.entidade, 'categoria'), eq(logs.entidadeId, String(created.body.id))));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.editor, detalhes: { nome: 'Temporária', slug: 'temporaria' } }));
    expect((await call('DELETE', `/categorias/${created.body.id}`, tokens.editor)).status).toBe(404);
  });

  it('an autor may read but not write categories (403), and nothing is written', async () => {
    const [{ n: before }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(categorias);
    const [first] = await database.db.select().from(categorias).limit(1);
    expect((await call('POST', '/categorias', tokens.autor, { nome: 'Da autora' })).status).toBe(403);
    expect((await call('PUT', `/categorias/${first.id}`, tokens.autor, { nome: 'Renomeada' })).status).toBe(403);
    expect((await call('DELETE', `/categorias/${first.id}`, tokens.autor)).status).toBe(403);
    const [{ n: after }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(categorias);
    expect(after).toBe(before);
    const [same] = await database.db.select().from(categorias).where(eq(categorias.id, first.id));
    expect(same).toEqual(first);
  });
});
