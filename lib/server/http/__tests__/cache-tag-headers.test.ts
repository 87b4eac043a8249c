import http from 'node:http';
import type { AddressInfo } from 'node:net';
import PageCacheHandler, { expireTags } from '@/lib/server/cache/page-cache-handler.mjs';
import { forgetPageKeys } from '@/lib/server/cache/page-keys.mjs';
import { replaceAdmissionGates } from '../admission';
import { DEGRADED_CACHE_CONTROL } from '../cache-tag-headers';
import { installFrontDoor } from '../front-door';

// A class of its own: installing on http.Server would reach every other test file's servers in this worker.
class TaggingServer extends http.Server {}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

const cache = new PageCacheHandler();
const NEXT_CACHE_CONTROL = 's-maxage=30, stale-while-revalidate=31535970';

/** What each path's next render records (Next's x-next-cache-tags: implicit tags first). */
const renderTags = new Map<string, string>();
/** Paths whose reads fail on the next render (a database outage). */
const failing = new Set<string>();
/** Requests answered without reading the cache (a reader that waited for another's render). */
const waiting = new Set<string>();

/**
 * Plays Next serving a cached page: reads the page cache under the request (as Next does), renders
 * and stores on a miss, and answers with x-nextjs-cache and its Cache-Control. /dinamica is a
 * page rendered per request (no cache, no x-nextjs-cache).
 */
async function app(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = (req.url ?? '/').split('?')[0];
  if (path === '/dinamica') {
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    return res.end('dinâmica');
  }
  const key = path === '/' ? '/index' : path;
  res.setHeader('Cache-Control', NEXT_CACHE_CONTROL);
  if (waiting.has(path)) {
    res.setHeader('x-nextjs-cache', 'HIT');
    return res.end('esperou');
  }
  const entry = (await cache.get(key, { kind: 'APP_PAGE' })) as { value: { html: string } } | null;
  if (entry) {
    res.setHeader('x-nextjs-cache', 'HIT');
    return res.end(entry.value.html);
  }
  const degraded = failing.has(path);
  const tags = `${renderTags.get(path) ?? ''}${degraded ? ',sintonia:degradado' : ''}`;
  const html = degraded ? '<p>sem banco</p>' : `<p>${key}</p>`;
  await cache.set(key, { kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, status: 200 }, {});
  res.setHeader('x-nextjs-cache', 'MISS');
  res.end(html);
}

let server: TaggingServer;
let port: number;

function get(path: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  installFrontDoor(TaggingServer);
  server = new TaggingServer((req, res) => void app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  forgetPageKeys();
  renderTags.clear();
  failing.clear();
  waiting.clear();
  replaceAdmissionGates({ page: { concurrency: 2, maxQueue: 8, maxWaitMs: 3_000 } });
});

describe('Cache-Tag and Surrogate-Key on public pages', () => {
  it("lists the tags the page carries, rendered (MISS) and from the cache (HIT), without Next's implicit ones", async () => {
    renderTags.set('/politica/feira-41', '_N_T_/layout,_N_T_/[categoria]/[slug]/page,sintonia:postagens,sintonia:postagem:41,sintonia:configuracoes');
    const rendered = await get('/politica/feira-41');
    const cached = await get('/politica/feira-41');
    expect([rendered.headers['x-nextjs-cache'], cached.headers['x-nextjs-cache']]).toEqual(['MISS', 'HIT']);
    for (const answer of [rendered, cached]) {
      expect(answer.headers['cache-tag']).toBe('sintonia:postagens,sintonia:postagem:41,sintonia:configuracoes');
      expect(answer.headers['surrogate-key']).toBe('sintonia:postagens sintonia:postagem:41 sintonia:configuracoes');
      expect(answer.headers['cache-control']).toBe(NEXT_CACHE_CONTROL);
    }
  });

  it('a page rendered again after an expiry lists what the new render carries', async () => {
    renderTags.set('/', '_N_T_/page,sintonia:postagens:listas,sintonia:urgente');
    expect((await get('/')).headers['cache-tag']).toBe('sintonia:postagens:listas,sintonia:urgente');
    renderTags.set('/', '_N_T_/page,sintonia:postagens:listas,sintonia:urgente,sintonia:enquetes');
    expect((await get('/')).headers['cache-tag']).toBe('sintonia:postagens:listas,sintonia:urgente');
    await expireTags(['sintonia:urgente']);
    const fresh = await get('/');
    expect(fresh.headers['x-nextjs-cache']).toBe('MISS');
    expect(fresh.headers['cache-tag']).toBe('sintonia:postagens:listas,sintonia:urgente,sintonia:enquetes');
  });

  it('answers a HEAD with them too', async () => {
    renderTags.set('/equipe', '_N_T_/equipe/page,sintonia:equipe');
    const answer = await get('/equipe', 'HEAD');
    expect(answer.headers['cache-tag']).toBe('sintonia:equipe');
    expect(answer.headers['surrogate-key']).toBe('sintonia:equipe');
  });

  it('a reader that waited for another reader\'s render (and read no entry itself) gets the stored entry\'s tags', async () => {
    renderTags.set('/programacao', '_N_T_/programacao/page,sintonia:programacao');
    await get('/programacao');
    waiting.add('/programacao');
    const waited = await get('/programacao');
    expect(waited.body).toBe('esperou');
    expect(waited.headers['cache-tag']).toBe('sintonia:programacao');
  });

  it('a render that fell back (database down) lists no tag and goes out with no-store; the good copy keeps its tags', async () => {
    renderTags.set('/tocou', '_N_T_/tocou/page,sintonia:tocou');
    failing.add('/tocou');
    const degraded = await get('/tocou');
    expect(degraded.body).toBe('<p>sem banco</p>');
    expect(degraded.headers['cache-tag']).toBeUndefined();
    expect(degraded.headers['surrogate-key']).toBeUndefined();
    expect(degraded.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);

    failing.clear();
    const good = await get('/tocou');
    expect(good.headers['x-nextjs-cache']).toBe('MISS');
    expect(good.headers['cache-tag']).toBe('sintonia:tocou');
    failing.add('/tocou');
    await expireTags(['sintonia:tocou']);
    // Expired and rendered again while the database is down: the fallback is served, never stored, never tagged.
    const again = await get('/tocou');
    expect(again.body).toBe('<p>sem banco</p>');
    expect(again.headers['cache-control']).toBe(DEGRADED_CACHE_CONTROL);
    expect(again.headers['cache-tag']).toBeUndefined();
  });

  it.each(['/admin/postagens', '/api/cobertura/41'])('never on %s, whatever it read from the cache', async (path) => {
    renderTags.set(path, 'sintonia:postagem:41');
    const answer = await get(path);
    expect(answer.headers['x-nextjs-cache']).toBe('MISS');
    expect(answer.headers['cache-tag']).toBeUndefined();
    expect(answer.headers['surrogate-key']).toBeUndefined();
  });

  it('never on a page rendered per request', async () => {
    const answer = await get('/dinamica');
    expect(answer.headers['cache-tag']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });

  it('sends none for a page that carries only implicit tags', async () => {
    renderTags.set('/a-radio', '_N_T_/layout,_N_T_/a-radio/page');
    const answer = await get('/a-radio');
    expect(answer.headers['x-nextjs-cache']).toBe('MISS');
    expect(answer.headers['cache-tag']).toBeUndefined();
  });
});
