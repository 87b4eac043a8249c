import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { PURGE_BATCH_TAGS, purgeCdnTags, type CdnPurge } from '../cdn-purge';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown };

const received: Received[] = [];
let status = 200;
let delayMs = 0;
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(text || 'null') });
      setTimeout(() => {
        res.statusCode = status;
        res.end('{"success":true}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  status = 200;
  delayMs = 0;
});

const purgeAt = (headers: Record<string, string> = {}): CdnPurge => ({ url: `${base}/zones/z1/purge_cache?x=1`, headers });

describe('purge of a CDN by tag after an expiry', () => {
  it('POSTs the tags as JSON and in Surrogate-Key, with the configured header', async () => {
    await purgeCdnTags([CACHE_TAGS.postLists, 'sintonia:postagem:41', CACHE_TAGS.urgent], purgeAt({ Authorization: 'Bearer segredo' }), 0);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/zones/z1/purge_cache?x=1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authorization).toBe('Bearer segredo');
    expect(request.headers['surrogate-key']).toBe('sintonia:postagens:listas sintonia:postagem:41 sintonia:urgente');
    expect(request.body).toEqual({ tags: ['sintonia:postagens:listas', 'sintonia:postagem:41', 'sintonia:urgente'] });
  });

  it('sends only the tags pages list, and nothing when none is left', async () => {
    await purgeCdnTags(['_N_T_/page', CACHE_TAGS.polls], purgeAt(), 0);
    expect(received.map((request) => request.body)).toEqual([{ tags: ['sintonia:enquetes'] }]);
    await purgeCdnTags(['_N_T_/page'], purgeAt(), 0);
    expect(received).toHaveLength(1);
  });

  it(`sends at most ${PURGE_BATCH_TAGS} tags per request`, async () => {
    const tags = Array.from({ length: 65 }, (_, index) => `sintonia:postagem:${index + 1}`);
    await purgeCdnTags(tags, purgeAt(), 0);
    const sent = received.map((request) => (request.body as { tags: string[] }).tags);
    expect(sent.map((batch) => batch.length).sort((a, b) => b - a)).toEqual([30, 30, 5]);
    expect(sent.flat().sort()).toEqual([...tags].sort());
  });

  it('does nothing without CDN_PURGE_URL', async () => {
    await purgeCdnTags([CACHE_TAGS.posts], null, 0);
    expect(received).toHaveLength(0);
  });

  it('asks again once the microcache in front may have handed the CDN the old page', async () => {
    await purgeCdnTags([CACHE_TAGS.posts], purgeAt(), 50);
    expect(received).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.map((request) => request.body)).toEqual([{ tags: ['sintonia:postagens'] }, { tags: ['sintonia:postagens'] }]);
  });

  it('never fails the write: a refusal is logged without the token', async () => {
    status = 403;
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(purgeCdnTags([CACHE_TAGS.posts], purgeAt({ Authorization: 'Bearer segredo' }), 0)).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledWith(`[cdn] A purga em ${new URL(base).host} respondeu HTTP 403; as páginas de sintonia:postagens ficam na CDN até expirarem.`);
      expect(JSON.stringify(log.mock.calls)).not.toContain('segredo');
    } finally {
      log.mockRestore();
    }
  });

  it('never fails the write: an unreachable CDN is logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(purgeCdnTags([CACHE_TAGS.posts], { url: 'http://127.0.0.1:1/purga', headers: {} }, 0)).resolves.toBeUndefined();
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0][0])).toMatch(/^\[cdn\] A purga em 127\.0\.0\.1:1 falhou \(/);
    } finally {
      log.mockRestore();
    }
  });
});
