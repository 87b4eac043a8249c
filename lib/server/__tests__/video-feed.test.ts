/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { youtubeFeedXml } from '@/lib/domain/__tests__/fixtures/youtube-feed';
import {
  FEED_CACHE_TTL_MS,
  FEED_CLIENT_WINDOW_MS,
  FEED_MAX_BYTES,
  FEED_RETRY_AFTER_FAILURE_MS,
  FeedCache,
  fetchChannelFeed,
  type FetchChannelFeedOptions,
} from '../video-feed';
import { switchLimiters } from '../limits/limiter';
import { AppError } from '../errors';
import { httpStatusOf } from '../api/error-status';

// The route reads the station's own feed from the settings: here, the 'valido' channel.
jest.mock('@/lib/api/public', () => ({
  getPublicSettings: async () => ({ video: { feedUrl: `https://www.youtube.com/feeds/videos.xml?channel_id=UC${'valido'.padEnd(22, 'x')}` } }),
}));

/** A refusal with the status the route answers for it (the API's one table), to compare with toMatchObject. */
const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => {
      throw new Error('esperava uma recusa');
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      return { status: httpStatusOf(error), codigo: error.codigo, message: error.message, retryAfterSeconds: error.retryAfterSeconds };
    },
  );

/** 'UC' + the name padded to the 22 characters a channel id has. */
const channelId = (name: string): string => `UC${name.padEnd(22, 'x')}`;
const feedUrl = (id: string): string => `https://www.youtube.com/feeds/videos.xml?channel_id=${id}`;

const IDS = {
  valid: channelId('valido'),
  valid2: channelId('valido-dois'),
  valid3: channelId('valido-tres'),
  slowValid: channelId('valido-lento'),
  slow: channelId('lento'),
  drip: channelId('gotejamento'),
  huge: channelId('enorme'),
  hugeDeclared: channelId('enorme-declarado'),
  redirect: channelId('redireciona'),
  serverError: channelId('erro500'),
  notFound: channelId('erro404'),
  empty: channelId('vazio'),
  blank: channelId('em-branco'),
  invalidXml: channelId('xml-invalido'),
  html: channelId('html'),
  rss: channelId('rss-nao-atom'),
  doctype: channelId('doctype'),
  bomb: channelId('bomba'),
  flaky: channelId('instavel'),
  dropped: channelId('conexao-cai'),
} as const;

