import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiApp } from '@/lib/server/api/app';
import { programmeForHour } from '@/lib/domain/programme';
import { playerShows, showOnAir } from '@/lib/domain/schedule';
import { episodios, logs, membrosEquipe, programaApresentadores, programaHorarios, programas } from '@/lib/server/db/schema';
import { STATION, TEAM } from '@/lib/server/db/seed/station';
import { PROGRAMME_MESSAGES, slotClashMessage } from '@/lib/schemas/programmes';
import {
  createProgramme,
  PRESENTERS_NOT_FOUND_MESSAGE,
  PROGRAMME_HAS_EPISODES_MESSAGE,
  PROGRAMME_WRITE_FORBIDDEN_MESSAGE,
} from '@/lib/server/services/admin-programmes';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const INVALID = 'Dados inválidos. Verifique os campos destacados.';

describe.each(TEST_BACKENDS)('API da programação ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  let memberIds: Record<string, number>;

  const lastLog = async () => (await database.db.select().from(logs).orderBy(desc(logs.id)).limit(1))[0];
  const count = async () => (await database.db.select({ total: sql<number>`count(*)::int` }).from(programas))[0].total;
  /** A body with one slot: `dias`, `inicio` and `fim` go into it (the others are the show's). */
  const show = ({ dias = [2], inicio = '00:00', fim = '05:00', ...overrides }: Record<string, unknown> = {}) => ({
    nome: 'Madrugada Sertaneja',
    descricao: 'Modão até o sol nascer.',
    imagem: null,
    apresentadores: [],
    horarios: [{ dias, inicio, fim }],
    ativo: true,
    ...overrides,
  });

  beforeAll(async () => {
    ({ database, app, call, tokens, ids } = await setupStaffApi(backend));
    const members = await database.db.select({ id: membrosEquipe.id, nome: membrosEquipe.nome }).from(membrosEquipe);
    memberIds = Object.fromEntries(TEAM.map((member) => [member.chave, members.find((m) => m.nome === member.nome)!.id]));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('the demo grid is SPEC §4.2 table, every day, with presenters from the team', async () => {
    const { status, body } = await call('GET', '/publico/programacao');
    expect(status).toBe(200);
    expect(body.map((s: Json) => [s.nome, s.inicioMinuto, s.fimMinuto, s.dias])).toEqual([
      [`Bom Dia ${STATION.nome}`, 360, 540, EVERY_DAY],
      [`${STATION.nome} Manhã`, 540, 720, EVERY_DAY],
      ['Almoço com Música', 720, 900, EVERY_DAY],
      ['Tarde Musical', 900, 1080, EVERY_DAY],
      [`${STATION.nome} Notícias`, 1080, 1260, EVERY_DAY],
    ]);
    expect(Object.keys(body[0]).sort()).toEqual(['apresentadores', 'descricao', 'dias', 'fimMinuto', 'horarios', 'id', 'imagem', 'inicioMinuto', 'nome', 'slug']);
    expect(body[0].horarios).toEqual([{ dias: EVERY_DAY, inicioMinuto: 360, fimMinuto: 540 }]);
    expect(body[0].slug).toBe('bom-dia-sintonia-fm');
    expect(body[0].apresentadores).toEqual([{ id: memberIds.claudio, nome: 'Cláudio Zanella', avatar: expect.stringMatching(/^\/uploads\//) }]);
    expect(body[4].apresentadores.map((p: Json) => p.nome)).toEqual(['Marta Lindner', 'Paulo Weber']);
    // So the player says the same with the demo grid as with the fixed table.
    for (let hour = 0; hour < 24; hour++) {
      const date = new Date(Date.UTC(2026, 10, 24, hour + 3, 30));
      expect(showOnAir(playerShows(body, STATION.nome), date)?.nome ?? STATION.nome).toBe(programmeForHour(hour, STATION.nome));
    }
  });

  it('401 without a token and 403 for an autor on every write route; reads are open to any staff member', async () => {
    const [existing] = await database.db.select().from(programas).limit(1);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/programas'],
      ['GET', `/programas/${existing.id}`],
      ['POST', '/programas', show()],
      ['PUT', `/programas/${existing.id}`, show()],
      ['DELETE', `/programas/${existing.id}`],
    ];
    const before = await count();
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const asAutor = await call(method, path, tokens.autor, body);
      if (method === 'GET') expect(asAutor.status).toBe(200);
      else expect(asAutor).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
    }
    expect(await count()).toBe(before);
    const [after] = await database.db.select().from(programas).where(eq(programas.id, existing.id));
    expect(after).toEqual(existing);
  });

  it('the service refuses an autor too (403), whatever the route did', async () => {
    await expect(
      createProgramme(database.db, { user: { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, ip: null }, {
        nome: 'Intruso',
        descricao: '',
        imagem: null,
        apresentadores: [],
        horarios: [{ dias: [2], inicioMinuto: 0, fimMinuto: 60 }],
        ativo: true,
      }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: PROGRAMME_WRITE_FORBIDDEN_MESSAGE });
  });

  it('GET /programas lists every show with presenters (cargo included); GET /programas/:id one; unknown and unbounded ids refused', async () => {
    const { status, body } = await call('GET', '/programas', tokens.autor);
    expect(status).toBe(200);
    expect(body).toHaveLength(5);
    expect(Object.keys(body[0]).sort()).toEqual(['apresentadores', 'ativo', 'atualizadoEm', 'criadoEm', 'descricao', 'dias', 'fimMinuto', 'horarios', 'id', 'imagem', 'inicioMinuto', 'nome', 'slug']);
    expect(body[0].apresentadores[0]).toEqual({ id: memberIds.claudio, nome: 'Cláudio Zanella', cargo: 'Locutor', avatar: expect.any(String) });
    expect(await call('GET', `/programas/${body[3].id}`, tokens.editor)).toEqual({ status: 200, body: body[3] });
    expect(await call('GET', '/programas/999999', tokens.editor)).toEqual({ status: 404, body: { message: 'Programa não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    for (const id of ['2147483648', '99999999999999999999', '0']) {
      expect(await call('GET', `/programas/${id}`, tokens.editor)).toEqual({ status: 400, body: { message: 'Identificador de programa inválido.', codigo: 'REQUISICAO_INVALIDA' } });
    }
    for (const id of ['abc', '-1', '1.5']) expect((await call('GET', `/programas/${id}`, tokens.editor)).status).toBe(404);
  });

  it('validates with pt-BR field messages (400) and saves nothing', async () => {
    const before = await count();
    const { status, body } = await call('POST', '/programas', tokens.editor, {
      nome: ' x ',
      descricao: 'a'.repeat(1001),
      imagem: 'javascript:alert(1)',
      apresentadores: [1, 2, 3, 4, 5, 6, 7],
      horarios: [
        { dias: [], inicio: '25:00', fim: '9h' },
        { dias: [1], inicio: '10:00' },
      ],
      ativo: 'sim',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: INVALID,
      codigo: 'REQUISICAO_INVALIDA',
      campos: {
        nome: PROGRAMME_MESSAGES.nomeCurto,
        descricao: PROGRAMME_MESSAGES.descricaoLonga,
        imagem: 'Escolha uma imagem da biblioteca de mídia.',
        apresentadores: PROGRAMME_MESSAGES.apresentadoresDemais,
        'horarios.0.dias': PROGRAMME_MESSAGES.dias,
        'horarios.0.inicio': PROGRAMME_MESSAGES.horario,
        'horarios.0.fim': PROGRAMME_MESSAGES.horario,
        'horarios.1.fim': PROGRAMME_MESSAGES.fim,
        ativo: PROGRAMME_MESSAGES.ativo,
      },
    });
    const missing = await call('POST', '/programas', tokens.editor, {});
    expect(missing.body.campos).toEqual({ nome: PROGRAMME_MESSAGES.nome, horarios: 'Informe pelo menos um horário do programa.' });
    expect((await call('POST', '/programas', tokens.editor, show({ horarios: [] }))).body.campos).toEqual({ horarios: 'Informe pelo menos um horário do programa.' });
    expect((await call('POST', '/programas', tokens.editor, show({ horarios: ['15:00', null] }))).body.campos).toEqual({ 'horarios.0': 'Horário inválido.', 'horarios.1': 'Horário inválido.' });
    const fifteen = Array.from({ length: 15 }, (_, index) => ({ dias: [index % 7], inicio: `0${index % 7}:00`.slice(-5), fim: '23:00' }));
    expect((await call('POST', '/programas', tokens.editor, show({ horarios: fifteen }))).body.campos).toEqual({ horarios: 'Um programa pode ter no máximo 14 horários.' });
    // Start == end: no length at all.
    expect((await call('POST', '/programas', tokens.editor, show({ inicio: '22:00', fim: '22:00' }))).body).toEqual({
      message: INVALID,
      codigo: 'REQUISICAO_INVALIDA',
      campos: { 'horarios.0.fim': 'O programa precisa durar pelo menos 1 minuto.' },
    });
    expect((await call('POST', '/programas', tokens.editor, show({ dias: [7, -1] }))).body.campos).toEqual({ 'horarios.0.dias.0': PROGRAMME_MESSAGES.dia, 'horarios.0.dias.1': PROGRAMME_MESSAGES.dia });
    // The show's own slots may not overlap: Monday twice, or a late slot into the next morning.
    const clash = show({ horarios: [{ dias: [1, 2], inicio: '22:00', fim: '23:30' }, { dias: [6], inicio: '01:00', fim: '02:00' }, { dias: [2], inicio: '23:00', fim: '23:45' }] });
    expect((await call('POST', '/programas', tokens.editor, clash)).body.campos).toEqual({ 'horarios.2.inicio': slotClashMessage('terça, 22:00–23:30') });
    // A client from before slots sends one set of days and times at the top: read as one slot.
    const legacy = await call('POST', '/programas', tokens.editor, { nome: 'Antigo', dias: [9], inicio: '15:00', fim: '15:00' });
    expect(legacy.body.campos).toEqual({ 'horarios.0.dias.0': PROGRAMME_MESSAGES.dia, 'horarios.0.fim': PROGRAMME_MESSAGES.duracao });
    expect((await call('POST', '/programas', tokens.editor, show({ apresentadores: [2 ** 31] }))).body.campos).toEqual({ 'apresentadores.0': PROGRAMME_MESSAGES.apresentador });
    const notJson = await app.request('/api/v1/programas', { method: 'POST', headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'text/plain' }, body: 'x' });
    expect(notJson.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('presenters must be team members: 422 with the field message', async () => {
    const before = await count();
    const { status, body } = await call('POST', '/programas', tokens.editor, show({ apresentadores: [memberIds.jorge, 999999] }));
    expect(status).toBe(422);
    expect(body).toEqual({ message: PRESENTERS_NOT_FOUND_MESSAGE, codigo: 'APRESENTADOR_INEXISTENTE', campos: { apresentadores: PRESENTERS_NOT_FOUND_MESSAGE } });
    expect(await count()).toBe(before);
  });

  describe('overlaps (409), over the minutes of the week', () => {
    const conflict = (message: string, slot = 0) => ({ status: 409, body: { message, codigo: 'CONFLITO_HORARIO', campos: { [`horarios.${slot}.inicio`]: message } } });
    const created: Record<string, Json> = {};

    it('refuses a slot inside an active show, naming it, its day and time', async () => {
      const before = await count();
      expect(await call('POST', '/programas', tokens.editor, show({ nome: 'Especial', dias: [1], inicio: '15:30', fim: '16:30' }))).toEqual(
        conflict('Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).'),
      );
      expect(await call('POST', '/programas', tokens.admin, show({ nome: 'Especial', dias: [3, 4], inicio: '20:59', fim: '23:00' }))).toEqual(
        conflict(`Conflito de horário com "${STATION.nome} Notícias" (quarta, 18:00–21:00).`),
      );
      expect(await count()).toBe(before);
    });

    it('accepts a show crossing midnight (Friday 22:00–02:00), creates it with a slug, presenters in order, and logs it', async () => {
      const { status, body } = await call(
        'POST',
        '/programas',
        tokens.editor,
        show({ nome: '  Corujão da Sintonia ', dias: [5], inicio: '22:00', fim: '02:00', apresentadores: [memberIds.jorge, memberIds.claudio, memberIds.jorge] }),
        { 'x-forwarded-for': '198.51.100.9' },
      );
      expect(status).toBe(201);
      expect(body).toEqual(
        expect.objectContaining({
          nome: 'Corujão da Sintonia',
          slug: 'corujao-da-sintonia',
          horarios: [{ dias: [5], inicioMinuto: 1320, fimMinuto: 120 }],
          dias: [5],
          inicioMinuto: 1320,
          fimMinuto: 120,
          ativo: true,
          apresentadores: [expect.objectContaining({ nome: 'Jorge Dalla Costa' }), expect.objectContaining({ nome: 'Cláudio Zanella' })],
        }),
      );
      created.corujao = body;
      expect(await lastLog()).toEqual(
        expect.objectContaining({
          usuarioId: ids.editor,
          acao: 'criar',
          entidade: 'programa',
          entidadeId: String(body.id),
          ip: '198.51.100.9',
          detalhes: { nome: 'Corujão da Sintonia', horarios: [{ dias: [5], inicio: '22:00', fim: '02:00' }], ativo: true },
        }),
      );
      // Its Saturday morning hours are taken.
      expect(await call('POST', '/programas', tokens.editor, show({ dias: [6], inicio: '01:00', fim: '03:00' }))).toEqual(
        conflict('Conflito de horário com "Corujão da Sintonia" (sexta, 22:00–02:00).'),
      );
      // Another show of the same name gets its own slug.
      const twin = await call('POST', '/programas', tokens.editor, show({ nome: 'Corujão da Sintonia', dias: [4], inicio: '22:00', fim: '02:00' }));
      expect(twin.status).toBe(201);
      expect(twin.body.slug).toBe('corujao-da-sintonia-2');
      created.twin = twin.body;
    });

    it('Saturday → Sunday wraps the week', async () => {
      const balada = await call('POST', '/programas', tokens.editor, show({ nome: 'Balada de Sábado', dias: [6], inicio: '23:00', fim: '01:00' }));
      expect(balada.status).toBe(201);
      created.balada = balada.body;
      expect(await call('POST', '/programas', tokens.editor, show({ dias: [0], inicio: '00:30', fim: '05:00' }))).toEqual(
        conflict('Conflito de horário com "Balada de Sábado" (sábado, 23:00–01:00).'),
      );
      // Touching end to start is fine: Sunday 01:00–06:00.
      const sunday = await call('POST', '/programas', tokens.editor, show({ nome: 'Domingo Cedo', dias: [0], inicio: '01:00', fim: '06:00' }));
      expect(sunday.status).toBe(201);
      created.sunday = sunday.body;
    });

    it('different times on different weekdays: each slot its own, edited alone, stored a row per day; overlaps found in any slot', async () => {
      const slots = [
        { dias: [2, 1], inicio: '03:00', fim: '05:00' },
        { dias: [6], inicio: '03:00', fim: '04:30' },
      ];
      const plantao = await call('POST', '/programas', tokens.editor, show({ nome: 'Plantão da Madrugada', horarios: slots }));
      expect(plantao.status).toBe(201);
      expect(plantao.body.horarios).toEqual([
        { dias: [1, 2], inicioMinuto: 180, fimMinuto: 300 },
        { dias: [6], inicioMinuto: 180, fimMinuto: 270 },
      ]);
      // The first slot's at the top, for clients from before slots.
      expect(plantao.body).toEqual(expect.objectContaining({ dias: [1, 2], inicioMinuto: 180, fimMinuto: 300 }));
      const rows = async () =>
        (await database.db.select().from(programaHorarios).where(eq(programaHorarios.programaId, plantao.body.id)))
          .map((row) => [row.dia, row.inicioMinuto, row.fimMinuto])
          .sort((a, b) => a[0] - b[0]);
      expect(await rows()).toEqual([
        [1, 180, 300],
        [2, 180, 300],
        [6, 180, 270],
      ]);
      created.plantao = plantao.body;

      // Saturday's end moves; the weekdays keep theirs.
      const edited = await call('PUT', `/programas/${plantao.body.id}`, tokens.editor, show({ nome: 'Plantão da Madrugada', horarios: [slots[0], { dias: [6], inicio: '03:00', fim: '05:30' }] }));
      expect(edited.status).toBe(200);
      expect(await rows()).toEqual([
        [1, 180, 300],
        [2, 180, 300],
        [6, 180, 330],
      ]);
      expect((await lastLog()).detalhes).toEqual(
        expect.objectContaining({
          campos: ['horarios'],
          horarios: [
            { dias: [1, 2], inicio: '03:00', fim: '05:00' },
            { dias: [6], inicio: '03:00', fim: '05:30' },
          ],
        }),
      );
      const published = (await call('GET', '/publico/programacao')).body.find((s: Json) => s.id === plantao.body.id);
      expect(published.horarios).toEqual([
        { dias: [1, 2], inicioMinuto: 180, fimMinuto: 300 },
        { dias: [6], inicioMinuto: 180, fimMinuto: 330 },
      ]);

      // Another show: refused in whichever of its slots meets one of Plantão's, the message on that slot.
      expect(await call('POST', '/programas', tokens.editor, show({ nome: 'Intruso', dias: [2], inicio: '04:00', fim: '04:30' }))).toEqual(
        conflict('Conflito de horário com "Plantão da Madrugada" (terça, 03:00–05:00).'),
      );
      const second = show({ nome: 'Intruso', horarios: [{ dias: [3], inicio: '03:00', fim: '04:00' }, { dias: [6], inicio: '05:00', fim: '05:45' }] });
      expect(await call('POST', '/programas', tokens.editor, second)).toEqual(conflict('Conflito de horário com "Plantão da Madrugada" (sábado, 03:00–05:30).', 1));
      // The message goes to the slot where the form has it, even when it comes earlier in the week.
      const third = show({ nome: 'Intruso', horarios: [{ dias: [3], inicio: '03:00', fim: '04:00' }, { dias: [1], inicio: '04:00', fim: '04:30' }] });
      expect(await call('POST', '/programas', tokens.editor, third)).toEqual(conflict('Conflito de horário com "Plantão da Madrugada" (segunda, 03:00–05:00).', 1));
      // Saturday 05:30–06:00 is free: touching end to start.
      const after = await call('POST', '/programas', tokens.editor, show({ nome: 'Antes do Bom Dia', dias: [6], inicio: '05:30', fim: '06:00' }));
      expect(after.status).toBe(201);
      created.after = after.body;
    });

    it('only active shows count; reactivating into a taken slot is refused; a show never conflicts with itself', async () => {
      const hidden = await call('POST', '/programas', tokens.editor, show({ nome: 'Rascunho de Programa', dias: [1], inicio: '16:00', fim: '17:00', ativo: false }));
      expect(hidden.status).toBe(201);
      expect(hidden.body.ativo).toBe(false);
      // The inactive one does not block a new show either.
      const reactivate = await call('PUT', `/programas/${hidden.body.id}`, tokens.editor, show({ nome: 'Rascunho de Programa', dias: [1], inicio: '16:00', fim: '17:00', ativo: true }));
      expect(reactivate).toEqual(conflict('Conflito de horário com "Tarde Musical" (segunda, 15:00–18:00).'));
      expect((await database.db.select().from(programas).where(eq(programas.id, hidden.body.id)))[0].ativo).toBe(false);

      // Edited in place (an hour earlier, a new name, other presenters): its own slot is not a conflict; the slug stays.
      const edited = await call(
        'PUT',
        `/programas/${created.corujao.id}`,
        tokens.admin,
        show({ nome: 'Corujão', dias: [5], inicio: '21:00', fim: '02:00', apresentadores: [memberIds.renata] }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual(expect.objectContaining({ nome: 'Corujão', slug: 'corujao-da-sintonia', inicioMinuto: 1260, fimMinuto: 120 }));
      expect(edited.body.apresentadores.map((p: Json) => p.nome)).toEqual(['Renata Fagundes']);
      expect(await lastLog()).toEqual(
        expect.objectContaining({
          acao: 'atualizar',
          entidade: 'programa',
          detalhes: expect.objectContaining({ nome: 'Corujão', campos: ['nome', 'horarios', 'apresentadores'], nomeAnterior: 'Corujão da Sintonia' }),
        }),
      );
      expect((await call('PUT', '/programas/999999', tokens.editor, show())).status).toBe(404);

      // Deactivated: gone from the public grid, still in the panel; logged as 'desativar'.
      const off = await call('PUT', `/programas/${created.twin.id}`, tokens.editor, show({ nome: 'Corujão da Sintonia', dias: [4], inicio: '22:00', fim: '02:00', ativo: false }));
      expect(off.status).toBe(200);
      expect((await lastLog()).acao).toBe('desativar');
      const publicIds = (await call('GET', '/publico/programacao')).body.map((s: Json) => s.id);
      expect(publicIds).not.toContain(created.twin.id);
      expect(publicIds).not.toContain(hidden.body.id);
      expect(publicIds).toContain(created.corujao.id);
      expect((await call('GET', '/programas', tokens.autor)).body.map((s: Json) => s.id)).toContain(created.twin.id);
    });

    it('two saves at the same moment for the same slot: one passes, the other is refused', async () => {
      const slot = (nome: string) => show({ nome, dias: [3], inicio: '02:00', fim: '04:00' });
      const answers = await Promise.all([call('POST', '/programas', tokens.editor, slot('Primeiro')), call('POST', '/programas', tokens.admin, slot('Segundo'))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const winner = answers.find((answer) => answer.status === 201)!.body;
      expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(`Conflito de horário com "${winner.nome}" (quarta, 02:00–04:00).`);
    });

    it('the public grid: active shows by start time, presenters without their cargo, inactive members left out', async () => {
      const { body } = await call('GET', '/publico/programacao');
      const starts = body.map((s: Json) => s.inicioMinuto);
      expect(starts).toEqual([...starts].sort((a: number, b: number) => a - b));
      const corujao = body.find((s: Json) => s.id === created.corujao.id);
      expect(corujao.apresentadores).toEqual([{ id: memberIds.renata, nome: 'Renata Fagundes', avatar: expect.any(String) }]);
      await database.db.update(membrosEquipe).set({ ativo: false }).where(eq(membrosEquipe.id, memberIds.renata));
      try {
        const again = (await call('GET', '/publico/programacao')).body.find((s: Json) => s.id === created.corujao.id);
        expect(again.apresentadores).toEqual([]);
      } finally {
        await database.db.update(membrosEquipe).set({ ativo: true }).where(eq(membrosEquipe.id, memberIds.renata));
      }
    });
  });

  it('deleting a team member takes them out of the shows they presented', async () => {
    const [news] = await database.db.select().from(programas).where(eq(programas.slug, 'sintonia-fm-noticias'));
    expect((await call('DELETE', `/equipe/${memberIds.paulo}`, tokens.admin)).status).toBe(204);
    const presenters = (await call('GET', `/programas/${news.id}`, tokens.editor)).body.apresentadores.map((p: Json) => p.nome);
    expect(presenters).toEqual(['Marta Lindner']);
  });

  it('deletes with 204 (presenters go with it) and logs it; unknown ids 404; a show with podcast episodes is kept (409)', async () => {
    const [sunday] = await database.db.select().from(programas).where(eq(programas.slug, 'domingo-cedo'));
    await database.db.insert(programaApresentadores).values({ programaId: sunday.id, membroId: memberIds.helena, ordem: 0 });
    expect((await call('DELETE', `/programas/${sunday.id}`, tokens.editor)).status).toBe(204);
    expect(await database.db.select().from(programaApresentadores).where(eq(programaApresentadores.programaId, sunday.id))).toEqual([]);
    expect(await database.db.select().from(programaHorarios).where(eq(programaHorarios.programaId, sunday.id))).toEqual([]);
    expect(await lastLog()).toEqual(
      expect.objectContaining({
        usuarioId: ids.editor,
        acao: 'excluir',
        entidade: 'programa',
        entidadeId: String(sunday.id),
        detalhes: { nome: 'Domingo Cedo', horarios: [{ dias: [0], inicio: '01:00', fim: '06:00' }] },
      }),
    );
    expect(await call('DELETE', `/programas/${sunday.id}`, tokens.editor)).toEqual({ status: 404, body: { message: 'Programa não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    expect((await call('DELETE', '/programas/999999', tokens.admin)).status).toBe(404);
    expect((await call('DELETE', '/programas/2147483648', tokens.admin)).status).toBe(400);

    const [tarde] = await database.db.select().from(programas).where(eq(programas.nome, 'Tarde Musical'));
    await database.db.insert(episodios).values({
      programaId: tarde.id,
      titulo: 'Entrevista',
      slug: 'entrevista-tarde',
      audioUrl: '/uploads/2026/11/entrevista.mp3',
      audioMime: 'audio/mpeg',
      audioTamanho: 1000,
      duracaoSegundos: 60,
      guid: 'guid-entrevista-tarde',
      publicadoEm: new Date(),
    });
    try {
      expect(await call('DELETE', `/programas/${tarde.id}`, tokens.admin)).toEqual({ status: 409, body: { message: PROGRAMME_HAS_EPISODES_MESSAGE, codigo: 'PROGRAMA_COM_EPISODIOS' } });
      expect(await database.db.select({ id: programas.id }).from(programas).where(inArray(programas.id, [tarde.id]))).toHaveLength(1);
    } finally {
      await database.db.delete(episodios).where(eq(episodios.programaId, tarde.id));
    }
  });
});
