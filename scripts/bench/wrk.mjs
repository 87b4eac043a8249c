// The bench's one load generator: wrk (https://github.com/wg/wrk), with the same settings for
// every target. Figures come from wrk-report.lua's JSON line, not from wrk's human text.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reportScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk-report.lua');

/** Exits with instructions in Portuguese when wrk is not installed. */
export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error?.code === 'ENOENT') {
    console.error(
      [
        'O bench usa o gerador de carga wrk, que não está instalado.',
        'Instale-o e rode de novo:',
        '  Debian/Ubuntu: sudo apt-get install -y wrk',
        '  macOS (Homebrew): brew install wrk',
      ].join('\n'),
    );
    process.exit(1);
  }
  return (probe.stdout || probe.stderr || '').split('\n')[0].trim();
}

/** The summary script every wrk run ends with (a script of its own loads it: soak-load.lua). */
export const WRK_REPORT_SCRIPT = reportScript;

/**
 * Runs wrk against `url` for `seconds` with `connections` connections and `threads` threads,
 * gzip accepted like a browser. Returns requests, req/s, latency percentiles (ms) and failures
 * (socket errors, timeouts and non-2xx/3xx answers). `script`, `scriptArgs` and `env` replace the
 * summary-only script (which the replacement must load).
 */
export function runWrk(url, { seconds, connections, threads, script = reportScript, scriptArgs = [], env = process.env }) {
  const args = [
    `-t${Math.min(threads, connections)}`,
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '-H',
    'Accept-Encoding: gzip',
    '-s',
    script,
    url,
    ...(scriptArgs.length > 0 ? ['--', ...scriptArgs] : []),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((text) => text.startsWith('WRK_JSON '));
      if (code !== 0 || !line) {
        reject(new Error(`wrk falhou em ${url} (código ${code}): ${(err || out).trim()}`));
        return;
      }
      const raw = JSON.parse(line.slice('WRK_JSON '.length));
      const ms = (us) => us / 1000;
      const failures = raw.errors.connect + raw.errors.read + raw.errors.write + raw.errors.status + raw.errors.timeout;
      resolve({
        requests: raw.requests,
        seconds: raw.duration_us / 1e6,
        rps: raw.requests / (raw.duration_us / 1e6),
        p50: ms(raw.latency_us.p50),
        p95: ms(raw.latency_us.p95),
        p99: ms(raw.latency_us.p99),
        bytes: raw.bytes,
        errors: raw.errors,
        failures,
      });
    });
  });
}
