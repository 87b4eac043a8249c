import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { startTcpProxy, type TcpProxy } from '../test/helpers/tcp-proxy';

/*
 * Two instances of the built app (`next start`) on one PostgreSQL, the machine's Redis (through a
 * relay the test can cut, so the real Redis keeps running) and an S3-compatible server on
 * loopback: what one instance writes, the other serves at once; limits and the scheduler count
 * across both; Redis going away costs no page.
 */

const PORTS = [3185, 3186] as const;
const [A, B] = PORTS.map((port) => `http://127.0.0.1:${port}`);
const EDITOR = { email: 'editor@sintonia.local', password: 'Sintonia@2026' };
const BUCKET = 'sintonia-midia';

type Json = Record<string, any>;

const databaseServer = process.env.TEST_DATABASE_URL?.trim();
const redisUrl = process.env.TEST_REDIS_URL?.trim();

test.describe('several instances on PostgreSQL, Redis and S3', () => {
  test.skip(!databaseServer || !redisUrl, 'TEST_DATABASE_URL e TEST_REDIS_URL são necessárias (o .ci/run define as duas).');
  test.describe.configure({ timeout: 420_000 });

  const servers: ChildProcess[] = [];
  const logs: string[] = ['', ''];
  const dataDirs: string[] = [];
  const databaseName = `sintonia_multi_${process.pid}`;
  let relay: TcpProxy;
  let s3: ChildProcess;
  let s3Dir: string;
  let database: pg.Client;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(databaseServer!);
    databaseUrl.pathname = `/${databaseName}`;
    database = new pg.Client({ connectionString: databaseUrl.toString() });

    const redisTarget = new URL(redisUrl!);
    relay = await startTcpProxy(Number(redisTarget.port || 6379), redisTarget.hostname);
    s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-s3-'));
    // In a child process with the legacy OpenSSL provider: test/helpers/s3rver-process.mjs says why.
    s3 = spawn(process.execPath, ['--openssl-legacy-provider', path.join(process.cwd(), 'test/helpers/s3rver-process.mjs'), s3Dir, BUCKET], { stdio: ['pipe', 'pipe', 'inherit'] });
    const [announced] = (await once(createInterface({ input: s3.stdout! }), 'line')) as [string];
    const { port: s3Port } = JSON.parse(announced) as { port: number };

    const shared = {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_KEY_PREFIX: `teste-multi-${process.pid}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      NEXTAUTH_SECRET: 'segredo-compartilhado-entre-as-instancias-de-teste',
      ENCRYPTION_KEY: 'chave-compartilhada-entre-as-instancias-de-teste',
      SEED_DEMO_DATA: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: '1',
      API_URL: '',
    };
    for (const [index, port] of PORTS.entries()) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sintonia-instancia-${index}-`));
      dataDirs.push(dataDir);
      const server = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://127.0.0.1:${port}` },
      });
      server.stdout?.on('data', (chunk) => (logs[index] += chunk));
      server.stderr?.on('data', (chunk) => (logs[index] += chunk));
      servers.push(server);
    }
    for (const [index, base] of [A, B].entries()) {
      // An instance that fails to start says why: its output is the message.
      const ready = async () => (await fetch(`${base}/api/v1/health/ready`).catch(() => null))?.status;
      await expect(async () => expect(await ready(), logs[index] || `${base}: nada no log`).toBe(200)).toPass({ timeout: 300_000 });
    }
    await database.connect();
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            if (server.exitCode !== null) return resolve(null);
            server.once('exit', resolve);
            server.kill('SIGTERM');
          }),
      ),
    );
    await database?.end().catch(() => {});
    const admin = new pg.Client({ connectionString: databaseServer });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await relay?.close();
    s3?.kill('SIGTERM');
    for (const dir of [...dataDirs, s3Dir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function staffToken(base: string): Promise<string> {
    const login = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(EDITOR) });
    expect(login.status, logs.join('\n')).toBe(200);
    return ((await login.json()) as { accessToken: string }).accessToken;
  }

  async function createPost(base: string, token: string, word: string, overrides: Json = {}): Promise<Json> {
    const categorias = (await (await fetch(`${base}/api/v1/publico/categorias`)).json()) as Json[] | { dados: Json[] };
    const categoria = (Array.isArray(categorias) ? categorias : categorias.dados).find((item) => item.slug === 'politica')!;
    const response = await fetch(`${base}/api/v1/postagens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        titulo: `Instâncias ${word} em sintonia`,
        slug: `instancias-${word}-em-sintonia`,
        resumo: `Resumo ${word}.`,
        conteudo: `<p>Texto ${word}.</p>`,
        conteudoJson: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `Texto ${word}.` }] }] },
        categoriaId: categoria.id,
        status: 'publicado',
        ...overrides,
      }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Json;
  }

  const homeOf = async (base: string) => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    return response.text();
  };

  test('a post saved through A is on B’s home page on the next request', async () => {
    await homeOf(B);
    await homeOf(B); // B serves its home from its cache now
    const token = await staffToken(A);
    const post = await createPost(A, token, 'xarelete');
    expect(await homeOf(B)).toContain(post.titulo);
  });

  test('an image uploaded through A is served by B', async () => {
    const token = await staffToken(A);
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1e6fd9' } }).png().toBuffer();
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'antena.png');
    const upload = await fetch(`${A}/api/v1/midia`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const served = await fetch(new URL(url, B));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  test('six wrong passwords spread over A and B: the sixth is refused with 429', async () => {
    const attempt = (base: string) =>
      fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@sintonia.local', password: 'senha-errada-1' }) });
    const statuses: number[] = [];
    for (const base of [A, B, A, B, A]) statuses.push((await attempt(base)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await attempt(B);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/^Muitas tentativas de acesso\. Tente novamente em /);
  });

  test('a scheduled post is published exactly once with both instances running', async () => {
    const token = await staffToken(B);
    const post = await createPost(B, token, 'agendada', { status: 'agendado', publicadoEm: new Date(Date.now() + 3_000).toISOString() });
    await expect(async () => {
      const { rows } = await database.query<{ status: string }>('select status from postagens where id = $1', [post.id]);
      expect(rows[0].status).toBe('publicado');
    }).toPass({ timeout: 30_000 });
    // Two more ticks of both schedulers: still one publication.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const { rows } = await database.query<{ n: number }>("select count(*)::int as n from logs where acao = 'publicar' and entidade_id = $1", [String(post.id)]);
    expect(rows[0].n).toBe(1);
    for (const base of [A, B]) expect(await homeOf(base)).toContain(post.titulo);
  });

  test('Redis stopped: both instances still serve pages; when it returns, writes reach every instance again', async () => {
    const token = await staffToken(A);
    relay.cut();
    for (const base of [A, B]) {
      await expect(async () => expect(((await (await fetch(`${base}/api/v1/health/ready`)).json()) as Json).redis).toBe('indisponivel')).toPass({ timeout: 15_000 });
      for (const page of ['/', '/equipe', '/politica', '/noticias']) expect({ page, status: (await fetch(`${base}${page}`)).status }).toEqual({ page, status: 200 });
      const readiness = await fetch(`${base}/api/v1/health/ready`);
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toMatchObject({ status: 'degradado', db: 'ok', redis: 'indisponivel' });
    }
    const during = await createPost(A, token, 'durante');
    expect(await homeOf(A)).toContain(during.titulo);

    relay.restore();
    for (const base of [A, B]) {
      await expect(async () => expect(((await (await fetch(`${base}/api/v1/health/ready`)).json()) as Json).redis).toBe('ok')).toPass({ timeout: 15_000 });
    }
    await homeOf(B);
    const after = await createPost(A, token, 'depois');
    const home = await homeOf(B);
    expect(home).toContain(after.titulo);
    expect(home).toContain(during.titulo);
    expect(logs.join('\n')).toContain('Redis indisponível');
    expect(logs.join('\n')).toContain('Redis de volta');
  });
});
