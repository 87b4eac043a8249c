#!/usr/bin/env node
// npm run bench: throughput, latency and server CPU of the public pages, warm (cached) and cold
// (right after a staff write expired them), side by side with a bare Next.js reference app
// (the perf-floor app, given with --floor) measured in the same run, plus the JavaScript a first
// visit downloads and the HTML each page sends (its inline RSC payload apart).
//
// Usage: npm run bench [-- URL] [--floor URL] [--rounds N] [--json FILE] [--nginx]
//   URL          the Sintonia server to measure; without it the app is built when needed and
//                started on its own port (BENCH_PORT, 3300) with a fresh demo database (never ./data).
//   --floor URL  the perf-floor server (its README says how to build and start it): adds the
//                reference rows and the ratios.
//   --rounds N   interleaved rounds (default 3); figures are medians over rounds.
//   --json FILE  also writes every figure (each round's too) to FILE.
//   --nginx      also measures the home and a post page through nginx (deploy/nginx.conf and its
//                microcache, started on loopback in front of the same server: scripts/bench/nginx.mjs),
//                each beside the same page from the server alone. NGINX_BIN: /usr/sbin/nginx.
// Environment: BENCH_SECONDS (5 s per target and round), BENCH_CONNECTIONS (20), BENCH_THREADS (2),
// BENCH_COLD (20 cold requests per page and round), BENCH_EMAIL / BENCH_PASSWORD (the staff account
// for the writes; the demo admin by default).
// Exit status 1 when any request failed (socket error, timeout, status 4xx/5xx) or wrk is missing.
//
// How it measures, and why it is fair: see scripts/bench/measure.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuResolutionMs, pidListeningOn } from './bench/cpu.mjs';
import { htmlWeight } from './bench/html-weight.mjs';
import { JS_BUDGET_KB, jsWeight } from './bench/js-weight.mjs';
import { fmt, median, printTable, short } from './bench/report.mjs';
import { coldSummary, warmSummary } from './bench/summaries.mjs';
import { staffWriter } from './bench/staff-write.mjs';
import { sintoniaServer } from './bench/server.mjs';
import { FailureLog, measurer } from './bench/measure.mjs';
import { measuringAppCpuBehindNginx, microcacheStatus, nginxTargets, placeBesideAlone, printNginxReport, startBenchNginx } from './bench/nginx.mjs';
import { requireWrk, runWrk } from './bench/wrk.mjs';

// ——— Options ———

function usage(message) {
  if (message) console.error(message);
  console.error('Uso: npm run bench [-- URL] [--floor URL] [--rounds N] [--json ARQUIVO] [--nginx]');
  process.exit(message ? 2 : 0);
}

const options = { base: null, floor: null, rounds: 3, json: null, nginx: false };
{
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const value = () => {
      const next = args[++index];
      if (next === undefined) usage(`Falta o valor de ${arg}.`);
      return next;
    };
    if (arg === '--help' || arg === '-h') usage();
    else if (arg === '--floor') options.floor = value();
    else if (arg === '--rounds') options.rounds = Number(value());
    else if (arg === '--json') options.json = value();
    else if (arg === '--nginx') options.nginx = true;
    else if (arg.startsWith('--floor=')) options.floor = arg.slice(8);
    else if (arg.startsWith('--rounds=')) options.rounds = Number(arg.slice(9));
    else if (arg.startsWith('--json=')) options.json = arg.slice(7);
    else if (!arg.startsWith('-') && !options.base) options.base = arg;
    else usage(`Opção desconhecida: ${arg}`);
  }
  if (!Number.isInteger(options.rounds) || options.rounds < 1) usage('--rounds deve ser um número inteiro ≥ 1.');
  for (const key of ['base', 'floor']) {
    if (!options[key]) continue;
    try {
      options[key] = new URL(options[key]).href.replace(/\/+$/, '');
    } catch {
      usage(`URL inválida: ${options[key]}`);
    }
  }
}

const load = {
  seconds: Number(process.env.BENCH_SECONDS || 5),
  connections: Number(process.env.BENCH_CONNECTIONS || 20),
  threads: Number(process.env.BENCH_THREADS || 2),
};
const coldCount = Number(process.env.BENCH_COLD || 20);
const credentials = { email: process.env.BENCH_EMAIL || 'admin@sintonia.local', password: process.env.BENCH_PASSWORD || 'Sintonia@2026' };
const wrkVersion = requireWrk();

// ——— Our server ———

let writer = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    // Put the category's name back before leaving a server someone else started.
    await writer?.restore().catch(() => {});
    process.exit(130);
  });
}

