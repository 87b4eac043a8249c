import 'server-only';
import { env } from '../env';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from './client';

type GlobalWithDb = typeof globalThis & {
  __sintoniaDb?: Promise<DatabaseHandle>;
  __sintoniaBeforeClose?: Set<() => Promise<void>>;
};
const globalWithDb = globalThis as GlobalWithDb;

const BEFORE_CLOSE_TIMEOUT_MS = 3000;

/**
 * Work that must reach the database before the process ends (buffered view counts, say): run,
 * bounded in time, when the server stops (lib/server/lifecycle) and before the database is closed.
 */
export function beforeDatabaseClose(task: () => Promise<void>): void {
  (globalWithDb.__sintoniaBeforeClose ??= new Set()).add(task);
}

async function runBeforeCloseTasks(): Promise<void> {
  const tasks = [...(globalWithDb.__sintoniaBeforeClose ?? [])];
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, BEFORE_CLOSE_TIMEOUT_MS).unref());
  await Promise.race([Promise.allSettled(tasks.map((task) => task())), timeout]);
}

async function openApplicationDatabase(): Promise<DatabaseHandle> {
  const handle = env.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: env.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  await migrateDatabase(handle);
  if (env.seedDemoData) {
    // Loaded only when needed: the seed draws its pictures with sharp.
    const { seedDemoStationIfEmpty } = await import('./seed');
    await seedDemoStationIfEmpty(handle.db, { dataDir: env.dataDir, log: console.log });
  }
  return handle;
}

/** Writes what is buffered and closes the database, when it was opened. */
export async function closeApplicationDatabase(): Promise<void> {
  const opening = globalWithDb.__sintoniaDb;
  if (!opening) return;
  const handle = await opening.catch(() => null);
  if (!handle) return;
  await runBeforeCloseTasks();
  globalWithDb.__sintoniaDb = undefined;
  await handle.close();
}

/**
 * The application's database: opened once per process (kept on globalThis, since Next may load
 * this module in several bundles), migrated, and seeded with the demo station when empty.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalWithDb.__sintoniaDb) {
    globalWithDb.__sintoniaDb = openApplicationDatabase().catch((error) => {
      globalWithDb.__sintoniaDb = undefined;
      throw error;
    });
  }
  return globalWithDb.__sintoniaDb;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
