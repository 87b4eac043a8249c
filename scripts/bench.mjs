#!/usr/bin/env node
// npm run bench: throughput and latency of the public pages and API with autocannon.
// Without an argument it builds when needed and starts the app on its own port with a fresh demo
// database (never ./data); with a base URL it measures that server instead.
// Usage: npm run bench [-- http://localhost:3000] (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild, nextBin, root } from './build-if-needed.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
let base = process.argv[2];
let server = null;
let dataDir = null;

async function waitForHealth(url, timeoutMs = 120_000) {
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

function stopServer() {
  if (server && server.exitCode === null) server.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!base) {
  ensureBuild();
  const port = process.env.BENCH_PORT || '3300';
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-bench-'));
  const env = { ...process.env, PORT: port, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  delete env.API_URL;
  server = spawn(nextBin, ['start', '--port', port], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  process.on('exit', stopServer);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  base = `http://localhost:${port}`;
  await waitForHealth(base);
}

// A real post and category of whatever station is being measured.
const latest = await (await fetch(`${base}/api/v1/publico/postagens?limite=1`)).json();
const post = latest.dados?.[0];
const targets = [
  ['/', 'Home'],
  ['/noticias', 'Lista de notícias'],
  ...(post ? [[`/${post.categoria?.slug ?? 'noticias'}`, 'Página de categoria'], [`/${post.categoria?.slug ?? 'noticias'}/${post.slug}`, 'Página da notícia']] : []),
  ['/buscar?q=prefeitura', 'Busca'],
  ['/api/v1/publico/postagens?limite=20', 'API: lista de postagens'],
  ['/api/v1/configuracoes/publicas', 'API: configurações públicas'],
];

console.log(`\nSintonia — bench em ${base}: ${connections} conexões, ${seconds} s por rota\n`);
const rows = [];
for (const [route, label] of targets) {
  // Warm-up: first renders compile caches and open the database.
  await autocannon({ url: base + route, connections: 2, amount: 20 });
  const result = await autocannon({ url: base + route, connections, duration: seconds });
  const failures = result.errors + result.timeouts + result.non2xx;
  rows.push({ rota: label, caminho: route, 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, falhas: failures });
}
console.table(rows);
process.exit(rows.some((row) => row.falhas > 0) ? 1 : 0);
