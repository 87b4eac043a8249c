import { and, asc, eq } from 'drizzle-orm';
import { banners, logs, midias } from '@/lib/server/db/schema';
import { createBanner, deleteBanner, reorderBanners } from '@/lib/server/services/admin-banners';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_BACKENDS)('API da equipe: banners ($name)', (backend) => {
  let database: TestDatabase;
  let image: string;
  let otherImage: string;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  const publicTitles = async () => ((await call('GET', '/publico/banners?limite=10')).body as Json[]).map((b) => b.titulo);

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    const files = await database.db.select({ arquivo: midias.arquivo }).from(midias).orderBy(asc(midias.id)).limit(2);
    [image, otherImage] = files.map((f) => `/uploads/${f.arquivo}`);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('guards: 401 without a token, 403 for an autor on every write, reads open to any staff member', async () => {
    expect(await call('GET', '/banners')).toEqual({ status: 401, body: { message: 'Autenticação necessária.', codigo: 'NAO_AUTENTICADO' } });
    expect((await call('POST', '/banners', undefined, { titulo: 'X', imagem: image })).status).toBe(401);
    const list = await call('GET', '/banners', tokens.autor);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    const [first] = list.body;
    const forbidden = { status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } };
    expect(await call('POST', '/banners', tokens.autor, { titulo: 'Do autor', imagem: image })).toEqual(forbidden);
    expect(await call('PUT', `/banners/${first.id}`, tokens.autor, { titulo: 'Do autor', imagem: image })).toEqual(forbidden);
    expect(await call('DELETE', `/banners/${first.id}`, tokens.autor)).toEqual(forbidden);
    expect(await call('PUT', '/banners/ordem', tokens.autor, { ids: list.body.map((b: Json) => b.id) })).toEqual(forbidden);
    expect((await call('GET', `/banners/${first.id}`, tokens.autor)).body).toEqual(first);
    expect(await call('GET', '/banners/999999', tokens.autor)).toEqual({ status: 404, body: { message: 'Banner não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    expect((await call('GET', '/banners/abc', tokens.autor)).body.message).toBe('Identificador de banner inválido.');
  });

  it('the service refuses an autor too, whatever the route let through', async () => {
    const autor = { user: { id: ids.autor, nome: 'Autor', email: 'autor@sintonia.local', papel: 'autor' as const, avatar: null, ativo: true }, ip: null };
    const message = 'Apenas administradores e editores podem alterar banners.';
    await expect(createBanner(database.db, autor, { titulo: 'Do autor', imagem: image, link: null, ativo: true, inicioEm: null, fimEm: null })).rejects.toThrow(message);
    await expect(deleteBanner(database.db, autor, 1)).rejects.toThrow(message);
    await expect(reorderBanners(database.db, autor, { ids: [1] })).rejects.toThrow(message);
    expect(await database.db.select().from(banners)).toHaveLength(3);
  });

  it('GET /banners: every banner in carousel order with its computed status', async () => {
    const { body } = await call('GET', '/banners', tokens.editor);
    expect(body.map((b: Json) => b.ordem)).toEqual([1, 2, 3]);
    for (const banner of body) {
      expect(Object.keys(banner).sort()).toEqual(['ativo', 'atualizadoEm', 'criadoEm', 'fimEm', 'id', 'imagem', 'inicioEm', 'link', 'ordem', 'status', 'titulo']);
      expect(banner.status).toBe('ativo');
    }
  });

  it('validates with campos: título, imagem from the library, link http(s) or site path, fim after início', async () => {
    const { status, body } = await call('POST', '/banners', tokens.admin, {
      titulo: ' ',
      imagem: 'javascript:alert(1)',
      link: 'ftp://exemplo.com',
      inicioEm: '2030-01-10T10:00:00-03:00',
      fimEm: '2030-01-10T09:00:00-03:00',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Dados inválidos. Verifique os campos destacados.',
      codigo: 'REQUISICAO_INVALIDA',
      campos: {
        titulo: 'O título deve ter pelo menos 2 caracteres.',
        imagem: 'Escolha uma imagem da biblioteca de mídia.',
        link: 'Use um endereço http:// ou https://, ou um caminho do site começando com /.',
        fimEm: 'O fim da exibição deve ser depois do início.',
      },
    });
    expect((await call('POST', '/banners', tokens.admin, { titulo: 'Sem imagem' })).body.campos).toEqual({ imagem: 'Escolha a imagem do banner.' });
    for (const offSite of ['//evil.example', '/\\evil.example']) {
      // Browsers read '/\host' like '//host': another site, not a path of this one.
      expect((await call('POST', '/banners', tokens.admin, { titulo: 'Link de protocolo', imagem: image, link: offSite })).body.campos).toEqual({
        link: 'Use um endereço http:// ou https://, ou um caminho do site começando com /.',
      });
    }
    expect((await call('POST', '/banners', tokens.admin, { titulo: 'Data ruim', imagem: image, inicioEm: '10/01/2030' })).body.campos).toEqual({ inicioEm: 'Data de início inválida.' });
    // A well-formed path that is not in the library.
    expect((await call('POST', '/banners', tokens.admin, { titulo: 'Fora da biblioteca', imagem: '/uploads/2020/01/nao-existe.jpg' })).body.campos).toEqual({
      imagem: 'Imagem não encontrada na biblioteca de mídia. Escolha outra.',
    });
    expect(await database.db.select().from(banners)).toHaveLength(3);
  });

  it('creates at the end of the order, logs it, and only active banners within their dates reach /publico/banners', async () => {
    const now = Date.now();
    const created = await call('POST', '/banners', tokens.editor, { titulo: 'Campanha do agasalho', imagem: image, link: 'https://exemplo.org/agasalho', ativo: true }, { 'x-forwarded-for': '198.51.100.7' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ titulo: 'Campanha do agasalho', imagem: image, link: 'https://exemplo.org/agasalho', ordem: 4, ativo: true, inicioEm: null, fimEm: null, status: 'ativo' }));
    const [log] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'banner'), eq(logs.entidadeId, String(created.body.id))));
    expect(log).toEqual(expect.objectContaining({ acao: 'criar', usuarioId: ids.editor, ip: '198.51.100.7', detalhes: expect.objectContaining({ titulo: 'Campanha do agasalho' }) }));
    expect(await publicTitles()).toContain('Campanha do agasalho');

    const iso = (offset: number) => new Date(now + offset).toISOString();
    const cases = [
      { titulo: 'Banner agendado', ativo: true, inicioEm: iso(2 * DAY), fimEm: null, status: 'agendado', publico: false },
      { titulo: 'Banner expirado', ativo: true, inicioEm: iso(-5 * DAY), fimEm: iso(-DAY), status: 'expirado', publico: false },
      { titulo: 'Banner inativo', ativo: false, inicioEm: null, fimEm: null, status: 'inativo', publico: false },
      { titulo: 'Banner na janela', ativo: true, inicioEm: iso(-DAY), fimEm: iso(DAY), status: 'ativo', publico: true },
    ];
    for (const item of cases) {
      const response = await call('POST', '/banners', tokens.admin, { titulo: item.titulo, imagem: image, ativo: item.ativo, inicioEm: item.inicioEm, fimEm: item.fimEm });
      expect(response.status).toBe(201);
      expect(response.body.status).toBe(item.status);
    }
    const titles = await publicTitles();
    for (const item of cases) expect(titles.includes(item.titulo)).toBe(item.publico);
  });

  it('edits (the link may be a site path or removed), logs it, and the public list follows', async () => {
    const [target] = (await call('GET', '/banners', tokens.admin)).body.filter((b: Json) => b.titulo === 'Campanha do agasalho');
    const updated = await call('PUT', `/banners/${target.id}`, tokens.admin, { titulo: 'Campanha do agasalho 2026', imagem: otherImage, link: '/a-radio', ativo: true });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual(expect.objectContaining({ id: target.id, titulo: 'Campanha do agasalho 2026', imagem: otherImage, link: '/a-radio', ordem: target.ordem }));
    expect((await call('PUT', `/banners/${target.id}`, tokens.admin, { titulo: 'Campanha do agasalho 2026', imagem: otherImage, link: '' })).body.link).toBeNull();
    const off = await call('PUT', `/banners/${target.id}`, tokens.admin, { titulo: 'Campanha do agasalho 2026', imagem: otherImage, ativo: false });
    expect(off.body.status).toBe('inativo');
    expect(await publicTitles()).not.toContain('Campanha do agasalho 2026');
    const trail = await database.db.select().from(logs).where(and(eq(logs.entidade, 'banner'), eq(logs.entidadeId, String(target.id)), eq(logs.acao, 'atualizar')));
    expect(trail).toHaveLength(3);
    expect((await call('PUT', '/banners/999999', tokens.admin, { titulo: 'Nada', imagem: image })).status).toBe(404);
  });

  it('PUT /banners/ordem replaces the whole order in one go, refuses a stale or partial list, and logs it', async () => {
    const before = (await call('GET', '/banners', tokens.admin)).body.map((b: Json) => b.id) as number[];
    const reversed = [...before].reverse();
    const response = await call('PUT', '/banners/ordem', tokens.editor, { ids: reversed });
    expect(response.status).toBe(200);
    expect(response.body.map((b: Json) => b.id)).toEqual(reversed);
    expect(response.body.map((b: Json) => b.ordem)).toEqual(reversed.map((_, i) => i + 1));
    // The public carousel follows the new order (only the ones on the air).
    const onAir = response.body.filter((b: Json) => b.status === 'ativo').map((b: Json) => b.titulo);
    expect(await publicTitles()).toEqual(onAir);
    const [log] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'banner'), eq(logs.acao, 'ordenar')));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.editor, entidadeId: null, detalhes: { antes: before, depois: reversed } }));

    const stale = { status: 409, body: { message: 'A lista de banners mudou enquanto você ordenava. Recarregue a página e tente de novo.', codigo: 'ORDEM_DESATUALIZADA' } };
    expect(await call('PUT', '/banners/ordem', tokens.admin, { ids: reversed.slice(1) })).toEqual(stale);
    expect(await call('PUT', '/banners/ordem', tokens.admin, { ids: [...reversed.slice(1), 999999] })).toEqual(stale);
    expect((await call('PUT', '/banners/ordem', tokens.admin, { ids: [reversed[0], ...reversed] })).body.campos).toEqual({ ids: 'Cada banner deve aparecer uma única vez.' });
    expect((await call('PUT', '/banners/ordem', tokens.admin, { ids: [] })).body.campos).toEqual({ ids: 'Envie a lista de identificadores dos banners (ids).' });
    // Nothing moved.
    expect((await call('GET', '/banners', tokens.admin)).body.map((b: Json) => b.id)).toEqual(reversed);
  });

  it('deletes with a log; the media library refuses to delete an image a banner uses', async () => {
    const list = (await call('GET', '/banners', tokens.admin)).body as Json[];
    const target = list.find((b) => b.titulo === 'Banner na janela');
    const [media] = await database.db.select({ id: midias.id }).from(midias).where(eq(midias.arquivo, target.imagem.replace('/uploads/', '')));
    const refused = await call('DELETE', `/midia/${media.id}`, tokens.admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('banner «');

    expect((await call('DELETE', `/banners/${target.id}`, tokens.editor)).status).toBe(204);
    expect(await call('DELETE', `/banners/${target.id}`, tokens.editor)).toEqual({ status: 404, body: { message: 'Banner não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    expect(await publicTitles()).not.toContain('Banner na janela');
    const [log] = await database.db.select().from(logs).where(and(eq(logs.entidade, 'banner'), eq(logs.acao, 'excluir'), eq(logs.entidadeId, String(target.id))));
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.editor, detalhes: { titulo: 'Banner na janela', imagem: target.imagem } }));
  });
});
