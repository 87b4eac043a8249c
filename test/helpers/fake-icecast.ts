import net from 'node:net';

/*
 * A small Icecast of our own on loopback, on a raw `net` server so it can misbehave
 * the ways a real one never would: ICY streams with a metaint and a StreamTitle the test changes,
 * /status-json.xsl (with the listener count the test sets), redirects to any Location, 50 MB of headers, a connection that never answers.
 * It counts connections and requests, and the bytes it got into the socket of each answer.
 */

export type IcyStatusLine = 'ICY 200 OK' | 'HTTP/1.0 200 OK' | 'HTTP/1.1 200 OK';

export type FakeIcecastRoute =
  /** An endless MP3-like stream; the metadata block only for a client that sent Icy-MetaData: 1. */
  | { kind: 'stream'; metaint?: number; statusLine?: IcyStatusLine; extraHeaders?: Record<string, string>; omitMetaint?: boolean }
  /** Icecast's status page; `body` is called per request (the JSON of status-json.xsl), default one source with the current title. */
  | { kind: 'status-json'; body?: (server: FakeIcecast) => unknown; contentType?: string }
  | { kind: 'text'; body: string | (() => string); status?: number; contentType?: string }
  | { kind: 'redirect'; location: string; status?: number }
  /**
   * A status line, then header lines until `totalBytes` (default 50 MB) or until the client goes.
   * With `pauseMs`, one 16 KB chunk per pause: what the server got out then measures how soon the
   * client hung up, not the size of the kernel's socket buffers (which take MBs at once).
   */
  | { kind: 'endless-headers'; totalBytes?: number; pauseMs?: number }
  /** Reads the request and never answers. */
  | { kind: 'hang' };

export type FakeRequest = { path: string; headers: Record<string, string> };

export type FakeIcecast = {
  host: string;
  port: number;
  /** http://host:port{path} */
  url(path: string): string;
  /** The title the streams and the status page give now. */
  title: string;
  /** How the next metadata blocks encode the title. */
  encoding: 'utf8' | 'latin1';
  setTitle(title: string, encoding?: 'utf8' | 'latin1'): void;
  /** The listener count the status page reports (`listeners` of the source); null leaves the field out. */
  listeners: number | null;
  setListeners(count: number | null): void;
  route(path: string, route: FakeIcecastRoute): void;
  /** Connections accepted so far. */
  readonly connections: number;
  readonly requests: FakeRequest[];
  requestsTo(path: string): number;
  /** Per answer, in order: bytes the socket accepted (write callbacks without error) and when it closed. */
  readonly answers: { path: string; bytesWritten: number; closed: Promise<void> }[];
  close(): Promise<void>;
};

const CHUNK = 16 * 1024;

/** The ICY metadata block for a title: its length byte (× 16) and the NUL-padded text. */
export function icyMetadataBlock(title: string, encoding: 'utf8' | 'latin1' = 'utf8'): Buffer {
  const text = Buffer.from(`StreamTitle='${title}';StreamUrl='';`, encoding);
  const blocks = Math.ceil(text.length / 16);
  if (blocks > 255) throw new Error('título longo demais para um bloco ICY');
  const block = Buffer.alloc(1 + blocks * 16);
  block[0] = blocks;
  text.copy(block, 1);
  return block;
}

