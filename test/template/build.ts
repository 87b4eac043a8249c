// Builds, once per test run, the databases each test file starts from: migrated, and migrated
// with the demo station (test/global-setup.ts runs it, once per kind; test/helpers/database.ts copies them).
// PGlite: images of the data directory (dumpDataDir). PostgreSQL (TEST_DATABASE_URL): databases
// that CREATE DATABASE … TEMPLATE copies.
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { seedDemoStation } from '@/lib/server/db/seed';
import { TEMPLATE_FILES, postgresTemplateNames, type TemplateKind } from './layout';

type PgliteClient = { exec(sql: string): Promise<unknown>; dumpDataDir(compression: 'none'): Promise<Blob> };
const pgliteClient = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PgliteClient }).$client;

/** template0 and template1 are a third of the image each copy unpacks (0.55 → 0.4 s of CPU an open); no test creates a database in PGlite. */
async function dropTemplateDatabases(handle: DatabaseHandle): Promise<void> {
  const client = pgliteClient(handle);
  await client.exec("update pg_database set datistemplate = false where datname in ('template0', 'template1')");
  await client.exec('drop database template0');
  await client.exec('drop database template1');
}

async function saveImage(handle: DatabaseHandle, file: string): Promise<void> {
  const client = pgliteClient(handle);
  // A checkpointed directory opens with no WAL to replay: each copy starts a fifth faster.
  await client.exec('checkpoint');
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
}

async function seedInto(handle: DatabaseHandle, dir: string, kind: TemplateKind): Promise<void> {
  const dataDir = path.join(dir, TEMPLATE_FILES[kind].dataDir);
  const seed = await seedDemoStation(handle.db, { dataDir, log: () => {} });
  fs.writeFileSync(path.join(dir, TEMPLATE_FILES[kind].seed), JSON.stringify(seed));
}

async function buildPglite(dir: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateDatabase(handle);
    await dropTemplateDatabases(handle);
    await saveImage(handle, path.join(dir, TEMPLATE_FILES.pglite.migrated));
    await seedInto(handle, dir, 'pglite');
    await saveImage(handle, path.join(dir, TEMPLATE_FILES.pglite.seeded));
  } finally {
    await handle.close();
  }
}

async function withDatabase(url: string, name: string, work: (handle: DatabaseHandle) => Promise<void>): Promise<void> {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}

async function buildPostgres(url: string, dir: string, runId: string): Promise<void> {
  const { Client } = await import('pg');
  const names = postgresTemplateNames(runId);
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    // The seeded database starts as a copy of the migrated one: the migrations run once.
    await admin.query(`create database ${names.migrated}`);
    await withDatabase(url, names.migrated, (handle) => migrateDatabase(handle));
    await admin.query(`create database ${names.seeded} template ${names.migrated}`);
    await withDatabase(url, names.seeded, (handle) => seedInto(handle, dir, 'postgres'));
  } finally {
    await admin.end();
  }
}

/** `build.ts DIR RUN_ID pglite|postgres`: test/global-setup.ts runs one process of each side by side. */
async function main() {
  const [dir, runId, kind] = process.argv.slice(2);
  fs.mkdirSync(dir, { recursive: true });
  if (kind === 'pglite') await buildPglite(dir);
  else if (kind === 'postgres' && process.env.TEST_DATABASE_URL) await buildPostgres(process.env.TEST_DATABASE_URL, dir, runId);
  else throw new Error(`Tipo de banco desconhecido: ${kind}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
