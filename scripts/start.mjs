#!/usr/bin/env node
// npm start: builds when the sources changed since the last build, then serves the app.
// The server itself migrates the database and seeds the demo station the first time (instrumentation.ts).
// NEXT_MANUAL_SIG_HANDLE: on SIGTERM the app's own graceful stop runs whole (lib/server/lifecycle).
// MALLOC_ARENA_MAX: glibc keeps a malloc arena per thread (libuv, sharp, argon2, zlib); with 2 the
// server's resident memory is about 200 MB lower, measured (README "Quantas instâncias").
import { spawn } from 'node:child_process';
import { ensureBuild, nextBin, root } from './build-if-needed.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 9)) {
  console.error(`O Sintonia precisa do Node.js 20.9 ou mais recente (encontrado ${process.versions.node}).`);
  process.exit(1);
}

ensureBuild();

const port = process.env.PORT || '3000';
console.log(`[sintonia] Iniciando em http://localhost:${port}`);
const server = spawn(nextBin, ['start', '--port', port], { cwd: root, stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: '1' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
