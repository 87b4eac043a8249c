import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';
import type { SeedResult } from '@/lib/server/db/seed';
import { stopViewCounterOf } from '@/lib/server/services/views';
import { postgresTemplateNames, TEMPLATE_DIR_VARIABLE, TEMPLATE_FILES, TEMPLATE_RUN_VARIABLE } from '@/test/template/layout';

export type TestBackend = { name: 'PGlite' | 'PostgreSQL'; url?: string };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const TEST_BACKENDS: TestBackend[] = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export type TestDatabase = DatabaseHandle & {
  dataDir: string;
  /** What the demo seed answered, for a database created with { seeded: true }. */
  seed: SeedResult | null;
  /** PostgreSQL: the database's address, for a second connection playing another instance. */
  url: string | null;
  dispose(): Promise<void>;
};

/** The run's templates (test/global-setup.ts), or null when Jest ran without them. */
function templates() {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  const runId = process.env[TEMPLATE_RUN_VARIABLE];
  return dir && runId ? { dir, runId } : null;
}

const pgliteImages = new Map<string, Blob>();
function pgliteImage(file: string): Blob {
  if (!pgliteImages.has(file)) pgliteImages.set(file, new Blob([fs.readFileSync(file)]));
  return pgliteImages.get(file)!;
}

/**
 * The seed's pictures, hard-linked rather than copied (47 pictures in four sizes, for each of a
 * hundred databases a run): the app never writes into a stored file (it links or copies a new one
 * into place), and a removal only drops this directory's link.
 */
function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else fs.linkSync(source, target);
  }
}

/**
 * A fresh database, migrated, and with the demo station when `seeded`: in-memory PGlite, or a new
 * PostgreSQL database dropped afterwards. Both are copies of the run's templates (the seed's
 * pictures copied into dataDir too); without templates it is built here.
 */
export async function createTestDatabase(backend: TestBackend, options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-test-'));
  const template = templates();
  const kind = backend.name === 'PostgreSQL' ? 'postgres' : 'pglite';
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  let databaseUrl: string | null = null;
  if (backend.name === 'PostgreSQL') {
    const { Client } = await import('pg');
    const name = `sintonia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const source = template ? postgresTemplateNames(template.runId)[options.seeded ? 'seeded' : 'migrated'] : null;
    const admin = new Client({ connectionString: backend.url });
    await admin.connect();
    await admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`);
    await admin.end();
    const url = new URL(backend.url!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    dropDatabase = async () => {
      const client = new Client({ connectionString: backend.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const image = template ? pgliteImage(path.join(template.dir, TEMPLATE_FILES.pglite[options.seeded ? 'seeded' : 'migrated'])) : undefined;
    handle = await openDatabase({ kind: 'pglite', dataDir: null, image });
  }
  let seed: SeedResult | null = null;
  if (!template) {
    await migrateDatabase(handle);
    if (options.seeded) {
      const { seedDemoStation } = await import('@/lib/server/db/seed');
      seed = await seedDemoStation(handle.db, { dataDir, log: () => {} });
    }
  } else if (options.seeded) {
    linkTree(path.join(template.dir, TEMPLATE_FILES[kind].dataDir), dataDir);
    seed = JSON.parse(fs.readFileSync(path.join(template.dir, TEMPLATE_FILES[kind].seed), 'utf8')) as SeedResult;
  }
  return {
    ...handle,
    dataDir,
    seed,
    url: databaseUrl,
    async dispose() {
      // Views a test's requests counted are written now, not by a timer after the database closed.
      await stopViewCounterOf(handle.db);
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
