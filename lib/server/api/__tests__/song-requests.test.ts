import { desc, eq, sql } from 'drizzle-orm';
import { gradeExcecoes, pedidosMusicais, programas } from '@/lib/server/db/schema';
import { CONTACT_MIN_FILL_MS, issueContactToken } from '@/lib/server/services/contact';
import {
  SONG_REQUEST_RATE_LIMIT,
  SONG_REQUEST_RATE_WINDOW_MS,
  SONG_REQUESTS_FORBIDDEN_MESSAGE,
  deleteExpiredSongRequests,
  deleteExpiredSongRequestsIfDue,
  listSongRequests,
  setSongRequestStatus,
  storeSongRequest,
} from '@/lib/server/services/song-requests';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type ApiRequest, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

const SENT = 'Pedido enviado! Fique ligado na programação.';
const TOO_MANY = 'Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.';
const REJECTED = 'Não foi possível enviar seu pedido. Tente enviar de novo.';
const INVALID = 'Verifique os campos destacados e tente de novo.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A token issued long enough ago to pass the time trap. */
const readyToken = () => issueContactToken(Date.now() - CONTACT_MIN_FILL_MS - 2000);

let ipCounter = 0;
/** Each test sends from its own address, so the process-wide limit never leaks between tests. */
const freshIp = () => `198.51.100.${++ipCounter}`;

let stamp = 0;
const validRequest = (overrides: Record<string, unknown> = {}) => ({
  nome: `Dona Cida ${++stamp}`,
  local: 'Bairro Centro',
  mensagem: 'Evidências, com Chitãozinho & Xororó, para a turma da feira!',
  whatsapp: '(51) 99999-1234',
  site: '',
  token: readyToken(),
  ...overrides,
});

type Json = any;

