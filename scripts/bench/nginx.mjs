// npm run bench -- --nginx: the warm pages also through nginx, as deploy/ puts it in front of the
// app. The nginx is deploy/nginx.conf itself, turned into a throwaway server on loopback (its
// pid, logs, cache and temporary files in a directory of its own, one upstream: the bench's app),
// and it includes deploy/nginx-microcache.conf as it is: what is measured is the microcache that
// is deployed. Each page through nginx is measured right after the same page from the app alone,
// and their ratio is taken per round, like the reference's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeCpuMs, waitIdle } from './cpu.mjs';
import { fmt, median, printTable, short } from './report.mjs';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
export const DEPLOY_NGINX_CONF = path.join(deployDir, 'nginx.conf');
export const MICROCACHE_CONF = path.join(deployDir, 'nginx-microcache.conf');

/** The goal: the warm home page through nginx ≥ 3× the app alone (req/s). */
export const NGINX_GOAL_RATIO = 3;

function replaceRequired(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf mudou: não encontrei ${what} para montar o nginx do bench (scripts/bench/nginx.mjs).`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as the bench's nginx: the same http settings, microcache and locations, but
 * listening on 127.0.0.1:`port` and proxying to `upstream` (host:port) only, with its files
 * under `dir`, without Docker's DNS (and without `resolve`, which also needs nginx ≥ 1.27.3), in
 * the foreground, as whoever runs it. Throws when deploy/nginx.conf no longer has a line it rewrites.
 */
export function benchNginxConfig(deployConf, { dir, port, upstream, microcacheConf = MICROCACHE_CONF }) {
  for (const [name, value] of [['dir', dir], ['microcacheConf', microcacheConf], ['upstream', upstream]]) {
    if (/[\s;{}"'$]/.test(value)) throw new Error(`${name} inválido para o nginx: ${value}`);
  }
  let conf = deployConf;
  conf = replaceRequired(conf, /^user\s+[^;]*;\n/m, '', 'a diretiva user');
  conf = replaceRequired(conf, /^error_log\s+\S+/m, `error_log ${dir}/error.log`, 'o error_log');
  conf = replaceRequired(conf, /^pid\s+[^;]*;/m, `daemon off;\npid ${dir}/nginx.pid;`, 'o pid');
  conf = replaceRequired(conf, /^(\s*)access_log\s+\S+/m, `$1access_log ${dir}/access.log`, 'o access_log');
  conf = replaceRequired(conf, /^\s*resolver\s[^;]*;\n/m, '', 'o resolver');
  conf = replaceRequired(conf, /^(\s*proxy_cache_path\s+)\S+/m, `$1${dir}/cache`, 'o proxy_cache_path');
  conf = replaceRequired(conf, /^(\s*)include\s+nginx-microcache\.conf;/m, `$1include ${microcacheConf};`, 'o include de nginx-microcache.conf');
  conf = replaceRequired(conf, /^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`, 'o listen 80');
  // Temporary files (bodies, proxied answers) in the bench's directory, not in the system's.
  const temporary = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/tmp-${kind};`).join('\n');
  conf = replaceRequired(conf, /^http \{\n/m, `http {\n${temporary}\n`, 'o bloco http');
  // The upstream's servers (the Docker services): the bench's app in place of the first, the others out.
  conf = replaceRequired(
    conf,
    /^(\s*upstream\s+sintonia\s*\{[\s\S]*?^\s*\})/m,
    (block) => {
      let placed = false;
      return block
        .split('\n')
        .flatMap((line) => {
          const server = /^(\s*)server\s/.exec(line);
          if (!server) return [line];
          if (placed) return [];
          placed = true;
          return [`${server[1]}server ${upstream} max_fails=2 fail_timeout=10s;`];
        })
        .join('\n');
    },
    'o upstream sintonia',
  );
  return conf;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** nginx resolves a name once, at start, to every address it has: the app listens on one. */
function upstreamOf(appBase) {
  const url = new URL(appBase);
  const host = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname;
  return `${host}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`;
}

async function waitForAnswer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`o nginx do bench não respondeu em ${url} em ${timeoutMs / 1000} s`);
}

/**
 * Starts the bench's nginx in front of `appBase` (NGINX_BIN, /usr/sbin/nginx by default), after
 * `nginx -t` on its configuration; stopped, and its directory removed, when the script exits.
 * { base, pid, dir } or, when nginx cannot run, exits with instructions in Portuguese.
 */
export async function startBenchNginx(appBase, { nginxBin = process.env.NGINX_BIN || '/usr/sbin/nginx' } = {}) {
  if (!fs.existsSync(nginxBin)) {
    console.error(`O modo --nginx precisa do nginx em ${nginxBin}: instale-o (Debian/Ubuntu: sudo apt-get install -y nginx) ou aponte NGINX_BIN para ele.`);
    process.exit(1);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-nginx-'));
  // Run as root, nginx's workers are another user (nobody): they must reach the cache inside.
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, benchNginxConfig(fs.readFileSync(DEPLOY_NGINX_CONF, 'utf8'), { dir, port, upstream: upstreamOf(appBase) }));
  const args = ['-p', `${dir}/`, '-c', confPath, '-e', `${dir}/error.log`];
  const check = spawnSync(nginxBin, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) {
    console.error(`A configuração do nginx do bench (${confPath}, gerada de deploy/nginx.conf) não passou no nginx -t:\n${check.stderr.trim()}`);
    process.exit(1);
  }
  const nginx = spawn(nginxBin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => {
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${base}/api/v1/health`, 10_000);
  return { base, pid: nginx.pid, dir };
}

