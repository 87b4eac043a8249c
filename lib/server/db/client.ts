import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction(async (tx) => …)` hands over. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a caller's transaction: for steps that run alone or inside a larger write. */
export type Executor = Database | Tx;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib/server/db/migrations');

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco de dados em ${dataDir} já está aberto pelo processo ${pid}. ` +
        'O PGlite só pode ser usado por um processo por vez: pare o outro processo ' +
        '(ou use outro DATA_DIR, ou DATABASE_URL com PostgreSQL) e tente novamente.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One process per PGlite directory: PGlite takes no lock of its own and two writers corrupt it. */
function acquireDirectoryLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, desde: new Date().toISOString() }), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          const holder = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number };
          if (holder.pid === process.pid) fs.unlinkSync(lockFile);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let holderPid = 0;
      try {
        holderPid = (JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
      } catch {
        holderPid = 0;
      }
      if (holderPid && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DatabaseLockedError(dataDir, holderPid);
      }
      // A lock left by a process that died: take it over.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Não foi possível travar o diretório de dados ${dataDir}.`);
}

export type OpenOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, for tests: empty, or a copy of a dumped data directory (PGlite's dumpDataDir). */
  | { kind: 'pglite'; dataDir: null; image?: Blob };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('O banco de dados não deve ser aberto durante o build.');
  }
  if (options.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_MAX || 10) });
    // An idle connection dropped by the server (restart, failover) must not crash the process:
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('[db] conexão ociosa com o PostgreSQL encerrada:', error.message));
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir !== null) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireDirectoryLock(options.dataDir);
    try {
      client = await PGlite.create(path.join(options.dataDir, 'pglite'), { extensions: { unaccent } });
    } catch (error) {
      release();
      throw error;
    }
  } else {
    // A test database holds a few MB: PostgreSQL's 128 MB of shared buffers (set up at every open)
    // made a third of the open's CPU (≈ 0.9 → 0.6 s; a Jest run opens about fifty).
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    client = await PGlite.create({ extensions: { unaccent }, loadDataDir: options.image, startParams });
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

// Any stable 64-bit number: instances starting together against one PostgreSQL migrate in turn.
const MIGRATION_LOCK_KEY = 7_387_912_004;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const [{ migrate }, { drizzle }] = await Promise.all([import('drizzle-orm/node-postgres/migrator'), import('drizzle-orm/node-postgres')]);
    // A session lock belongs to its connection: lock, migrate and unlock on one client of the pool,
    // or the unlock may run elsewhere and leave the lock held until that connection closes.
    const connection = await (handle.db as unknown as { $client: import('pg').Pool }).$client.connect();
    try {
      const db = drizzle(connection);
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    } finally {
      connection.release();
    }
    return;
  }
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}
