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

/** A page as Next serves it from the page cache: one string, marked with x-nextjs-cache. */
function cachedPageOf(text: string, { cache = 'HIT', charset = 'utf-8', encoding }: { cache?: string; charset?: string; encoding?: BufferEncoding } = {}): Handler {
  return (response) => {
    response.setHeader('Content-Type', `text/html; charset=${charset}`);
    response.setHeader('x-nextjs-cache', cache);
    if (encoding) response.end(text, encoding);
    else response.end(text);
  };
}

const cachedPage = cachedPageOf(page);

/** Two requests alike: the second gets the very bytes of the first, and one copy was stored. */
async function getTwiceStoringOne(headers: Record<string, string>) {
  const before = storedCompressedCount();
  const first = await get(headers);
  const second = await get(headers);
  expect(second.body.equals(first.body)).toBe(true);
  expect(storedCompressedCount()).toBe(before + 1);
  return first;
}

describe('compressResponse', () => {
  it('compresses a page from the page cache once, then sends the stored copy', async () => {
    handler = cachedPage;
    const first = await getTwiceStoringOne({ 'Accept-Encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(gunzipSync(first.body).toString()).toBe(page);
  });

  it('answers a burst of first requests from one stored copy', async () => {
    const burst = page.replace('atualizada', 'de última hora');
    handler = cachedPageOf(burst);
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
    handler = cachedPageOf(page.replace('atualizada', 'corrigida'), { cache: 'MISS' });
    const answer = await get({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(answer.body).toString()).toContain('corrigida');
    expect(storedCompressedCount()).toBe(before + 1);
  });

  it('finds the stored copy of a page given again as another string of the same text', async () => {
    const text = page.replace('atualizada', 'revista');
    handler = (response) => cachedPageOf([...text].join(''))(response);
    const first = await getTwiceStoringOne({ 'Accept-Encoding': 'br' });
    expect(brotliDecompressSync(first.body).toString()).toBe(text);
  });

  it('keeps a page given with another text encoding in that encoding', async () => {
    const text = page.replace('atualizada', 'em latin1');
    handler = cachedPageOf(text, { charset: 'iso-8859-1', encoding: 'latin1' });
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
    const first = await getTwiceStoringOne({ 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.body).toString()).toBe(script);
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
