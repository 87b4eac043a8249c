// Jest globalSetup: build the template databases once for the whole run (see test/template/build.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_VARIABLE, TEMPLATE_RUN_VARIABLE } from './template/layout';

export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..');
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-test-template-'));
  const started = Date.now();
  const build = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, 'test/template/build.ts'), dir, runId], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('Não foi possível preparar os bancos de dados de teste (test/template/build.ts).');
  console.log(`\nBancos de teste preparados em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  // Workers start after this and inherit the environment.
  process.env[TEMPLATE_DIR_VARIABLE] = dir;
  process.env[TEMPLATE_RUN_VARIABLE] = runId;
}
