import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PageCacheHandler, { expireTags } from '@/lib/server/cache/page-cache-handler.mjs';
import { forgetPageKeys } from '@/lib/server/cache/page-keys.mjs';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { searchPathForQuery } from '@/lib/domain/search-term';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { replaceAdmissionGates } from '../admission';
import { installFrontDoor, SEARCH_LIMIT } from '../front-door';

// A class of its own: installing on http.Server would reach every other test file's servers in this worker.
class AdmissionServer extends http.Server {}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; at: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: AdmissionServer;
let port: number;
const renders: string[] = [];
const cache = new PageCacheHandler();

/** What a search's results page carries (lib/api/public.ts getSearchResults): a list's tag. */
const LIST_TAG = CACHE_TAGS.postLists;

/**
 * Plays Next: a page is read from the page cache (as Next does, under the request's path), and
 * rendered (slowly) and stored when missing. A search is answered by its term's results page, as
 * proxy.ts rewrites it, cached like a page and expired with the post lists.
 */
async function app(req: http.IncomingMessage, res: http.ServerResponse) {
  const [path, query = ''] = (req.url ?? '/').split('?', 2);
  if (path.startsWith('/_next/static/')) return res.end('arquivo');
  const key = path === '/' ? '/index' : path === '/noticias' ? (searchPathForQuery(query) ?? '/noticias') : path;
  if (await cache.get(key, { kind: 'APP_PAGE' })) return res.end(`cache ${key}`);
  renders.push(req.url ?? '');
  await sleep(150);
  await cache.set(key, { kind: 'APP_PAGE', html: `<p>${key}</p>`, headers: { 'x-next-cache-tags': `pagina:${key},${LIST_TAG}` } }, {});
  res.end(`renderizada ${key}`);
}

function get(path: string, from = '127.0.0.1'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, at: Date.now() }));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  installFrontDoor(AdmissionServer);
  server = new AdmissionServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  renders.length = 0;
  forgetPageKeys();
  switchLimiters();
  replaceAdmissionGates({
    search: { concurrency: 1, maxQueue: 2, maxWaitMs: 3_000 },
    page: { concurrency: 1, maxQueue: 2, maxWaitMs: 3_000 },
  });
});

