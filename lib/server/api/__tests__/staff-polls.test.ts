import { and, eq, sql } from 'drizzle-orm';
import { enqueteOpcoes, enquetes, enqueteVotos, logs } from '@/lib/server/db/schema';
import { createPoll, closePoll } from '@/lib/server/services/admin-polls';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
const DAY = 24 * 60 * 60 * 1000;
const CLOSED = 'Esta enquete está encerrada e não recebe mais votos.';

describe.each(TEST_BACKENDS)('API da equipe: enquetes ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let pollId = 0;

  const vote = (id: number, opcaoId: number, deviceId: string) => call('POST', `/publico/enquetes/${id}/votar`, undefined, { opcaoId, deviceId });
  const publicIds = async () => ((await call('GET', '/publico/enquetes')).body as Json[]).map((p) => p.id);
  const pollLogs = (id: number, acao: string) =>
    database.db.select().from(logs).where(and(eq(logs.entidade, 'enquete'), eq(logs.entidadeId, String(id)), eq(logs.acao, acao)));

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('guards: 401 without a token, 403 for an autor on every write (route and service), reads for any staff member', async () => {
    expect(await call('GET', '/enquetes')).toEqual({ status: 401, body: { message: 'Autenticação necessária.', codigo: 'NAO_AUTENTICADO' } });
    const list = await call('GET', '/enquetes', tokens.autor);
    expect(list.status).toBe(200);
    const [seeded] = list.body.dados;
    const forbidden = { status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } };
    const body = { pergunta: 'Pergunta do autor?', opcoes: [{ texto: 'Sim' }, { texto: 'Não' }] };
    expect(await call('POST', '/enquetes', tokens.autor, body)).toEqual(forbidden);
    expect(await call('PUT', `/enquetes/${seeded.id}`, tokens.autor, body)).toEqual(forbidden);
    expect(await call('POST', `/enquetes/${seeded.id}/encerrar`, tokens.autor)).toEqual(forbidden);
    expect(await call('POST', `/enquetes/${seeded.id}/reabrir`, tokens.autor)).toEqual(forbidden);
    expect(await call('DELETE', `/enquetes/${seeded.id}`, tokens.autor)).toEqual(forbidden);
    expect((await call('GET', `/enquetes/${seeded.id}`, tokens.autor)).status).toBe(200);

    const autor = { user: { id: ids.autor, nome: 'Autor', email: 'autor@sintonia.local', papel: 'autor' as const, avatar: null, ativo: true }, ip: null };
    const message = 'Apenas administradores e editores podem alterar enquetes.';
    await expect(
      createPoll(database.db, autor, { pergunta: 'Pergunta do autor?', descricao: '', imagem: null, opcoes: [{ texto: 'Sim' }, { texto: 'Não' }], ativa: true, multipla: false, inicioEm: null, fimEm: null }),
    ).rejects.toThrow(message);
    await expect(closePoll(database.db, autor, seeded.id)).rejects.toThrow(message);
    expect(await database.db.select().from(enquetes)).toHaveLength(2);
  });

  it('GET /enquetes: paginated, newest first, with status and totals', async () => {
    const { status, body } = await call('GET', '/enquetes?pagina=1&limite=1', tokens.editor);
    expect(status).toBe(200);
    expect(body.meta).toEqual({ pagina: 1, limite: 1, total: 2, totalPaginas: 2 });
    expect(body.dados).toHaveLength(1);
    const all = (await call('GET', '/enquetes', tokens.editor)).body.dados as Json[];
    expect(all.map((p) => p.status)).toEqual(['aberta', 'encerrada']);
    const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(enqueteVotos).where(eq(enqueteVotos.enqueteId, all[0].id));
    expect(all[0]).toEqual(expect.objectContaining({ totalVotos: Number(total), totalOpcoes: 4, encerradaEm: null, ativa: true }));
    expect((await call('GET', '/enquetes?pagina=0', tokens.editor)).body.campos).toEqual({ pagina: 'pagina deve ser um número inteiro positivo.' });
  });

  it('validates with campos: pergunta, at least 2 non-empty distinct options, fim after início', async () => {
    const { status, body } = await call('POST', '/enquetes', tokens.admin, {
      pergunta: 'Oi',
      opcoes: [{ texto: 'Sim' }, { texto: ' ' }, { texto: 'sim' }],
      inicioEm: '2030-05-02T10:00:00-03:00',
      fimEm: '2030-05-01T10:00:00-03:00',
    });
    expect(status).toBe(400);
    expect(body.campos).toEqual({
      pergunta: 'A pergunta deve ter pelo menos 5 caracteres.',
      'opcoes.1.texto': 'Preencha o texto da opção ou remova-a.',
      'opcoes.2.texto': 'Esta opção repete outra.',
      fimEm: 'O fim da enquete deve ser depois do início.',
    });
    expect((await call('POST', '/enquetes', tokens.admin, { pergunta: 'Só uma opção?', opcoes: [{ texto: 'Sim' }] })).body.campos).toEqual({ opcoes: 'Informe pelo menos 2 opções.' });
    expect((await call('POST', '/enquetes', tokens.admin, { pergunta: 'Sem opções?' })).body.campos).toEqual({ opcoes: 'Informe pelo menos 2 opções.' });
    expect(await database.db.select().from(enquetes)).toHaveLength(2);
  });

  it('creates with ordered options, logs it, and the open poll is listed publicly first', async () => {
    const created = await call(
      'POST',
      '/enquetes',
      tokens.editor,
      { pergunta: 'Qual o melhor horário para o programa de esportes?', descricao: 'Vote!', opcoes: [{ texto: 'Manhã' }, { texto: 'Tarde' }, { texto: 'Noite' }], multipla: true },
      { 'x-forwarded-for': '203.0.113.9' },
    );
    expect(created.status).toBe(201);
    pollId = created.body.id;
    expect(created.body).toEqual(
      expect.objectContaining({ pergunta: 'Qual o melhor horário para o programa de esportes?', descricao: 'Vote!', ativa: true, multipla: true, status: 'aberta', totalVotos: 0, totalOpcoes: 3 }),
    );
    expect(created.body.opcoes.map((o: Json) => [o.texto, o.ordem, o.votos, o.percentual])).toEqual([
      ['Manhã', 0, 0, 0],
      ['Tarde', 1, 0, 0],
      ['Noite', 2, 0, 0],
    ]);
    const [log] = await pollLogs(pollId, 'criar');
    expect(log).toEqual(expect.objectContaining({ usuarioId: ids.editor, ip: '203.0.113.9', detalhes: { pergunta: 'Qual o melhor horário para o programa de esportes?', opcoes: ['Manhã', 'Tarde', 'Noite'] } }));
    expect((await publicIds())[0]).toBe(pollId);
  });

  it('results: votes per option and percentages with the public rounding', async () => {
    const [manha, tarde, noite] = (await call('GET', `/enquetes/${pollId}`, tokens.autor)).body.opcoes as Json[];
    expect((await vote(pollId, manha.id, 'device-a')).status).toBe(201);
    expect((await vote(pollId, manha.id, 'device-b')).status).toBe(201);
    expect((await vote(pollId, tarde.id, 'device-c')).status).toBe(201);
    // One vote per device, even on a 'multipla' poll (SPEC §3: the local record holds one opcaoId).
    expect(await vote(pollId, noite.id, 'device-a')).toEqual({ status: 409, body: { message: 'Você já votou nesta enquete', codigo: 'VOTO_DUPLICADO' } });
    const { body } = await call('GET', `/enquetes/${pollId}`, tokens.autor);
    expect(body.totalVotos).toBe(3);
    expect(body.opcoes.map((o: Json) => [o.texto, o.votos, o.percentual])).toEqual([
      ['Manhã', 2, 67],
      ['Tarde', 1, 33],
      ['Noite', 0, 0],
    ]);
  });

  it('results: the share of votes from addresses that voted more than 5 times', async () => {
    const created = await call('POST', '/enquetes', tokens.editor, { pergunta: 'Qual o melhor horário para a feira?', opcoes: [{ texto: 'Sábado' }, { texto: 'Domingo' }] });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const [sabado, domingo] = created.body.opcoes as Json[];
    expect((await call('GET', `/enquetes/${id}`, tokens.autor)).body.votosSuspeitos).toEqual({ votos: 0, enderecos: 0, percentual: 0 });
    const votes = (ip: string | null, count: number, opcaoId: number) => Array.from({ length: count }, (_, i) => ({ enqueteId: id, opcaoId, deviceId: `${ip}-${opcaoId}-${i}`, ip }));
    await database.db.insert(enqueteVotos).values([
      ...votes('203.0.113.9', 6, sabado.id),
      ...votes('203.0.113.10', 5, domingo.id),
      ...votes('203.0.113.11', 7, domingo.id),
      ...votes(null, 2, sabado.id),
    ]);
    const { body } = await call('GET', `/enquetes/${id}`, tokens.autor);
    expect(body.totalVotos).toBe(20);
    // 6 + 7 of 20 votes, from the two addresses past 5; the five from one address and those with no address are not counted.
    expect(body.votosSuspeitos).toEqual({ votos: 13, enderecos: 2, percentual: 65 });
  });

  it('edits: options matched by id, reordered, renamed, added; removing an option with votes needs confirmation', async () => {
    const [manha, tarde, noite] = (await call('GET', `/enquetes/${pollId}`, tokens.admin)).body.opcoes as Json[];
    const base = { pergunta: 'Qual o melhor horário para o programa de esportes?', descricao: 'Vote!', multipla: true };

    // Reorder, rename, add, and drop 'Noite' (no votes): fine without confirmation.
    const edited = await call('PUT', `/enquetes/${pollId}`, tokens.admin, {
      ...base,
      opcoes: [{ id: tarde.id, texto: 'Tarde (14h)' }, { id: manha.id, texto: 'Manhã' }, { texto: 'Madrugada' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.opcoes.map((o: Json) => [o.texto, o.votos])).toEqual([
      ['Tarde (14h)', 1],
      ['Manhã', 2],
      ['Madrugada', 0],
    ]);
    expect(edited.body.opcoes[0].id).toBe(tarde.id);
    expect(await database.db.select().from(enqueteOpcoes).where(eq(enqueteOpcoes.id, noite.id))).toHaveLength(0);

    // Dropping 'Manhã' (2 votes) is refused, naming the option and its votes; nothing changes.
    const madrugada = edited.body.opcoes[2];
    const withoutManha = { ...base, pergunta: 'Pergunta alterada junto?', opcoes: [{ id: tarde.id, texto: 'Tarde (14h)' }, { id: madrugada.id, texto: 'Madrugada' }] };
    const refused = await call('PUT', `/enquetes/${pollId}`, tokens.admin, withoutManha);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: 'A opção «Manhã» (2 votos) já tem votos. Remover apaga 2 votos; confirme para continuar.',
        codigo: 'OPCAO_COM_VOTOS',
        opcoes: [{ id: manha.id, texto: 'Manhã', votos: 2 }],
        votos: 2,
      },
    });
    const unchanged = (await call('GET', `/enquetes/${pollId}`, tokens.admin)).body;
    expect(unchanged.pergunta).toBe(base.pergunta);
    expect(unchanged.totalVotos).toBe(3);

    // Confirmed: the option and its votes go, and the log says so.
    const confirmed = await call('PUT', `/enquetes/${pollId}`, tokens.admin, { ...withoutManha, pergunta: base.pergunta, removerOpcoesComVotos: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.totalVotos).toBe(1);
    expect(confirmed.body.opcoes.map((o: Json) => [o.texto, o.votos, o.percentual])).toEqual([
      ['Tarde (14h)', 1, 100],
      ['Madrugada', 0, 0],
    ]);
    const updates = await pollLogs(pollId, 'atualizar');
    expect(updates).toHaveLength(2);
    expect(updates.map((l) => l.detalhes)).toContainEqual(
      expect.objectContaining({ opcoesRemovidas: [{ id: manha.id, texto: 'Manhã', votos: 2 }], votosApagados: 2 }),
    );

    // An id from another poll (or a stale form) is refused.
    const [foreign] = await database.db.select().from(enqueteOpcoes).where(sql`${enqueteOpcoes.enqueteId} <> ${pollId}`).limit(1);
    expect(await call('PUT', `/enquetes/${pollId}`, tokens.admin, { ...base, opcoes: [{ id: foreign.id, texto: 'X' }, { texto: 'Y' }] })).toEqual({
      status: 409,
      body: { message: 'As opções desta enquete mudaram enquanto você editava. Recarregue a página e tente de novo.', codigo: 'OPCOES_DESATUALIZADAS' },
    });
    expect((await call('PUT', '/enquetes/999999', tokens.admin, { ...base, opcoes: [{ texto: 'X' }, { texto: 'Y' }] })).status).toBe(404);
  });

  it('close: hidden from the public list, votes answer 409 with the message; reopen brings it back', async () => {
    const closed = await call('POST', `/enquetes/${pollId}/encerrar`, tokens.editor);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('encerrada');
    expect(Date.parse(closed.body.encerradaEm)).toBeLessThanOrEqual(Date.now());
    expect(await publicIds()).not.toContain(pollId);
    const [option] = closed.body.opcoes;
    expect(await vote(pollId, option.id, 'device-novo')).toEqual({ status: 409, body: { message: CLOSED, codigo: 'ENQUETE_ENCERRADA' } });
    // The results stay for the staff.
    expect((await call('GET', `/enquetes/${pollId}`, tokens.autor)).body.totalVotos).toBe(1);
    expect((await pollLogs(pollId, 'encerrar'))[0]).toEqual(expect.objectContaining({ usuarioId: ids.editor }));
    const again = await call('POST', `/enquetes/${pollId}/encerrar`, tokens.editor);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Esta enquete já foi encerrada em \d{2}\/\d{2}\/\d{4} às \d{2}h\d{2}\.$/);

    const reopened = await call('POST', `/enquetes/${pollId}/reabrir`, tokens.admin);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toEqual(expect.objectContaining({ status: 'aberta', encerradaEm: null }));
    expect(await publicIds()).toContain(pollId);
    expect((await vote(pollId, option.id, 'device-novo')).status).toBe(201);
    expect(await pollLogs(pollId, 'reabrir')).toHaveLength(1);
    expect(await call('POST', `/enquetes/${pollId}/reabrir`, tokens.admin)).toEqual({ status: 409, body: { message: 'Esta enquete não está encerrada.', codigo: 'ENQUETE_NAO_ENCERRADA' } });
  });

  it('public window: inactive, not started and ended polls are not listed; votes get a clear 409', async () => {
    const now = Date.now();
    const make = async (extra: Json) =>
      (await call('POST', '/enquetes', tokens.admin, { pergunta: `Janela ${JSON.stringify(extra).length}?`, opcoes: [{ texto: 'A' }, { texto: 'B' }], ...extra })).body;
    const inactive = await make({ ativa: false });
    const future = await make({ inicioEm: new Date(now + DAY).toISOString() });
    const ended = await make({ inicioEm: new Date(now - 3 * DAY).toISOString(), fimEm: new Date(now - DAY).toISOString() });
    expect([inactive.status, future.status, ended.status]).toEqual(['inativa', 'agendada', 'encerrada']);
    const listed = await publicIds();
    for (const poll of [inactive, future, ended]) expect(listed).not.toContain(poll.id);
    expect(await vote(inactive.id, inactive.opcoes[0].id, 'dispositivo-janela-1')).toEqual({ status: 409, body: { message: CLOSED, codigo: 'ENQUETE_ENCERRADA' } });
    expect(await vote(ended.id, ended.opcoes[0].id, 'dispositivo-janela-1')).toEqual({ status: 409, body: { message: CLOSED, codigo: 'ENQUETE_ENCERRADA' } });
    expect(await vote(future.id, future.opcoes[0].id, 'dispositivo-janela-1')).toEqual({
      status: 409,
      body: { message: 'Esta enquete ainda não está aberta para votação.', codigo: 'ENQUETE_NAO_INICIADA' },
    });
    // Reopening a poll whose end date passed would leave it closed: refused with the reason.
    await call('POST', `/enquetes/${ended.id}/encerrar`, tokens.admin);
    expect((await call('POST', `/enquetes/${ended.id}/reabrir`, tokens.admin)).body.message).toBe(
      'A data de fim desta enquete já passou. Altere ou apague a data de fim para reabri-la.',
    );
  });

  it('deletes the poll with its options and votes, logging how many votes went', async () => {
    const before = (await call('GET', `/enquetes/${pollId}`, tokens.admin)).body.totalVotos;
    expect(before).toBe(2);
    expect((await call('DELETE', `/enquetes/${pollId}`, tokens.editor)).status).toBe(204);
    expect(await database.db.select().from(enqueteVotos).where(eq(enqueteVotos.enqueteId, pollId))).toHaveLength(0);
    expect(await database.db.select().from(enqueteOpcoes).where(eq(enqueteOpcoes.enqueteId, pollId))).toHaveLength(0);
    expect((await pollLogs(pollId, 'excluir'))[0]).toEqual(
      expect.objectContaining({ usuarioId: ids.editor, detalhes: { pergunta: 'Qual o melhor horário para o programa de esportes?', votosApagados: 2 } }),
    );
    expect(await call('GET', `/enquetes/${pollId}`, tokens.admin)).toEqual({ status: 404, body: { message: 'Enquete não encontrada.', codigo: 'NAO_ENCONTRADO' } });
    expect((await call('DELETE', `/enquetes/${pollId}`, tokens.admin)).status).toBe(404);
  });
});
