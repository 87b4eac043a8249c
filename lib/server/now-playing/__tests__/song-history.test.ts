import { asc, eq, sql } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { hourStartOf } from '@/lib/domain/listeners';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { openDatabase, type Database, type DatabaseHandle } from '@/lib/server/db/client';
import { configuracoes, gradeExcecoes, logs, membrosEquipe, musicasTocadas, ouvintesHora, programaApresentadores, programas } from '@/lib/server/db/schema';
import { recordSongObservation } from '@/lib/server/services/song-history';
import { TEST_BACKENDS } from '@/test/helpers/database';
import { startFakeIcecast, type FakeIcecast } from '@/test/helpers/fake-icecast';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';
import { readStationStatus } from '../read-title';
import { SongHistoryRecorder } from '../recorder';
import { NowPlayingStore } from '../store';

/*
 * "O que tocou" and the listener figures, end to end below the browser: a fake Icecast on loopback
 * whose title and listener count the test changes, the process's store and the recorder on a
 * clock of the test's own, a real database (PGlite, and PostgreSQL when configured), the API
 * in-process.
 */

jest.setTimeout(120_000);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZONE = 'America/Sao_Paulo';

// Whole UTC hours are whole São Paulo hours. Everything happens within the last 7 days.
const NOW_HOUR = Math.floor(Date.now() / HOUR) * HOUR;
const START = NOW_HOUR - 3 * HOUR;

// Formatted independently of the code under test.
const spDateTime = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const csvTime = (ms: number) => spDateTime.format(new Date(ms)).replace(', ', ' ');
const spDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
const spTime = (ms: number) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms));

const SHOW = 'Tarde Musical de Teste';
const GAME = 'Jogo do Inter';
const SONGS_TAG = CACHE_TAGS.songs;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

