import { desc, eq, sql } from 'drizzle-orm';
import { logs, mensagensContato } from '@/lib/server/db/schema';
import { DEMO_CONTACT_MESSAGES } from '@/lib/server/db/seed/contact-messages';
import { MESSAGES_FORBIDDEN_MESSAGE, listContactMessages } from '@/lib/server/services/contact-messages';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

describe.each(TEST_BACKENDS)('API da equipe: mensagens de contato ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  const lastLog = async () => (await database.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];
  const unread = DEMO_CONTACT_MESSAGES.filter((message) => !message.lida).length;

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('401 without a token, 403 for an autor on every route (route and service), and nothing changes', async () => {
    const [message] = await database.db.select().from(mensagensContato).limit(1);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/mensagens'],
      ['GET', `/mensagens/${message.id}`],
      ['PATCH', `/mensagens/${message.id}`, { lida: !message.lida }],
      ['DELETE', `/mensagens/${message.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      expect(await call(method, path, tokens.autor, body)).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
    }
    const [after] = await database.db.select().from(mensagensContato).where(eq(mensagensContato.id, message.id));
    expect(after).toEqual(message);
    await expect(
      listContactMessages(database.db, { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, { lida: 'todas', busca: '', pagina: 1, limite: 20 }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: MESSAGES_FORBIDDEN_MESSAGE });
  });

  it('lists the demo messages newest first with the unread count; filters by read state and searches accent-insensitively', async () => {
    const all = await call('GET', '/mensagens', tokens.editor);
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ pagina: 1, limite: 20, total: DEMO_CONTACT_MESSAGES.length, totalPaginas: 1, naoLidas: unread });
    expect(all.body.dados.map((m: Json) => m.nome)).toEqual(DEMO_CONTACT_MESSAGES.map((m) => m.nome));
    expect(Object.keys(all.body.dados[0]).sort()).toEqual(['assunto', 'criadoEm', 'email', 'id', 'ip', 'lida', 'mensagem', 'nome', 'telefone']);

    const unreadOnly = await call('GET', '/mensagens?lida=nao-lidas', tokens.admin);
    expect(unreadOnly.body.dados.every((m: Json) => m.lida === false)).toBe(true);
    expect(unreadOnly.body.meta.total).toBe(unread);
    const readOnly = await call('GET', '/mensagens?lida=lidas', tokens.admin);
    expect(readOnly.body.meta).toEqual(expect.objectContaining({ total: DEMO_CONTACT_MESSAGES.length - unread, naoLidas: unread }));

    // 'jose' finds 'José Carlos Fontana'; 'antena' is in the message body; 'bortolini' in the e-mail.
    expect((await call('GET', '/mensagens?busca=jose', tokens.admin)).body.dados.map((m: Json) => m.nome)).toEqual(['José Carlos Fontana']);
    expect((await call('GET', '/mensagens?busca=ANTENA', tokens.admin)).body.dados.map((m: Json) => m.nome)).toEqual(['José Carlos Fontana']);
    expect((await call('GET', '/mensagens?busca=100%25', tokens.admin)).body.meta.total).toBe(0);
    const paged = await call('GET', '/mensagens?limite=2&pagina=2', tokens.admin);
    expect(paged.body.meta).toEqual({ pagina: 2, limite: 2, total: DEMO_CONTACT_MESSAGES.length, totalPaginas: 3, naoLidas: unread });
    expect(paged.body.dados.map((m: Json) => m.nome)).toEqual(DEMO_CONTACT_MESSAGES.slice(2, 4).map((m) => m.nome));

    const bad = await call('GET', '/mensagens?lida=talvez&pagina=0', tokens.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.campos).toEqual({ lida: 'Filtro inválido: use todas, nao-lidas ou lidas.', pagina: 'A página deve ser um número inteiro positivo.' });
  });

  it('GET /mensagens/:id reads without marking; PATCH marks read and unread, logs only real changes', async () => {
    const [message] = await database.db.select().from(mensagensContato).where(eq(mensagensContato.lida, false)).limit(1);
    const one = await call('GET', `/mensagens/${message.id}`, tokens.editor);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(expect.objectContaining({ id: message.id, nome: message.nome, mensagem: message.mensagem, lida: false }));

    const read = await call('PATCH', `/mensagens/${message.id}`, tokens.editor, { lida: true }, { 'x-forwarded-for': '203.0.113.9' });
    expect(read.status).toBe(200);
    expect(read.body.lida).toBe(true);
    expect(await lastLog()).toEqual(
      expect.objectContaining({ usuarioId: ids.editor, acao: 'marcar_lida', entidade: 'mensagem_contato', entidadeId: String(message.id), ip: '203.0.113.9', detalhes: { nome: message.nome, assunto: message.assunto } }),
    );
    const logCount = async () => (await database.db.select({ total: sql<number>`count(*)::int` }).from(logs))[0].total;
    const before = await logCount();
    expect((await call('PATCH', `/mensagens/${message.id}`, tokens.editor, { lida: true })).body.lida).toBe(true);
    expect(await logCount()).toBe(before);
    expect((await call('GET', '/mensagens', tokens.editor)).body.meta.naoLidas).toBe(unread - 1);

    const again = await call('PATCH', `/mensagens/${message.id}`, tokens.admin, { lida: false });
    expect(again.body.lida).toBe(false);
    expect((await lastLog()).acao).toBe('marcar_nao_lida');

    expect((await call('PATCH', `/mensagens/${message.id}`, tokens.admin, { lida: 'sim' })).body).toEqual({
      message: 'Dados inválidos. Verifique os campos destacados.',
      codigo: 'REQUISICAO_INVALIDA',
      campos: { lida: 'Informe se a mensagem está lida (true ou false).' },
    });
    expect((await call('PATCH', '/mensagens/999999', tokens.admin, { lida: true })).status).toBe(404);
    expect((await call('GET', '/mensagens/0', tokens.admin))).toEqual({ status: 400, body: { message: 'Identificador de mensagem inválido.', codigo: 'REQUISICAO_INVALIDA' } });
  });

  it('deletes (204) with a log; then 404', async () => {
    const [message] = await database.db.select().from(mensagensContato).limit(1);
    expect((await call('DELETE', `/mensagens/${message.id}`, tokens.admin)).status).toBe(204);
    expect(await lastLog()).toEqual(
      expect.objectContaining({ usuarioId: ids.admin, acao: 'excluir', entidade: 'mensagem_contato', entidadeId: String(message.id), detalhes: { nome: message.nome, email: message.email, assunto: message.assunto } }),
    );
    expect((await call('GET', `/mensagens/${message.id}`, tokens.admin)).body).toEqual({ message: 'Mensagem não encontrada.', codigo: 'NAO_ENCONTRADO' });
    expect((await call('DELETE', `/mensagens/${message.id}`, tokens.admin)).status).toBe(404);
  });
});