const { base, pid: serverPid } = await sintoniaServer(options.base, { port: process.env.BENCH_PORT || '3300', label: 'bench' });
const nginx = options.nginx ? await startBenchNginx(base) : null;
const floorPid = options.floor ? pidListeningOn(options.floor) : null;

// ——— Targets ———

async function getText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

// A real post, category and search word of whatever station is being measured.
const latest = JSON.parse(await getText(`${base}/api/v1/publico/postagens?limite=10`)).dados ?? [];
const post = latest[0];
if (!post) {
  console.error(`Nenhuma notícia publicada em ${base}: não há página de notícia para medir.`);
  process.exit(1);
}
const categorySlug = post.categoria?.slug ?? 'noticias';
const wordsOf = (item) => item.titulo.toLowerCase().split(/[^\p{L}\d]+/u);
const searchWord = latest.flatMap(wordsOf).find((word) => word.length >= 6 && /^[a-z]+$/.test(word)) ?? 'prefeitura';
const searchHit = latest.find((item) => wordsOf(item).includes(searchWord));

let floorPostSlug = null;
if (options.floor) {
  try {
    floorPostSlug = /href="\/post\/([^"]+)"/.exec(await getText(`${options.floor}/news-static`))?.[1] ?? 'hello';
  } catch (error) {
    console.error(`A referência em ${options.floor} não respondeu (${error.message}). Inicie o app de referência (perf-floor) como diz o README dele.`);
    process.exit(1);
  }
}
const floorPost = `/post/${floorPostSlug}`;

// warmRef: the floor page a cached render is compared with; coldRef: the one a render after a write is.
const ours = [
  { rota: 'Home', caminho: '/', html: true, warmRef: '/news-static', coldRef: '/news' },
  { rota: 'Lista de notícias', caminho: '/noticias', html: true, warmRef: '/news-static', coldRef: '/news' },
  { rota: 'Página de categoria', caminho: `/${categorySlug}`, html: true, warmRef: '/news-static', coldRef: '/news' },
  { rota: 'Página da notícia', caminho: `/${categorySlug}/${post.slug}`, html: true, warmRef: '/news-static', coldRef: floorPost },
  { rota: 'Equipe', caminho: '/equipe', html: true, warmRef: '/news-static', coldRef: '/news' },
  { rota: 'Programação', caminho: '/programacao', html: true, warmRef: '/news-static', coldRef: '/news' },
  { rota: 'O que tocou', caminho: '/tocou', html: true, warmRef: '/news-static', coldRef: '/news' },
  // A repeated term comes from the page cache until a post write (its "cold" row: the render
  // after one); its reference is /news, the request-time page the search is held to.
  { rota: 'Busca (mesmo termo)', caminho: `/noticias?busca=${encodeURIComponent(searchWord)}`, html: true, warmRef: '/news', coldRef: '/news' },
  // Small cached documents: the short prerendered page is their nearest reference.
  { rota: 'Sitemap', caminho: '/sitemap.xml', html: false, warmRef: '/static', coldRef: '/news' },
  { rota: 'RSS', caminho: '/rss.xml', html: false, warmRef: '/static', coldRef: '/news' },
].map((target) => ({ ...target, side: 'ours', url: base + target.caminho, pid: serverPid }));
const floor = options.floor
  ? [
      { rota: 'ref: pré-renderizada, 30 notícias', caminho: '/news-static' },
      { rota: 'ref: pré-renderizada, curta', caminho: '/static' },
      { rota: 'ref: renderizada a cada requisição', caminho: '/news' },
      { rota: 'ref: notícia a cada requisição', caminho: floorPost },
    ].map((target) => ({ ...target, side: 'floor', url: options.floor + target.caminho, pid: floorPid }))
  : [];

// Ours and the reference's alternating: o1 f1 o2 f2 … then the rest of ours.
const interleaved = [];
for (let index = 0; index < Math.max(ours.length, floor.length); index++) {
  if (ours[index]) interleaved.push(ours[index]);
  if (floor[index]) interleaved.push(floor[index]);
}
// --nginx: the home and the post page through nginx, each measured right after the same page alone.
const viaNginx = nginx ? nginxTargets(ours, nginx, ['/', `/${categorySlug}/${post.slug}`]) : [];
placeBesideAlone(interleaved, viaNginx);

// ——— Measuring ———

