/** @jest-environment node */
import { icyMetadataBlock, startConnectionRecorder, startFakeIcecast, type FakeIcecast } from '@/test/helpers/fake-icecast';
import { AppError } from '@/lib/server/errors';
import { isNowPlayingError } from '../errors';
import { decodeIcyMetadata, streamTitleOf } from '../icy-metadata';
import { NOW_PLAYING_HEADERS_MAX_BYTES, readIcyTitle } from '../icy-reader';
import { readStationStatus, readStationTitle } from '../read-title';
import { metadataTargetOf, redirectTarget, streamTargetOf } from '../upstream-url';

/*
 * The metadata readers against a fake Icecast on loopback (test/helpers/fake-icecast.ts): real
 * sockets, no mocks of the network.
 */

jest.setTimeout(30_000);

let icecast: FakeIcecast;

beforeEach(async () => {
  icecast = await startFakeIcecast();
});
afterEach(async () => {
  await icecast.close();
});

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    if (isNowPlayingError(error)) return error.codigo;
    throw error;
  }
  throw new Error('esperava uma falha');
};

describe('ICY metadata text', () => {
  it.each([
    ["StreamTitle='Artista - Música';StreamUrl='';", 'Artista - Música'],
    ["StreamTitle='Guns N' Roses - Don't Cry';StreamUrl='http://x';", "Guns N' Roses - Don't Cry"],
    ["StreamTitle='It';s here';", "It';s here"],
    ["StreamTitle='';", ''],
    ["StreamTitle='Sem ponto e vírgula'", 'Sem ponto e vírgula'],
    ["StreamUrl='x';StreamTitle='Depois - Do Url';", 'Depois - Do Url'],
    ["StreamUrl='x';", null],
  ])('%s → %s', (metadata, title) => {
    expect(streamTitleOf(metadata)).toBe(title);
  });

  it('reads UTF-8 when valid, latin1 otherwise, without the NUL padding', () => {
    expect(streamTitleOf(decodeIcyMetadata(icyMetadataBlock('Tribalistas - Já Sei Namorar', 'utf8').subarray(1)))).toBe('Tribalistas - Já Sei Namorar');
    expect(streamTitleOf(decodeIcyMetadata(icyMetadataBlock('Tribalistas - Já Sei Namorar', 'latin1').subarray(1)))).toBe('Tribalistas - Já Sei Namorar');
  });
});

describe('URL rules (SSRF)', () => {
  const stream = new URL('http://radio.exemplo.com.br:8000/live');

  it('forces the stream to http; nothing configured is null', () => {
    expect(streamTargetOf('https://radio.exemplo.com.br:8000/live')?.toString()).toBe('http://radio.exemplo.com.br:8000/live');
    expect(streamTargetOf('  ')).toBeNull();
    expect(streamTargetOf(null)).toBeNull();
    expect(() => streamTargetOf('ftp://radio.exemplo.com.br/live')).toThrow(AppError);
  });

  it('a metadata URL must be http(s) on the stream host (any port)', () => {
    expect(metadataTargetOf('https://RADIO.exemplo.com.br/status-json.xsl', stream)?.hostname).toBe('radio.exemplo.com.br');
    expect(metadataTargetOf('http://radio.exemplo.com.br:8080/stats?sid=1&json=1', stream)?.port).toBe('8080');
    expect(metadataTargetOf('', stream)).toBeNull();
    for (const url of ['http://127.0.0.1:8000/status-json.xsl', 'http://outro.exemplo.com.br/status-json.xsl', 'file:///etc/passwd', 'gopher://radio.exemplo.com.br/']) {
      expect(() => metadataTargetOf(url, stream)).toThrow(AppError);
    }
  });

  it('redirects: same origin only, at most 2', () => {
    expect(redirectTarget(stream, '/outro', 0).toString()).toBe('http://radio.exemplo.com.br:8000/outro');
    expect(redirectTarget(stream, 'http://radio.exemplo.com.br:8000/x', 1).pathname).toBe('/x');
    expect(() => redirectTarget(stream, '/x', 2)).toThrow('O servidor redirecionou vezes demais.');
    for (const location of ['http://127.0.0.1:5432/', 'http://radio.exemplo.com.br:5432/', 'https://radio.exemplo.com.br:8000/live', 'http://outro.exemplo.com.br:8000/live', '//127.0.0.1/', '', null]) {
      expect(() => redirectTarget(stream, location, 0)).toThrow(AppError);
    }
  });
});