const SLOW_MS = 1000;
// Short where a test waits for the timeout; the others keep the real one, as a loaded CI machine
// may take longer than that to answer on loopback.
const TEST_TIMEOUT_MS = 300;
const TEST_MAX_BYTES = 64 * 1024;

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<feed xmlns="http://www.w3.org/2005/Atom"><title>&lol4;</title></feed>`;

let flakyMode: 'ok' | 'error' | 'invalid' | 'slow' = 'ok';
let flakyVersion = 1;
const requests: string[] = [];
const pendingTimers = new Set<NodeJS.Timeout>();
let server: http.Server;
let base = '';

function later(ms: number, action: () => void): void {
  const timer = setTimeout(() => {
    pendingTimers.delete(timer);
    action();
  }, ms);
  pendingTimers.add(timer);
}

const atom = (res: http.ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/atom+xml; charset=UTF-8' });
  res.end(body);
};

const flakyFeed = (version = flakyVersion) =>
  youtubeFeedXml(IDS.flaky, [{ id: 'Fl4kyV1de0s', title: `Versão ${version}`, description: 'x', published: '2026-05-01T10:00:00+00:00' }]);

const behaviours: Record<string, (res: http.ServerResponse) => void> = {
  [IDS.valid]: (res) => atom(res, youtubeFeedXml(IDS.valid)),
  [IDS.valid2]: (res) => atom(res, youtubeFeedXml(IDS.valid2)),
  [IDS.valid3]: (res) => atom(res, youtubeFeedXml(IDS.valid3)),
  [IDS.slowValid]: (res) => later(150, () => atom(res, youtubeFeedXml(IDS.slowValid))),
  [IDS.slow]: (res) => later(SLOW_MS, () => atom(res, youtubeFeedXml(IDS.slow))),
  [IDS.drip]: (res) => {
    // Headers at once, then the body trickles: the timeout must still cover it.
    res.writeHead(200, { 'content-type': 'application/atom+xml' });
    res.write('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">');
    later(SLOW_MS, () => res.end('</feed>'));
  },
  [IDS.huge]: (res) => {
    // Chunked, with no length announced: only counting the stream can stop it.
    res.writeHead(200, { 'content-type': 'application/atom+xml' });
    res.write('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>');
    const chunk = 'a'.repeat(16 * 1024);
    let sent = 0;
    const pump = () => {
      while (sent < 4 * TEST_MAX_BYTES && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end('</title></feed>');
    };
    pump();
  },
  [IDS.hugeDeclared]: (res) => {
    const body = `<feed xmlns="http://www.w3.org/2005/Atom"><title>${'b'.repeat(2 * TEST_MAX_BYTES)}</title></feed>`;
    res.writeHead(200, { 'content-type': 'application/atom+xml', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  },
  [IDS.redirect]: (res) => {
    res.writeHead(302, { location: `/feeds/videos.xml?channel_id=${IDS.valid}` });
    res.end();
  },
  [IDS.serverError]: (res) => atom(res, 'Internal Server Error', 500),
  [IDS.notFound]: (res) => atom(res, '', 404),
  [IDS.empty]: (res) => atom(res, ''),
  [IDS.blank]: (res) => atom(res, ' \n\t '),
  [IDS.invalidXml]: (res) => atom(res, '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>sem fechar</feed>'),
  [IDS.html]: (res) => atom(res, '<!DOCTYPE html><html><body><p>Erro<br></p></body></html>'),
  [IDS.rss]: (res) => atom(res, '<?xml version="1.0"?><rss version="2.0"><channel><title>RSS</title></channel></rss>'),
  [IDS.doctype]: (res) => atom(res, `<?xml version="1.0"?><!DOCTYPE feed SYSTEM "file:///etc/passwd">${youtubeFeedXml(IDS.doctype).replace(/^<\?xml[^>]*>/, '')}`),
  [IDS.bomb]: (res) => atom(res, BILLION_LAUGHS),
  [IDS.dropped]: (res) => res.socket?.destroy(),
  [IDS.flaky]: (res) => {
    if (flakyMode === 'ok') atom(res, flakyFeed());
    else if (flakyMode === 'error') atom(res, 'Service Unavailable', 503);
    else if (flakyMode === 'invalid') atom(res, '<html>manutenção');
    else later(SLOW_MS, () => atom(res, flakyFeed()));
  },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    res.on('error', () => undefined);
    const query = new URL(req.url ?? '/', 'http://local').searchParams;
    const behaviour = behaviours[query.get('channel_id') ?? query.get('playlist_id') ?? ''];
    const id = query.get('channel_id') ?? '';
    if (behaviour) behaviour(res);
    // Any number of distinct channels, each answering after a moment: for the abuse limits.
    else if (id.startsWith('UCmuitos')) later(100, () => atom(res, youtubeFeedXml(id)));
    else atom(res, 'não encontrado', 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of pendingTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  flakyMode = 'ok';
  flakyVersion = 1;
});

const requestsFor = (id: string): number => requests.filter((url) => url.includes(id)).length;

/** Fresh cache per call unless one is given, so tests never see each other's feeds. */
const options = (extra: FetchChannelFeedOptions = {}): FetchChannelFeedOptions => ({
  base,
  cache: new FeedCache(),
  maxBytes: TEST_MAX_BYTES,
  ...extra,
});

describe('fetchChannelFeed — upstream', () => {
  it('fetches an allow-listed feed from the configured base and returns the raw XML', async () => {
    const before = requestsFor(IDS.valid);
    const result = await fetchChannelFeed(feedUrl(IDS.valid), options());
    expect(result.source).toBe('upstream');
    expect(result.xml).toBe(youtubeFeedXml(IDS.valid));
    expect(requestsFor(IDS.valid)).toBe(before + 1);
    expect(requests.at(-1)).toBe(`/feeds/videos.xml?channel_id=${IDS.valid}`);
  });

  it('maps a playlist feed to playlist_id upstream', async () => {
    const before = requests.length;
    await expect(refusal(fetchChannelFeed('https://www.youtube.com/feeds/videos.xml?playlist_id=PLs1nt0n1a-FM_879', options()))).resolves.toMatchObject({
      status: 502,
      message: 'Erro ao buscar RSS feed: 404',
    });
    expect(requests.slice(before)).toEqual(['/feeds/videos.xml?playlist_id=PLs1nt0n1a-FM_879']);
  });

  it('accepts a base with a trailing slash', async () => {
    await expect(fetchChannelFeed(feedUrl(IDS.valid), options({ base: `${base}/` }))).resolves.toMatchObject({ source: 'upstream' });
  });

  it.each<[string, string, number, string, string]>([
    ['slow response (timeout)', IDS.slow, 504, 'FEED_TEMPO_ESGOTADO', 'O feed de vídeos não respondeu a tempo.'],
    ['slow body after fast headers (timeout covers the body)', IDS.drip, 504, 'FEED_TEMPO_ESGOTADO', 'O feed de vídeos não respondeu a tempo.'],
    ['huge streamed body', IDS.huge, 502, 'FEED_GRANDE_DEMAIS', 'O feed de vídeos excede o tamanho máximo de 64 KB.'],
    ['huge declared content-length', IDS.hugeDeclared, 502, 'FEED_GRANDE_DEMAIS', 'O feed de vídeos excede o tamanho máximo de 64 KB.'],
    ['302 redirect', IDS.redirect, 502, 'FEED_REDIRECIONAMENTO', 'O feed de vídeos respondeu com um redirecionamento.'],
    ['500', IDS.serverError, 502, 'FEED_ERRO_HTTP', 'Erro ao buscar RSS feed: 500'],
    ['404', IDS.notFound, 502, 'FEED_ERRO_HTTP', 'Erro ao buscar RSS feed: 404'],
    ['empty body', IDS.empty, 502, 'FEED_VAZIO', 'Resposta sem conteúdo'],
    ['blank body', IDS.blank, 502, 'FEED_VAZIO', 'Resposta sem conteúdo'],
    ['invalid XML', IDS.invalidXml, 502, 'FEED_XML_INVALIDO', 'Erro ao fazer parse do XML'],
    ['HTML page', IDS.html, 502, 'FEED_XML_INVALIDO', 'Erro ao fazer parse do XML'],
    ['XML that is not Atom', IDS.rss, 502, 'FEED_XML_INVALIDO', 'Erro ao fazer parse do XML'],
    ['DOCTYPE', IDS.doctype, 502, 'FEED_XML_INVALIDO', 'Erro ao fazer parse do XML'],
    ['entity bomb', IDS.bomb, 502, 'FEED_XML_INVALIDO', 'Erro ao fazer parse do XML'],
    ['connection dropped', IDS.dropped, 502, 'FEED_INDISPONIVEL', 'Erro ao carregar dados do YouTube'],
  ])('%s (%s) → %i %s', async (_label, id, status, codigo, message) => {
    const started = Date.now();
    const attempt = fetchChannelFeed(feedUrl(id), options(status === 504 ? { timeoutMs: TEST_TIMEOUT_MS } : {}));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(refusal(attempt)).resolves.toMatchObject({ status, codigo, message });
    // The timeout is total and prompt; nothing waits for the slow server to finish.
    expect(Date.now() - started).toBeLessThan(SLOW_MS);
  });

  it('does not follow the redirect', async () => {
    const validBefore = requestsFor(IDS.valid);
    await expect(refusal(fetchChannelFeed(feedUrl(IDS.redirect), options()))).resolves.toMatchObject({ status: 502 });
    expect(requestsFor(IDS.valid)).toBe(validBefore);
  });

  it('a refused host (nothing listening) is a 502', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(refusal(fetchChannelFeed(feedUrl(IDS.valid), options({ base: `http://127.0.0.1:${port}` })))).resolves.toMatchObject({
      status: 502,
      codigo: 'FEED_INDISPONIVEL',
      message: 'Erro ao carregar dados do YouTube',
    });
  });

  it('the errors carry a JSON body for the route', async () => {
    const error = (await fetchChannelFeed('', options()).catch((caught: unknown) => caught)) as AppError;
    expect(error.toBody()).toEqual({ message: 'URL não permitida', codigo: 'URL_NAO_PERMITIDA' });
  });

  it('the defaults are 2 MB and 10 minutes', () => {
    expect(FEED_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(FEED_CACHE_TTL_MS).toBe(600_000);
  });
});

