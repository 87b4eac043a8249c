import path from 'node:path';
import { env } from '../lib/server/env';

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