const failures = new FailureLog();
const fail = (note, count) => failures.add(note, count);
const { timedGet, measureWarm, measureCold, measureSequential } = measurer({ load, coldCount, fail, serverPid, writer: () => writer });
const measureWarmAny = measuringAppCpuBehindNginx(measureWarm, serverPid);

try {
  writer = await staffWriter(base, credentials);
} catch (error) {
  console.log(`Páginas frias: não medidas (${error.message}; defina BENCH_EMAIL e BENCH_PASSWORD de um administrador ou editor).`);
}

const perRound = interleaved.length * (load.seconds + 1) + (writer ? ours.length * coldCount * 0.4 : 0);
console.log(
  `\nSintonia — bench em ${base}${options.floor ? ` (referência: ${options.floor})` : ''}\n` +
    `${wrkVersion.split(' [')[0]}: ${load.connections} conexões, ${load.threads} threads, ${load.seconds} s por rota e rodada, Accept-Encoding: gzip; ` +
    `${options.rounds} rodada(s); ${coldCount} requisições frias por página e rodada.\n` +
    `CPU do servidor: ${serverPid ? `pid ${serverPid}` : 'n/d (processo não encontrado)'}` +
    (options.floor ? `; referência: ${floorPid ? `pid ${floorPid}` : 'n/d (processo não encontrado)'}` : '') +
    ` (resolução ${fmt(cpuResolutionMs)} ms). Duração estimada: ~${Math.ceil((options.rounds * perRound + interleaved.length * 2) / 60)} min.`,
);

// Which pages show the category name (so freshness after a write can be checked there).
const showsName = new Map();
for (const target of ours) {
  const html = target.html ? (await timedGet(target.url)).body : '';
  showsName.set(target, Boolean(writer) && html.includes(writer.category.nome));
}

// A search that finds nothing would measure an empty page.
if (searchHit) {
  const found = await timedGet(`${base}/noticias?busca=${encodeURIComponent(searchWord)}`);
  if (!found.body.includes(searchHit.slug)) console.log(`Aviso: a busca por "${searchWord}" não trouxe a notícia "${searchHit.titulo}".`);
}

// JavaScript of a first visit, once: it depends on the build, not on the load. Every kind of public
// page counts, also those not load-tested (the contact form carries the most code of its own).
const jsOnly = [
  { rota: 'Contato', caminho: '/contato' },
  { rota: 'A Rádio', caminho: '/a-radio' },
  { rota: 'Peça sua música', caminho: '/peca-sua-musica' },
  { rota: 'Podcasts', caminho: '/podcasts' },
].map((target) => ({ ...target, side: 'ours', url: base + target.caminho }));
const jsRows = [];
for (const target of [...ours.filter((item) => item.html), ...jsOnly, ...floor.filter((item) => item.caminho === '/news-static')]) {
  try {
    jsRows.push({ target, ...(await jsWeight(target.url)) });
  } catch (error) {
    fail(`JS de ${target.caminho}: ${error.message}`);
  }
}

// The HTML each page sends (uncompressed) and the inline RSC payload within it: the cold table's
// render CPU per KB, ours beside the reference's request-time page.
const htmlWeights = new Map();
for (const target of [...ours.filter((item) => item.html), ...floor.filter((item) => item.caminho !== '/static')]) {
  try {
    htmlWeights.set(target.url, await htmlWeight(target.url));
  } catch (error) {
    fail(`HTML de ${target.caminho}: ${error.message}`);
  }
}
const weightOf = (url) => htmlWeights.get(url) ?? null;

// First contact: compiles lazily loaded code and fills caches, on both servers alike.
process.stdout.write('Aquecendo');
for (const target of interleaved) {
  try {
    const result = await runWrk(target.url, { ...load, seconds: 1 });
    if (result.failures > 0) fail(`${target.caminho} (aquecimento): ${result.failures} falhas no wrk ${JSON.stringify(result.errors)}`, result.failures);
  } catch (error) {
    fail(error.message);
  }
  process.stdout.write('.');
}
process.stdout.write('\n');

// The microcache must really keep the pages it is measured on (UPDATING and STALE answer from it
// too, while one request refreshes the copy).
const SERVED_FROM_MICROCACHE = new Set(['HIT', 'UPDATING', 'STALE']);
const cacheStatuses = new Map();
for (const target of viaNginx) cacheStatuses.set(target.caminho, await microcacheStatus(target.url).catch((error) => `erro: ${error.message}`));
for (const [caminho, status] of cacheStatuses) if (!SERVED_FROM_MICROCACHE.has(status)) console.log(`Aviso: o microcache do nginx não guardou ${caminho} (X-Cache-Status: ${status ?? 'ausente'}).`);