describe('fetchChannelFeed — allow-list (never connects)', () => {
  const valid = IDS.valid;
  it.each([
    ['http://', `http://www.youtube.com/feeds/videos.xml?channel_id=${valid}`],
    ['other host', `https://evil.example/feeds/videos.xml?channel_id=${valid}`],
    ['youtube.com without www', `https://youtube.com/feeds/videos.xml?channel_id=${valid}`],
    ['extra params', `${feedUrl(valid)}&foo=bar`],
    ['both ids', `${feedUrl(valid)}&playlist_id=PLs1nt0n1a-FM_879`],
    ['userinfo', `https://user:senha@www.youtube.com/feeds/videos.xml?channel_id=${valid}`],
    ['port', `https://www.youtube.com:8443/feeds/videos.xml?channel_id=${valid}`],
    ['default port', `https://www.youtube.com:443/feeds/videos.xml?channel_id=${valid}`],
    ['fragment', `${feedUrl(valid)}#top`],
    ['javascript:', `javascript:fetch('${feedUrl(valid)}')`],
    ['look-alike host', `https://www.youtube.com.evil.com/feeds/videos.xml?channel_id=${valid}`],
    ['a local address', `http://127.0.0.1:3199/feeds/videos.xml?channel_id=${valid}`],
    ['other path', `https://www.youtube.com/feeds/videos.xml/../../admin?channel_id=${valid}`],
    ['invalid channel id', 'https://www.youtube.com/feeds/videos.xml?channel_id=UC..%2F..%2Fetc'],
    ['empty', ''],
  ])('%s → 400 URL não permitida', async (_label, url) => {
    const before = requests.length;
    const attempt = fetchChannelFeed(url, options());
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(refusal(attempt)).resolves.toMatchObject({ status: 400, codigo: 'URL_NAO_PERMITIDA', message: 'URL não permitida' });
    expect(requests.length).toBe(before);
  });

  it.each([[null], [undefined], [42], [{ url: 'x' }]])('non-string %p → 400 without connecting', async (value) => {
    const before = requests.length;
    await expect(refusal(fetchChannelFeed(value, options()))).resolves.toMatchObject({ status: 400 });
    expect(requests.length).toBe(before);
  });
});

