#!/usr/bin/env node
// npm run soak: the public site under steady load for a long time, watching for leaks and errors.
//
// Usage: npm run soak [-- URL] [--minutes N] [--json FILE]
//   URL          the Sintonia server to load; without it the app is built when needed and started
//                on its own port (SOAK_PORT, 3310) with a fresh demo database (never ./data).
//   --minutes N  how long the load lasts (default 30).
//   --json FILE  also writes every minute's figures to FILE.
// Environment: SOAK_CONNECTIONS (20), SOAK_WRITE_SECONDS (60: a staff write that expires every
// public page, so pages are rendered again all along), BENCH_EMAIL / BENCH_PASSWORD.
//
// How: first the home page's capacity is measured (wrk, closed loop, 10 s). The soak then runs at
// half that rate, each connection pausing between requests, spread over the home page (most),
// post pages and category pages, in one-minute wrk runs back to back, while the server's resident
// memory (its whole process tree) is sampled every 5 s. It passes when no request failed (socket
// errors, timeouts, 4xx/5xx, failed staff writes) and memory grew less than 10 %: the median of the
// last fifth of the run against the median of the second fifth (the first is warm-up: caches fill).
// Exit status 1 otherwise.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRssBytes } from './bench/memory.mjs';
import { fmt, median, printTable } from './bench/report.mjs';
import { sintoniaServer } from './bench/server.mjs';
import { staffWriter } from './bench/staff-write.mjs';
import { requireWrk, runWrk, WRK_REPORT_SCRIPT } from './bench/wrk.mjs';

const MAX_MEMORY_GROWTH = 0.1;
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench', 'soak-load.lua');

function usage(message) {
  if (message) console.error(message);
  console.error('Uso: npm run soak [-- URL] [--minutes N] [--json ARQUIVO]');
  process.exit(message ? 2 : 0);
}

const options = { base: null, minutes: 30, json: null };
{
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const value = () => args[++index] ?? usage(`Falta o valor de ${arg}.`);
    if (arg === '--help' || arg === '-h') usage();
    else if (arg === '--minutes') options.minutes = Number(value());
    else if (arg === '--json') options.json = value();
    else if (!arg.startsWith('-') && !options.base) options.base = arg.replace(/\/+$/, '');
    else usage(`Opção desconhecida: ${arg}`);
  }
  if (!(options.minutes >= 1)) usage('--minutes deve ser ≥ 1.');
}

const connections = Number(process.env.SOAK_CONNECTIONS || 20);
const writeEverySeconds = Number(process.env.SOAK_WRITE_SECONDS || 60);
const credentials = { email: process.env.BENCH_EMAIL || 'admin@sintonia.local', password: process.env.BENCH_PASSWORD || 'Sintonia@2026' };
requireWrk();

let writer = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await writer?.restore().catch(() => {});
    process.exit(130);
  });
}

const { base, pid } = await sintoniaServer(options.base, { port: process.env.SOAK_PORT || '3310', label: 'soak' });
if (treeRssBytes(pid) === null) {
  console.error(`Não consigo ler a memória do servidor em ${base} (/proc): o soak precisa de um servidor local deste usuário.`);
  process.exit(1);
}

// What readers load: mostly the home page, then posts and categories of the station being measured.
const latest = (await (await fetch(`${base}/api/v1/publico/postagens?limite=10`)).json()).dados ?? [];
const postPaths = latest.map((post) => `/${post.categoria?.slug ?? 'noticias'}/${post.slug}`);
const categoryPaths = [...new Set(latest.map((post) => `/${post.categoria?.slug ?? 'noticias'}`))];
const paths = [...Array(postPaths.length + categoryPaths.length).fill('/'), ...postPaths, ...categoryPaths];
for (const page of new Set(paths)) await (await fetch(base + page)).arrayBuffer();

