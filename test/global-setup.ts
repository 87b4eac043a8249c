// Jest globalSetup: build the template databases once for the whole run (see test/template/build.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_VARIABLE, TEMPLATE_RUN_VARIABLE } from './template/layout';

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-test-template-'));
  const started = Date.now();
  // One process per kind, side by side: each is mostly one core's work (PGlite computes on its
  // process's main thread), and the two took 14 s one after the other.
  const build = (kind: string) =>
    new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'test/template/build.ts'), dir, runId, kind], { cwd: root, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', resolve);
    });
  const statuses = await Promise.all([build('pglite'), ...(process.env.TEST_DATABASE_URL ? [build('postgres')] : [])]);
  if (statuses.some((status) => status !== 0)) throw new Error('Não foi possível preparar os bancos de dados de teste (test/template/build.ts).');
  console.log(`\nBancos de teste preparados em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  // Workers start after this and inherit the environment.
  process.env[TEMPLATE_DIR_VARIABLE] = dir;
  process.env[TEMPLATE_RUN_VARIABLE] = runId;
}