describe('fetchChannelFeed — cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('serves a copy younger than 10 minutes without connecting, then refreshes', async () => {
    const opts = options({ now });
    const before = requestsFor(IDS.valid);
    expect((await fetchChannelFeed(feedUrl(IDS.valid), opts)).source).toBe('upstream');
    clock += FEED_CACHE_TTL_MS - 1;
    const hit = await fetchChannelFeed(feedUrl(IDS.valid), opts);
    expect(hit).toEqual({ xml: youtubeFeedXml(IDS.valid), source: 'cache' });
    expect(requestsFor(IDS.valid)).toBe(before + 1);
    clock += 1;
    expect((await fetchChannelFeed(feedUrl(IDS.valid), opts)).source).toBe('upstream');
    expect(requestsFor(IDS.valid)).toBe(before + 2);
  });

  it('a refresh gets the new content', async () => {
    const opts = options({ now });
    expect((await fetchChannelFeed(feedUrl(IDS.flaky), opts)).xml).toBe(flakyFeed(1));
    flakyVersion = 2;
    expect((await fetchChannelFeed(feedUrl(IDS.flaky), opts)).xml).toBe(flakyFeed(1));
    clock += FEED_CACHE_TTL_MS;
    expect((await fetchChannelFeed(feedUrl(IDS.flaky), opts)).xml).toBe(flakyFeed(2));
  });

  it.each(['error', 'invalid', 'slow'] as const)('a failed refresh (%s) serves the last good copy (stale)', async (mode) => {
    const opts = options({ now, timeoutMs: TEST_TIMEOUT_MS });
    const good = await fetchChannelFeed(feedUrl(IDS.flaky), opts);
    const before = requestsFor(IDS.flaky);

    flakyMode = mode;
    clock += FEED_CACHE_TTL_MS + 1;
    expect(await fetchChannelFeed(feedUrl(IDS.flaky), opts)).toEqual({ xml: good.xml, source: 'stale' });
    expect(requestsFor(IDS.flaky)).toBe(before + 1);

    // Right after a failure the stale copy is answered at once, without a new attempt.
    clock += FEED_RETRY_AFTER_FAILURE_MS - 1;
    expect(await fetchChannelFeed(feedUrl(IDS.flaky), opts)).toEqual({ xml: good.xml, source: 'stale' });
    expect(requestsFor(IDS.flaky)).toBe(before + 1);

    // Then it tries again, still failing: still stale.
    clock += 1;
    expect((await fetchChannelFeed(feedUrl(IDS.flaky), opts)).source).toBe('stale');
    expect(requestsFor(IDS.flaky)).toBe(before + 2);

    // The feed is back: fresh content replaces the stale copy.
    flakyMode = 'ok';
    flakyVersion = 3;
    clock += FEED_RETRY_AFTER_FAILURE_MS;
    const back = await fetchChannelFeed(feedUrl(IDS.flaky), opts);
    expect(back.source).toBe('upstream');
    expect(back.xml).toBe(flakyFeed(3));
    expect(requestsFor(IDS.flaky)).toBe(before + 3);
  });

  it('without a good copy the error is answered again until the retry delay passes', async () => {
    const opts = options({ now });
    const before = requestsFor(IDS.serverError);
    await expect(refusal(fetchChannelFeed(feedUrl(IDS.serverError), opts))).resolves.toMatchObject({ status: 502, message: 'Erro ao buscar RSS feed: 500' });
    clock += FEED_RETRY_AFTER_FAILURE_MS - 1;
    await expect(refusal(fetchChannelFeed(feedUrl(IDS.serverError), opts))).resolves.toMatchObject({ status: 502, message: 'Erro ao buscar RSS feed: 500' });
    expect(requestsFor(IDS.serverError)).toBe(before + 1);
    clock += 1;
    await expect(refusal(fetchChannelFeed(feedUrl(IDS.serverError), opts))).resolves.toMatchObject({ status: 502 });
    expect(requestsFor(IDS.serverError)).toBe(before + 2);
  });

  it('keeps one entry per URL', async () => {
    const opts = options({ now });
    await fetchChannelFeed(feedUrl(IDS.valid), opts);
    await fetchChannelFeed(feedUrl(IDS.valid2), opts);
    const before = requestsFor(IDS.valid2);
    expect((await fetchChannelFeed(feedUrl(IDS.valid2), opts)).xml).toBe(youtubeFeedXml(IDS.valid2));
    expect((await fetchChannelFeed(feedUrl(IDS.valid), opts)).xml).toBe(youtubeFeedXml(IDS.valid));
    expect(requestsFor(IDS.valid2)).toBe(before);
  });

  it('is bounded: the oldest URL is dropped first', async () => {
    const cache = new FeedCache(2);
    const opts = options({ now, cache });
    await fetchChannelFeed(feedUrl(IDS.valid), opts);
    await fetchChannelFeed(feedUrl(IDS.valid2), opts);
    await fetchChannelFeed(feedUrl(IDS.valid3), opts);
    expect(cache.size).toBe(2);
    const before = requestsFor(IDS.valid);
    expect((await fetchChannelFeed(feedUrl(IDS.valid3), opts)).source).toBe('cache');
    expect((await fetchChannelFeed(feedUrl(IDS.valid), opts)).source).toBe('upstream');
    expect(requestsFor(IDS.valid)).toBe(before + 1);
  });

  it('concurrent requests for one URL share a single upstream request', async () => {
    const opts = options({ now });
    const before = requestsFor(IDS.slowValid);
    const results = await Promise.all([1, 2, 3].map(() => fetchChannelFeed(feedUrl(IDS.slowValid), opts)));
    expect(new Set(results.map((r) => r.xml)).size).toBe(1);
    expect(requestsFor(IDS.slowValid)).toBe(before + 1);
  });
});

