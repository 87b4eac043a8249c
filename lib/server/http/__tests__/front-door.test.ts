import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientIp } from '../client-address';
import { installFrontDoor, LENGTH_REQUIRED, METHOD_NOT_ALLOWED, PEER_ADDRESS_HEADER } from '../front-door';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/v1/auth/login', { headers });

describe('clientIp', () => {
  it.each<[string, Record<string, string>, string | null, string | null]>([
    ['the socket address when no proxy is trusted', { [PEER_ADDRESS_HEADER]: '198.51.100.7' }, null, '198.51.100.7'],
    ["never the client's own X-Forwarded-For when no proxy is trusted", { [PEER_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.1' }, null, '198.51.100.7'],
    ['the first address of the trusted header', { [PEER_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '203.0.113.1, 10.0.0.2' }, 'x-forwarded-for', '203.0.113.1'],
    ['the socket address when the trusted header is missing', { [PEER_ADDRESS_HEADER]: '10.0.0.2' }, 'x-forwarded-for', '10.0.0.2'],
    ['an IPv4 client on a dual-stack socket, without the ::ffff: prefix', { [PEER_ADDRESS_HEADER]: '::ffff:127.0.0.2' }, null, '127.0.0.2'],
    ['an IPv6 client as it is', { [PEER_ADDRESS_HEADER]: '2001:db8::1' }, null, '2001:db8::1'],
    ['null when nothing tells the address (an in-process call)', {}, null, null],
    ['null for an absurdly long value', { [PEER_ADDRESS_HEADER]: 'x'.repeat(65) }, null, null],
  ])('%s', (_, headers, trusted, expected) => {
    expect(clientIp(request(headers), trusted)).toBe(expected);
  });
});

// A class of its own: installing on http.Server would reach every other test file's servers in this worker.
class FrontDoorServer extends http.Server {}

describe('installFrontDoor', () => {
  it("writes the socket's address on every request, over a value the client sent", async () => {
    installFrontDoor(FrontDoorServer);
    installFrontDoor(FrontDoorServer); // twice is harmless
    const server = new FrontDoorServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const seen = await new Promise<string>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, localAddress: '127.0.0.2', headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
      });
      expect(seen).toBe('127.0.0.2');
    } finally {
      server.close();
    }
  });

  // Node itself turns away CONNECT (no 'connect' listener) and methods its parser does not know.
  it.each(['TRACE', 'PROPFIND', 'PURGE', 'LOCK'])('answers %s with 405, Allow and a pt-BR JSON body, before the app', async (method) => {
    installFrontDoor(FrontDoorServer);
    const reached: string[] = [];
    const server = new FrontDoorServer((req, res) => {
      reached.push(req.method ?? '');
      res.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method, path: '/api/v1/publico/enquetes' }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body: text }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', body: JSON.stringify(METHOD_NOT_ALLOWED) });
      expect(reached).toEqual([]);
    } finally {
      server.close();
    }
  });

  it.each<[string, string, Record<string, string>, number, unknown]>([
    ['a declared 100 MB body to the panel sign-in: 413', '/api/auth/callback/credentials', { 'content-length': String(100 * 1024 * 1024) }, 413, { message: 'O conteúdo enviado passa do limite de 64 KB.', codigo: 'CORPO_GRANDE_DEMAIS' }],
    ['a body of undeclared length to a page: 411', '/contato', { 'transfer-encoding': 'chunked' }, 411, LENGTH_REQUIRED],
    ['a dot segment does not pass for /api/v1', '/api/v1/../auth/callback/credentials', { 'content-length': String(65 * 1024) }, 413, { message: 'O conteúdo enviado passa do limite de 64 KB.', codigo: 'CORPO_GRANDE_DEMAIS' }],
    ['/api/v1 caps its own bodies while reading them', '/api/v1/postagens', { 'content-length': String(1024 * 1024) }, 200, 'app'],
    ['a small sign-in body goes on', '/api/auth/callback/credentials', { 'content-length': '200' }, 200, 'app'],
  ])('%s', async (_, path, headers, status, body) => {
    installFrontDoor(FrontDoorServer);
    const server = new FrontDoorServer((req, res) => {
      req.resume();
      res.end('app');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        // A refused body is never sent in full: the answer must come before it.
        if (status === 200) req.end(Buffer.alloc(Number(headers['content-length'])));
        else req.write('x'.repeat(100));
      });
      expect({ status: answer.status, body: typeof body === 'string' ? answer.body : JSON.parse(answer.body) }).toEqual({ status, body });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
