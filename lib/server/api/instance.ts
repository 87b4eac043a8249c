import 'server-only';
import { getDb } from '../db/application-database';
import { env } from '../env';
import { createApiApp, type ApiApp } from './app';

type GlobalWithApi = typeof globalThis & { __sintoniaApi?: ApiApp };
const globalWithApi = globalThis as GlobalWithApi;

/** The application's API, bound to the application's database: one per process. */
export function getApiApp(): ApiApp {
  globalWithApi.__sintoniaApi ??= createApiApp({ getDb, trustedIpHeader: env.trustProxyHeader, mediaOnS3: env.s3 !== null });
  return globalWithApi.__sintoniaApi;
}
