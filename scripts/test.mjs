#!/usr/bin/env node
// npm test: the lint (its import fences included) and the type check, the production build, unit
// and integration tests (Jest), then end-to-end tests (Playwright, real Chromium).
// With TEST_DATABASE_URL (or DATABASE_URL) set, database tests also run against that PostgreSQL
// server, each in a database of its own that is dropped afterwards. With TEST_REDIS_URL, the shared
// cache and limits tests and the two-instance test run against that Redis (under keys of their own).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root } from './build-if-needed.mjs';

// The browser playwright.config.ts picks: the headless shell when installed, else the full Chromium.
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
if (!CHROMIUM || !fs.existsSync(CHROMIUM)) {
  console.error(
    `\nChromium não encontrado${CHROMIUM ? ` em ${CHROMIUM}` : ''}. Os testes de ponta a ponta precisam dele.\n` +
      'Instale com:  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
      '(ou o pacote chromium, ou aponte CHROMIUM_PATH para um Chromium/Chrome já instalado) e rode "npm test" de novo.\n',
  );
  process.exit(1);
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
if (!env.TEST_DATABASE_URL && env.DATABASE_URL) env.TEST_DATABASE_URL = env.DATABASE_URL;
// The app under test gets its own database: never the one DATABASE_URL names.
delete env.DATABASE_URL;

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args) =>
  new Promise((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1)));

// The lint (cached by content: ≈ 55 s cold, 2 s warm) and the type check (the route types, then tsc:
// ≈ 45 s cold, incremental after) each keep one core busy: side by side, then the build without its
// own type check of the same files (SINTONIA_TYPES_CHECKED, next.config.mjs) has both cores.
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [lint, types] = await Promise.all([run(npm, ['run', '--silent', 'lint']), run(npm, ['run', '--silent', 'typecheck'])]);
if (lint !== 0) process.exit(lint);
if (types !== 0) process.exit(types);
ensureBuild({ SINTONIA_TYPES_CHECKED: '1' });

// PGlite loads parts of itself with dynamic import(), which Jest allows only with VM modules.
// One worker more than the cores: the database suites wait on PostgreSQL and the disk (lib/server/api
// on 2 cores: 2 workers 241–243 s with the machine 9–10 % idle, 3 workers 230–231 s, 3–4 % idle).
const workers = os.availableParallelism() + 1;
const unit = await run(process.execPath, ['--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js'), `--maxWorkers=${workers}`, ...process.argv.slice(2)]);
if (unit !== 0) process.exit(unit);

process.exit(await run(bin('playwright'), ['test']));
