#!/usr/bin/env node
// The app as Playwright tests it: the built app on its own port with a fresh data directory,
// and with TEST_DATABASE_URL set, a fresh PostgreSQL database instead of PGlite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { IDLE_CONNECTION_MS } from '../e2e/fixtures/keep-alive.mjs';
import { nextBin, root } from './build-if-needed.mjs';

const port = process.env.E2E_PORT || '3100';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-e2e-'));
// The demo station seeded once for every stack (e2e/fixtures/seeded-station.mjs), when given: this
// server starts from a copy of it, and its own seed finds the station there.
const seeded = { dir: process.env.E2E_SEEDED_DIR, database: process.env.E2E_SEEDED_DATABASE };
if (seeded.dir) fs.cpSync(seeded.dir, dataDir, { recursive: true });
const env = { ...process.env, PORT: port, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', NEXT_MANUAL_SIG_HANDLE: '1', SEED_DEMO_DATA: 'true' };
delete env.DATABASE_URL;
// No spec is about the format, and AVIF was a third of the test servers' CPU (README IMAGE_FORMATS).
env.IMAGE_FORMATS ||= 'webp';
// No load balancer to drain for: Playwright stops the servers one after another, 5 s each otherwise.
env.SHUTDOWN_DRAIN_SECONDS ||= '0';
// The Facebook page connection talks to the fake provider (e2e/fixtures/fake-facebook.mjs, port 3197).
if (!process.env.API_URL) {
  const fake = `http://127.0.0.1:${process.env.FAKE_FACEBOOK_PORT || '3197'}`;
  env.FACEBOOK_APP_ID ||= '1234567890';
  env.FACEBOOK_APP_SECRET ||= 'segredo-do-app-de-teste';
  env.FACEBOOK_OAUTH_URL ||= `${fake}/dialog/oauth`;
  env.FACEBOOK_GRAPH_URL ||= fake;
  // `next start` is production, where connecting the page requires SITE_URL. The address the specs
  // browse (Playwright's baseURL), so canonical URLs and feeds stay what they were from the Host header.
  env.SITE_URL ||= `http://localhost:${port}`;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

let dropDatabase = async () => {};
// In API_URL mode the app opens no database of its own.
if (process.env.TEST_DATABASE_URL && !process.env.API_URL) {
  const name = `sintonia_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  // A run that was killed (no SIGTERM reached this script) left its database: drop those whose server
  // is gone. Without force: on a PostgreSQL shared with other machines, whose process ids this one
  // cannot see, a database still in use refuses the drop and is left alone.
  const { rows } = await admin.query(`select datname from pg_database where datname ~ '^sintonia_e2e_[0-9]+$'`);
  for (const { datname } of rows) {
    if (!processAlive(Number(datname.slice('sintonia_e2e_'.length)))) await admin.query(`drop database if exists ${datname}`).catch(() => {});
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(seeded.database ? `create database ${name} template ${seeded.database}` : `create database ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

// Specs read this to know where the server keeps its data.
const serverFile = path.join(os.tmpdir(), `sintonia-e2e-${port}.json`);
fs.writeFileSync(serverFile, JSON.stringify({ dataDir, port, postgres: Boolean(env.DATABASE_URL) }));

// Idle connections stay open longer than any wait in a spec, like the fixture servers'
// (e2e/fixtures/keep-alive.mjs says why; deploy/nginx.conf's 4 s keeps production's own front door
// on the right side of the same race).
const server = spawn(nextBin, ['start', '--port', port, '--keepAliveTimeout', String(IDLE_CONNECTION_MS)], { cwd: root, stdio: 'inherit', env });
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(serverFile, { force: true });
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
server.on('exit', (code) => stop(code ?? 1));