describe.each(TEST_BACKENDS)('song history and listener figures ($name)', (backend) => {
  let api: StaffApi;
  let db: Database;
  let icecast: FakeIcecast;
  let clock: number;
  let expired: string[][];
  let problems: string[];
  let showId: number;

  const setSetting = async (chave: string, valor: string) => {
    await db.insert(configuracoes).values({ chave, valor, publico: true, grupo: 'radio' }).onConflictDoUpdate({ target: configuracoes.chave, set: { valor } });
  };
  const newStore = (refreshMs?: number) =>
    new NowPlayingStore({ now: () => clock, refreshMs, log: (line) => problems.push(line), readStatus: (source) => readStationStatus(source, { timeoutMs: 3000 }) });
  const newRecorder = (store: NowPlayingStore, on: Database = db) =>
    new SongHistoryRecorder(async () => on, {
      store,
      now: () => clock,
      expireTags: async (tags) => {
        expired.push([...tags]);
      },
      log: (line) => problems.push(line),
    });
  const appWith = (store: NowPlayingStore): ApiApp => createApiApp({ getDb: async () => db, nowPlaying: store });
  const get = async (app: ApiApp, path: string, token?: string) => {
    const response = await app.request(`/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    // Decoded keeping a BOM: Response.text() would drop the one the CSV must start with.
    return { status: response.status, headers: response.headers, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  };
  const getJson = async (app: ApiApp, path: string, token?: string) => {
    const answer = await get(app, path, token);
    return { status: answer.status, body: JSON.parse(answer.text) };
  };
  const rows = () => db.select().from(musicasTocadas).orderBy(asc(musicasTocadas.inicio), asc(musicasTocadas.id));
  /** Plays `title` from `at` (the recorder's round reads it then). */
  const play = async (recorder: SongHistoryRecorder, title: string, at: number) => {
    icecast.setTitle(title);
    clock = at;
    await recorder.tick();
  };

  beforeAll(async () => {
    api = await setupStaffApi(backend);
    db = api.database.db;
    const [show] = await db.insert(programas).values({ nome: SHOW, slug: 'tarde-musical-de-teste' }).returning({ id: programas.id });
    showId = show.id;
    const members = await db
      .insert(membrosEquipe)
      .values([
        { nome: 'Ana Teste', cargo: 'Locutora', ordem: 0 },
        { nome: 'Beto Teste', cargo: 'Locutor', ordem: 1 },
      ])
      .returning({ id: membrosEquipe.id });
    await db.insert(programaApresentadores).values(members.map((member, ordem) => ({ programaId: showId, membroId: member.id, ordem })));
    // Exceptions replace the demo grid for the test's hours: the show, then a game with no show.
    await db.insert(gradeExcecoes).values([
      { titulo: 'Especial', inicio: new Date(START - HOUR), fim: new Date(START + 10 * MINUTE), programaId: showId },
      { titulo: GAME, inicio: new Date(START + 10 * MINUTE), fim: new Date(START + 2 * HOUR), programaId: null },
    ]);
  });
  afterAll(async () => {
    await api?.dispose();
  });

  beforeEach(async () => {
    icecast = await startFakeIcecast({ title: '' });
    clock = START;
    expired = [];
    problems = [];
    await db.delete(musicasTocadas);
    await db.delete(ouvintesHora);
    await db.delete(configuracoes).where(sql`${configuracoes.chave} like 'radio.%'`);
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    await setSetting('radio.metadadosUrl', icecast.url('/status-json.xsl'));
  });
  afterEach(async () => {
    await icecast.close();
  });

  it('three song changes: three rows with their start, end and the show on air; silence closes the last; /tocou lists them', async () => {
    const store = newStore();
    const recorder = newRecorder(store);
    await play(recorder, 'Legião Urbana - Tempo Perdido', START);
    await play(recorder, 'Marisa Monte - Ainda Bem', START + 5 * MINUTE + 20_000);
    await play(recorder, 'Djavan - Oceano', START + 12 * MINUTE + 10_000);
    // The same read again changes nothing.
    await recorder.tick();
    clock += 30_000;
    await recorder.tick();
    // The stream goes silent: the song on air ends at that read.
    await play(recorder, '', START + 16 * MINUTE);

    expect((await rows()).map((row) => [row.artista, row.titulo, row.inicio.getTime(), row.fim?.getTime() ?? null, row.programaNome, row.apresentadores])).toEqual([
      ['Legião Urbana', 'Tempo Perdido', START, START + 5 * MINUTE + 20_000, SHOW, 'Ana Teste e Beto Teste'],
      ['Marisa Monte', 'Ainda Bem', START + 5 * MINUTE + 20_000, START + 12 * MINUTE + 10_000, SHOW, 'Ana Teste e Beto Teste'],
      ['Djavan', 'Oceano', START + 12 * MINUTE + 10_000, START + 16 * MINUTE, GAME, null],
    ]);
    expect((await rows()).map((row) => row.programaId)).toEqual([showId, showId, null]);
    // Each change expired the /tocou pages (rounds minutes apart: no throttling).
    expect(expired).toEqual([[SONGS_TAG], [SONGS_TAG], [SONGS_TAG], [SONGS_TAG]]);
    expect(problems).toEqual([]);

    const app = appWith(store);
    const latest = await getJson(app, '/publico/tocou');
    expect(latest.status).toBe(200);
    expect(latest.body.modo).toBe('recentes');
    expect(latest.body.dados.map((song: { artista: string; titulo: string; programa: string; inicio: string }) => [song.artista, song.titulo, song.programa, song.inicio])).toEqual([
      ['Djavan', 'Oceano', GAME, new Date(START + 12 * MINUTE + 10_000).toISOString()],
      ['Marisa Monte', 'Ainda Bem', SHOW, new Date(START + 5 * MINUTE + 20_000).toISOString()],
      ['Legião Urbana', 'Tempo Perdido', SHOW, new Date(START).toISOString()],
    ]);
    expect(latest.body.dados[1]).toEqual(expect.objectContaining({ apresentadores: 'Ana Teste e Beto Teste', fim: new Date(START + 12 * MINUTE + 10_000).toISOString() }));
  });

  it('the /tocou pages are expired at most every 10 s: a change meanwhile is expired once that time has passed', async () => {
    const recorder = newRecorder(newStore(1000));
    await play(recorder, 'Legião Urbana - Tempo Perdido', START);
    expect(expired).toHaveLength(1);
    await play(recorder, 'Marisa Monte - Ainda Bem', START + 3000);
    await play(recorder, 'Djavan - Oceano', START + 6000);
    expect(expired).toHaveLength(1);
    clock = START + 9999;
    await recorder.tick();
    expect(expired).toHaveLength(1);
    clock = START + 10_000;
    await recorder.tick();
    expect(expired).toEqual([[SONGS_TAG], [SONGS_TAG]]);
    clock = START + 30_000;
    await recorder.tick();
    expect(expired).toHaveLength(2);
    expect((await rows()).map((row) => row.titulo)).toEqual(['Tempo Perdido', 'Ainda Bem', 'Oceano']);
  });

  it('the minute picker finds the song of that minute (the one heard longest in it) and its neighbours', async () => {
    const recorder = newRecorder(newStore());
    await play(recorder, 'Legião Urbana - Tempo Perdido', START);
    await play(recorder, 'Marisa Monte - Ainda Bem', START + 5 * MINUTE + 20_000);
    await play(recorder, 'Djavan - Oceano', START + 12 * MINUTE + 10_000);
    const [first, second, third] = await rows();
    const app = appWith(newStore());
    const at = async (ms: number) => (await getJson(app, `/publico/tocou?data=${spDay(ms)}&hora=${encodeURIComponent(spTime(ms))}`)).body;

    const middle = await at(START + 7 * MINUTE);
    expect(middle).toEqual(expect.objectContaining({ modo: 'momento', data: spDay(START + 7 * MINUTE), hora: spTime(START + 7 * MINUTE), alvoId: second.id }));
    expect(middle.dados.map((song: { id: number }) => song.id)).toEqual([third.id, second.id, first.id]);
    // 20 s of the first song and 40 s of the second in that minute: the second.
    expect((await at(START + 5 * MINUTE)).alvoId).toBe(second.id);
    expect((await at(START)).alvoId).toBe(first.id);
    // The open song lasts until now.
    expect((await at(START + 40 * MINUTE)).alvoId).toBe(third.id);
    // Before anything played: no song, and the ones after the minute.
    const before = await at(START - 10 * MINUTE);
    expect(before.alvoId).toBeNull();
    expect(before.dados.map((song: { id: number }) => song.id)).toEqual([third.id, second.id, first.id]);

    // Bad questions get pt-BR answers, never a 500.
    expect(await getJson(app, '/publico/tocou?data=2026-02-30&hora=14:32')).toEqual({
      status: 400,
      body: { message: 'Parâmetros inválidos.', codigo: 'REQUISICAO_INVALIDA', campos: { data: 'Informe uma data válida (aaaa-mm-dd).' } },
    });
    expect((await getJson(app, '/publico/tocou?data=2026-11-24')).body.campos).toEqual({ hora: 'Informe também a hora (hh:mm).' });
    expect((await getJson(app, '/publico/tocou?hora=25:00&data=2026-11-24')).body.campos).toEqual({ hora: 'Informe uma hora válida (hh:mm).' });
    expect((await getJson(app, '/publico/tocou?busca=x&data=2026-11-24&hora=10:00')).body.campos).toEqual({
      busca: 'Busque por artista ou título, ou escolha data e hora: não os dois ao mesmo tempo.',
    });
    expect((await getJson(app, '/publico/tocou?busca=%00')).status).toBe(400);
    // Dates PostgreSQL would choke on (year 0) or nobody means: refused before any query.
    expect((await getJson(app, '/publico/tocou?data=0000-01-01&hora=00:00')).body.campos).toEqual({ data: 'Informe uma data válida (aaaa-mm-dd).' });
    expect((await getJson(app, '/publico/tocou?data=9999-12-31&hora=23:59')).status).toBe(400);
    expect((await getJson(app, `/publico/tocou?busca=${'a'.repeat(101)}`)).body.campos).toEqual({ busca: 'A busca pode ter no máximo 100 caracteres.' });
  });

  it('five songs before and five after the one found; search is accent- and case-insensitive, with % and _ taken literally', async () => {
    const base = START - 2 * DAY;
    await db.insert(musicasTocadas).values(
      Array.from({ length: 15 }, (_, index) => ({
        artista: index === 3 ? 'João Gilberto' : `Artista ${index}`,
        titulo: index === 4 ? 'Garota de Ipanema' : `Canção ${index}`,
        inicio: new Date(base + index * 4 * MINUTE),
        fim: new Date(base + (index + 1) * 4 * MINUTE),
      })),
    );
    const all = await rows();
    const app = appWith(newStore());
    const found = (await getJson(app, `/publico/tocou?data=${spDay(base + 30 * MINUTE)}&hora=${spTime(base + 30 * MINUTE)}`)).body;
    expect(found.alvoId).toBe(all[7].id);
    expect(found.dados.map((song: { id: number }) => song.id)).toEqual(all.slice(2, 13).map((row) => row.id).reverse());

    const search = async (term: string) => (await getJson(app, `/publico/tocou?busca=${encodeURIComponent(term)}`)).body;
    expect((await search('joao')).dados.map((song: { artista: string }) => song.artista)).toEqual(['João Gilberto']);
    expect((await search('IPANEMA')).dados.map((song: { titulo: string }) => song.titulo)).toEqual(['Garota de Ipanema']);
    expect((await search('cancao 1')).dados.map((song: { titulo: string }) => song.titulo)).toEqual(['Canção 14', 'Canção 13', 'Canção 12', 'Canção 11', 'Canção 10', 'Canção 1']);
    expect((await search('%')).dados).toEqual([]);
    expect((await search('_')).dados).toEqual([]);
    expect((await search('Canção 1')).modo).toBe('busca');
  });

  it('the CSV export: the songs of the period with the exact header, pt-BR dates and durations; staff only, bad periods refused', async () => {
    const recorder = newRecorder(newStore());
    await play(recorder, 'Legião Urbana - Tempo Perdido', START);
    await play(recorder, 'Marisa Monte - Ainda Bem', START + 5 * MINUTE + 20_000);
    await play(recorder, 'Djavan - Oceano', START + 12 * MINUTE + 10_000);
    const app = appWith(newStore());
    const period = `inicio=${spDay(START - DAY)}&fim=${spDay(START + DAY)}`;
    const answer = await get(app, `/musicas-tocadas/exportar?${period}`, api.tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="musicas-tocadas-${spDay(START - DAY)}-a-${spDay(START + DAY)}.csv"`);
    expect(answer.text).toBe(
      '\uFEFFInício;Fim;Duração;Artista;Título;Programa\r\n' +
        `${csvTime(START)};${csvTime(START + 5 * MINUTE + 20_000)};00:05:20;Legião Urbana;Tempo Perdido;${SHOW}\r\n` +
        `${csvTime(START + 5 * MINUTE + 20_000)};${csvTime(START + 12 * MINUTE + 10_000)};00:06:50;Marisa Monte;Ainda Bem;${SHOW}\r\n` +
        `${csvTime(START + 12 * MINUTE + 10_000)};;;Djavan;Oceano;${GAME}\r\n`,
    );
    const [log] = await db.select().from(logs).where(eq(logs.entidade, 'musica_tocada'));
    expect(log).toEqual(expect.objectContaining({ acao: 'exportar', usuarioId: api.ids.admin, detalhes: { inicio: spDay(START - DAY), fim: spDay(START + DAY), total: 3 } }));

    expect((await get(app, `/musicas-tocadas/exportar?${period}`, api.tokens.editor)).status).toBe(200);
    expect(JSON.parse((await get(app, `/musicas-tocadas/exportar?${period}`, api.tokens.autor)).text)).toEqual({ message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' });
    expect((await get(app, `/musicas-tocadas/exportar?${period}`)).status).toBe(401);
    const refused = async (query: string) => JSON.parse((await get(app, `/musicas-tocadas/exportar?${query}`, api.tokens.admin)).text).campos;
    expect(await refused('inicio=2026-01-01')).toEqual({ fim: 'Informe a data final (aaaa-mm-dd).' });
    expect(await refused('inicio=2026-01-10&fim=2026-01-09')).toEqual({ fim: 'A data final deve ser igual ou posterior à data inicial.' });
    expect(await refused('inicio=2025-01-01&fim=2026-02-05')).toEqual({ fim: 'O período pode ter no máximo 400 dias.' });
    expect(await refused('inicio=0000-01-01&fim=0000-01-02')).toEqual({ inicio: 'Informe a data inicial (aaaa-mm-dd).', fim: 'Informe a data final (aaaa-mm-dd).' });
    expect((await get(app, '/musicas-tocadas/exportar?inicio=2025-01-01&fim=2026-02-04', api.tokens.admin)).status).toBe(200);
  });

  it('a hostile title (markup, 10 KB, control characters, a formula) is stored clean and capped, and the CSV neutralises the formula', async () => {
    const recorder = newRecorder(newStore());
    const artist = "=cmd|' /C calc'!A0 <script>alert(1)</script>";
    const hostile = `${artist}\u0000\u0007\u001b\u0085 - ${'Título enorme '.repeat(800)}`;
    expect(hostile.length).toBeGreaterThan(10 * 1024);
    await play(recorder, hostile, START);
    const [row] = await rows();
    expect(row.artista).toBe(artist);
    expect(row.titulo.length).toBeLessThanOrEqual(150);
    expect(row.titulo.startsWith('Título enorme Título enorme')).toBe(true);
    expect(row.titulo.endsWith('…')).toBe(true);
    expect(CONTROL.test(row.artista) || CONTROL.test(row.titulo)).toBe(false);

    const csv = (await get(appWith(newStore()), `/musicas-tocadas/exportar?inicio=${spDay(START)}&fim=${spDay(START)}`, api.tokens.admin)).text;
    expect(csv).toContain(`;'${artist};Título enorme`);
    expect(csv).not.toContain(`;${artist}`);
  });

  it('titles with a filter word (accents and case ignored) are not stored, and close the song before them', async () => {
    await setSetting('radio.filtroTitulos', 'Intervalo; vinheta\nPatrocinio');
    const recorder = newRecorder(newStore());
    await play(recorder, 'Elis Regina - Como Nossos Pais', START);
    await play(recorder, 'Intervalo Sintonia - Bloco 2', START + 4 * MINUTE);
    await play(recorder, 'Loja X - Patrocínio da Hora', START + 5 * MINUTE);
    await play(recorder, 'VINHETA da manhã', START + 6 * MINUTE);
    await play(recorder, 'Tim Maia - Azul da Cor do Mar', START + 7 * MINUTE);
    expect((await rows()).map((row) => [row.artista, row.titulo, row.inicio.getTime(), row.fim?.getTime() ?? null])).toEqual([
      ['Elis Regina', 'Como Nossos Pais', START, START + 4 * MINUTE],
      ['Tim Maia', 'Azul da Cor do Mar', START + 7 * MINUTE, null],
    ]);
  });

  it('the same song back within a minute goes on in its row; the stream server unreadable for over a minute closes it at its last answer', async () => {
    const recorder = newRecorder(newStore());
    await play(recorder, 'Gal Costa - Baby', START);
    await play(recorder, '', START + 2 * MINUTE);
    await play(recorder, 'Gal Costa - Baby', START + 2 * MINUTE + 30_000);
    expect((await rows()).map((row) => [row.titulo, row.inicio.getTime(), row.fim])).toEqual([['Baby', START, null]]);

    await icecast.close();
    clock = START + 3 * MINUTE;
    await recorder.tick();
    expect((await rows())[0].fim).toBeNull();
    clock = START + 4 * MINUTE + 10_000;
    await recorder.tick();
    expect((await rows()).map((row) => [row.titulo, row.fim?.getTime()])).toEqual([['Baby', START + 2 * MINUTE + 30_000]]);
    icecast = await startFakeIcecast({ title: '' });
  });

  it('retention: rows older than the setting (400 days by default) are deleted, listener hours too', async () => {
    const old = (days: number) => new Date(START - days * DAY);
    await db.insert(musicasTocadas).values([
      { artista: 'Velha', titulo: '401 dias', inicio: old(401), fim: old(401) },
      { artista: 'Recente', titulo: '399 dias', inicio: old(399), fim: old(399) },
    ]);
    await db.insert(ouvintesHora).values([
      { hora: hourStartOf(old(401)), pico: 1, soma: 1, amostras: 1 },
      { hora: hourStartOf(old(399)), pico: 2, soma: 2, amostras: 1 },
    ]);
    await newRecorder(newStore()).tick();
    expect((await rows()).map((row) => row.titulo)).toEqual(['399 dias']);
    expect((await db.select().from(ouvintesHora)).map((row) => row.pico)).toEqual([2]);
    expect(expired).toEqual([[SONGS_TAG]]);

    await setSetting('radio.historicoDias', '30');
    await newRecorder(newStore()).tick();
    expect(await rows()).toEqual([]);
    expect(await db.select().from(ouvintesHora)).toEqual([]);
  });

  it('two readers on one database (two instances) write each change once', async () => {
    let other: DatabaseHandle | null = null;
    if (backend.url) other = await openDatabase({ kind: 'postgres', url: api.database.url! });
    try {
      const first = newRecorder(newStore());
      const second = newRecorder(newStore(), other?.db ?? db);
      icecast.setTitle('Skank - Garota Nacional');
      await Promise.all([first.tick(), second.tick()]);
      icecast.setTitle('Cássia Eller - Malandragem');
      clock = START + 3 * MINUTE;
      await first.tick();
      await second.tick();
      icecast.setTitle('Cazuza - Exagerado');
      clock = START + 6 * MINUTE;
      await Promise.all([second.tick(), first.tick()]);
      // A read older than the newest row (an instance whose read was slower) changes nothing.
      expect(await recordSongObservation(other?.db ?? db, { at: new Date(START + MINUTE), song: { artista: 'Lido', titulo: 'Atrasado' } })).toBe('sem-mudanca');

      expect((await rows()).map((row) => [row.titulo, row.inicio.getTime(), row.fim?.getTime() ?? null])).toEqual([
        ['Garota Nacional', START, START + 3 * MINUTE],
        ['Malandragem', START + 3 * MINUTE, START + 6 * MINUTE],
        ['Exagerado', START + 6 * MINUTE, null],
      ]);
    } finally {
      await other?.close();
    }
  });

  it('listeners: 30 then 42 → peak 42 of the hour and average 36, the dashboard shows 42 now; the player gets the count only with the setting on', async () => {
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    await db.insert(gradeExcecoes).values({ titulo: 'Especial de agora', inicio: new Date(hour), fim: new Date(hour + HOUR), programaId: showId });
    try {
      const store = newStore();
      const recorder = newRecorder(store);
      icecast.setTitle('Rita Lee - Mania de Você');
      icecast.setListeners(30);
      clock = hour + MINUTE;
      await recorder.tick();
      icecast.setListeners(42);
      clock = hour + MINUTE + 15_000;
      await recorder.tick();
      expect(await db.select().from(ouvintesHora)).toEqual([{ hora: new Date(hour), pico: 42, soma: 72, amostras: 2, programaId: showId }]);

      const app = appWith(store);
      const figures = await getJson(app, '/dashboard/ouvintes', api.tokens.admin);
      expect(figures.status).toBe(200);
      expect(figures.body.agora).toBe(42);
      expect(figures.body.horaAtual).toEqual({ hora: new Date(hour).toISOString(), pico: 42, media: 36 });
      expect(figures.body.horas).toContainEqual({ hora: new Date(hour).toISOString(), pico: 42, media: 36 });
      expect(figures.body.picoPorPrograma).toEqual([{ programaId: showId, nome: SHOW, pico: 42, hora: new Date(hour).toISOString() }]);
      expect((await getJson(app, '/dashboard/ouvintes', api.tokens.autor)).status).toBe(200);
      expect((await getJson(app, '/dashboard/ouvintes')).status).toBe(401);

      const nowPlaying = await getJson(app, '/publico/no-ar');
      expect(nowPlaying.body.atual.texto).toBe('Rita Lee — Mania de Você');
      expect(nowPlaying.body).not.toHaveProperty('ouvintes');
      await setSetting('radio.mostrarOuvintes', 'true');
      clock += 10_000;
      expect((await getJson(app, '/publico/no-ar')).body.ouvintes).toBe(42);
    } finally {
      await db.delete(gradeExcecoes).where(eq(gradeExcecoes.titulo, 'Especial de agora'));
    }
  });
});