describe.each(TEST_BACKENDS)('pedidos musicais /api/v1 ($name)', (backend) => {
  let database: TestDatabase;
  let request: ApiRequest;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let shows: { id: number; nome: string }[];

  const post = async (body: unknown, ip: string | null = freshIp()) => {
    const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
    const response = await request('POST', '/publico/pedidos', undefined, body, headers);
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  };
  const count = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(pedidosMusicais))[0].n;
  const byName = async (nome: string) => database.db.select().from(pedidosMusicais).where(eq(pedidosMusicais.nome, nome));
  const editor = () => ({ id: ids.editor, nome: 'Editor', email: 'editor@sintonia.local', papel: 'editor' as const, avatar: null, ativo: true });

  /** What is on air for the next hour around now: an exception, with a show or with its own title. */
  async function onAirForAnHour(values: { titulo: string; programaId: number | null }) {
    await database.db.delete(gradeExcecoes);
    const now = Date.now();
    await database.db.insert(gradeExcecoes).values({ ...values, inicio: new Date(now - 30 * 60_000), fim: new Date(now + 30 * 60_000) });
  }

  beforeAll(async () => {
    ({ database, request, call, tokens, ids } = await setupStaffApi(backend));
    shows = await database.db.select({ id: programas.id, nome: programas.nome }).from(programas).orderBy(programas.id).limit(2);
    expect(shows).toHaveLength(2);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => switchLimiters());

  describe('POST /publico/pedidos', () => {
    it('stores a valid request with the show on air and the number in its international form; 201 with the pt-BR answer', async () => {
      await onAirForAnHour({ titulo: 'Especial', programaId: shows[0].id });
      const sent = validRequest({ nome: '  Dona   Cida\nda Silva ', whatsapp: '+55 51 99999.1234' });
      const response = await post(sent);
      expect(response).toMatchObject({ status: 201, body: { message: SENT } });
      const [row] = await byName('Dona Cida da Silva');
      expect(row).toMatchObject({
        local: 'Bairro Centro',
        mensagem: sent.mensagem,
        whatsapp: '+5551999991234',
        programaId: shows[0].id,
        programaNome: shows[0].nome,
        status: 'novo',
      });
    });

    it('an exception with a title of its own: its title is the show, with no programme', async () => {
      await onAirForAnHour({ titulo: 'Jogo do Inter', programaId: null });
      const sent = validRequest({ whatsapp: '' });
      expect((await post(sent)).status).toBe(201);
      const [row] = await byName(sent.nome);
      expect(row).toMatchObject({ programaId: null, programaNome: 'Jogo do Inter', whatsapp: null });
    });

    it('drops control characters before checking and storing', async () => {
      const sent = validRequest({ local: 'Vila\u0000 Nova\u0007', mensagem: 'Toca\u001b Raul, por favor!' });
      expect((await post(sent)).status).toBe(201);
      const [row] = await byName(sent.nome);
      expect(row).toMatchObject({ local: 'Vila Nova', mensagem: 'Toca Raul, por favor!' });
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      ['no name', { nome: '  ' }, { nome: 'Informe seu nome.' }],
      ['a name too long', { nome: 'a'.repeat(81) }, { nome: 'O nome pode ter no máximo 80 caracteres.' }],
      ['no place', { local: undefined }, { local: 'Informe seu bairro ou cidade.' }],
      ['no song', { mensagem: '' }, { mensagem: 'Escreva a música ou o recado.' }],
      ['a message too long', { mensagem: 'b'.repeat(501) }, { mensagem: 'A música ou recado pode ter no máximo 500 caracteres.' }],
      ['two links', { mensagem: 'https://a.example e https://b.example' }, { mensagem: 'A música ou recado pode ter no máximo 1 link.' }],
      ['a foreign number', { whatsapp: '+351 912 345 678' }, { whatsapp: 'Informe um WhatsApp válido com DDD, como (51) 99999-1234.' }],
      ['a number without area code', { whatsapp: '99999-1234' }, { whatsapp: 'Informe um WhatsApp válido com DDD, como (51) 99999-1234.' }],
      ['a number of the wrong type', { whatsapp: 51999991234 }, { whatsapp: 'Informe um WhatsApp válido com DDD, como (51) 99999-1234.' }],
    ])('%s → 400 with the field in pt-BR, nothing stored', async (_label, overrides, campos) => {
      const before = await count();
      const response = await post(validRequest(overrides));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: INVALID, codigo: 'REQUISICAO_INVALIDA', campos });
      expect(await count()).toBe(before);
    });

    it('a token that is missing, forged or too fresh → 400 in pt-BR; a filled honeypot → 201 and nothing stored', async () => {
      const before = await count();
      for (const token of [undefined, 'abc', issueContactToken()]) {
        expect(await post(validRequest({ token }))).toMatchObject({ status: 400, body: { message: REJECTED, codigo: 'ENVIO_RECUSADO' } });
      }
      expect(await post(validRequest({ site: 'https://spam.example' }))).toMatchObject({ status: 201, body: { message: SENT } });
      expect(await post({ site: 'x' })).toMatchObject({ status: 201, body: { message: SENT } });
      expect(await count()).toBe(before);
    });

    it('a body that is not JSON, or not an object → 400 in pt-BR', async () => {
      const response = await request('POST', '/publico/pedidos', undefined, undefined, { 'content-type': 'application/json', 'x-forwarded-for': freshIp() });
      expect(response.status).toBe(400);
      expect(await post([validRequest()])).toMatchObject({ status: 400, body: { campos: { _: 'Envie os dados do pedido como um objeto JSON.' } } });
    });

    it('a body over 16 KB → 413 in pt-BR before it is read whole', async () => {
      const before = await count();
      const response = await post(validRequest({ mensagem: 'a'.repeat(17 * 1024) }));
      expect(response).toMatchObject({ status: 413, body: { message: 'O pedido é grande demais para ser enviado.', codigo: 'CORPO_GRANDE_DEMAIS' } });
      expect(await count()).toBe(before);
    });

    it(`the ${SONG_REQUEST_RATE_LIMIT + 1}st request in 10 minutes from one address → 429 in pt-BR with Retry-After; another address is not affected`, async () => {
      const ip = freshIp();
      for (let i = 0; i < SONG_REQUEST_RATE_LIMIT; i++) expect((await post(validRequest(), ip)).status).toBe(201);
      const before = await count();
      const limited = await post(validRequest(), ip);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: TOO_MANY, codigo: 'MUITAS_REQUISICOES' });
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SONG_REQUEST_RATE_WINDOW_MS / 1000);
      expect(await count()).toBe(before);
      expect((await post(validRequest(), freshIp())).status).toBe(201);
    });

    it('a request with a blocked word is answered like any other and not stored; the list is not public', async () => {
      const current = (await call('GET', '/configuracoes', tokens.admin)).body.valores;
      expect(current.pedidos).toEqual({ palavrasBloqueadas: '' });
      const saved = await call('PUT', '/configuracoes', tokens.admin, { ...current, pedidos: { palavrasBloqueadas: 'cassino\nganhe dinheiro, PIX grátis' } });
      expect(saved.status).toBe(200);
      expect(saved.body.alteradas).toEqual(['pedidos.palavrasBloqueadas']);
      const publicKeys = ((await call('GET', '/configuracoes/publicas')).body as { chave: string }[]).map((row) => row.chave);
      expect(publicKeys).not.toContain('pedidos.palavrasBloqueadas');
      try {
        const before = await count();
        for (const mensagem of ['Visite nosso CASSINO online', 'Ganhe   dinheiro fácil', 'Pix gratis aqui']) {
          expect(await post(validRequest({ mensagem }))).toMatchObject({ status: 201, body: { message: SENT } });
        }
        expect(await count()).toBe(before);
        // Whole words only: 'cassinos' and 'Ganhei dinheiro' are not on the list.
        expect((await post(validRequest({ mensagem: 'Toca Cassinos de Vegas, e ganhei dinheiro na rifa!' }))).status).toBe(201);
        expect(await count()).toBe(before + 1);
      } finally {
        await call('PUT', '/configuracoes', tokens.admin, { ...current, pedidos: { palavrasBloqueadas: '' } });
      }
    });
  });

  describe('GET and PATCH /pedidos (the panel)', () => {
    let rows: { id: number }[];
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

    beforeAll(async () => {
      await database.db.delete(pedidosMusicais);
      rows = await database.db
        .insert(pedidosMusicais)
        .values([
          { nome: 'Ana', local: 'Centro', mensagem: 'Pedido um', programaId: shows[0].id, programaNome: shows[0].nome, criadoEm: ago(120) },
          { nome: 'Beto', local: 'Moinhos', mensagem: 'Pedido dois', programaId: shows[1].id, programaNome: shows[1].nome, criadoEm: ago(60), status: 'lido' },
          { nome: 'Caio', local: 'Fátima', mensagem: 'Pedido três', programaId: shows[0].id, programaNome: shows[0].nome, criadoEm: ago(5), whatsapp: '+5551999991234' },
          { nome: 'Dora', local: 'Serra', mensagem: 'Pedido quatro', programaId: null, programaNome: 'Jogo do Inter', criadoEm: ago(1) },
        ])
        .returning({ id: pedidosMusicais.id });
    });

    it('401 without a token; 403 for an autor (route and service); nothing changes', async () => {
      for (const [method, path, body] of [
        ['GET', '/pedidos'],
        ['PATCH', `/pedidos/${rows[0].id}`, { status: 'lido' }],
      ] as const) {
        expect((await call(method, path, undefined, body)).status).toBe(401);
        expect(await call(method, path, tokens.autor, body)).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
      }
      const autor = { ...editor(), id: ids.autor, papel: 'autor' as const };
      await expect(listSongRequests(database.db, autor, { programa: 'todos', status: 'todos', pagina: 1, limite: 50 })).rejects.toMatchObject({
        kind: 'forbidden',
        message: SONG_REQUESTS_FORBIDDEN_MESSAGE,
      });
      await expect(setSongRequestStatus(database.db, autor, rows[0].id, 'lido')).rejects.toMatchObject({ kind: 'forbidden' });
      const [first] = await database.db.select().from(pedidosMusicais).where(eq(pedidosMusicais.id, rows[0].id));
      expect(first.status).toBe('novo');
    });

    it('lists newest first with the count of new ones, the show on air and the shows to filter by', async () => {
      await onAirForAnHour({ titulo: 'Especial', programaId: shows[0].id });
      const all = await call('GET', '/pedidos', tokens.editor);
      expect(all.status).toBe(200);
      expect(all.body.dados.map((item: Json) => item.nome)).toEqual(['Dora', 'Caio', 'Beto', 'Ana']);
      expect(all.body.meta).toEqual({ pagina: 1, limite: 50, total: 4, totalPaginas: 1, novos: 3 });
      expect(all.body.noAr).toEqual({ programaId: shows[0].id, nome: shows[0].nome });
      expect(all.body.programas).toEqual(expect.arrayContaining(shows));
      expect(all.body.dados[1]).toEqual({
        id: rows[2].id,
        nome: 'Caio',
        local: 'Fátima',
        mensagem: 'Pedido três',
        whatsapp: '+5551999991234',
        programaId: shows[0].id,
        programaNome: shows[0].nome,
        status: 'novo',
        criadoEm: ago(5).toISOString(),
        atualizadoEm: expect.any(String),
      });
    });

    it.each<[string, string[], number]>([
      ['?programa=no-ar', ['Caio', 'Ana'], 2],
      ['?programa=todos&status=novo', ['Dora', 'Caio', 'Ana'], 3],
      ['?status=lido', ['Beto'], 3],
      ['?programa=SHOW1', ['Beto'], 0],
      ['?desde=SINCE90', ['Dora', 'Caio', 'Beto'], 2],
      ['?programa=no-ar&desde=SINCE90&status=tocado', [], 1],
      ['?programa=&status=&desde=', ['Dora', 'Caio', 'Beto', 'Ana'], 3],
    ])('filters %s', async (query, names, novos) => {
      await onAirForAnHour({ titulo: 'Especial', programaId: shows[0].id });
      const path = `/pedidos${query.replace('SHOW1', String(shows[1].id)).replace('SINCE90', encodeURIComponent(ago(90).toISOString()))}`;
      const { status, body } = await call('GET', path, tokens.admin);
      expect(status).toBe(200);
      expect(body.dados.map((item: Json) => item.nome)).toEqual(names);
      expect(body.meta.novos).toBe(novos);
    });

    it("'no-ar' during an exception of its own lists the requests sent under its title", async () => {
      await onAirForAnHour({ titulo: 'Jogo do Inter', programaId: null });
      const { body } = await call('GET', '/pedidos?programa=no-ar', tokens.editor);
      expect(body.noAr).toEqual({ programaId: null, nome: 'Jogo do Inter' });
      expect(body.dados.map((item: Json) => item.nome)).toEqual(['Dora']);
    });

    it.each([
      ['?programa=abc', 'Filtro de programa inválido: use todos, no-ar ou o número do programa.'],
      ['?status=talvez', 'Filtro de status inválido: use todos, novo, lido ou tocado.'],
      ['?desde=ontem', 'A data inicial (desde) deve ser um instante ISO 8601 com fuso, como 2026-05-04T00:00:00-03:00.'],
    ])('bad filter %s → 400 in pt-BR', async (query, message) => {
      const { status, body } = await call('GET', `/pedidos${query}`, tokens.editor);
      expect(status).toBe(400);
      expect(Object.values(body.campos)).toEqual([message]);
    });

    it("marks 'lido', 'tocado' and back to 'novo'; unknown id 404, bad status 400", async () => {
      const id = rows[0].id;
      const read = await call('PATCH', `/pedidos/${id}`, tokens.editor, { status: 'lido' });
      expect(read).toMatchObject({ status: 200, body: { id, status: 'lido', nome: 'Ana' } });
      expect((await call('PATCH', `/pedidos/${id}`, tokens.admin, { status: 'tocado' })).body.status).toBe('tocado');
      expect((await call('GET', '/pedidos?status=tocado', tokens.admin)).body.dados.map((item: Json) => item.id)).toEqual([id]);
      expect((await call('PATCH', `/pedidos/${id}`, tokens.admin, { status: 'novo' })).body.status).toBe('novo');
      expect(await call('PATCH', '/pedidos/999999', tokens.admin, { status: 'lido' })).toEqual({ status: 404, body: { message: 'Pedido não encontrado.', codigo: 'NAO_ENCONTRADO' } });
      const bad = await call('PATCH', `/pedidos/${id}`, tokens.admin, { status: 'apagado' });
      expect(bad).toMatchObject({ status: 400, body: { campos: { status: 'Informe o status do pedido: novo, lido ou tocado.' } } });
      expect((await call('PATCH', '/pedidos/abc', tokens.admin, { status: 'lido' })).body).toEqual({ message: 'Identificador de pedido inválido.', codigo: 'REQUISICAO_INVALIDA' });
    });
  });

  describe('the service', () => {
    it('stores what is on air at the instant it is given, and that instant as its time', async () => {
      await database.db.delete(gradeExcecoes);
      const at = new Date(Date.UTC(2031, 0, 6, 15, 0));
      await database.db.insert(gradeExcecoes).values({ titulo: 'Plantão de Ano Novo', programaId: shows[1].id, inicio: new Date(at.getTime() - 60_000), fim: new Date(at.getTime() + 60_000) });
      await storeSongRequest(database.db, { nome: 'Zeca do serviço', local: 'Centro', mensagem: 'Uma moda de viola' }, freshIp(), at);
      const [row] = await byName('Zeca do serviço');
      expect(row).toMatchObject({ programaId: shows[1].id, programaNome: shows[1].nome, criadoEm: at });
    });

    it('deletes requests older than 90 days, at most once an hour from the scheduler', async () => {
      const now = new Date();
      await database.db.insert(pedidosMusicais).values([
        { nome: 'Antigo', local: 'Centro', mensagem: 'Velho', criadoEm: new Date(now.getTime() - 91 * DAY_MS) },
        { nome: 'Recente', local: 'Centro', mensagem: 'Novo', criadoEm: new Date(now.getTime() - 89 * DAY_MS) },
      ]);
      expect(await deleteExpiredSongRequests(database.db, now)).toBe(1);
      expect(await byName('Antigo')).toHaveLength(0);
      expect(await byName('Recente')).toHaveLength(1);

      await database.db.insert(pedidosMusicais).values({ nome: 'Antigo', local: 'Centro', mensagem: 'Velho', criadoEm: new Date(now.getTime() - 91 * DAY_MS) });
      const getDb = async () => database.db;
      delete (globalThis as { __sintoniaSongRequestPrune?: number }).__sintoniaSongRequestPrune;
      const first = await deleteExpiredSongRequestsIfDue(getDb, new Date(now.getTime() + 2 * 60 * 60 * 1000));
      expect(first).toBe(1);
      await database.db.insert(pedidosMusicais).values({ nome: 'Antigo', local: 'Centro', mensagem: 'Velho', criadoEm: new Date(now.getTime() - 91 * DAY_MS) });
      expect(await deleteExpiredSongRequestsIfDue(getDb, new Date(now.getTime() + 2 * 60 * 60 * 1000 + 59 * 60_000))).toBeNull();
      expect(await deleteExpiredSongRequestsIfDue(getDb, new Date(now.getTime() + 3 * 60 * 60 * 1000))).toBe(1);
      const newest = await database.db.select().from(pedidosMusicais).orderBy(desc(pedidosMusicais.criadoEm)).limit(1);
      expect(newest).toHaveLength(1);
    });
  });
});
