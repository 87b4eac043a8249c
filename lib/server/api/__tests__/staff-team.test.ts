import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiApp } from '@/lib/server/api/app';
import { logs, membrosEquipe, postagens } from '@/lib/server/db/schema';
import { HTTP_URL_MESSAGE, TEAM_ORDER_MESSAGE } from '@/lib/schemas/team';
import { TEAM_ORDER_CHANGED_MESSAGE, TEAM_WRITE_FORBIDDEN_MESSAGE, createTeamMember } from '@/lib/server/services/admin-team';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

describe.each(TEST_BACKENDS)('API da equipe: membros da equipe ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  const lastLog = async () => (await database.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];

  beforeAll(async () => {
    ({ database, app, call, tokens, ids } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('401 without a token and 403 for an autor on every write route; reads are open to any staff member', async () => {
    const [member] = await database.db.select().from(membrosEquipe).limit(1);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/equipe'],
      ['GET', `/equipe/${member.id}`],
      ['POST', '/equipe', { nome: 'Fulano', cargo: 'Locutor' }],
      ['PUT', `/equipe/${member.id}`, { nome: 'Fulano', cargo: 'Locutor' }],
      ['DELETE', `/equipe/${member.id}`],
      ['PUT', '/equipe/ordem', { ids: [member.id] }],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const asAutor = await call(method, path, tokens.autor, body);
      if (method === 'GET') expect(asAutor.status).toBe(200);
      else expect(asAutor).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
    }
    // Nothing changed.
    const [after] = await database.db.select().from(membrosEquipe).where(eq(membrosEquipe.id, member.id));
    expect(after).toEqual(member);
  });

  it('the service refuses an autor too (403), whatever the route did', async () => {
    await expect(
      createTeamMember(database.db, { user: { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, ip: null }, {
        nome: 'Intruso',
        cargo: 'Nada',
        avatar: null,
        bio: '',
        redes: {},
        ativo: true,
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: TEAM_WRITE_FORBIDDEN_MESSAGE });
  });

  it('GET /equipe lists every member (inactive too) in order, with the post count; GET /equipe/:id one', async () => {
    const { status, body } = await call('GET', '/equipe', tokens.autor);
    expect(status).toBe(200);
    const rows = await database.db.select().from(membrosEquipe).orderBy(asc(membrosEquipe.ordem), asc(membrosEquipe.nome));
    expect(body.map((m: Json) => m.id)).toEqual(rows.map((row) => row.id));
    expect(Object.keys(body[0]).sort()).toEqual(['_count', 'ativo', 'atualizadoEm', 'avatar', 'bio', 'cargo', 'criadoEm', 'id', 'nome', 'ordem', 'redes']);
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.membroEquipeId, rows[0].id));
    expect(body[0]._count.postagens).toBe(total);

    const one = await call('GET', `/equipe/${rows[0].id}`, tokens.editor);
    expect(one).toEqual({ status: 200, body: body[0] });
    expect(await call('GET', '/equipe/999999', tokens.editor)).toEqual({ status: 404, body: { message: 'Membro da equipe não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    // The post form's options are still theirs: not shadowed by /equipe/:id.
    const options = await call('GET', '/equipe/opcoes', tokens.autor);
    expect(options.status).toBe(200);
    expect(Object.keys(options.body[0]).sort()).toEqual(['cargo', 'id', 'nome']);
  });

  it('validates: nome and cargo required, http(s) URLs only, e-mail; 400 with campos and nothing saved', async () => {
    const before = await database.db.select({ total: sql<number>`count(*)::int` }).from(membrosEquipe);
    const { status, body } = await call('POST', '/equipe', tokens.admin, {
      nome: '',
      cargo: ' ',
      avatar: 'javascript:alert(1)',
      redes: { instagram: 'javascript:alert(1)', facebook: 'ftp://exemplo.com', site: 'exemplo.com', email: 'não-é-email', youtube: '' },
      ordem: -1,
    });
    expect(status).toBe(400);
    expect(body.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect(body.campos).toEqual({
      nome: 'O nome deve ter pelo menos 2 caracteres.',
      cargo: 'Informe o cargo (ao menos 2 caracteres).',
      avatar: 'Escolha uma imagem da biblioteca de mídia.',
      'redes.instagram': HTTP_URL_MESSAGE,
      'redes.facebook': HTTP_URL_MESSAGE,
      'redes.site': HTTP_URL_MESSAGE,
      'redes.email': 'Informe um e-mail válido.',
      ordem: 'A ordem não pode ser negativa.',
    });
    const missing = await call('POST', '/equipe', tokens.admin, {});
    expect(missing.body.campos).toEqual({ nome: 'Informe o nome.', cargo: 'Informe o cargo.' });
    const notJson = await app.request('/api/v1/equipe', { method: 'POST', headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(400);
    expect(await database.db.select({ total: sql<number>`count(*)::int` }).from(membrosEquipe)).toEqual(before);
  });

  it('creates at the end of the list, logs it, and shows it on /publico/equipe; inactive members are hidden there and in the post options', async () => {
    const { status, body } = await call(
      'POST',
      '/equipe',
      tokens.editor,
      {
        nome: '  Beatriz Kunz ',
        cargo: 'Repórter',
        avatar: '/uploads/2026/11/beatriz.webp',
        bio: 'Cobre a Câmara de Vereadores.',
        redes: { instagram: 'https://instagram.com/beakunz', twitter: 'https://x.com/beakunz', email: 'bea@sintonia.local', tiktok: '' },
      },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(status).toBe(201);
    const [{ maior }] = await database.db.select({ maior: sql<number>`max(ordem)::int` }).from(membrosEquipe);
    expect(body).toEqual(
      expect.objectContaining({
        nome: 'Beatriz Kunz',
        cargo: 'Repórter',
        avatar: '/uploads/2026/11/beatriz.webp',
        bio: 'Cobre a Câmara de Vereadores.',
        redes: { instagram: 'https://instagram.com/beakunz', twitter: 'https://x.com/beakunz', email: 'bea@sintonia.local' },
        ordem: maior,
        ativo: true,
        _count: { postagens: 0 },
      }),
    );
    expect(await lastLog()).toEqual(
      expect.objectContaining({ usuarioId: ids.editor, acao: 'criar', entidade: 'membro_equipe', entidadeId: String(body.id), ip: '198.51.100.7', detalhes: { nome: 'Beatriz Kunz', cargo: 'Repórter', ativo: true } }),
    );
    expect((await call('GET', '/publico/equipe')).body.map((m: Json) => m.nome)).toContain('Beatriz Kunz');
    expect((await call('GET', '/equipe/opcoes', tokens.autor)).body.map((m: Json) => m.nome)).toContain('Beatriz Kunz');

    // Deactivated: gone from the public page and the post form, still in the staff list; logged as 'desativar'.
    const off = await call('PUT', `/equipe/${body.id}`, tokens.admin, { ...body, ativo: false });
    expect(off.status).toBe(200);
    expect(off.body.ativo).toBe(false);
    expect(off.body.ordem).toBe(body.ordem);
    expect(await lastLog()).toEqual(expect.objectContaining({ acao: 'desativar', entidade: 'membro_equipe', detalhes: { nome: 'Beatriz Kunz', cargo: 'Repórter', campos: ['ativo'] } }));
    expect((await call('GET', '/publico/equipe')).body.map((m: Json) => m.nome)).not.toContain('Beatriz Kunz');
    expect((await call('GET', '/equipe/opcoes', tokens.autor)).body.map((m: Json) => m.nome)).not.toContain('Beatriz Kunz');
    expect((await call('GET', '/equipe', tokens.autor)).body.map((m: Json) => m.nome)).toContain('Beatriz Kunz');

    // Edited: full replacement; the old name stays in the trail.
    const edited = await call('PUT', `/equipe/${body.id}`, tokens.editor, { nome: 'Beatriz Kunz Lima', cargo: 'Editora', ativo: true, redes: {} });
    expect(edited.body).toEqual(expect.objectContaining({ nome: 'Beatriz Kunz Lima', cargo: 'Editora', avatar: null, bio: '', redes: {}, ativo: true }));
    expect(await lastLog()).toEqual(
      expect.objectContaining({
        acao: 'reativar',
        detalhes: { nome: 'Beatriz Kunz Lima', cargo: 'Editora', campos: ['nome', 'cargo', 'avatar', 'bio', 'redes', 'ativo'], nomeAnterior: 'Beatriz Kunz' },
      }),
    );
    expect((await call('PUT', '/equipe/999999', tokens.editor, { nome: 'Ninguém', cargo: 'Nada' })).status).toBe(404);
    expect((await call('PUT', '/equipe/abc', tokens.editor, { nome: 'Ninguém', cargo: 'Nada' })).status).toBe(404);
  });

  it('deletes a member who signs posts: the posts stay, without the byline; logged with the count', async () => {
    const [post] = await database.db.select().from(postagens).where(sql`${postagens.membroEquipeId} is not null`).limit(1);
    const memberId = post.membroEquipeId!;
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.membroEquipeId, memberId));
    const [member] = await database.db.select().from(membrosEquipe).where(eq(membrosEquipe.id, memberId));

    const { status } = await call('DELETE', `/equipe/${memberId}`, tokens.admin);
    expect(status).toBe(204);
    const [after] = await database.db.select().from(postagens).where(eq(postagens.id, post.id));
    expect(after.membroEquipeId).toBeNull();
    expect(after.titulo).toBe(post.titulo);
    expect(await lastLog()).toEqual(
      expect.objectContaining({ acao: 'excluir', entidade: 'membro_equipe', entidadeId: String(memberId), detalhes: { nome: member.nome, cargo: member.cargo, postagens: total } }),
    );
    expect((await call('DELETE', `/equipe/${memberId}`, tokens.admin)).status).toBe(404);
    expect((await call('GET', '/publico/equipe')).body.map((m: Json) => m.id)).not.toContain(memberId);
  });

  it('PUT /equipe/ordem reorders everyone (1, 2, 3…), refuses an incomplete or repeated list, and logs it', async () => {
    const current = (await call('GET', '/equipe', tokens.editor)).body.map((m: Json) => m.id as number);
    const reversed = [...current].reverse();
    const { status, body } = await call('PUT', '/equipe/ordem', tokens.editor, { ids: reversed });
    expect(status).toBe(200);
    expect(body.map((m: Json) => m.id)).toEqual(reversed);
    expect(body.map((m: Json) => m.ordem)).toEqual(reversed.map((_, index) => index + 1));
    expect(await lastLog()).toEqual(expect.objectContaining({ acao: 'ordenar', entidade: 'membro_equipe', entidadeId: null, detalhes: { ids: reversed } }));
    // The public page follows (active members only).
    const publicIds = (await call('GET', '/publico/equipe')).body.map((m: Json) => m.id);
    expect(publicIds).toEqual(reversed.filter((id) => publicIds.includes(id)));

    const repeated = await call('PUT', '/equipe/ordem', tokens.editor, { ids: [reversed[0], reversed[0]] });
    expect(repeated).toEqual({ status: 400, body: { message: 'Dados inválidos. Verifique os campos destacados.', codigo: 'REQUISICAO_INVALIDA', campos: { ids: TEAM_ORDER_MESSAGE } } });
    const partial = await call('PUT', '/equipe/ordem', tokens.editor, { ids: reversed.slice(1) });
    expect(partial).toEqual({ status: 409, body: { message: TEAM_ORDER_CHANGED_MESSAGE, codigo: 'EQUIPE_ALTERADA' } });
    expect((await call('PUT', '/equipe/ordem', tokens.editor, { ids: [...reversed, 999999] })).status).toBe(404);
    expect((await call('PUT', '/equipe/ordem', tokens.editor, { ids: 'tudo' })).body.campos).toEqual({ ids: TEAM_ORDER_MESSAGE });
    // Nothing moved by the refused ones.
    expect((await call('GET', '/equipe', tokens.editor)).body.map((m: Json) => m.id)).toEqual(reversed);
    const refusedLogs = await database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(logs)
      .where(and(eq(logs.acao, 'ordenar'), eq(logs.entidade, 'membro_equipe'), isNull(logs.entidadeId)));
    expect(refusedLogs[0].total).toBe(1);
  });
});
