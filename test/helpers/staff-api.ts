import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import type { SeedResult } from '@/lib/server/db/seed';
import { STAFF_PASSWORD } from '@/lib/server/db/seed/station';
import { createTestDatabase, type TestBackend, type TestDatabase } from '@/test/helpers/database';

/** The demo station's staff accounts, each `${role}@sintonia.local` with STAFF_PASSWORD. */
export type StaffRole = 'admin' | 'editor' | 'autor';
export type StaffTokens<Who extends string = StaffRole> = Record<Who, string>;
export type StaffIds<Who extends string = StaffRole> = Record<Who, number>;

/** A request to /api/v1{path}: the token as a Bearer header, the body as JSON. */
export type ApiRequest = (method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
/** The same request, answered as {status, body} with the body parsed as JSON (null when empty). */
export type ApiCall = (method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;

export type StaffApiOptions<Who extends string = StaffRole> = {
  /** createApiApp's trustedIpHeader: 'x-forwarded-for' unless given; null trusts no header. */
  trustedIpHeader?: string | null;
  /** The accounts to sign in, as `${who}@sintonia.local`; admin, editor and autor unless given ([] for none). */
  logins?: readonly Who[];
  /** Runs after the seed and before anyone signs in: extra accounts, baselines. */
  beforeLogin?: (database: TestDatabase) => Promise<void>;
};

export type StaffApi<Who extends string = StaffRole> = {
  database: TestDatabase;
  app: ApiApp;
  /** What seedDemoStation answered. */
  seed: SeedResult;
  request: ApiRequest;
  call: ApiCall;
  tokens: StaffTokens<Who>;
  ids: StaffIds<Who>;
  dispose(): Promise<void>;
};

const DEFAULT_LOGINS: readonly StaffRole[] = ['admin', 'editor', 'autor'];

/**
 * A fresh database with the demo station, the /api/v1 app over it and the staff signed in.
 * Call it in beforeAll and dispose of it in afterAll.
 */
export async function setupStaffApi<Who extends string = StaffRole>(backend: TestBackend, options: StaffApiOptions<Who> = {}): Promise<StaffApi<Who>> {
  const database = await createTestDatabase(backend, { seeded: true });
  try {
    const seed = database.seed as SeedResult;
    await options.beforeLogin?.(database);
    const app = createApiApp({ getDb: async () => database.db, trustedIpHeader: options.trustedIpHeader === undefined ? 'x-forwarded-for' : options.trustedIpHeader });

    const request: ApiRequest = async (method, path, token, body, headers = {}) => {
      const allHeaders: Record<string, string> = { ...headers };
      if (token) allHeaders.authorization = `Bearer ${token}`;
      if (body !== undefined) allHeaders['content-type'] = 'application/json';
      return app.request(`/api/v1${path}`, { method, headers: allHeaders, body: body === undefined ? undefined : JSON.stringify(body) });
    };
    const call: ApiCall = async (method, path, token, body, headers) => {
      const response = await request(method, path, token, body, headers);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    };

    const tokens = {} as StaffTokens<Who>;
    const ids = {} as StaffIds<Who>;
    for (const who of options.logins ?? (DEFAULT_LOGINS as readonly string[] as readonly Who[])) {
      const response = await call('POST', '/auth/login', undefined, { email: `${who}@sintonia.local`, password: STAFF_PASSWORD });
      if (response.status !== 200) throw new Error(`Login of ${who}@sintonia.local answered ${response.status}: ${JSON.stringify(response.body)}`);
      tokens[who] = response.body.accessToken;
      ids[who] = response.body.usuario.id;
    }

    return { database, app, seed, request, call, tokens, ids, dispose: () => database.dispose() };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