describe('ICY reader', () => {
  it.each(['ICY 200 OK', 'HTTP/1.0 200 OK', 'HTTP/1.1 200 OK'] as const)('reads StreamTitle after %s, asking Icy-MetaData: 1, then closes', async (statusLine) => {
    icecast.route('/stream', { kind: 'stream', statusLine, metaint: 8192 });
    icecast.setTitle('Legião Urbana - Tempo Perdido');
    const bytes: number[] = [];
    await expect(readIcyTitle(new URL(icecast.url('/stream')), { onBytesRead: (n) => bytes.push(n) })).resolves.toBe('Legião Urbana - Tempo Perdido');
    expect(icecast.requests[0].headers['icy-metadata']).toBe('1');
    expect(icecast.connections).toBe(1);
    await icecast.answers[0].closed;
    // Headers + 8192 audio bytes + the block, and no more than one read beyond.
    expect(bytes[0]).toBeLessThan(NOW_PLAYING_HEADERS_MAX_BYTES + 8192 + 4081 + 16 * 1024);
  });

  it('reads latin1 titles and odd quotes', async () => {
    icecast.setTitle("Céu - Malemolência d'Água", 'latin1');
    await expect(readIcyTitle(new URL(icecast.url('/stream')))).resolves.toBe("Céu - Malemolência d'Água");
  });

  it('an empty StreamTitle is an empty title', async () => {
    icecast.setTitle('');
    await expect(readIcyTitle(new URL(icecast.url('/stream')))).resolves.toBe('');
  });

  it('a metaint over 64 KB is refused; a stream without one says it has no metadata', async () => {
    icecast.route('/grande', { kind: 'stream', metaint: 64 * 1024 + 1 });
    icecast.route('/sem', { kind: 'stream', omitMetaint: true });
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/grande'))))).toBe('METAINT_GRANDE_DEMAIS');
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/sem'))))).toBe('SEM_METADADOS');
  });

  it('a metaint of exactly 64 KB is read', async () => {
    icecast.route('/limite', { kind: 'stream', metaint: 64 * 1024 });
    await expect(readIcyTitle(new URL(icecast.url('/limite')))).resolves.toBe(icecast.title);
  });

  it('an HTTP error is an error', async () => {
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/nao-existe'))))).toBe('ERRO_HTTP');
  });

  it('50 MB of headers at full speed: cut off as soon as the 16 KB cap is passed, long before the 50 MB', async () => {
    icecast.route('/cabecalhos', { kind: 'endless-headers' });
    const started = Date.now();
    const bytes: number[] = [];
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/cabecalhos')), { onBytesRead: (n) => bytes.push(n) }))).toBe('CABECALHOS_GRANDES_DEMAIS');
    expect(Date.now() - started).toBeLessThan(2000);
    // The reader took the cap and at most one more 16 KB read.
    expect(bytes[0]).toBeLessThanOrEqual(NOW_PLAYING_HEADERS_MAX_BYTES + 16 * 1024);
    await icecast.answers[0].closed;
    // What the server got out is what the kernel's socket buffers took before the reset (tcp_wmem
    // is up to 4 MB here), not the 50 MB.
    expect(icecast.answers[0].bytesWritten).toBeLessThan(8 * 1024 * 1024);
  });

  it('50 MB of headers, 16 KB a millisecond: the server gets less than 1 MB out before the reader hangs up', async () => {
    icecast.route('/cabecalhos', { kind: 'endless-headers', pauseMs: 1 });
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/cabecalhos'))))).toBe('CABECALHOS_GRANDES_DEMAIS');
    await icecast.answers[0].closed;
    expect(icecast.answers[0].bytesWritten).toBeLessThan(1024 * 1024);
  });

  it('a server that never answers: timeout', async () => {
    icecast.route('/trava', { kind: 'hang' });
    const started = Date.now();
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/trava')), { timeoutMs: 300 }))).toBe('TEMPO_ESGOTADO');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('follows a same-origin redirect', async () => {
    icecast.route('/antigo', { kind: 'redirect', location: '/stream' });
    await expect(readIcyTitle(new URL(icecast.url('/antigo')))).resolves.toBe(icecast.title);
    expect(icecast.requests.map((request) => request.path)).toEqual(['/antigo', '/stream']);
  });

  it('a third redirect is refused', async () => {
    icecast.route('/r1', { kind: 'redirect', location: '/r2' });
    icecast.route('/r2', { kind: 'redirect', location: '/r3' });
    icecast.route('/r3', { kind: 'redirect', location: '/stream' });
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/r1'))))).toBe('REDIRECIONAMENTOS_DEMAIS');
    expect(icecast.requestsTo('/stream')).toBe(0);
  });

  it('a redirect to another port of 127.0.0.1 (an internal service) is refused without connecting there', async () => {
    const internal = await startConnectionRecorder();
    try {
      icecast.route('/stream', { kind: 'redirect', location: `http://127.0.0.1:${internal.port}/` });
      expect(await codeOf(readIcyTitle(new URL(icecast.url('/stream'))))).toBe('REDIRECIONAMENTO_RECUSADO');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(internal.connections).toBe(0);
    } finally {
      await internal.close();
    }
  });

  it('a redirect to http://127.0.0.1:5432/ is refused', async () => {
    icecast.route('/stream', { kind: 'redirect', location: 'http://127.0.0.1:5432/' });
    expect(await codeOf(readIcyTitle(new URL(icecast.url('/stream'))))).toBe('REDIRECIONAMENTO_RECUSADO');
  });
});

