// The Sintonia server a measurement runs against: one given by URL, or the built app started on
// its own port with a fresh demo database (never ./data), stopped when the script exits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, nextBin, root } from '../build-if-needed.mjs';
import { pidListeningOn } from './cpu.mjs';

export async function waitForHealth(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`o servidor em ${url} não respondeu em ${timeoutMs / 1000} s`);
}

/**
 * { base, pid }: `given` after checking it answers as a Sintonia server (exits otherwise), or the
 * app started on `port`. `label` names the temporary data directory; `env` is added to the
 * started app's environment and `onOutput` receives its standard output.
 */
export async function sintoniaServer(given, { port, label, env: extraEnv = {}, onOutput = null }) {
  if (given) {
    await waitForHealth(given, 10_000).catch((error) => {
      console.error(`${error.message}: é um servidor do Sintonia (GET /api/v1/health)?`);
      process.exit(1);
    });
    return { base: given, pid: pidListeningOn(given) };
  }
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sintonia-${label}-`));
  // As npm start runs it (scripts/start.mjs), so memory is measured as it will be served.
  const env = { MALLOC_ARENA_MAX: '2', ...process.env, ...extraEnv, PORT: port, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  delete env.API_URL;
  const server = spawn(nextBin, ['start', '--port', port], { cwd: root, stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'], env });
  if (onOutput) server.stdout.setEncoding('utf8').on('data', onOutput);
  process.on('exit', () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://localhost:${port}`;
  await waitForHealth(base);
  return { base, pid: server.pid };
}
