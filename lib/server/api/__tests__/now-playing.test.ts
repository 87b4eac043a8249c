import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { NOW_PLAYING_REFRESH_MS } from '@/lib/domain/now-playing';
import { configuracoes } from '@/lib/server/db/schema';
import { NOW_PLAYING_TIMEOUT_MS } from '@/lib/server/now-playing/icy-reader';
import { readStationTitle } from '@/lib/server/now-playing/read-title';
import { NOW_PLAYING_FRESH_WAIT_MS, NOW_PLAYING_KEEP_ON_FAILURE_MS, NowPlayingStore } from '@/lib/server/now-playing/store';
import type { NowPlayingResponse } from '@/lib/schemas/now-playing';
import { createTestDatabase, TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { startConnectionRecorder, startFakeIcecast, type FakeIcecast } from '@/test/helpers/fake-icecast';

/*
 * GET /api/v1/publico/no-ar (issue 15 item 1) against a fake Icecast on loopback: the settings in a
 * real test database, the Hono app in-process, a clock of the test's own (no 10 s waits).
 */

jest.setTimeout(120_000);

// The reader's own limit (a loaded CI machine may be slow to read loopback), a short one where a
// test waits for a hanging server to time out.
const HANG_TIMEOUT_MS = 400;
let readTimeoutMs = NOW_PLAYING_TIMEOUT_MS;
const START = Date.parse('2026-11-24T15:00:00.000Z');

describe.each(TEST_BACKENDS)('GET /api/v1/publico/no-ar ($name)', (backend) => {
  let database: TestDatabase;
  let icecast: FakeIcecast;
  let clock: number;
  let logs: string[];
  let store: NowPlayingStore;
  let app: ApiApp;

  const setSetting = async (chave: string, valor: string) => {
    await database.db
      .insert(configuracoes)
      .values({ chave, valor, publico: true, grupo: 'radio' })
      .onConflictDoUpdate({ target: configuracoes.chave, set: { valor } });
  };
  const get = async (): Promise<{ status: number; cacheControl: string | null; body: NowPlayingResponse }> => {
    const response = await app.request('/api/v1/publico/no-ar');
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as NowPlayingResponse };
  };
  const later = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  beforeEach(async () => {
    icecast = await startFakeIcecast({ title: 'Legião Urbana - Tempo Perdido' });
    clock = START;
    logs = [];
    readTimeoutMs = NOW_PLAYING_TIMEOUT_MS;
    store = new NowPlayingStore({
      now: () => clock,
      log: (line) => logs.push(line),
      readTitle: (source) => readStationTitle(source, { timeoutMs: readTimeoutMs }),
    });
    app = createApiApp({ getDb: async () => database.db, nowPlaying: store });
    await database.db.delete(configuracoes);
    await setSetting('site.nome', 'Sintonia FM');
  });
  afterEach(async () => {
    await store.whenIdle();
    await icecast.close();
  });

  it('no stream configured: 200 with nothing, and no connection anywhere', async () => {
    // Even with a metadata URL: without a stream nothing is read.
    await setSetting('radio.metadadosUrl', icecast.url('/status-json.xsl'));
    for (let round = 0; round < 3; round += 1) {
      expect(await get()).toEqual({ status: 200, cacheControl: 'public, max-age=5', body: { atual: null, historico: [] } });
      later(NOW_PLAYING_REFRESH_MS);
    }
    await store.whenIdle();
    expect(icecast.connections).toBe(0);
    expect(logs).toEqual([]);
  });

  it('reads the title from the stream (ICY) and shows "Artista — Música"; public cache of 5 s', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const song = { texto: 'Legião Urbana — Tempo Perdido', artista: 'Legião Urbana', titulo: 'Tempo Perdido', inicioEm: new Date(START).toISOString() };
    expect(await get()).toEqual({ status: 200, cacheControl: 'public, max-age=5', body: { atual: song, historico: [song] } });
    expect(icecast.requests[0].headers['icy-metadata']).toBe('1');
  });

  it('a stream URL stored as https is read over http (SPEC §9)', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream').replace('http://', 'https://'));
    expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
  });

  it('a new song is seen once the interval has passed, not before; the history keeps the last ones, newest first', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    await get();
    icecast.setTitle('Marisa Monte - Ainda Bem');
    later(NOW_PLAYING_REFRESH_MS - 1);
    expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
    await store.whenIdle();
    expect(icecast.connections).toBe(1);

    later(1);
    // This request starts the refresh and waits for it (briefly): the new song is in its answer.
    const { body } = await get();
    expect(body.atual).toEqual({ texto: 'Marisa Monte — Ainda Bem', artista: 'Marisa Monte', titulo: 'Ainda Bem', inicioEm: new Date(clock).toISOString() });
    expect(body.historico.map((song) => song.titulo)).toEqual(['Ainda Bem', 'Tempo Perdido']);
    expect(icecast.connections).toBe(2);

    // The same song read again is not a new entry; at most 10 are kept.
    later(NOW_PLAYING_REFRESH_MS);
    await get();
    await store.whenIdle();
    expect((await get()).body.historico).toHaveLength(2);
    for (let index = 1; index <= 12; index += 1) {
      icecast.setTitle(`Artista ${index} - Música ${index}`);
      later(NOW_PLAYING_REFRESH_MS);
      await get();
      await store.whenIdle();
    }
    const last = (await get()).body;
    expect(last.historico).toHaveLength(10);
    expect(last.historico[0]).toEqual(last.atual);
    expect(last.historico.map((song) => song.titulo)).toEqual(Array.from({ length: 10 }, (_, index) => `Música ${12 - index}`));
  });

  it('100 concurrent requests: the stream server sees ONE metadata reader', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const answers = await Promise.all(Array.from({ length: 100 }, () => get()));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.body.atual?.texto))).toEqual(new Set(['Legião Urbana — Tempo Perdido']));
    await store.whenIdle();
    expect(icecast.connections).toBe(1);

    // Past the interval, another 100 at once: one more reader.
    later(NOW_PLAYING_REFRESH_MS);
    await Promise.all(Array.from({ length: 100 }, () => get()));
    await store.whenIdle();
    expect(icecast.connections).toBe(2);
  });

  it('a jingle clears what is on air and keeps the history', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    await get();
    icecast.setTitle('Sintonia FM');
    later(NOW_PLAYING_REFRESH_MS);
    await get();
    await store.whenIdle();
    const { body } = await get();
    expect(body.atual).toBeNull();
    expect(body.historico.map((song) => song.titulo)).toEqual(['Tempo Perdido']);
  });

  it('an upstream failure keeps the last good copy (never a 500), is logged once per outage, and ends with one line', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const good = (await get()).body;
    icecast.route('/stream', { kind: 'hang' });
    readTimeoutMs = HANG_TIMEOUT_MS;
    for (let round = 0; round < 4; round += 1) {
      later(NOW_PLAYING_REFRESH_MS);
      expect(await get()).toEqual({ status: 200, cacheControl: 'public, max-age=5', body: good });
      await store.whenIdle();
    }
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^\[no-ar\] não foi possível ler o que está tocando \(127\.0\.0\.1:\d+\): O servidor do streaming não respondeu a tempo\./);

    // Failing for longer than NOW_PLAYING_KEEP_ON_FAILURE_MS: nothing on air, the history stays.
    later(NOW_PLAYING_KEEP_ON_FAILURE_MS);
    await get();
    await store.whenIdle();
    expect((await get()).body).toEqual({ atual: null, historico: good.historico });
    expect(logs).toHaveLength(1);

    icecast.route('/stream', { kind: 'stream' });
    later(NOW_PLAYING_REFRESH_MS);
    await get();
    await store.whenIdle();
    expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
    expect(logs[1]).toMatch(/^\[no-ar\] leitura do que está tocando restabelecida/);
  });

  it('a stream that never answers: the first request gets nothing after the timeout, not an error', async () => {
    icecast.route('/stream', { kind: 'hang' });
    readTimeoutMs = HANG_TIMEOUT_MS;
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const started = Date.now();
    expect(await get()).toEqual({ status: 200, cacheControl: 'public, max-age=5', body: { atual: null, historico: [] } });
    expect(Date.now() - started).toBeLessThan(HANG_TIMEOUT_MS + 1000);
  });

  it('once a song is known, a hanging refresh holds a request NOW_PLAYING_FRESH_WAIT_MS at most: it gets the copy it had', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
    icecast.route('/stream', { kind: 'hang' });
    readTimeoutMs = 4000;
    later(NOW_PLAYING_REFRESH_MS);
    const started = Date.now();
    expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
    expect(Date.now() - started).toBeGreaterThanOrEqual(NOW_PLAYING_FRESH_WAIT_MS - 50);
    expect(Date.now() - started).toBeLessThan(readTimeoutMs);
  });

  it('50 MB of headers from the stream host: cut off, nothing on air', async () => {
    icecast.route('/stream', { kind: 'endless-headers' });
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const started = Date.now();
    expect((await get()).body).toEqual({ atual: null, historico: [] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(logs[0]).toContain('Os cabeçalhos da resposta passam de 16384 bytes.');
    await icecast.answers[0].closed;
    expect(icecast.answers[0].bytesWritten).toBeLessThan(8 * 1024 * 1024);
  });

  it('a stream host redirecting to an internal service: refused, no connection there', async () => {
    const internal = await startConnectionRecorder();
    try {
      icecast.route('/stream', { kind: 'redirect', location: `http://127.0.0.1:${internal.port}/` });
      await setSetting('radio.streamUrl', icecast.url('/stream'));
      expect((await get()).body).toEqual({ atual: null, historico: [] });
      expect(internal.connections).toBe(0);
      expect(logs[0]).toContain(`O servidor redirecionou para outro endereço (http://127.0.0.1:${internal.port}/)`);
    } finally {
      await internal.close();
    }
  });

  it('a stream host redirecting to http://127.0.0.1:5432/: refused', async () => {
    icecast.route('/stream', { kind: 'redirect', location: 'http://127.0.0.1:5432/' });
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    expect((await get()).body).toEqual({ atual: null, historico: [] });
    expect(logs[0]).toContain('O servidor redirecionou para outro endereço (http://127.0.0.1:5432/), o que não é permitido.');
  });

  it('Icecast status-json.xsl on the stream host: the title comes from it, the stream is not opened', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    await setSetting('radio.metadadosUrl', icecast.url('/status-json.xsl'));
    icecast.setTitle('Caetano Veloso - Sozinho');
    expect((await get()).body.atual?.texto).toBe('Caetano Veloso — Sozinho');
    expect(icecast.requestsTo('/stream')).toBe(0);
    expect(icecast.requestsTo('/status-json.xsl')).toBe(1);
  });

  it('Icecast status-json.xsl with several mounts: the stream’s', async () => {
    await setSetting('radio.streamUrl', icecast.url('/sintonia'));
    await setSetting('radio.metadadosUrl', icecast.url('/status-json.xsl'));
    icecast.route('/status-json.xsl', {
      kind: 'status-json',
      body: (server) => ({
        icestats: {
          source: [
            { listenurl: server.url('/outra'), title: 'Outra Rádio - Outra Música' },
            { listenurl: server.url('/sintonia'), artist: 'Djavan', title: 'Oceano' },
          ],
        },
      }),
    });
    expect((await get()).body.atual?.texto).toBe('Djavan — Oceano');
  });

  it('a metadata URL on another host is ignored without connecting to it (logged once); the stream itself is read', async () => {
    const elsewhere = await startFakeIcecast({ host: '127.0.0.2', title: 'Não - Deveria' });
    try {
      await setSetting('radio.streamUrl', icecast.url('/stream'));
      await setSetting('radio.metadadosUrl', elsewhere.url('/status-json.xsl'));
      expect((await get()).body.atual?.titulo).toBe('Tempo Perdido');
      later(NOW_PLAYING_REFRESH_MS);
      await get();
      await store.whenIdle();
      expect(elsewhere.connections).toBe(0);
      expect(icecast.requestsTo('/stream')).toBe(2);
      expect(logs).toEqual(['[no-ar] O endereço dos metadados deve estar no mesmo servidor do streaming (127.0.0.1); ele foi ignorado. O título será lido do próprio streaming.']);
    } finally {
      await elsewhere.close();
    }
  });

  it('a new stream URL empties the store: the old station’s songs are not the new one’s history', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    await get();
    const other = await startFakeIcecast({ title: 'Tim Maia - Azul da Cor do Mar' });
    try {
      await setSetting('radio.streamUrl', other.url('/stream'));
      later(NOW_PLAYING_REFRESH_MS);
      await get();
      await store.whenIdle();
      const { body } = await get();
      expect(body.atual?.titulo).toBe('Azul da Cor do Mar');
      expect(body.historico.map((song) => song.titulo)).toEqual(['Azul da Cor do Mar']);

      // And removing the stream: nothing, and no more connections.
      await setSetting('radio.streamUrl', '');
      later(NOW_PLAYING_REFRESH_MS);
      await get();
      await store.whenIdle();
      expect((await get()).body).toEqual({ atual: null, historico: [] });
      later(NOW_PLAYING_REFRESH_MS);
      await get();
      await store.whenIdle();
      expect(other.connections).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('a settings read that fails: the last copy, one log line', async () => {
    await setSetting('radio.streamUrl', icecast.url('/stream'));
    const good = (await get()).body;
    const failingLoader = async () => Promise.reject(new Error('banco fora do ar'));
    for (let round = 0; round < 2; round += 1) {
      later(NOW_PLAYING_REFRESH_MS);
      expect(await store.snapshot(failingLoader)).toEqual(good);
      await store.whenIdle();
    }
    expect(logs).toEqual(['[no-ar] não foi possível ler o que está tocando (as configurações da rádio): banco fora do ar Novo aviso só quando a leitura voltar.']);
  });
});
