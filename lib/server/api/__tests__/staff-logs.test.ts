import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { logs } from '@/lib/server/db/schema';
import { LOG_CSV_HEADER, listLogs } from '@/lib/server/services/admin-logs';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type ApiRequest, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

describe.each(TEST_BACKENDS)('API da equipe: logs ($name)', (backend) => {
  let database: TestDatabase;
  let request: ApiRequest;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  beforeAll(async () => {
    ({ database, request, call, tokens, ids } = await setupStaffApi(backend));
    // Around midnight in São Paulo (UTC−3): 02:30Z is still 9 March there, 03:30Z is already 10 March.
    await database.db.insert(logs).values([
      { usuarioId: ids.editor, acao: 'criar', entidade: 'teste_data', entidadeId: '1', detalhes: { nome: 'Antes da meia-noite' }, ip: '10.0.0.1', criadoEm: new Date('2026-03-10T02:30:00Z') },
      { usuarioId: ids.editor, acao: 'excluir', entidade: 'teste_data', entidadeId: '2', detalhes: { nome: 'Depois da meia-noite' }, ip: '10.0.0.2', criadoEm: new Date('2026-03-10T03:30:00Z') },
      { usuarioId: ids.autor, acao: 'atualizar', entidade: 'teste_data', entidadeId: '3', detalhes: { nome: 'Fim do dia 11' }, ip: '10.0.0.3', criadoEm: new Date('2026-03-12T02:59:00Z') },
      { usuarioId: null, acao: 'publicar', entidade: 'teste_data', entidadeId: '4', detalhes: { nome: 'Dia 12' }, criadoEm: new Date('2026-03-12T03:00:00Z') },
      // Cells a spreadsheet would run, and text that needs quoting.
      {
        usuarioId: ids.editor,
        acao: 'publicar',
        entidade: 'postagem',
        entidadeId: '=2+3',
        detalhes: { titulo: 'Chuva; "alerta"\nlaranja' },
        ip: '@evil',
        criadoEm: new Date('2026-03-15T15:04:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('401 without a token on every route; any staff member may read', async () => {
    for (const path of ['/logs', '/logs/filtros', '/logs/exportar.csv']) {
      expect((await call('GET', path)).status).toBe(401);
      expect((await request('GET', path, tokens.autor)).status).toBe(200);
    }
  });

  it('lists newest first, paginated, each entry with user (or null), labels and a readable pt-BR description', async () => {
    const { status, body } = await call('GET', '/logs?limite=5', tokens.admin);
    expect(status).toBe(200);
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(logs);
    expect(body.meta).toEqual({ pagina: 1, limite: 5, total, totalPaginas: Math.ceil(total / 5) });
    expect(body.dados).toHaveLength(5);
    const times = body.dados.map((entry: Json) => entry.criadoEm);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(body.dados[0]).sort()).toEqual(['acao', 'acaoRotulo', 'criadoEm', 'descricao', 'detalhes', 'entidade', 'entidadeId', 'entidadeRotulo', 'id', 'ip', 'usuario']);

    // The admin's own login (just now) reads as a sentence.
    const logins = await call('GET', `/logs?acao=entrar&usuarioId=${ids.admin}`, tokens.admin);
    expect(logins.body.dados[0]).toEqual(
      expect.objectContaining({ usuario: { id: ids.admin, nome: 'Administração Sintonia' }, acao: 'entrar', acaoRotulo: 'Entrar', entidade: 'usuario', entidadeRotulo: 'Usuário', descricao: 'Administração Sintonia entrou no painel' }),
    );
    const system = await call('GET', '/logs?usuarioId=sistema&entidade=teste_data', tokens.admin);
    expect(system.body.dados).toEqual([expect.objectContaining({ usuario: null, descricao: 'Sistema publicou o registro de teste data “Dia 12”' })]);
    const post = await call('GET', '/logs?entidade=postagem&de=2026-03-15&ate=2026-03-15', tokens.admin);
    expect(post.body.dados[0].descricao).toBe('Marta Lindner publicou a postagem “Chuva; "alerta"\nlaranja”');
  });

  it('filters by user, action, entity and São Paulo days (both inclusive); bad filters are 400 with campos', async () => {
    const names = async (query: string) => (await call('GET', `/logs?entidade=teste_data&${query}`, tokens.editor)).body.dados.map((e: Json) => e.detalhes.nome);
    expect(await names('de=2026-03-10&ate=2026-03-10')).toEqual(['Depois da meia-noite']);
    expect(await names('de=2026-03-09&ate=2026-03-09')).toEqual(['Antes da meia-noite']);
    expect(await names('de=2026-03-10&ate=2026-03-11')).toEqual(['Fim do dia 11', 'Depois da meia-noite']);
    expect(await names('de=2026-03-12')).toEqual(['Dia 12']);
    expect(await names('ate=2026-03-09')).toEqual(['Antes da meia-noite']);
    expect(await names(`usuarioId=${ids.editor}`)).toEqual(['Depois da meia-noite', 'Antes da meia-noite']);
    expect(await names('acao=excluir')).toEqual(['Depois da meia-noite']);
    expect(await names('acao=excluir&usuarioId=sistema')).toEqual([]);

    const bad = await call('GET', '/logs?de=2026-02-30&ate=ontem&usuarioId=abc&acao=DROP TABLE&pagina=0', tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Parâmetros inválidos.',
      codigo: 'REQUISICAO_INVALIDA',
      campos: {
        pagina: 'A página deve ser um número inteiro positivo.',
        usuarioId: 'Usuário inválido.',
        acao: 'Ação inválida.',
        de: 'Use uma data inicial válida (aaaa-mm-dd).',
        ate: 'Use uma data final válida (aaaa-mm-dd).',
      },
    });
    const reversed = await call('GET', '/logs?de=2026-03-12&ate=2026-03-10', tokens.admin);
    expect(reversed.body.campos).toEqual({ ate: 'A data final deve ser igual ou posterior à data inicial.' });
  });

  it('an autor reads only their own entries, whatever the filters say (service-enforced)', async () => {
    const own = await call('GET', '/logs?limite=100', tokens.autor);
    expect(own.body.meta.total).toBeGreaterThan(0);
    expect(own.body.dados.every((entry: Json) => entry.usuario?.id === ids.autor)).toBe(true);
    expect((await call('GET', `/logs?usuarioId=${ids.editor}`, tokens.autor)).body.meta.total).toBe(0);
    expect((await call('GET', '/logs?usuarioId=sistema', tokens.autor)).body.meta.total).toBe(0);
    const direct = await listLogs(database.db, { id: ids.autor, nome: 'Renata Fagundes', email: 'autor@sintonia.local', papel: 'autor' } as never, { pagina: 1, limite: 100 });
    expect(direct.dados.every((entry) => entry.usuario?.id === ids.autor)).toBe(true);

    const options = await call('GET', '/logs/filtros', tokens.autor);
    expect(options.body.usuarios).toEqual([{ id: ids.autor, nome: 'Renata Fagundes' }]);
    expect(options.body.sistema).toBe(false);
  });

  it('GET /logs/filtros: users, actions and entities present, with pt-BR labels', async () => {
    const { status, body } = await call('GET', '/logs/filtros', tokens.editor);
    expect(status).toBe(200);
    expect(body.usuarios).toEqual(
      expect.arrayContaining([
        { id: ids.admin, nome: 'Administração Sintonia' },
        { id: ids.editor, nome: 'Marta Lindner' },
        { id: ids.autor, nome: 'Renata Fagundes' },
      ]),
    );
    expect(body.sistema).toBe(true);
    expect(body.acoes).toEqual(expect.arrayContaining([{ valor: 'publicar', rotulo: 'Publicar' }, { valor: 'entrar', rotulo: 'Entrar' }]));
    expect(body.entidades).toEqual(expect.arrayContaining([{ valor: 'postagem', rotulo: 'Postagem' }, { valor: 'configuracao', rotulo: 'Configurações' }, { valor: 'teste_data', rotulo: 'Teste data' }]));
    const labels = body.entidades.map((e: Json) => e.rotulo);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
  });

  it('exports CSV: BOM, ; separator, quoting, formula guard, São Paulo dates, attachment name; the export is logged', async () => {
    const response = await request('GET', '/logs/exportar.csv?de=2026-03-09&ate=2026-03-15', tokens.editor, undefined, { 'x-forwarded-for': '198.51.100.20' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="logs-sintonia-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFData/hora;Usuário;Ação;Entidade;ID da entidade;Descrição;IP;Detalhes\r\n')).toBe(true);
    expect(LOG_CSV_HEADER).toHaveLength(8);
    const lines = text.slice(1).split('\r\n');
    // Newest first: the post entry (15/03 12:04 in São Paulo) with its guarded and quoted cells.
    expect(lines[1]).toBe(
      `15/03/2026 12:04;Marta Lindner;Publicar;Postagem;'=2+3;"Marta Lindner publicou a postagem “Chuva; ""alerta""\nlaranja”";'@evil;"{""titulo"":""Chuva; \\""alerta\\""\\nlaranja""}"`,
    );
    expect(lines[2]).toBe('12/03/2026 00:00;Sistema;Publicar;Teste data;4;Sistema publicou o registro de teste data “Dia 12”;;"{""nome"":""Dia 12""}"');
    expect(lines[5]).toBe('09/03/2026 23:30;Marta Lindner;Criar;Teste data;1;Marta Lindner criou o registro de teste data “Antes da meia-noite”;10.0.0.1;"{""nome"":""Antes da meia-noite""}"');
    expect(lines).toHaveLength(7); // header, 5 rows, and the empty string after the last CRLF
    expect(lines[6]).toBe('');
    expect(response.headers.get('x-total-registros')).toBe('5');

    const [log] = await database.db.select().from(logs).where(and(eq(logs.acao, 'exportar'), eq(logs.entidade, 'logs'))).orderBy(desc(logs.id)).limit(1);
    expect(log).toEqual(
      expect.objectContaining({ usuarioId: ids.editor, ip: '198.51.100.20', entidadeId: null, detalhes: { total: 5, filtros: { de: '2026-03-09', ate: '2026-03-15' } } }),
    );
    const listed = await call('GET', '/logs?acao=exportar', tokens.editor);
    expect(listed.body.dados[0].descricao).toBe('Marta Lindner exportou os logs em CSV (5 registros)');

    const bad = await call('GET', '/logs/exportar.csv?de=31/12/2026', tokens.editor);
    expect(bad).toEqual({ status: 400, body: { message: 'Parâmetros inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { de: 'Use uma data inicial válida (aaaa-mm-dd).' } } });
    // An autor's export holds only their own rows.
    const autorCsv = await (await request('GET', '/logs/exportar.csv', tokens.autor)).text();
    const rows = autorCsv.split('\r\n').slice(1).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.split(';')[1] === 'Renata Fagundes')).toBe(true);
    const noSystem = await database.db.select({ total: sql<number>`count(*)::int` }).from(logs).where(and(isNull(logs.usuarioId), eq(logs.acao, 'exportar')));
    expect(noSystem[0].total).toBe(0);
  });
});
