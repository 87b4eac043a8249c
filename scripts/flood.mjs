#!/usr/bin/env node
// npm run flood: how cached pages fare while someone floods what costs the server work.
//
// Usage: npm run flood [-- URL] [--seconds N] [--json FILE]
//   URL          the Sintonia server; without it the app is built when needed and started on its
//                own port (FLOOD_PORT, 3320) with a fresh demo database (never ./data).
//   --seconds N  how long each phase lasts (default 20).
// Environment: FLOOD_EMAIL (the account the sign-in flood guesses; admin@sintonia.local).
//
// A reader asks for the home page 20 times a second all along (open loop: a slow answer does not
// slow the asking), and its p50/p99 are reported for each phase: quiet; one address searching
// 40 times a second; 200 addresses searching 40 times a second between them; 200 addresses sending
// 150 wrong passwords a second to one account, then to a new account each time. The attackers'
// answers are counted by status. Everything runs on loopback: the attacking addresses are
// 127.0.x.y, which Linux routes to this machine.
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fmt, percentile, printTable } from './bench/report.mjs';
import { sintoniaServer } from './bench/server.mjs';

function usage(message) {
  if (message) console.error(message);
  console.error('Uso: npm run flood [-- URL] [--seconds N] [--json ARQUIVO]');
  process.exit(message ? 2 : 0);
}

const options = { base: null, seconds: 20, json: null };
{
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const value = () => args[++index] ?? usage(`Falta o valor de ${arg}.`);
    if (arg === '--help' || arg === '-h') usage();
    else if (arg === '--seconds') options.seconds = Number(value());
    else if (arg === '--json') options.json = value();
    else if (!arg.startsWith('-') && !options.base) options.base = arg.replace(/\/+$/, '');
    else usage(`Opção desconhecida: ${arg}`);
  }
  if (!(options.seconds >= 3)) usage('--seconds deve ser ≥ 3.');
}

const READER_RATE = 20;
const REQUEST_TIMEOUT_MS = 30_000;
const email = process.env.FLOOD_EMAIL || 'admin@sintonia.local';

const { base } = await sintoniaServer(options.base, { port: process.env.FLOOD_PORT || '3320', label: 'flood' });
const target = new URL(base);

/** One keep-alive agent per source address, so each attacker has connections of its own. */
const agents = new Map();
function agentFor(address) {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}

/** Resolves with the status (or 'erro'/'tempo esgotado') and the milliseconds it took. */
function send({ path, from = '127.0.0.1', method = 'GET', body }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { 'accept-encoding': 'gzip', accept: 'text/html' };
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    const req = http.request({ host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: target.port, path, method, headers, agent: agentFor(from) }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 'erro', ms: performance.now() - started }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: error.message === 'timeout' ? 'tempo esgotado' : 'erro', ms: performance.now() - started }));
    req.end(body);
  });
}

/** Sends `rate` requests a second for `seconds`, whatever the answers take; all the answers. */
function openLoop(rate, seconds, next) {
  return new Promise((resolve) => {
    const answers = [];
    const pending = new Set();
    const started = performance.now();
    let sent = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(Math.floor((elapsed / 1000) * rate), rate * seconds);
      while (sent < due) {
        const request = send(next(sent++)).then((answer) => {
          answers.push(answer);
          pending.delete(request);
        });
        pending.add(request);
      }
      if (sent >= rate * seconds) {
        clearInterval(timer);
        void Promise.all(pending).then(() => resolve(answers));
      }
    }, 5);
  });
}

const manyAddresses = (index) => `127.0.${2 + Math.floor((index % 200) / 250)}.${1 + (index % 200)}`;

const phases = [
  { name: 'sem ataque', attack: null },
  { name: '1 endereço buscando 40/s', attack: { rate: 40, next: (i) => ({ path: `/noticias?busca=${encodeURIComponent(`termo ${i}`)}`, from: '127.0.1.1' }) } },
  { name: '200 endereços buscando 40/s', attack: { rate: 40, next: (i) => ({ path: `/noticias?busca=${encodeURIComponent(`termo ${i}`)}`, from: manyAddresses(i) }) } },
  {
    name: '200 endereços, 150 senhas erradas/s',
    attack: { rate: 150, next: (i) => ({ path: '/api/v1/auth/login', method: 'POST', from: manyAddresses(i), body: JSON.stringify({ email, password: `errada-${i}` }) }) },
  },
  {
    // A different e-mail each time: no account's lockout applies, every attempt asks for a hash.
    name: '200 endereços, 150 senhas/s em contas variadas',
    attack: { rate: 150, next: (i) => ({ path: '/api/v1/auth/login', method: 'POST', from: manyAddresses(i + 7), body: JSON.stringify({ email: `conta-${i}@exemplo.com.br`, password: `errada-${i}` }) }) },
  },
];

// Warm the pages the reader asks for.
for (let i = 0; i < 3; i++) await send({ path: '/' });

const rows = [];
const report = [];
for (const phase of phases) {
  const reader = openLoop(READER_RATE, options.seconds, () => ({ path: '/' }));
  const attack = phase.attack ? openLoop(phase.attack.rate, options.seconds, phase.attack.next) : Promise.resolve([]);
  const [read, attacked] = await Promise.all([reader, attack]);
  const ms = read.map((answer) => answer.ms);
  const failed = read.filter((answer) => answer.status !== 200).length;
  const statuses = {};
  for (const answer of attacked) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  rows.push({
    fase: phase.name,
    'início p50 ms': fmt(percentile(ms, 50)),
    'início p99 ms': fmt(percentile(ms, 99)),
    'início máx ms': fmt(Math.max(...ms)),
    'início falhas': String(failed),
    'respostas ao ataque': Object.entries(statuses).map(([status, count]) => `${status}×${count}`).join(' ') || '—',
  });
  report.push({ phase: phase.name, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), failed, statuses });
  // Let the attack's last answers and the sign-in windows settle before the next phase.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

printTable(`Página inicial (em cache) a ${READER_RATE}/s durante cada ataque de ${options.seconds} s — ${base}`, rows);
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
for (const agent of agents.values()) agent.destroy();
process.exit(0);
