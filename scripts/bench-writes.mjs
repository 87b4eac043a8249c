#!/usr/bin/env node
// npm run bench:writes: the public site at full load while the newsroom writes.
//
// Usage: npm run bench:writes [-- --seconds N] [--write-every S]
//   --seconds N    how long each of the two runs lasts (default 60).
//   --write-every  seconds between staff writes in the second run (default 10).
// Environment: BENCH_PORT (3320), BENCH_CONNECTIONS (20), BENCH_EMAIL / BENCH_PASSWORD.
//
// How: the built app is started with a fresh demo database and SINTONIA_LOG_RENDERS=1, so its
// page cache prints one line per page it renders. Readers load the home page, a post, a category
// and /noticias in turn, as fast as 20 connections go (wrk, closed loop), twice: first with no
// writes, then with a staff write every few seconds — a category renamed back and forth, which
// expires every one of those pages, the widest write there is (a post save expires fewer).
// Compared: throughput, p99 and failures; and the renders of each page per write, however many
// readers were waiting for it (1: they were given that one render, no stampede).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuMs } from './bench/cpu.mjs';
import { fmt } from './bench/report.mjs';
import { sintoniaServer } from './bench/server.mjs';
import { staffWriter } from './bench/staff-write.mjs';
import { requireWrk, runWrk, WRK_REPORT_SCRIPT } from './bench/wrk.mjs';

/**
 * Under writes: throughput ≥ 0.8× and p99 ≤ 3× the quiet run's; each write renders a page once
 * (a little more allowed: a revalidation period may end within the run as well).
 */
const GOALS = { throughput: 0.8, p99: 3, rendersPerWrite: 1.5 };
const loadScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench', 'soak-load.lua');

function usage(message) {
  if (message) console.error(message);
  console.error('Uso: npm run bench:writes [-- --seconds N] [--write-every S]');
  process.exit(message ? 2 : 0);
}

const options = { seconds: 60, writeEvery: 10 };
{
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--help' || arg === '-h') usage();
    else if (arg === '--seconds') options.seconds = Number(args[++index]);
    else if (arg === '--write-every') options.writeEvery = Number(args[++index]);
    else usage(`Opção desconhecida: ${arg}`);
  }
  if (!(options.seconds >= 10)) usage('--seconds deve ser ≥ 10.');
  if (!(options.writeEvery >= 1)) usage('--write-every deve ser ≥ 1.');
}

requireWrk();
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const credentials = { email: process.env.BENCH_EMAIL || 'admin@sintonia.local', password: process.env.BENCH_PASSWORD || 'Sintonia@2026' };
/** Renders per page cache key (the page's route, e.g. …/$/noticias/pagina/1), from the server's output. */
const renders = new Map();
let pending = '';
const { base, pid } = await sintoniaServer(null, {
  port: process.env.BENCH_PORT || '3320',
  label: 'bench-writes',
  env: { SINTONIA_LOG_RENDERS: '1' },
  onOutput: (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^\[render\] (.+)$/.exec(line);
      if (match) renders.set(match[1], (renders.get(match[1]) ?? 0) + 1);
    }
  },
});
/** The renders since `before` (a copy of `renders`), per key, most first. */
const rendersSince = (before) =>
  [...renders]
    .map(([key, count]) => count - (before.get(key) ?? 0))
    .filter((count) => count > 0)
    .sort((a, b) => b - a);

const latest = (await (await fetch(`${base}/api/v1/publico/postagens?limite=1`)).json()).dados ?? [];
if (latest.length === 0) usage('A estação não tem notícias publicadas.');
const post = latest[0];
const pages = ['/', `/${post.categoria.slug}/${post.slug}`, `/${post.categoria.slug}`, '/noticias'];
const writer = await staffWriter(base, credentials);
process.on('SIGINT', () => {
  void writer.restore().finally(() => process.exit(130));
});

const get = async (page) => {
  const response = await fetch(base + page, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${page}: HTTP ${response.status}`);
};
const warm = async () => {
  for (const page of pages) for (let i = 0; i < 3; i++) await get(page);
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

async function loadRun(withWrites) {
  await warm();
  await settle();
  let writes = 0;
  let failedWrites = 0;
  const timer = withWrites
    ? setInterval(() => {
        writer.toggle().then(
          () => (writes += 1),
          (error) => {
            failedWrites += 1;
            console.error(`escrita da equipe falhou: ${error.message}`);
          },
        );
      }, options.writeEvery * 1000)
    : null;
  const before = treeCpuMs(pid);
  const rendersBefore = new Map(renders);
  const env = { ...process.env, SOAK_DELAY_MS: '0', SOAK_REPORT_SCRIPT: WRK_REPORT_SCRIPT };
  const result = await runWrk(`${base}/`, { seconds: options.seconds, connections, threads: 2, script: loadScript, scriptArgs: pages, env });
  if (timer) clearInterval(timer);
  // A write still under way when the load stopped is counted once it is done.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const cpu = treeCpuMs(pid) - before;
  const pageRenders = rendersSince(rendersBefore);
  return { ...result, cpu, writes, failedWrites, pageRenders };
}

console.log(`Leitores: ${pages.join(', ')} (${connections} conexões, ${options.seconds} s por rodada).`);
const quiet = await loadRun(false);
const busy = await loadRun(true);
await writer.restore().catch(() => {});

const rows = [
  ['sem gravações', quiet],
  [`gravação a cada ${options.writeEvery} s (${busy.writes})`, busy],
];
console.log('\nrodada                              req/s    p50 ms  p99 ms  CPU ms/req  falhas  renderizações');
for (const [name, run] of rows) {
  console.log(
    `${name.padEnd(34)}  ${fmt(run.rps, 0).padStart(6)}  ${fmt(run.p50).padStart(6)}  ${fmt(run.p99).padStart(6)}  ${fmt(run.cpu / run.requests, 2).padStart(10)}  ${String(run.failures + run.failedWrites).padStart(6)}  ${run.pageRenders.join(' + ') || '0'}`,
  );
}
// Each write expires every page once; a page may also be rendered once more when its
// revalidation period ends.
const perExpiry = Math.max(0, ...busy.pageRenders) / Math.max(1, busy.writes);
const throughputRatio = busy.rps / quiet.rps;
const p99Ratio = busy.p99 / quiet.p99;
const failures = quiet.failures + busy.failures + busy.failedWrites;
console.log(`\nRenderizações: as de cada página na rodada (da mais renderizada à menos); por gravação, no máximo ${fmt(perExpiry, 2)} de uma página.`);
const checks = [
  [`Vazão com gravações ÷ sem: ${fmt(throughputRatio, 2)} (meta ≥ ${fmt(GOALS.throughput, 1)})`, throughputRatio >= GOALS.throughput],
  [`p99 com gravações ÷ sem: ${fmt(p99Ratio, 2)} (meta ≤ ${fmt(GOALS.p99, 1)})`, p99Ratio <= GOALS.p99],
  [`Falhas: ${failures} (meta 0)`, failures === 0],
  [`Renderizações de uma página por gravação: ${fmt(perExpiry, 2)} (meta ≤ ${fmt(GOALS.rendersPerWrite, 1)})`, perExpiry <= GOALS.rendersPerWrite],
];
for (const [text, ok] of checks) console.log(`  ${ok ? '✓' : '✗'} ${text}`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
