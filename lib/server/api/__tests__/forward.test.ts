import { BODY_LIMITS } from '@/lib/server/api/body';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { forwardApiRequest, UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE } from '@/lib/server/api/forward';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP upstream: records what reached it and answers by path. */
function startUpstream(): Promise<{ url: string; seen: Seen[]; closed: string[]; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const closed: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      seen.push({ method: req.method ?? '', url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const path = url.replace(/\?.*$/, '');
      if (path.endsWith('/devagar')) {
        const timer = setTimeout(() => res.end('{}'), 2000);
        res.on('close', () => {
          clearTimeout(timer);
          closed.push(path);
        });
        return;
      }
      if (path.endsWith('/redireciona')) {
        res.writeHead(302, { location: `http://${req.headers.host}/base/api/v1/publico/categorias?x=1` });
        res.end();
        return;
      }
      if (path.endsWith('/relativo')) {
        res.writeHead(301, { location: '/outro/lugar' });
        res.end();
        return;
      }
      if (path.endsWith('/externo')) {
        res.writeHead(307, { location: 'https://exemplo.com.br/api/v1/x' });
        res.end();
        return;
      }
      if (path.endsWith('/gzip')) {
        const body = zlib.gzipSync(JSON.stringify({ dados: ['comprimido'] }));
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': body.length });
        res.end(body);
        return;
      }
      if (path.endsWith('/vazio')) {
        res.writeHead(204, { 'x-sem-corpo': 'sim' });
        res.end();
        return;
      }
      if (path.endsWith('/conflito')) {
        res.writeHead(409, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Você já votou nesta enquete' }));
        return;
      }
      res.writeHead(200, 'Tudo Certo', [
        ['Content-Type', 'application/json; charset=utf-8'],
        ['Connection', 'keep-alive, X-Salto'],
        ['Keep-Alive', 'timeout=5'],
        ['X-Salto', 'so-ate-o-proxy'],
        ['X-Estacao', 'legado'],
        ['Cache-Control', 'no-store'],
        ['Set-Cookie', 'sessao=upstream; Path=/'],
      ]);
      // Chunked on purpose (no content-length): transfer-encoding must not be passed on.
      res.write(JSON.stringify({ eco: { method: req.method, url } }).slice(0, 5));
      res.end(JSON.stringify({ eco: { method: req.method, url } }).slice(5));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        closed,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const SITE = 'http://sintonia.local:3000';

describe('forwardApiRequest (API_URL mode)', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let errorSpy: jest.SpyInstance;

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(async () => {
    await upstream.close();
  });
  beforeEach(() => {
    upstream.seen.length = 0;
    upstream.closed.length = 0;
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    errorSpy.mockRestore();
  });

  it('sends method, path and query to the same /api/v1 path upstream, with the allow-listed headers only', async () => {
    const request = new Request(`${SITE}/api/v1/publico/postagens?categoria=esportes&limite=5&busca=cl%C3%A1ssico`, {
      headers: {
        accept: 'application/json',
        authorization: 'Bearer abc.def',
        'content-type': 'application/json',
        cookie: 'next-auth.session-token=segredo',
        'x-forwarded-for': '203.0.113.9',
        'x-qualquer': 'nao-vai',
      },
    });
    const response = await forwardApiRequest(request, { upstream: upstream.url, clientAddress: '198.51.100.20' });

    expect(upstream.seen).toHaveLength(1);
    const [seen] = upstream.seen;
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/v1/publico/postagens?categoria=esportes&limite=5&busca=cl%C3%A1ssico');
    expect(seen.headers.authorization).toBe('Bearer abc.def');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers.accept).toBe('application/json');
    // The address this server verified, never the visitor's own X-Forwarded-For.
    expect(seen.headers['x-forwarded-for']).toBe('198.51.100.20');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-qualquer']).toBeUndefined();
    expect(seen.body).toBe('');

    expect(response.status).toBe(200);
    expect(response.statusText).toBe('Tudo Certo');
    expect(await response.json()).toEqual({
      eco: { method: 'GET', url: '/api/v1/publico/postagens?categoria=esportes&limite=5&busca=cl%C3%A1ssico' },
    });
  });

  it('drops hop-by-hop response headers (also those named in Connection) and the upstream cookies', async () => {
    const response = await forwardApiRequest(new Request(`${SITE}/api/v1/publico/enquetes`), { upstream: upstream.url });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-estacao')).toBe('legado');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const dropped of ['connection', 'keep-alive', 'x-salto', 'transfer-encoding', 'set-cookie']) {
      expect(response.headers.get(dropped)).toBeNull();
    }
  });

  it('drops request headers that the incoming Connection header declares hop-by-hop', async () => {
    const request = new Request(`${SITE}/api/v1/publico/banners`, {
      headers: { connection: 'authorization', authorization: 'Bearer so-ate-aqui', accept: 'application/json' },
    });
    await forwardApiRequest(request, { upstream: upstream.url });
    expect(upstream.seen[0].headers.authorization).toBeUndefined();
    expect(upstream.seen[0].headers.accept).toBe('application/json');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('forwards %s with its body and content type', async (method) => {
    const body = JSON.stringify({ opcaoId: 71, deviceId: 'aparelho-123' });
    const request = new Request(`${SITE}/api/v1/publico/enquetes/7/votar`, {
      method,
      headers: { 'content-type': 'application/json' },
      body,
    });
    const response = await forwardApiRequest(request, { upstream: upstream.url });
    expect(response.status).toBe(200);
    expect(upstream.seen[0]).toMatchObject({ method, url: '/api/v1/publico/enquetes/7/votar', body });
    expect(upstream.seen[0].headers['content-type']).toBe('application/json');
    expect(upstream.seen[0].headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('passes error statuses and their JSON through untouched', async () => {
    const request = new Request(`${SITE}/api/v1/publico/enquetes/7/conflito`, { method: 'POST', body: '{}' });
    const response = await forwardApiRequest(request, { upstream: upstream.url });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Você já votou nesta enquete' });
  });

  it('does not follow redirects; a Location on the upstream becomes a path on this origin', async () => {
    const base = `${upstream.url}/base`;
    const redirected = await forwardApiRequest(new Request(`${SITE}/api/v1/redireciona`), { upstream: base });
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0].url).toBe('/base/api/v1/redireciona');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/api/v1/publico/categorias?x=1');

    const relative = await forwardApiRequest(new Request(`${SITE}/api/v1/relativo`), { upstream: upstream.url });
    expect(relative.status).toBe(301);
    expect(relative.headers.get('location')).toBe('/outro/lugar');

    const external = await forwardApiRequest(new Request(`${SITE}/api/v1/externo`), { upstream: upstream.url });
    expect(external.status).toBe(307);
    expect(external.headers.get('location')).toBe('https://exemplo.com.br/api/v1/x');
  });

  it('hands on a compressed upstream body decoded, without the stale encoding and length', async () => {
    const response = await forwardApiRequest(new Request(`${SITE}/api/v1/gzip`), { upstream: upstream.url });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ dados: ['comprimido'] });
  });

  it('refuses a body over the largest cap with 413 before sending anything upstream', async () => {
    const request = new Request(`${SITE}/api/v1/postagens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMITS.upload + 1) },
      body: 'x',
    });
    const response = await forwardApiRequest(request, { upstream: upstream.url });
    expect(response.status).toBe(413);
    expect((await response.json()).codigo).toBe('CORPO_GRANDE_DEMAIS');
    expect(upstream.seen).toHaveLength(0);
  });

  it('answers HEAD and 204 without a body', async () => {
    const head = await forwardApiRequest(new Request(`${SITE}/api/v1/publico/categorias`, { method: 'HEAD' }), { upstream: upstream.url });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(upstream.seen[0].method).toBe('HEAD');

    const empty = await forwardApiRequest(new Request(`${SITE}/api/v1/vazio`, { method: 'DELETE' }), { upstream: upstream.url });
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
    expect(empty.headers.get('x-sem-corpo')).toBe('sim');
  });

  it('answers 504 with a pt-BR JSON error when the upstream is too slow, and lets go of it', async () => {
    const started = Date.now();
    const response = await forwardApiRequest(new Request(`${SITE}/api/v1/devagar`), { upstream: upstream.url, timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(504);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(UPSTREAM_TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upstream.closed).toContain('/api/v1/devagar');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('não respondeu em 150 ms'));
  });

  it('answers 502 {message, codigo} when the upstream cannot be reached', async () => {
    const port = await closedPort();
    const response = await forwardApiRequest(new Request(`${SITE}/api/v1/health`), { upstream: `http://127.0.0.1:${port}` });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'Não foi possível contatar o servidor da estação.',
      codigo: 'SERVIDOR_INDISPONIVEL',
    });
    expect(UPSTREAM_UNAVAILABLE.codigo).toBe('SERVIDOR_INDISPONIVEL');
    expect(errorSpy).toHaveBeenCalledWith(expect.stringMatching(/servidor da estação inacessível \(.*ECONNREFUSED/));
  });

  it('releases the upstream when the visitor gives up, without logging an outage', async () => {
    const controller = new AbortController();
    const pending = forwardApiRequest(new Request(`${SITE}/api/v1/devagar`, { signal: controller.signal }), { upstream: upstream.url });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    const response = await pending;
    expect(response.status).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(upstream.closed).toEqual(['/api/v1/devagar']);
    expect(errorSpy).not.toHaveBeenCalled();
  });
});