describe('status pages', () => {
  const source = (metadataPath: string, streamPath = '/stream') => ({ stream: new URL(icecast.url(streamPath)), metadata: new URL(icecast.url(metadataPath)) });

  it('Icecast status-json.xsl with one source', async () => {
    icecast.setTitle('Marisa Monte - Ainda Bem');
    await expect(readStationTitle(source('/status-json.xsl'))).resolves.toBe('Marisa Monte - Ainda Bem');
    // Only the status page: the stream itself is not opened.
    expect(icecast.requests.map((request) => request.path)).toEqual(['/status-json.xsl']);
  });

  it('Icecast with several sources: the stream mount, else the first; artist and title kept apart are joined', async () => {
    icecast.route('/status-json.xsl', {
      kind: 'status-json',
      body: (server) => ({
        icestats: {
          source: [
            { listenurl: server.url('/outra'), title: 'Outra - Rádio' },
            { listenurl: server.url('/sintonia'), artist: 'Djavan', title: 'Oceano' },
          ],
        },
      }),
    });
    await expect(readStationTitle(source('/status-json.xsl', '/sintonia'))).resolves.toBe('Djavan - Oceano');
    await expect(readStationTitle(source('/status-json.xsl', '/desconhecida'))).resolves.toBe('Outra - Rádio');
  });

  it('Icecast with no source: no title', async () => {
    icecast.route('/status-json.xsl', { kind: 'status-json', body: () => ({ icestats: { admin: 'x' } }) });
    await expect(readStationTitle(source('/status-json.xsl'))).resolves.toBeNull();
  });

  it('Shoutcast v2 stats JSON and v1 7.html', async () => {
    icecast.route('/stats?sid=1&json=1', { kind: 'text', contentType: 'application/json', body: JSON.stringify({ songtitle: 'Skank - Vou Deixar', streamstatus: 1 }) });
    icecast.route('/7.html', { kind: 'text', body: '<html><body>12,1,40,500,10,128,Kid Abelha - Fixação, Remix</body></html>' });
    await expect(readStationTitle(source('/stats?sid=1&json=1'))).resolves.toBe('Skank - Vou Deixar');
    await expect(readStationTitle(source('/7.html'))).resolves.toBe('Kid Abelha - Fixação, Remix');
  });

  it('listeners: the count of the stream mount, else the sum over every mount; Shoutcast currentlisteners and the first field of 7.html; none from the stream itself', async () => {
    icecast.setTitle('Djavan - Oceano');
    icecast.setListeners(42);
    await expect(readStationStatus(source('/status-json.xsl'))).resolves.toEqual({ title: 'Djavan - Oceano', listeners: 42 });
    icecast.route('/varios.xsl', {
      kind: 'status-json',
      body: (server) => ({
        icestats: {
          source: [
            { listenurl: server.url('/sintonia'), title: 'A - B', listeners: 30 },
            { listenurl: server.url('/sintonia-aac'), title: 'A - B', listeners: '12' },
            { listenurl: server.url('/teste'), title: 'A - B' },
          ],
        },
      }),
    });
    expect((await readStationStatus(source('/varios.xsl', '/sintonia'))).listeners).toBe(30);
    expect((await readStationStatus(source('/varios.xsl', '/desconhecida'))).listeners).toBe(42);
    icecast.route('/sem-ouvintes.xsl', { kind: 'status-json', body: (server) => ({ icestats: { source: { listenurl: server.url('/stream'), title: 'A - B', listeners: -3 } } }) });
    expect((await readStationStatus(source('/sem-ouvintes.xsl'))).listeners).toBeNull();

    icecast.route('/stats?sid=1&json=1', { kind: 'text', contentType: 'application/json', body: JSON.stringify({ songtitle: 'Skank - Vou Deixar', currentlisteners: 17 }) });
    icecast.route('/statistics?json=1', { kind: 'text', contentType: 'application/json', body: JSON.stringify({ streams: [{ songtitle: 'Skank - Vou Deixar', currentlisteners: 9 }] }) });
    icecast.route('/7.html', { kind: 'text', body: '<html><body>12,1,40,500,10,128,Kid Abelha - Fixação, Remix</body></html>' });
    expect((await readStationStatus(source('/stats?sid=1&json=1'))).listeners).toBe(17);
    expect((await readStationStatus(source('/statistics?json=1'))).listeners).toBe(9);
    expect(await readStationStatus(source('/7.html'))).toEqual({ title: 'Kid Abelha - Fixação, Remix', listeners: 12 });
    await expect(readStationStatus({ stream: new URL(icecast.url('/stream')), metadata: null })).resolves.toEqual({ title: 'Djavan - Oceano', listeners: null });
  });

  it('an unknown page is an error; an oversized one is cut off', async () => {
    icecast.route('/outra.json', { kind: 'text', contentType: 'application/json', body: '{"a":1}' });
    icecast.route('/grande.json', { kind: 'text', contentType: 'application/json', body: `{"songtitle":"${'x'.repeat(300 * 1024)}"}` });
    expect(await codeOf(readStationTitle(source('/outra.json')))).toBe('RESPOSTA_INVALIDA');
    expect(await codeOf(readStationTitle(source('/grande.json')))).toBe('RESPOSTA_GRANDE_DEMAIS');
  });

  it('a status page redirecting to another origin is refused without connecting there', async () => {
    const internal = await startConnectionRecorder();
    try {
      icecast.route('/status-json.xsl', { kind: 'redirect', location: `http://127.0.0.1:${internal.port}/status-json.xsl` });
      expect(await codeOf(readStationTitle(source('/status-json.xsl')))).toBe('REDIRECIONAMENTO_RECUSADO');
      expect(internal.connections).toBe(0);
    } finally {
      await internal.close();
    }
  });

  it('a status page that hangs: timeout', async () => {
    icecast.route('/status-json.xsl', { kind: 'hang' });
    expect(await codeOf(readStationTitle(source('/status-json.xsl'), { timeoutMs: 300 }))).toBe('TEMPO_ESGOTADO');
  });
});
