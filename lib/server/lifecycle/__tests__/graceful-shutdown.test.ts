import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installFrontDoor } from '@/lib/server/http/front-door';
import { shutDown } from '../graceful-shutdown';
import { isShuttingDown } from '../shutdown-state';

class DrainingServer extends http.Server {}

function get(port: number): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/v1/health/ready', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

it('on SIGTERM answers readiness 503 and keeps serving through the drain, then closes and exits 143', async () => {
  installFrontDoor(DrainingServer);
  const server = new DrainingServer((_req, res) => {
    res.statusCode = isShuttingDown() ? 503 : 200;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  expect((await get(port)).status).toBe(200);

  const lines: string[] = [];
  let exitCode: number | null = null;
  const stopped = shutDown('SIGTERM', { stopScheduler: async () => {}, closeDatabase: async () => {}, drainMs: 400, log: (line) => lines.push(line), exit: (code) => (exitCode = code) });

  // During the drain: still answering, readiness says 503, clients are asked not to keep the connection.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await get(port)).toEqual({ status: 503, connection: 'close' });
  expect(exitCode).toBeNull();

  await stopped;
  expect(exitCode).toBe(143);
  await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  expect(lines[0]).toBe('[sintonia] SIGTERM recebido: prontidão em 503; atendendo por mais 0,4 s antes de parar de aceitar conexões.');
});
