import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/lib/server/db/client';

export type TestBackend = { name: 'PGlite' | 'PostgreSQL'; url?: string };

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const TEST_BACKENDS: TestBackend[] = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export type TestDatabase = DatabaseHandle & { dataDir: string; dispose(): Promise<void> };

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(backend: TestBackend): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-test-'));
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (backend.name === 'PostgreSQL') {
    const { Client } = await import('pg');
    const name = `sintonia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: backend.url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(backend.url!);
    url.pathname = `/${name}`;
    handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    dropDatabase = async () => {
      const client = new Client({ connectionString: backend.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: null });
  }
  await migrateDatabase(handle);
  return {
    ...handle,
    dataDir,
    async dispose() {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
