import path from 'node:path';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from '../lib/server/db/client';
import { env } from '../lib/server/env';

/* What the database scripts (db:seed, seed:scale, bench:search) share. */

/** The database the scripts open, for their messages (a password in DATABASE_URL is masked). */
export function describeDatabase(): string {
  if (!env.databaseUrl) return `PGlite em ${path.join(env.dataDir, 'pglite')}`;
  try {
    const url = new URL(env.databaseUrl);
    if (url.password) url.password = '****';
    return `PostgreSQL em ${url.toString()}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The database the app would open: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openScriptDatabase(): Promise<DatabaseHandle> {
  return env.databaseUrl ? openDatabase({ kind: 'postgres', url: env.databaseUrl }) : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
}

/** Runs a script's main and sets the exit code; a database held by a running server is said plainly. */
export function runDatabaseScript(prefix: string, failure: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof DatabaseLockedError) console.error(`${prefix}${error.message}`);
      else console.error(`${prefix}${failure}`, error);
      process.exitCode = 1;
    },
  );
}