const capacity = await runWrk(`${base}/`, { seconds: 10, connections, threads: 2 });
const targetRps = capacity.rps / 2;
// Each connection waits between a response and its next request; the wait is corrected every
// minute for the time the requests themselves took, so the rate stays near the target.
const cycleMs = (connections * 1000) / targetRps;
let pauseMs = Math.round(cycleMs);
console.log(`Capacidade da página inicial: ${fmt(capacity.rps, 0)} req/s (${connections} conexões). Alvo do soak: ${fmt(targetRps, 0)} req/s por ${options.minutes} min, ${new Set(paths).size} páginas.`);

writer = await staffWriter(base, credentials);
let writes = 0;
let failedWrites = 0;
const writeTimer = setInterval(() => {
  writer.toggle().then(
    () => (writes += 1),
    (error) => {
      failedWrites += 1;
      console.error(`escrita da equipe falhou: ${error.message}`);
    },
  );
}, writeEverySeconds * 1000);

const samples = [];
const sampleTimer = setInterval(() => samples.push({ at: Date.now(), rss: treeRssBytes(pid) }), 5000);
samples.push({ at: Date.now(), rss: treeRssBytes(pid) });

const started = Date.now();
const minutes = [];
for (let minute = 1; minute <= options.minutes; minute++) {
  const env = { ...process.env, SOAK_DELAY_MS: String(pauseMs), SOAK_REPORT_SCRIPT: WRK_REPORT_SCRIPT };
  const result = await runWrk(`${base}/`, { seconds: 60, connections, threads: 2, script: loadScript, scriptArgs: paths, env });
  const requestMs = (connections * 1000) / result.rps - pauseMs;
  pauseMs = Math.max(0, Math.round(cycleMs - requestMs));
  const rss = treeRssBytes(pid);
  minutes.push({ minute, rps: result.rps, p50: result.p50, p99: result.p99, failures: result.failures, rssMb: rss / 2 ** 20 });
  console.log(`min ${minute}: ${fmt(result.rps, 0)} req/s, p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, falhas ${result.failures}, memória ${fmt(rss / 2 ** 20, 0)} MB`);
}
clearInterval(writeTimer);
clearInterval(sampleTimer);
await writer.restore().catch(() => {});

const elapsed = Date.now() - started;
const window = (from, to) => samples.filter((sample) => sample.at >= started + from * elapsed && sample.at <= started + to * elapsed).map((sample) => sample.rss);
const baseline = median(window(0.2, 0.4));
const final = median(window(0.8, 1));
const growth = (final - baseline) / baseline;
const failures = minutes.reduce((sum, row) => sum + row.failures, 0) + failedWrites;
const requests = minutes.reduce((sum, row) => sum + row.rps * 60, 0);

printTable(
  'Soak, por minuto',
  minutes.map((row) => ({ minuto: row.minute, 'req/s': fmt(row.rps, 0), 'p50 ms': fmt(row.p50), 'p99 ms': fmt(row.p99), falhas: row.failures, 'memória MB': fmt(row.rssMb, 0) })),
);
console.log(
  [
    `Alvo ${fmt(targetRps, 0)} req/s (metade de ${fmt(capacity.rps, 0)}); média ${fmt(requests / (options.minutes * 60), 0)} req/s, ${fmt(requests, 0)} requisições.`,
    `Escritas da equipe: ${writes} (${failedWrites} falharam).`,
    `Memória (mediana): ${fmt(baseline / 2 ** 20, 0)} MB após o aquecimento → ${fmt(final / 2 ** 20, 0)} MB no fim: ${growth >= 0 ? '+' : ''}${fmt(growth * 100)} % (limite ${MAX_MEMORY_GROWTH * 100} %).`,
    `Falhas: ${failures}.`,
  ].join('\n'),
);

if (options.json) {
  fs.mkdirSync(path.dirname(path.resolve(options.json)), { recursive: true });
  fs.writeFileSync(options.json, `${JSON.stringify({ capacity: capacity.rps, targetRps, minutes, samples, writes, failedWrites, baseline, final, growth }, null, 2)}\n`);
}
const passed = failures === 0 && growth < MAX_MEMORY_GROWTH;
console.log(passed ? 'Soak aprovado.' : 'Soak REPROVADO.');
process.exit(passed ? 0 : 1);
