import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eServer } from './helpers';

test.describe('server', () => {
  test('health answers 200 with the database status', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
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
