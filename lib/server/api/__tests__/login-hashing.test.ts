import { eq } from 'drizzle-orm';
import type { ApiApp } from '@/lib/server/api/app';
import { DUMMY_HASH, hashingLoad, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from '@/lib/server/auth/password';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { usuarios } from '@/lib/server/db/schema';
import type { TestDatabase } from '@/test/helpers/database';
import { setupStaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(180_000);

/*
 * A flood of sign-ins costs at most its share of the CPU: argon2's checks are counted as they run
 * (the real ones, held back while the test says so), and what does not fit the hashing line is
 * refused with 503 before any hashing.
 */

const mockProbe = { running: 0, most: 0, hashes: [] as string[], hold: false, held: [] as Array<() => void> };
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return {
    ...actual,
    verify: (hashed: string, password: string) => {
      mockProbe.hashes.push(hashed);
      mockProbe.running += 1;
      mockProbe.most = Math.max(mockProbe.most, mockProbe.running);
      const run = () => actual.verify(hashed, password).finally(() => (mockProbe.running -= 1));
      if (!mockProbe.hold) return run();
      return new Promise<boolean>((resolve, reject) => mockProbe.held.push(() => run().then(resolve, reject)));
    },
  };
});

const PASSWORD = 'Sintonia@2026';
const BUSY = { message: 'Muitos acessos ao mesmo tempo. Tente novamente em instantes.', codigo: 'SERVICO_OCUPADO' };
const WRONG = { message: 'Credenciais inválidas', codigo: 'CREDENCIAIS_INVALIDAS' };

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the cost of a sign-in flood (/auth/login)', () => {
  let database: TestDatabase;
  let app: ApiApp;

  const login = async (email: string, password: string, ip: string) => {
    const response = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, body: (await response.json()) as unknown, retryAfter: response.headers.get('retry-after') };
  };

  beforeAll(async () => {
    ({ database, app } = await setupStaffApi({ name: 'PGlite' }, { logins: [] }));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => {
    switchLimiters();
    Object.assign(mockProbe, { running: 0, most: 0, hashes: [], hold: false, held: [] });
  });

  it(`16 concurrent sign-ins: at most ${MAX_CONCURRENT_HASHES} hash at once, ${MAX_WAITING_HASHES} more wait, the rest get 503 with Retry-After before hashing`, async () => {
    const known = ['admin@sintonia.local', 'editor@sintonia.local', 'autor@sintonia.local', 'editor@sintonia.local'];
    const attempts = Array.from({ length: 16 }, (_, i) => ({ email: known[i] ?? `ninguem${i}@sintonia.local`, ip: `198.51.100.${i + 1}` }));
    mockProbe.hold = true;
    const answers = attempts.map((attempt) => login(attempt.email, 'senha-errada', attempt.ip));
    const settled: Array<Awaited<(typeof answers)[number]>> = [];
    for (const answer of answers) void answer.then((value) => settled.push(value));
    const refused = 16 - MAX_CONCURRENT_HASHES - MAX_WAITING_HASHES;

    await until(() => settled.length === refused && hashingLoad().waiting === MAX_WAITING_HASHES, 'a fila de hashes cheia e as recusas respondidas');
    // Only the admitted checks have started; the refused attempts never reached argon2.
    expect(mockProbe.hashes).toHaveLength(MAX_CONCURRENT_HASHES);
    expect(hashingLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: MAX_WAITING_HASHES });
    expect(settled).toEqual(Array(refused).fill({ status: 503, body: BUSY, retryAfter: '2' }));

    mockProbe.hold = false;
    for (const release of mockProbe.held.splice(0)) release();
    const all = await Promise.all(answers);
    expect(all.filter((answer) => answer.status === 401)).toEqual(Array(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES).fill({ status: 401, body: WRONG, retryAfter: null }));
    expect(mockProbe.most).toBe(MAX_CONCURRENT_HASHES);
    // Every admitted attempt cost exactly one hash, unknown e-mails included (the dummy's).
    expect(mockProbe.hashes).toHaveLength(MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES);
    const admittedUnknown = all.filter((answer, i) => answer.status === 401 && attempts[i].email.startsWith('ninguem')).length;
    expect(mockProbe.hashes.filter((hashed) => hashed === DUMMY_HASH)).toHaveLength(admittedUnknown);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });

    // A refusal for a busy server is not counted as a failure: the same e-mail and address still
    // have all 5 of their tries (a 6th is refused as usual).
    const first = attempts[all.findIndex((answer) => answer.status === 503)];
    for (let i = 0; i < 5; i += 1) expect((await login(first.email, `errada-${i}-xx`, first.ip)).status).toBe(401);
    expect((await login(first.email, 'errada-6-xx', first.ip)).status).toBe(429);
  });

  it('an unknown e-mail, an inactive account and one whose hash cannot be checked each cost one hash, like a known account', async () => {
    const checks = async (email: string, ip: string) => {
      const before = mockProbe.hashes.length;
      expect(await login(email, 'senha-errada', ip)).toEqual({ status: 401, body: WRONG, retryAfter: null });
      return mockProbe.hashes.slice(before);
    };
    const [editor] = await database.db.select().from(usuarios).where(eq(usuarios.email, 'editor@sintonia.local'));
    expect(await checks('editor@sintonia.local', '198.51.100.60')).toEqual([editor.senhaHash]);
    expect(await checks('ninguem@sintonia.local', '198.51.100.61')).toEqual([DUMMY_HASH]);

    await database.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, editor.id));
    try {
      expect(await checks('editor@sintonia.local', '198.51.100.62')).toEqual([editor.senhaHash]);
      // The right password of an inactive account: checked, and still refused with the same answer.
      expect(await login('editor@sintonia.local', PASSWORD, '198.51.100.62')).toEqual({ status: 401, body: WRONG, retryAfter: null });
    } finally {
      await database.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, editor.id));
    }

    await database.db.update(usuarios).set({ senhaHash: '' }).where(eq(usuarios.id, editor.id));
    try {
      expect(await checks('editor@sintonia.local', '198.51.100.63')).toEqual([DUMMY_HASH]);
    } finally {
      await database.db.update(usuarios).set({ senhaHash: editor.senhaHash }).where(eq(usuarios.id, editor.id));
    }
  });

  it("an address over its limit is refused before any hash: refusals cost no argon2", async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(`ninguem${i}@sintonia.local`, 'senha-errada', '198.51.100.70')).status).toBe(401);
    const hashed = mockProbe.hashes.length;
    expect(hashed).toBe(20);
    for (let i = 0; i < 30; i += 1) expect((await login(`outro${i}@sintonia.local`, 'senha-errada', '198.51.100.70')).status).toBe(429);
    expect(mockProbe.hashes).toHaveLength(hashed);
  });
});