const warm = new Map(interleaved.map((target) => [target, []]));
const cold = new Map(ours.map((target) => [target, []]));
for (let round = 0; round < options.rounds; round++) {
  const order = round % 2 ? [...interleaved].reverse() : interleaved;
  process.stdout.write(`Rodada ${round + 1}/${options.rounds}: quentes`);
  for (const target of order) {
    try {
      warm.get(target).push(await measureWarmAny(target));
    } catch (error) {
      fail(error.message);
    }
    process.stdout.write('.');
  }
  if (writer) {
    process.stdout.write(' frias');
    for (const target of round % 2 ? [...ours].reverse() : ours) {
      try {
        const ourSide = await measureCold(target, showsName.get(target));
        const reference = options.floor ? await measureSequential(options.floor + target.coldRef, floorPid) : null;
        cold.get(target).push({ ...ourSide, reference });
      } catch (error) {
        fail(`frias de ${target.caminho}: ${error.message}`);
      }
      process.stdout.write('.');
    }
    await writer.restore().catch((error) => fail(`restaurar a categoria: ${error.message}`));
  }
  process.stdout.write('\n');
}

// ——— Report ———

const floorByPath = new Map(floor.map((target) => [target.caminho, target]));
const warmRows = interleaved.map((target) => {
  const ref = target.side === 'ours' ? floorByPath.get(target.warmRef) : (target.alone ?? null);
  return warmSummary(target, warm.get(target), ref, ref ? warm.get(ref) : []);
});
const warmOurs = ours.map((target) => warmRows.find((row) => row.caminho === target.caminho));
const warmFloor = floor.map((target) => warmRows.find((row) => row.caminho === target.caminho));
printTable(
  `Páginas prontas (com cache; a busca repete um termo) — medianas de ${options.rounds} rodada(s), ${load.connections} conexões`,
  [...warmOurs, ...warmFloor].map((row) => ({
    rota: row.rota,
    caminho: short(row.caminho),
    'req/s': fmt(row.rps, 0),
    'p50 ms': fmt(row.p50),
    'p95 ms': fmt(row.p95),
    'p99 ms': fmt(row.p99),
    'CPU ms/req': fmt(row.cpu, 2),
    ...(options.floor
      ? {
          referência: row.referencia ? short(row.referencia, 24) : '—',
          'razão req/s': row.referencia ? fmt(row.razaoRps, 2) : '—',
          'razão p99': row.referencia ? fmt(row.razaoP99, 2) : '—',
        }
      : {}),
    falhas: String(row.falhas),
  })),
);

const coldRows = writer
  ? ours.map((target) => ({
      ...coldSummary(target, cold.get(target), Boolean(options.floor)),
      html: target.html ? weightOf(target.url) : null,
      refHtml: options.floor ? weightOf(options.floor + target.coldRef) : null,
    }))
  : [];
if (writer) {
  printTable(
    `Logo depois de uma gravação (sem cache) — ${coldCount} × ${options.rounds} requisições por página, uma de cada vez, cada uma após renomear a categoria "${writer.category.nome}"`,
    coldRows.map((row) => ({
      rota: row.rota,
      caminho: short(row.caminho),
      'p50 ms': fmt(row.p50),
      'p99 ms': fmt(row.p99),
      'CPU ms/render': fmt(row.cpu, 2),
      'KB HTML (RSC)': row.html ? `${fmt(row.html.htmlKb, 0)} (${fmt(row.html.rscKb, 0)})` : 'n/d',
      'CPU ms/KB': row.html && row.cpu !== null ? fmt(row.cpu / row.html.htmlKb, 2) : 'n/d',
      atualizada: row.atualizada.checked ? `${row.atualizada.ok}/${row.atualizada.checked}` : 'n/d',
      ...(options.floor
        ? {
            referência: short(row.referencia, 24),
            'ref p50 ms': fmt(row.refP50),
            'ref CPU ms/req': fmt(row.refCpu, 2),
            'ref CPU ms/KB': row.refHtml && row.refCpu !== null ? fmt(row.refCpu / row.refHtml.htmlKb, 2) : 'n/d',
            'razão CPU': fmt(row.razaoCpu, 2),
            'razão p50': fmt(row.razaoP50, 2),
          }
        : {}),
    })),
  );
  console.log(
    `  CPU ms/render: CPU do servidor no laço (gravação + GET) menos a de ${coldCount} gravações sozinhas (mediana ${fmt(median(coldRows.map((row) => row.cpuEscrita)), 2)} ms cada).` +
      (options.floor ? ' razão CPU = CPU da referência ÷ a nossa (como razão de req/s de um servidor limitado pela CPU); razão p50 = nossa ÷ referência.' : ''),
  );
  console.log('  atualizada: respostas que já mostravam o nome novo da categoria (n/d: a página não mostra o nome).');
  console.log('  KB HTML (RSC): o HTML sem compressão e, dele, o payload RSC embutido (self.__next_f); CPU ms/KB: CPU da renderização por KB de HTML.');
}