describe('fetchChannelFeed — abuse limits', () => {
  beforeEach(() => switchLimiters());
  afterEach(() => jest.restoreAllMocks());
  const many = (n: number) => feedUrl(channelId(`muitos-${n}`));
  const STATION = feedUrl(IDS.valid);

  it('at most 10 upstream fetches in flight: the 11th distinct feed gets 503 at once; the station feed still loads', async () => {
    const opts = options({ timeoutMs: 2000 });
    const first = Array.from({ length: 10 }, (_, i) => fetchChannelFeed(many(100 + i), opts));
    await expect(refusal(fetchChannelFeed(many(110), opts))).resolves.toMatchObject({
      status: 503,
      codigo: 'FEED_OCUPADO',
      message: 'Muitos feeds de vídeo sendo carregados ao mesmo tempo. Tente novamente em instantes.',
      retryAfterSeconds: 5,
    });
    expect(requestsFor(channelId('muitos-110'))).toBe(0);
    expect((await fetchChannelFeed(STATION, { ...opts, stationFeedUrl: STATION })).source).toBe('upstream');
    expect((await Promise.all(first)).every((result) => result.source === 'upstream')).toBe(true);
    expect((await fetchChannelFeed(many(110), opts)).source).toBe('upstream');
  });

  it('20 upstream fetches per client address in 10 minutes, then 429 logged once; cached feeds, other clients and the station feed go on', async () => {
    let clock = 5_000_000;
    // The per-client count reads Date.now(): it moves with the cache's clock (and only with it).
    const start = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => start + (clock - 5_000_000));
    const lines: string[] = [];
    const opts = options({ now: () => clock, log: (line) => void lines.push(line) });
    for (let i = 0; i < 20; i += 1) expect((await fetchChannelFeed(many(200 + i), { ...opts, client: '198.51.100.9' })).source).toBe('upstream');
    for (const n of [220, 221]) {
      await expect(refusal(fetchChannelFeed(many(n), { ...opts, client: '198.51.100.9' }))).resolves.toMatchObject({
        status: 429,
        codigo: 'FEED_MUITAS_SOLICITACOES',
        message: 'Muitos feeds de vídeo pedidos deste endereço. Tente novamente em 10 minutos.',
        retryAfterSeconds: 600,
      });
    }
    expect(lines).toEqual(['[youtube-rss] limite de feeds atingido: endereço 198.51.100.9 (20 em 10 min)']);
    expect(requestsFor(channelId('muitos-220'))).toBe(0);
    expect((await fetchChannelFeed(many(200), { ...opts, client: '198.51.100.9' })).source).toBe('cache');
    expect((await fetchChannelFeed(STATION, { ...opts, client: '198.51.100.9', stationFeedUrl: STATION })).source).toBe('upstream');
    expect((await fetchChannelFeed(many(220), { ...opts, client: '198.51.100.10' })).source).toBe('upstream');
    clock += FEED_CLIENT_WINDOW_MS;
    expect((await fetchChannelFeed(many(221), { ...opts, client: '198.51.100.9' })).source).toBe('upstream');
  });

  it('the station feed is never evicted by other feeds', async () => {
    const cache = new FeedCache(2);
    const opts = options({ cache, stationFeedUrl: STATION });
    await fetchChannelFeed(STATION, opts);
    for (let i = 0; i < 5; i += 1) await fetchChannelFeed(many(300 + i), opts);
    expect(cache.size).toBe(2);
    expect((await fetchChannelFeed(STATION, opts)).source).toBe('cache');
  });
});

