// Builds, once per test run, the databases each test file starts from: migrated, and migrated
// with the demo station (test/global-setup.mjs runs this; test/helpers/database.ts copies them).
// PGlite: images of the data directory (dumpDataDir). PostgreSQL (TEST_DATABASE_URL): databases
// that CREATE DATABASE … TEMPLATE copies.
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import { seedDemoStation } from '@/lib/server/db/seed';
import { TEMPLATE_FILES, postgresTemplateNames, type TemplateKind } from './layout';

async function saveImage(handle: DatabaseHandle, file: string): Promise<void> {
  const client = (handle.db as unknown as { $client: { exec(sql: string): Promise<unknown>; dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
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
    await saveImage(handle, path.join(dir, TEMPLATE_FILES.pglite.migrated));
    await seedInto(handle, dir, 'pglite');
    await saveImage(handle, path.join(dir, TEMPLATE_FILES.pglite.seeded));
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
    for (const name of [names.migrated, names.seeded]) {
      await admin.query(`create database ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
      try {
        await migrateDatabase(handle);
        if (name === names.seeded) await seedInto(handle, dir, 'postgres');
      } finally {
        await handle.close();
      }
    }
  } finally {
    await admin.end();
  }
}

async function main() {
  const [dir, runId] = process.argv.slice(2);
  fs.mkdirSync(dir, { recursive: true });
  await buildPglite(dir);
  if (process.env.TEST_DATABASE_URL) await buildPostgres(process.env.TEST_DATABASE_URL, dir, runId);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
