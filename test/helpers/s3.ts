import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { destroyS3Clients, type S3Settings } from '@/lib/server/media/s3-client';

/*
 * A real S3 API for the media tests: s3rver on loopback, on a free port, files in a temporary
 * directory (test/helpers/s3rver-process.mjs says why it runs in a child process). Path-style
 * addressing and any credentials, as with MinIO or Garage.
 */

export const TEST_BUCKET = 'sintonia-test';

export type TestS3 = {
  endpoint: string;
  /** Settings for the test bucket; overrides name another bucket, a public URL… */
  settings(overrides?: Partial<S3Settings>): S3Settings;
  /** Stops the server: its port then refuses connections. */
  stop(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
};

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(__dirname, 's3rver-process.mjs'), directory, TEST_BUCKET], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    exited.then(() => {
      throw new Error('O s3rver dos testes não iniciou.');
    }),
  ])) as [string];
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The SDK keeps sockets alive to the old port: the next client starts clean.
    destroyS3Clients();
    child.kill('SIGTERM');
    await exited;
  };
  return {
    endpoint,
    settings: (overrides = {}) => ({
      bucket: TEST_BUCKET,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      publicUrl: null,
      ...overrides,
    }),
    stop,
    dispose: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