/** The pages of `ours` at `paths`, through nginx; each keeps the app-alone target it is compared with. */
export function nginxTargets(ours, nginx, paths) {
  return ours
    .filter((target) => paths.includes(target.caminho))
    .map((alone) => ({ ...alone, rota: `${alone.rota} via nginx`, side: 'nginx', url: nginx.base + alone.caminho, pid: nginx.pid, alone }));
}

/** Puts each nginx target right after its app-alone target in the measuring order (in place). */
export function placeBesideAlone(order, viaNginx) {
  for (const target of viaNginx) {
    const at = order.indexOf(target.alone);
    order.splice(at === -1 ? order.length : at + 1, 0, target);
  }
  return order;
}

/**
 * measureWarm for every target; through nginx, also the app's CPU per request in that run (the
 * nginx tree's is the row's own CPU): what the microcache leaves the app to do.
 */
export function measuringAppCpuBehindNginx(measureWarm, serverPid) {
  return async (target) => {
    if (target.side !== 'nginx') return measureWarm(target);
    await waitIdle(serverPid, 3000);
    const before = treeCpuMs(serverPid);
    const run = await measureWarm(target);
    const after = treeCpuMs(serverPid);
    const appCpuPerRequest = before === null || after === null || run.requests === 0 ? null : (after - before) / run.requests;
    return { ...run, appCpuPerRequest };
  };
}

/** The microcache's answer to a second GET of `url` (X-Cache-Status: HIT when it keeps the page). */
export async function microcacheStatus(url) {
  let status = null;
  for (let index = 0; index < 2; index++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' }, redirect: 'manual' });
    await response.body?.cancel();
    status = response.headers.get('x-cache-status');
  }
  return status;
}

/** The table of the pages through nginx, beside the app alone, and the goal line. `rows`: warmSummary rows of the nginx targets. */
export function printNginxReport(rows, { rounds, connections, statuses }) {
  printTable(
    `Através do nginx (microcache de 5 s de deploy/nginx.conf) — medianas de ${rounds} rodada(s), ${connections} conexões`,
    rows.map((row) => ({
      rota: row.rota,
      caminho: short(row.caminho),
      'req/s': fmt(row.rps, 0),
      'p50 ms': fmt(row.p50),
      'p99 ms': fmt(row.p99),
      'CPU nginx ms/req': fmt(row.cpu, 2),
      'CPU app ms/req': fmt(median(row.rounds.map((run) => run.appCpuPerRequest)), 2),
      'razão req/s': fmt(row.razaoRps, 2),
      'razão p99': fmt(row.razaoP99, 2),
      'X-Cache-Status': statuses.get(row.caminho) ?? 'n/d',
      falhas: String(row.falhas),
    })),
  );
  console.log('  razão req/s: via nginx ÷ o app sozinho, rodada a rodada (mediana); razão p99 também. CPU app: o que o app ainda faz por requisição servida pelo nginx.');
  const home = rows.find((row) => row.caminho === '/');
  if (home) {
    const met = home.razaoRps === null ? null : home.razaoRps >= NGINX_GOAL_RATIO;
    console.log(`\nMeta (microcache):\n  ${met === null ? '?' : met ? '✓' : '✗'} Início via nginx ÷ app sozinho (req/s): ${fmt(home.razaoRps, 2)} (meta ≥ ${fmt(NGINX_GOAL_RATIO, 2)})`);
  }
}
