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
      expect(Object.keys(category).sort()).toEqual(['_count', 'cor', 'descricao', 'id', 'imagem', 'nome', 'ordem', 'slug']);
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
    expect(body).toEqual({ id: expect.any(Number), nome: 'Opinião', slug: 'opiniao', descricao: 'Artigos e colunas.', cor: '#10B981', imagem: null, ordem: 0, _count: { postagens: 0 } });
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