describe('GET /api/youtube-rss', () => {
  type RouteModule = typeof import('@/app/api/youtube-rss/route');
  let route: RouteModule;

  beforeAll(async () => {
    // A fresh module graph, so env.ts reads YOUTUBE_FEED_BASE pointing at the fake server.
    process.env.YOUTUBE_FEED_BASE = base;
    await jest.isolateModulesAsync(async () => {
      route = await import('@/app/api/youtube-rss/route');
    });
  });

  afterAll(() => {
    delete process.env.YOUTUBE_FEED_BASE;
  });

  const get = (url: string | null) =>
    route.GET(new Request(`http://localhost/api/youtube-rss${url === null ? '' : `?url=${encodeURIComponent(url)}`}`));

  it('answers { contents } with public caching for 10 minutes', async () => {
    const response = await get(feedUrl(IDS.valid));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ contents: youtubeFeedXml(IDS.valid) });
  });

  it.each([
    ['forbidden URL', 'https://evil.example/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n'],
    ['missing url', null],
  ])('%s → 400 { message, codigo }', async (_label, url) => {
    const before = requests.length;
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'URL não permitida', codigo: 'URL_NAO_PERMITIDA' });
    expect(requests.length).toBe(before);
  });

  it('a client past its limit gets 429 with Retry-After; the station feed is still served to it', async () => {
    const from = (url: string) =>
      route.GET(new Request(`http://localhost/api/youtube-rss?url=${encodeURIComponent(url)}`, { headers: { 'x-sintonia-peer': '203.0.113.40' } }));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (let i = 0; i < 20; i += 1) expect((await from(feedUrl(channelId(`muitos-rota-${i}`)))).status).toBe(200);
      const refused = await from(feedUrl(channelId('muitos-rota-20')));
      expect(refused.status).toBe(429);
      // The real clock ran while the 20 fetches did: the window ends at most 10 minutes from now.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(540);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(await refused.json()).toEqual({ message: 'Muitos feeds de vídeo pedidos deste endereço. Tente novamente em 10 minutos.', codigo: 'FEED_MUITAS_SOLICITACOES' });
      expect((await from(feedUrl(IDS.valid))).status).toBe(200);
    } finally {
      warn.mockRestore();
    }
  });

  it.each([
    [IDS.serverError, 502, { message: 'Erro ao buscar RSS feed: 500', codigo: 'FEED_ERRO_HTTP' }],
    [IDS.redirect, 502, { message: 'O feed de vídeos respondeu com um redirecionamento.', codigo: 'FEED_REDIRECIONAMENTO' }],
    [IDS.empty, 502, { message: 'Resposta sem conteúdo', codigo: 'FEED_VAZIO' }],
    [IDS.bomb, 502, { message: 'Erro ao fazer parse do XML', codigo: 'FEED_XML_INVALIDO' }],
  ])('upstream %s → %i', async (id, status, body) => {
    const response = await get(feedUrl(id));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
  });
});
