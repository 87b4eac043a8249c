import { desc, eq, sql } from 'drizzle-orm';
import { EXCEPTION_MESSAGES } from '@/lib/schemas/grid-exceptions';
import { gradeExcecoes, logs, membrosEquipe, programas } from '@/lib/server/db/schema';
import { createGridException, EXCEPTION_SHOW_MISSING_MESSAGE, EXCEPTION_WRITE_FORBIDDEN_MESSAGE } from '@/lib/server/services/grid-exceptions';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
const INVALID = 'Dados inválidos. Verifique os campos destacados.';
const DAY = 86_400_000;

/** São Paulo wall-clock time `days` from today at `time`, as the form sends it (ISO with the offset, UTC−3 today). */
function saoPaulo(days: number, time: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * DAY));
  return `${today}T${time}:00-03:00`;
}

describe.each(TEST_BACKENDS)('API das exceções da grade ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let tarde: { id: number; nome: string };

  const count = async () => (await database.db.select({ total: sql<number>`count(*)::int` }).from(gradeExcecoes))[0].total;
  const lastLog = async () => (await database.db.select().from(logs).where(eq(logs.entidade, 'excecao_grade')).orderBy(desc(logs.id)).limit(1))[0];
  const body = (overrides: Record<string, unknown> = {}) => ({
    titulo: 'Jogo do Inter',
    descricao: 'Brasileirão, ao vivo do Beira-Rio.',
    inicio: saoPaulo(1, '16:00'),
    fim: saoPaulo(1, '18:00'),
    programaId: null,
    ...overrides,
  });

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend));
    [tarde] = await database.db.select({ id: programas.id, nome: programas.nome }).from(programas).where(eq(programas.nome, 'Tarde Musical'));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('401 without a token on every route; 403 for an autor on the writes (route and service); reads open to any staff member', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/grade-excecoes'],
      ['GET', '/grade-excecoes/1'],
      ['POST', '/grade-excecoes', body()],
      ['PUT', '/grade-excecoes/1', body()],
      ['DELETE', '/grade-excecoes/1'],
    ];
    for (const [method, path, payload] of routes) {
      expect((await call(method, path, undefined, payload)).status).toBe(401);
      const asAutor = await call(method, path, tokens.autor, payload);
      if (method !== 'GET') expect(asAutor).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
    }
    expect((await call('GET', '/grade-excecoes', tokens.autor)).status).toBe(200);
    const autor = { user: { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, ip: null };
    await expect(
      createGridException(database.db, autor, { titulo: 'Intruso', descricao: '', inicio: new Date(), fim: new Date(Date.now() + DAY), programaId: null }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: EXCEPTION_WRITE_FORBIDDEN_MESSAGE });
    expect(await count()).toBe(0);
  });

  it('validates with pt-BR field messages (400) and saves nothing', async () => {
    const missing = await call('POST', '/grade-excecoes', tokens.editor, {});
    expect(missing).toEqual({
      status: 400,
      body: { message: INVALID, codigo: 'REQUISICAO_INVALIDA', campos: { titulo: EXCEPTION_MESSAGES.titulo, inicio: EXCEPTION_MESSAGES.inicio, fim: EXCEPTION_MESSAGES.fim } },
    });
    const wrong = await call('POST', '/grade-excecoes', tokens.editor, { titulo: 'x', descricao: 'a'.repeat(501), inicio: 'amanhã às 16h', fim: '2026-13-40T16:00:00-03:00', programaId: 0 });
    expect(wrong.body.campos).toEqual({
      titulo: EXCEPTION_MESSAGES.tituloCurto,
      descricao: 'A descrição pode ter no máximo 500 caracteres.',
      inicio: EXCEPTION_MESSAGES.inicioInvalido,
      fim: EXCEPTION_MESSAGES.fimInvalido,
      programaId: 'Programa inválido.',
    });
    expect((await call('POST', '/grade-excecoes', tokens.editor, body({ titulo: 'J'.repeat(81) }))).body.campos).toEqual({ titulo: 'O título pode ter no máximo 80 caracteres.' });
    // The end before the start, at the start, or more than 31 days later.
    expect((await call('POST', '/grade-excecoes', tokens.editor, body({ fim: saoPaulo(1, '15:00') }))).body.campos).toEqual({ fim: 'O término deve ser depois do início.' });
    expect((await call('POST', '/grade-excecoes', tokens.editor, body({ fim: saoPaulo(1, '16:00') }))).body.campos).toEqual({ fim: 'O término deve ser depois do início.' });
    expect((await call('POST', '/grade-excecoes', tokens.editor, body({ fim: saoPaulo(33, '16:00') }))).body.campos).toEqual({ fim: 'Uma exceção pode durar no máximo 31 dias.' });
    // A show that does not exist.
    expect(await call('POST', '/grade-excecoes', tokens.editor, body({ programaId: 999999 }))).toEqual({
      status: 400,
      body: { message: INVALID, codigo: 'REQUISICAO_INVALIDA', campos: { programaId: EXCEPTION_SHOW_MISSING_MESSAGE } },
    });
    expect(await count()).toBe(0);
  });

  const created: Record<string, Json> = {};

  it('creates (201), logs in pt-BR terms, and a second exception over the same time is refused (409) naming the first', async () => {
    const { status, body: saved } = await call('POST', '/grade-excecoes', tokens.editor, body(), { 'x-forwarded-for': '198.51.100.7' });
    expect(status).toBe(201);
    expect(saved).toEqual({
      id: expect.any(Number),
      titulo: 'Jogo do Inter',
      descricao: 'Brasileirão, ao vivo do Beira-Rio.',
      inicio: new Date(saoPaulo(1, '16:00')).toISOString(),
      fim: new Date(saoPaulo(1, '18:00')).toISOString(),
      programa: null,
      criadoEm: expect.any(String),
      atualizadoEm: expect.any(String),
    });
    created.jogo = saved;
    expect(await lastLog()).toEqual(
      expect.objectContaining({
        usuarioId: ids.editor,
        acao: 'criar',
        entidade: 'excecao_grade',
        entidadeId: String(saved.id),
        ip: '198.51.100.7',
        detalhes: { titulo: 'Jogo do Inter', inicio: saved.inicio, fim: saved.fim, programaId: null },
      }),
    );

    const when = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', weekday: 'long', day: '2-digit', month: '2-digit' }).formatToParts(new Date(saved.inicio));
    const part = (type: string) => when.find((item) => item.type === type)!.value;
    const weekday = part('weekday').replace('-feira', '');
    const message = `Conflito de horário com a exceção "Jogo do Inter" (${weekday}, ${part('day')}/${part('month')}, 16:00–18:00).`;
    for (const [inicio, fim] of [
      ['17:00', '19:00'],
      ['15:00', '16:01'],
      ['12:00', '22:00'],
    ]) {
      expect(await call('POST', '/grade-excecoes', tokens.admin, body({ titulo: 'Especial', inicio: saoPaulo(1, inicio), fim: saoPaulo(1, fim) }))).toEqual({
        status: 409,
        body: { message, codigo: 'CONFLITO_EXCECAO', campos: { inicio: message } },
      });
    }
    expect(await count()).toBe(1);

    // Touching end to start is fine; with a show, the show is named.
    const after = await call('POST', '/grade-excecoes', tokens.admin, body({ titulo: 'Pós-jogo', inicio: saoPaulo(1, '18:00'), fim: saoPaulo(1, '19:00'), programaId: tarde.id }));
    expect(after.status).toBe(201);
    expect(after.body.programa).toEqual({ id: tarde.id, nome: 'Tarde Musical' });
    created.after = after.body;
  });

  it('edits (its own time is no conflict), 404 for an unknown id, 400 for an unbounded one', async () => {
    const edited = await call('PUT', `/grade-excecoes/${created.jogo.id}`, tokens.editor, body({ titulo: 'Grenal', inicio: saoPaulo(1, '15:30'), fim: saoPaulo(1, '18:00') }));
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(expect.objectContaining({ titulo: 'Grenal', inicio: new Date(saoPaulo(1, '15:30')).toISOString() }));
    expect((await lastLog()).detalhes).toEqual(expect.objectContaining({ titulo: 'Grenal', tituloAnterior: 'Jogo do Inter' }));
    // Into the post-match: refused.
    expect((await call('PUT', `/grade-excecoes/${created.jogo.id}`, tokens.editor, body({ titulo: 'Grenal', fim: saoPaulo(1, '18:30') }))).status).toBe(409);
    expect((await call('PUT', '/grade-excecoes/999999', tokens.editor, body())).body).toEqual({ message: 'Exceção da grade não encontrada.', codigo: 'NAO_ENCONTRADO' });
    expect((await call('GET', '/grade-excecoes/2147483648', tokens.editor)).body).toEqual({ message: 'Identificador de exceção inválido.', codigo: 'REQUISICAO_INVALIDA' });
    expect(await call('GET', `/grade-excecoes/${created.jogo.id}`, tokens.autor)).toEqual({ status: 200, body: edited.body });
  });

  it('lists the coming ones by start and the ended ones latest first, paged', async () => {
    await database.db.insert(gradeExcecoes).values([
      { titulo: 'Feriado passado', inicio: new Date(Date.now() - 10 * DAY), fim: new Date(Date.now() - 9 * DAY) },
      { titulo: 'Antigo', inicio: new Date(Date.now() - 40 * DAY), fim: new Date(Date.now() - 39 * DAY) },
      { titulo: 'Daqui a um mês', inicio: new Date(Date.now() + 30 * DAY), fim: new Date(Date.now() + 30 * DAY + 3_600_000) },
    ]);
    const coming = await call('GET', '/grade-excecoes', tokens.autor);
    expect(coming.body.dados.map((item: Json) => item.titulo)).toEqual(['Grenal', 'Pós-jogo', 'Daqui a um mês']);
    expect(coming.body.meta).toEqual({ pagina: 1, limite: 20, total: 3, totalPaginas: 1 });
    const ended = await call('GET', '/grade-excecoes?periodo=encerradas&limite=1&pagina=2', tokens.autor);
    expect(ended.body).toEqual({ dados: [expect.objectContaining({ titulo: 'Antigo' })], meta: { pagina: 2, limite: 1, total: 2, totalPaginas: 2 } });
    expect((await call('GET', '/grade-excecoes?periodo=todas', tokens.autor)).body).toEqual({
      message: 'Parâmetros inválidos.',
      codigo: 'REQUISICAO_INVALIDA',
      campos: { periodo: 'periodo deve ser "proximas" ou "encerradas".' },
    });
  });

  it('the public read: the exceptions not over yet of the next 8 days, with the show and its active presenters', async () => {
    const { status, body: list } = await call('GET', '/publico/programacao/excecoes');
    expect(status).toBe(200);
    expect(list.map((item: Json) => item.titulo)).toEqual(['Grenal', 'Pós-jogo']);
    expect(list[0]).toEqual({ id: created.jogo.id, titulo: 'Grenal', descricao: 'Brasileirão, ao vivo do Beira-Rio.', inicio: expect.any(String), fim: expect.any(String), programa: null });
    expect(list[1].programa).toEqual({ id: tarde.id, nome: 'Tarde Musical', slug: 'tarde-musical', imagem: expect.stringMatching(/^\/uploads\//), apresentadores: [{ id: expect.any(Number), nome: 'Jorge Dalla Costa', avatar: expect.any(String) }] });
    await database.db.update(membrosEquipe).set({ ativo: false }).where(eq(membrosEquipe.nome, 'Jorge Dalla Costa'));
    try {
      expect((await call('GET', '/publico/programacao/excecoes')).body[1].programa.apresentadores).toEqual([]);
    } finally {
      await database.db.update(membrosEquipe).set({ ativo: true }).where(eq(membrosEquipe.nome, 'Jorge Dalla Costa'));
    }
  });

  it('deletes (204) and logs; the show deleted leaves the exception with its title', async () => {
    expect((await call('DELETE', `/grade-excecoes/${created.jogo.id}`, tokens.editor)).status).toBe(204);
    expect(await lastLog()).toEqual(expect.objectContaining({ acao: 'excluir', entidadeId: String(created.jogo.id), detalhes: expect.objectContaining({ titulo: 'Grenal' }) }));
    expect((await call('DELETE', `/grade-excecoes/${created.jogo.id}`, tokens.editor)).body).toEqual({ message: 'Exceção da grade não encontrada.', codigo: 'NAO_ENCONTRADO' });
    const special = await call('POST', '/programas', tokens.editor, { nome: 'Especial Efêmero', horarios: [{ dias: [3], inicio: '02:00', fim: '03:00' }] });
    const moved = await call('PUT', `/grade-excecoes/${created.after.id}`, tokens.editor, body({ titulo: 'Pós-jogo', inicio: saoPaulo(1, '18:00'), fim: saoPaulo(1, '19:00'), programaId: special.body.id }));
    expect(moved.body.programa).toEqual({ id: special.body.id, nome: 'Especial Efêmero' });
    expect((await call('DELETE', `/programas/${special.body.id}`, tokens.editor)).status).toBe(204);
    expect((await call('GET', `/grade-excecoes/${created.after.id}`, tokens.editor)).body.programa).toBeNull();
  });
});