printTable(
  `JavaScript na primeira visita (gzip, cada arquivo uma vez por página; limite ${JS_BUDGET_KB} KB)`,
  jsRows.map((row) => ({
    rota: row.target.rota,
    caminho: short(row.target.caminho),
    scripts: String(row.scripts),
    'KB gzip': fmt(row.kb),
    limite: row.target.side === 'floor' ? '—' : row.overBudget ? 'ACIMA' : 'ok',
  })),
);
if (jsRows.some((row) => !row.compressedByServer)) console.log('  (o servidor não comprime JavaScript: tamanhos em gzip calculados aqui)');

if (nginx) printNginxReport(viaNginx.map((target) => warmRows[interleaved.indexOf(target)]), { rounds: options.rounds, connections: load.connections, statuses: cacheStatuses });

// The issue's acceptance figures, in one place.
if (options.floor) {
  const goals = [];
  const byPath = (rows, caminho) => rows.find((row) => row.caminho === caminho);
  for (const target of [ours[0], ours[3]]) {
    const w = byPath(warmOurs, target.caminho);
    const c = byPath(coldRows, target.caminho);
    goals.push([`${target.rota} pronta ÷ ${w.referencia} (req/s)`, w.razaoRps, '≥', 0.9]);
    goals.push([`${target.rota} p99 ÷ p99 de ${w.referencia}`, w.razaoP99, '≤', 1.5]);
    if (c) goals.push([`${target.rota} depois de gravação ÷ ${short(c.referencia, 24)} (CPU)`, c.razaoCpu, '≥', 0.75]);
  }
  console.log('\nMetas (issue 10):');
  for (const [label, value, sense, limit] of goals) {
    const met = value === null ? null : sense === '≥' ? value >= limit : value <= limit;
    console.log(`  ${met === null ? '?' : met ? '✓' : '✗'} ${label}: ${fmt(value, 2)} (meta ${sense} ${fmt(limit, 2)})`);
  }
  const search = warmOurs.find((row) => row.rota.startsWith('Busca'));
  console.log(`  · Busca "${searchWord}": p95 ${fmt(search.p95)} ms, p99 ${fmt(search.p99)} ms a ${load.connections} conexões`);
  const heavy = jsRows.filter((row) => row.target.side === 'ours' && row.overBudget);
  console.log(`  ${heavy.length ? '✗' : '✓'} JavaScript na primeira visita ≤ ${JS_BUDGET_KB} KB gzip${heavy.length ? `: acima em ${heavy.map((row) => short(row.target.caminho)).join(', ')}` : ''}`);
}

if (options.json) {
  const strip = ({ rounds, ...rest }) => ({ ...rest, rodadas: rounds.map(({ samples, ...run }) => ({ ...run, ...(samples ? { amostrasMs: samples } : {}) })) });
  const report = {
    data: new Date().toISOString(),
    alvo: base,
    referencia: options.floor,
    pids: { servidor: serverPid, referencia: floorPid },
    nginx: nginx ? { endereco: nginx.base, pid: nginx.pid, xCacheStatus: Object.fromEntries(cacheStatuses) } : null,
    configuracao: { segundos: load.seconds, conexoes: load.connections, threads: load.threads, rodadas: options.rounds, frias: coldCount, wrk: wrkVersion, nucleos: os.cpus().length, buscaPor: searchWord },
    prontas: warmRows.map(strip),
    frias: coldRows.map(strip),
    javascript: jsRows.map(({ target, ...row }) => ({ rota: target.rota, caminho: target.caminho, ...row })),
    falhas: failures.count,
    notasDeFalha: failures.notes,
  };
  fs.mkdirSync(path.dirname(path.resolve(options.json)), { recursive: true });
  fs.writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nFiguras completas em ${options.json}`);
}

if (failures.count > 0) {
  console.log(`\n${failures.count} falha(s) (requisições com erro, tempo esgotado ou status 4xx/5xx):\n  ${failures.notes.join('\n  ')}`);
  process.exit(1);
}
process.exit(0);
