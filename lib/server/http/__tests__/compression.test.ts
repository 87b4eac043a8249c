import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponse, storedCompressedCount } from '../compression';

const page = `<!DOCTYPE html><html lang="pt-BR"><body>${'<p>Notícia da região, atualizada.</p>'.repeat(200)}</body></html>`;

type Handler = (response: http.ServerResponse) => void;
let server: http.Server;
let port: number;
let handler: Handler;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    compressResponse(request, response);
    compressResponse(request, response); // the front door may have done it already: once is what counts
    handler(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function get(headers: Record<string, string>, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/', method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const cachedPage: Handler = (response) => {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('x-nextjs-cache', 'HIT');
  response.end(page);
};

describe('compressResponse', () => {
  it('compresses a page from the page cache once, then sends the stored copy', async () => {
    handler = cachedPage;
    const before = storedCompressedCount();
    const first = await get({ 'Accept-Encoding': 'gzip' });
    const second = await get({ 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(gunzipSync(first.body).toString()).toBe(page);
    expect(second.body.equals(first.body)).toBe(true);
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('answers a burst of first requests from one stored copy', async () => {
    const burst = page.replace('atualizada', 'de última hora');
    handler = (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end(burst);
    };
    const before = storedCompressedCount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get({ 'Accept-Encoding': 'gzip' })));
    for (const answer of answers) expect(gunzipSync(answer.body).toString()).toBe(burst);
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('prefers brotli when the browser takes it', async () => {
    handler = cachedPage;
    const answer = await get({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(page);
  });

  it('sends gzip to a browser that refuses brotli', async () => {
    handler = cachedPage;
    const answer = await get({ 'Accept-Encoding': 'br;q=0, gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });

  it('stores a new copy when the page changes', async () => {
    const before = storedCompressedCount();
    handler = (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'MISS');
      response.end(page.replace('atualizada', 'corrigida'));
    };
    const answer = await get({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(answer.body).toString()).toContain('corrigida');
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('finds the stored copy of a page given again as another string of the same text', async () => {
    const text = page.replace('atualizada', 'revista');
    handler = (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end([...text].join(''));
    };
    const before = storedCompressedCount();
    const first = await get({ 'Accept-Encoding': 'br' });
    const second = await get({ 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(second.body).toString()).toBe(text);
    expect(second.body.equals(first.body)).toBe(true);
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('keeps a page given with another text encoding in that encoding', async () => {
    const text = page.replace('atualizada', 'em latin1');
    handler = (response) => {
      response.setHeader('Content-Type', 'text/html; charset=iso-8859-1');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.end(text, 'latin1');
    };
    const answer = await get({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(answer.body).equals(Buffer.from(text, 'latin1'))).toBe(true);
  });

  it('holds a body written in parts (a feed from the cache) and sends it whole', async () => {
    handler = (response) => {
      response.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
      response.setHeader('x-nextjs-cache', 'HIT');
      response.write(page.slice(0, 3000));
      response.write(Buffer.from(page.slice(3000)));
      response.end();
    };
    const answer = await get({ 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(page);
  });

  it('stores a build file (Cache-Control: immutable) like a cached page', async () => {
    const script = `(()=>{${'console.log("Sintonia");'.repeat(300)}})();`;
    handler = (response) => {
      response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.write(script.slice(0, 2000));
      response.end(script.slice(2000));
    };
    const before = storedCompressedCount();
    const first = await get({ 'Accept-Encoding': 'br' });
    const second = await get({ 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
    expect(second.body.equals(first.body)).toBe(true);
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('streams other responses through ordinary compression', async () => {
    handler = (response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(page.slice(0, 3000));
      response.end(page.slice(3000));
    };
    const before = storedCompressedCount();
    const answer = await get({ 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(page);
    expect(storedCompressedCount()).toBe(before);
  });

  it.each<[string, Record<string, string>, string, Handler]>([
    ['the client takes no encoding', {}, 'GET', cachedPage],
    ['the client refuses gzip and brotli', { 'Accept-Encoding': 'gzip;q=0, br;q=0' }, 'GET', cachedPage],
    ['the request is HEAD', { 'Accept-Encoding': 'gzip' }, 'HEAD', cachedPage],
    [
      'the body is under 1 KB',
      { 'Accept-Encoding': 'gzip' },
      'GET',
      (response) => {
        response.setHeader('Content-Type', 'text/html');
        response.setHeader('x-nextjs-cache', 'HIT');
        response.end('<p>curta</p>');
      },
    ],
    [
      'the type is not text (an image)',
      { 'Accept-Encoding': 'gzip' },
      'GET',
      (response) => {
        response.setHeader('Content-Type', 'image/png');
        response.setHeader('x-nextjs-cache', 'HIT');
        response.end(Buffer.alloc(4096, 7));
      },
    ],
  ])('sends the body as it is when %s', async (_, headers, method, answerWith) => {
    handler = answerWith;
    const answer = await get(headers, method);
    expect(answer.headers['content-encoding']).toBeUndefined();
    if (method === 'GET' && answerWith === cachedPage) expect(answer.body.toString()).toBe(page);
  });
});
