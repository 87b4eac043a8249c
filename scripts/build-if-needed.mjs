// Builds the app when its sources changed since the last build (or it was never built).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const nextBin = path.join(root, 'node_modules', '.bin', 'next');

const SOURCES = ['app', 'components', 'lib', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-node.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'package.json'];
const SKIP = /(^|\/)(__tests__|node_modules)(\/|$)|\.test\.tsx?$/;

function* files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isDirectory()) {
    for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
  } else if (!SKIP.test(entry)) {
    yield entry;
  }
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const entry of SOURCES) {
    for (const file of files(entry)) hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const fingerprintFile = path.join(root, '.next', 'sintonia-build.sha256');

function requireDependencies() {
  if (!fs.existsSync(nextBin)) {
    console.error('Dependências ausentes: rode "npm install" primeiro.');
    process.exit(1);
  }
}

/** `next build` (with `extraEnv`), then the sources' fingerprint, so that `npm start` knows this build is current. */
export function buildNow(extraEnv = {}) {
  requireDependencies();
  const fingerprint = sourceFingerprint();
  const result = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(fingerprintFile, fingerprint);
}

export function ensureBuild(extraEnv = {}) {
  requireDependencies();
  const upToDate =
    fs.existsSync(path.join(root, '.next', 'BUILD_ID')) &&
    fs.existsSync(fingerprintFile) &&
    fs.readFileSync(fingerprintFile, 'utf8') === sourceFingerprint();
  if (upToDate) return;
  console.log('[sintonia] Compilando a aplicação (só quando o código muda; leva 1 a 2 minutos)...');
  buildNow(extraEnv);
}

// `npm run build`: always builds, and records it like npm start's own build.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildNow();