export async function startFakeIcecast(options: { host?: string; title?: string } = {}): Promise<FakeIcecast> {
  const host = options.host ?? '127.0.0.1';
  const routes = new Map<string, FakeIcecastRoute>();
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const requests: FakeRequest[] = [];
  const answers: FakeIcecast['answers'] = [];

  const fake = {} as FakeIcecast;

  /** Writes chunks while the client reads, respecting backpressure, until `next` returns null or the socket goes. */
  const pump = (socket: net.Socket, answer: { bytesWritten: number }, next: () => Buffer | null, pauseMs?: number) => {
    const writeMore = () => {
      while (!socket.destroyed) {
        const chunk = next();
        if (chunk === null) {
          socket.end();
          return;
        }
        const ok = socket.write(chunk, (error) => {
          if (!error) answer.bytesWritten += chunk.length;
        });
        if (!ok) {
          socket.once('drain', writeMore);
          return;
        }
        if (pauseMs !== undefined) {
          setTimeout(writeMore, pauseMs);
          return;
        }
      }
    };
    writeMore();
  };

  const respond = (socket: net.Socket, request: FakeRequest) => {
    const route = routes.get(request.path) ?? routes.get(request.path.split('?')[0]);
    let resolveClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    const answer = { path: request.path, bytesWritten: 0, closed };
    answers.push(answer);
    socket.once('close', () => resolveClosed());
    const send = (text: string | Buffer, end = true) => {
      const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
      socket.write(bytes, (error) => {
        if (!error) answer.bytesWritten += bytes.length;
      });
      if (end) socket.end();
    };

    if (!route) {
      send('HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    switch (route.kind) {
      case 'hang':
        return;
      case 'redirect':
        send(`HTTP/1.1 ${route.status ?? 302} Found\r\nLocation: ${route.location}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        return;
      case 'text': {
        const body = Buffer.from(typeof route.body === 'function' ? route.body() : route.body, 'utf8');
        send(Buffer.concat([Buffer.from(`HTTP/1.1 ${route.status ?? 200} OK\r\nContent-Type: ${route.contentType ?? 'text/html'}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`), body]));
        return;
      }
      case 'status-json': {
        const source = { listenurl: fake.url('/stream'), title: fake.title, server_name: 'Fake', ...(fake.listeners === null ? {} : { listeners: fake.listeners }) };
        const json = route.body ? route.body(fake) : { icestats: { source } };
        const body = Buffer.from(JSON.stringify(json), 'utf8');
        send(Buffer.concat([Buffer.from(`HTTP/1.1 200 OK\r\nContent-Type: ${route.contentType ?? 'application/json'}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`), body]));
        return;
      }
      case 'endless-headers': {
        const total = route.totalBytes ?? 50 * 1024 * 1024;
        let produced = 0;
        const line = `X-Preenchimento: ${'a'.repeat(200)}\r\n`;
        const filler = Buffer.from(line.repeat(Math.ceil(CHUNK / line.length)), 'latin1');
        send('HTTP/1.0 200 OK\r\n', false);
        pump(
          socket,
          answer,
          () => {
            if (produced >= total) return null;
            produced += filler.length;
            return filler;
          },
          route.pauseMs,
        );
        return;
      }
      case 'stream': {
        const metaint = route.metaint ?? 8192;
        const wantsMetadata = /^1$/.test(request.headers['icy-metadata'] ?? '');
        const headers = [
          route.statusLine ?? 'ICY 200 OK',
          'Content-Type: audio/mpeg',
          'icy-name: Sintonia de teste',
          'icy-br: 128',
          ...(wantsMetadata && !route.omitMetaint ? [`icy-metaint: ${metaint}`] : []),
          ...Object.entries(route.extraHeaders ?? {}).map(([name, value]) => `${name}: ${value}`),
        ];
        send(`${headers.join('\r\n')}\r\n\r\n`, false);
        // Audio (0xFF bytes, so a NUL never looks like the end of something), the block after
        // every metaint bytes, for as long as the client reads (bounded at 4 MB).
        let sinceBlock = 0;
        let produced = 0;
        pump(socket, answer, () => {
          if (produced > 4 * 1024 * 1024) return null;
          if (wantsMetadata && !route.omitMetaint && sinceBlock === metaint) {
            sinceBlock = 0;
            const block = icyMetadataBlock(fake.title, fake.encoding);
            produced += block.length;
            return block;
          }
          const size = wantsMetadata && !route.omitMetaint ? Math.min(CHUNK, metaint - sinceBlock) : CHUNK;
          sinceBlock += size;
          produced += size;
          return Buffer.alloc(size, 0xff);
        });
        return;
      }
    }
  };

  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end === -1) {
        if (head.length > 64 * 1024) socket.destroy();
        return;
      }
      socket.off('data', onData);
      const [requestLine, ...lines] = head.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const request = { path: requestLine.split(' ')[1] ?? '/', headers };
      requests.push(request);
      respond(socket, request);
    };
    socket.on('data', onData);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  Object.assign(fake, {
    host,
    port,
    url: (path: string) => `http://${host}:${port}${path}`,
    title: options.title ?? 'Artista de Teste - Música de Teste',
    encoding: 'utf8',
    setTitle(title: string, encoding: 'utf8' | 'latin1' = 'utf8') {
      fake.title = title;
      fake.encoding = encoding;
    },
    listeners: null,
    setListeners(count: number | null) {
      fake.listeners = count;
    },
    route(path: string, route: FakeIcecastRoute) {
      routes.set(path, route);
    },
    requestsTo: (path: string) => requests.filter((request) => request.path === path).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
  Object.defineProperty(fake, 'connections', { get: () => connections });
  Object.defineProperty(fake, 'requests', { get: () => requests });
  Object.defineProperty(fake, 'answers', { get: () => answers });
  fake.route('/stream', { kind: 'stream' });
  fake.route('/status-json.xsl', { kind: 'status-json' });
  return fake;
}

/** A listening server that only counts who connects: stands in for an internal service (a database on 5432). */
export async function startConnectionRecorder(host = '127.0.0.1'): Promise<{ port: number; readonly connections: number; close(): Promise<void> }> {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
