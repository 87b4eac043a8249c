import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eServer } from './helpers';

test.describe('server', () => {
  test('security headers on a cached page, a post, the panel (with a per-request nonce) and the API', async ({ request }) => {
    const home = (await request.get('/')).headers();
    expect(home['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(home['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(home['x-frame-options']).toBe('SAMEORIGIN');
    expect(home['x-content-type-options']).toBe('nosniff');
    expect(home['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home['permissions-policy']).toContain('camera=()');
    const post = (await request.get('/politica-local/orcamento-do-proximo-ano-preve-mais-recursos-para-saude-e-pavimentacao')).headers();
    expect(post['content-security-policy']).toBe(home['content-security-policy']);
    expect(post['x-frame-options']).toBe('SAMEORIGIN');

    const nonces = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const panel = (await request.get('/admin/login')).headers();
      expect(panel['x-frame-options']).toBe('DENY');
      expect(panel['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(panel['content-security-policy']).not.toContain('unsafe-eval');
      nonces.add(/'nonce-([^']+)'/.exec(panel['content-security-policy'])?.[1] ?? '');
    }
    expect(nonces.size).toBe(2);

    const api = (await request.get('/api/v1/publico/enquetes')).headers();
    expect(api['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['x-frame-options']).toBe('DENY');
  });

  test('methods the site never serves get 405 with Allow and a pt-BR body, on pages, the panel and the API', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    for (const path of ['/', '/admin/login', '/api/v1/publico/enquetes', '/api/v1/nada']) {
      for (const method of ['TRACE', 'PROPFIND']) {
        const answer = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
          const request = http.request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path, method }, (response) => {
            let body = '';
            response.on('data', (chunk) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
          });
          request.on('error', reject);
          request.end();
        });
        expect({ path, method, ...answer }).toEqual({
          path,
          method,
          status: 405,
          allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          body: JSON.stringify({ message: 'Método não permitido para este endereço.', codigo: 'METODO_NAO_PERMITIDO' }),
        });
      }
    }
  });

  test('liveness answers 200; readiness answers 200 with what it checked (one instance: no Redis, no bucket)', async ({ request }) => {
    const live = await request.get('/api/v1/health');
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await request.get('/api/v1/health/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', db: 'ok', redis: 'desativado', midia: 'desativado' });
  });

  test('uploads are served with long caching, and nothing outside them is', async ({ request }) => {
    const banners = (await (await request.get('/api/v1/publico/banners')).json()) as { imagemUrl: string }[];
    const image = await request.get(banners[0].imagemUrl);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(image.headers()['cache-control']).toContain('immutable');
    for (const probe of ['/uploads/..%2Fsecrets.json', '/uploads/%2E%2E/secrets.json', '/uploads/nao-existe.jpg']) {
      expect((await request.get(probe)).status()).toBe(404);
    }
  });

  test('a second server on the same data directory is refused with a clear message', async () => {
    const server = e2eServer();
    test.skip(server.postgres, 'the lock concerns PGlite data directories');
    const nextBin = path.join(process.cwd(), 'node_modules', '.bin', 'next');
    const child = spawn(nextBin, ['start', '--port', String(Number(server.port) + 50)], {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve(null);
      }, 30_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(output).toContain('já está aberto pelo processo');
  });
});