describe('front door: malformed addresses', () => {
  it.each(['/%ff', '/noticias/%E0%A4%A', '/%zz', '/api/v1/postagens/%c0%af'])('answers %s with 400 before the app, and logs it', async (path) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const answer = await get(path);
      expect(answer.status).toBe(400);
      expect(answer.headers['cache-control']).toBe('no-store');
      if (path.startsWith('/api/')) {
        expect(JSON.parse(answer.body)).toEqual({ message: 'O endereço acessado contém caracteres inválidos. Confira o link ou volte para a página inicial.', codigo: 'ENDERECO_INVALIDO' });
      } else {
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(answer.body).toContain('<h1>Endereço inválido</h1>');
      }
      expect(renders).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('logs a flood of them once a second, not once each', async () => {
    const lines: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation((line: string) => void lines.push(line));
    try {
      await sleep(1_100);
      await Promise.all(Array.from({ length: 20 }, () => get('/%ff')));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[sintonia\] 400: endereço com codificação inválida: "\/%ff"( \(e outras \d+ desde a última linha\))?$/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('front door: searches', () => {
  it(`limits one address to ${SEARCH_LIMIT.points} searches a minute, with a pt-BR page and Retry-After`, async () => {
    replaceAdmissionGates({ search: { concurrency: 8, maxQueue: 64, maxWaitMs: 5_000 } });
    const answers = await Promise.all(Array.from({ length: SEARCH_LIMIT.points + 5 }, (_, index) => get(`/noticias?busca=termo${index}`, '127.0.0.7')));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SEARCH_LIMIT.points);
    expect(refused).toHaveLength(5);
    const wait = Number(refused[0].headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused[0].body).toContain(`Você fez muitas buscas em pouco tempo. Aguarde ${wait} segundos e tente novamente.`);
    expect(renders).toHaveLength(SEARCH_LIMIT.points);
    // Another address still searches.
    expect((await get('/noticias?busca=outro', '127.0.0.8')).status).toBe(200);
  });

  it('turns a search flood away at once, while cached pages and build files keep flowing', async () => {
    await get('/'); // the home page is now in the page cache
    renders.length = 0;
    const started = Date.now();
    const flood = Array.from({ length: 12 }, (_, index) => get(`/noticias?busca=enchente${index}`, `127.0.1.${index + 1}`));
    await sleep(20);
    const home = await get('/');
    const build = await get('/_next/static/chunks/app.js');
    const answers = await Promise.all(flood);

    expect(home).toMatchObject({ status: 200, body: 'cache /index' });
    expect(build.body).toBe('arquivo');
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    // One searching, two in line: three renders; nine turned away before any render, without waiting.
    expect(served).toHaveLength(3);
    expect(refused).toHaveLength(9);
    expect(renders).toHaveLength(3);
    expect(Math.max(...refused.map((answer) => answer.at - started))).toBeLessThan(Math.min(...served.map((answer) => answer.at - started)));
    // The cached page did not wait for the searches to finish.
    expect(home.at).toBeLessThan(Math.max(...served.map((answer) => answer.at)));
    expect(refused[0].headers['retry-after']).toBe('3');
    expect(refused[0].body).toContain('Muitos acessos ao mesmo tempo. Tente novamente em instantes.');
  });
});

describe('front door: searches from the page cache', () => {
  it('serves a term already in the page cache without counting it or waiting at the gate, in any spelling the page shows alike', async () => {
    const from = '127.0.2.1';
    expect((await get('/noticias?busca=chuva%20forte', from)).body).toBe(`renderizada ${searchPathForQuery('busca=chuva%20forte')}`);
    // Another search holds the gate's one slot and fills its line.
    replaceAdmissionGates({ search: { concurrency: 1, maxQueue: 0, maxWaitMs: 3_000 } });
    const busy = get('/noticias?busca=granizo', '127.0.2.2');
    await sleep(20);
    const again = await Promise.all(
      Array.from({ length: SEARCH_LIMIT.points + 10 }, (_, index) =>
        get(index % 2 ? '/noticias?busca=chuva%20forte' : '/noticias?busca=%20%20chuva%20%20%20forte&_rsc=1a2b', from),
      ),
    );
    expect(again.map((answer) => answer.status)).toEqual(again.map(() => 200));
    expect(new Set(again.map((answer) => answer.body))).toEqual(new Set([`cache ${searchPathForQuery('busca=chuva%20forte')}`]));
    expect(renders).toEqual(['/noticias?busca=chuva%20forte', '/noticias?busca=granizo']);
    await busy;
    // None of them counted: the address still has all but one of its uncached searches.
    replaceAdmissionGates({ search: { concurrency: 8, maxQueue: 64, maxWaitMs: 5_000 } });
    const fresh = await Promise.all(Array.from({ length: SEARCH_LIMIT.points }, (_, index) => get(`/noticias?busca=neblina${index}`, from)));
    expect(fresh.filter((answer) => answer.status === 200)).toHaveLength(SEARCH_LIMIT.points - 1);
    expect(fresh.filter((answer) => answer.status === 429)).toHaveLength(1);
  });

  it('renders a new term once for the readers asking while it renders, counting it once', async () => {
    const from = '127.0.2.3';
    const first = get('/noticias?busca=vendaval', from);
    await sleep(20);
    const answers = await Promise.all([first, ...Array.from({ length: SEARCH_LIMIT.points + 10 }, () => get('/noticias?busca=vendaval', from))]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(renders).toEqual(['/noticias?busca=vendaval']);
    const next = await Promise.all(Array.from({ length: SEARCH_LIMIT.points }, (_, index) => get(`/noticias?busca=garoa${index}`, from)));
    expect(next.filter((answer) => answer.status === 429)).toHaveLength(1);
  });

  it('renders the term again, and counts it again, once a post write expires the lists', async () => {
    const from = '127.0.2.4';
    await get('/noticias?busca=geada', from);
    expect((await get('/noticias?busca=geada', from)).body).toMatch(/^cache /);
    await expireTags([LIST_TAG]);
    renders.length = 0;
    expect((await get('/noticias?busca=geada', from)).body).toMatch(/^renderizada /);
    expect(renders).toEqual(['/noticias?busca=geada']);
    const rest = await Promise.all(Array.from({ length: SEARCH_LIMIT.points }, (_, index) => get(`/noticias?busca=orvalho${index}`, from)));
    expect(rest.filter((answer) => answer.status === 429)).toHaveLength(2);
  });

  it('counts a results page asked for by its own address like the search, and an empty term not at all', async () => {
    const from = '127.0.2.5';
    const direct = searchPathForQuery('busca=trovoada') as string;
    expect((await get(direct, from)).body).toBe(`renderizada ${direct}`);
    expect((await get('/noticias?busca=trovoada', from)).body).toBe(`cache ${direct}`);
    // The list, under a search's name: a page (cached after its first render), never a search.
    const empty = await Promise.all(Array.from({ length: SEARCH_LIMIT.points + 5 }, () => get('/noticias?busca=', from)));
    expect(empty.every((answer) => answer.status === 200)).toBe(true);
    const rest = await Promise.all(Array.from({ length: SEARCH_LIMIT.points }, (_, index) => get(`/noticias?busca=relampago${index}`, from)));
    expect(rest.filter((answer) => answer.status === 429)).toHaveLength(1);
  });
});

describe('front door: pages', () => {
  it('renders a page once for 30 readers arriving together, and serves the rest from the cache', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => get('/noticias/chuva-forte')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders).toEqual(['/noticias/chuva-forte']);
  });

  it('lets a cached page through a full gate, and gates it again once its tag expires', async () => {
    await get('/economia');
    // Another page rendering holds the gate's one slot and fills its line.
    const busy = [get('/esportes'), get('/esportes-2'), get('/esportes-3')];
    await sleep(20);
    expect(await get('/economia')).toMatchObject({ status: 200, body: 'cache /economia' });
    const turnedAway = await get('/cultura');
    expect(turnedAway.status).toBe(503);
    await Promise.all(busy);

    await expireTags(['pagina:/economia']);
    renders.length = 0;
    expect((await get('/economia')).body).toBe('renderizada /economia');
    expect(renders).toEqual(['/economia']);
  });
});
