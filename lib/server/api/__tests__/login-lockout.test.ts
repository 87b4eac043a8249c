import { and, desc, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { ApiApp } from '@/lib/server/api/app';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { logs } from '@/lib/server/db/schema';
import { listLockedAccounts, unlockUser } from '@/lib/server/services/login-lockouts';
import type { TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(180_000);

/*
 * Nobody can lock the staff out (device cookies): wrong passwords from strangers lock an account
 * for devices it does not know, never for the browser its owner signed in from before; the
 * admins see the lockout and may lift it.
 */

const PASSWORD = 'Sintonia@2026';
const LOCKED = { message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' };
const FORBIDDEN = { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' };
const COOKIE_LINE = /^sintonia_aparelho=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+); Max-Age=31536000; Path=\/api; HttpOnly; SameSite=Lax$/;

type Answer = { status: number; body: any; retryAfter: string | null; deviceCookie: string | null; setCookie: string[] };

describe('sign-in lockout and device cookies (/auth/login)', () => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens<'admin' | 'editor'>;
  let ids: StaffIds<'admin' | 'editor'>;

  const login = async (email: string, password: string, ip: string, deviceCookie?: string | null, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(deviceCookie ? { cookie: `outro=1; sintonia_aparelho=${deviceCookie}` } : {}), ...headers },
      body: JSON.stringify({ email, password }),
    });
    const setCookie = response.headers.getSetCookie();
    const device = setCookie.map((line) => COOKIE_LINE.exec(line)?.[1]).find(Boolean) ?? null;
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), deviceCookie: device, setCookie };
  };

  /** A browser of the account's owner: signed in once, it keeps the cookie it was given. */
  const ownersDevice = async (email: string, ip: string) => {
    const signedIn = await login(email, PASSWORD, ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.deviceCookie).not.toBeNull();
    return signedIn.deviceCookie as string;
  };

  /**
   * `count` wrong passwords for the account, each from its own address: what a spread-out attack
   * sends. The 10th locks the account with a 1 s wait; the attack waits it out once, so the 11th
   * opens a 2 s wait: the checks that follow have that long to run, even on a busy machine.
   */
  const strangers = async (email: string, net: string, count = 11) => {
    const answers: Answer[] = [];
    for (let i = 1; i <= count; i += 1) {
      if (i === 11) await new Promise((resolve) => setTimeout(resolve, 1_100));
      answers.push(await login(email, `errada-${i}-xx`, `${net}.${i}`));
    }
    return answers;
  };

  const lockoutLogs = (entidadeId: number) =>
    database.db
      .select()
      .from(logs)
      .where(and(eq(logs.acao, 'bloquear'), eq(logs.entidadeId, String(entidadeId))))
      .orderBy(desc(logs.id));

  beforeAll(async () => {
    ({ database, app, call, tokens, ids } = await setupStaffApi({ name: 'PGlite' }, { logins: ['admin', 'editor'] }));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => switchLimiters());

  it('a successful sign-in sets the device cookie (a year, HttpOnly, SameSite=Lax, under /api), Secure over https; a failed one sets none', async () => {
    const plain = await login('editor@sintonia.local', PASSWORD, '198.51.100.1');
    expect(plain.status).toBe(200);
    expect(plain.setCookie).toHaveLength(1);
    expect(plain.setCookie[0]).toMatch(COOKIE_LINE);

    const https = await login('editor@sintonia.local', PASSWORD, '198.51.100.1', null, { 'x-forwarded-proto': 'https' });
    expect(https.setCookie).toHaveLength(1);
    expect(https.setCookie[0]).toMatch(/^sintonia_aparelho=[^;]+; Max-Age=31536000; Path=\/api; HttpOnly; Secure; SameSite=Lax$/);
    // A new nonce on every sign-in.
    expect(https.setCookie[0].split(';')[0]).not.toBe(plain.setCookie[0].split(';')[0]);

    const failed = await login('editor@sintonia.local', 'errada-123', '198.51.100.1');
    expect(failed.status).toBe(401);
    expect(failed.setCookie).toEqual([]);
  });

  it("15 wrong passwords from 15 addresses: the owner's known device signs in, an unknown device gets 429 with the wait in minutes; the lockout is logged once", async () => {
    const device = await ownersDevice('autor@sintonia.local', '198.51.100.20');

    const attack = await strangers('autor@sintonia.local', '203.0.113', 15);
    // Past the threshold the strangers themselves wait a back-off: one guess per wait.
    expect(attack.map((answer) => answer.status)).toEqual([...Array(11).fill(401), ...Array(4).fill(429)]);
    for (const answer of attack.slice(11)) expect(answer.body).toEqual(LOCKED);

    const unknown = await login('autor@sintonia.local', PASSWORD, '198.51.100.20');
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(LOCKED);
    expect(Number(unknown.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(unknown.retryAfter)).toBeLessThanOrEqual(60);
    expect(unknown.setCookie).toEqual([]);

    const known = await login('autor@sintonia.local', PASSWORD, '198.51.100.20', device);
    expect(known.status).toBe(200);
    expect(known.body.usuario).toMatchObject({ email: 'autor@sintonia.local' });
    expect(known.deviceCookie).not.toBeNull();
    // Her sign-in does not unlock the account for the strangers.
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.21')).body).toEqual(LOCKED);

    const autorId = known.body.usuario.id as number;
    const rows = await lockoutLogs(autorId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      usuarioId: null,
      acao: 'bloquear',
      entidade: 'usuario',
      ip: '203.0.113.10',
      detalhes: { nome: 'Renata Fagundes', email: 'autor@sintonia.local', tentativas: 10, ate: expect.any(String) },
    });
    const until = Date.parse(String(rows[0].detalhes?.ate));
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it("a forged or tampered device cookie, or another account's, gives no exemption", async () => {
    const autorDevice = await ownersDevice('autor@sintonia.local', '198.51.100.30');
    const editorDevice = await ownersDevice('editor@sintonia.local', '198.51.100.30');
    await strangers('autor@sintonia.local', '203.0.114');

    const [header, payload, signature] = autorDevice.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const tamperedPayload = `${header}.${Buffer.from(JSON.stringify({ ...claims, jti: 'outro-aparelho' })).toString('base64url')}.${signature}`;
    const tamperedSignature = `${header}.${payload}.${signature.slice(0, -3)}${signature.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('autor@sintonia.local')
      .setJti('forjado')
      .setIssuer('sintonia')
      .setAudience('aparelho-de-login')
      .setExpirationTime('1y')
      .sign(new TextEncoder().encode('um-segredo-adivinhado'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;

    for (const [name, cookie] of [
      ["the editor's cookie", editorDevice],
      ['a tampered payload', tamperedPayload],
      ['a tampered signature', tamperedSignature],
      ['a cookie signed with another key', forged],
      ['an unsigned cookie', unsigned],
      ['garbage', 'nao-e-um-cookie'],
    ] as const) {
      const answer = await login('autor@sintonia.local', PASSWORD, '198.51.100.30', cookie);
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 429, body: LOCKED });
    }
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.30', autorDevice)).status).toBe(200);
  });

  it('a known device is still limited on its own: past 10 failures it is an unknown device for the window', async () => {
    const guessed = await ownersDevice('autor@sintonia.local', '198.51.100.40');
    const other = await ownersDevice('autor@sintonia.local', '198.51.100.41');

    // Someone with her cookie (a stolen laptop) guesses: 10 tries, each checked, never held by the account's lockout...
    for (let i = 0; i < 10; i += 1) expect((await login('autor@sintonia.local', `chute-${i}-xx`, '198.51.100.40', guessed)).status).toBe(401);
    // ...though they count toward it: one more wrong password from elsewhere opens a wait for unknown devices...
    expect((await login('autor@sintonia.local', 'errada-xx', '203.0.115.1')).status).toBe(401);
    // ...and that device is now as unknown as any other, even with the right password.
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.40', guessed)).body).toEqual(LOCKED);
    // Her other browser is untouched.
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.41', other)).status).toBe(200);
  });

  it('wrong passwords for an e-mail of no account leave no lockout entry', async () => {
    const before = await database.db.select().from(logs).where(eq(logs.acao, 'bloquear'));
    await strangers('ninguem@sintonia.local', '203.0.116');
    expect(await database.db.select().from(logs).where(eq(logs.acao, 'bloquear'))).toEqual(before);
  });

  it('admins see the locked accounts and unlock them; nobody else may, in the route or the service', async () => {
    expect(await call('GET', '/usuarios/bloqueios', tokens.admin)).toEqual({ status: 200, body: { dados: [] } });
    await strangers('autor@sintonia.local', '203.0.117');
    await strangers('ninguem@sintonia.local', '203.0.118', 10);

    const listed = await call('GET', '/usuarios/bloqueios', tokens.admin);
    expect(listed.status).toBe(200);
    expect(listed.body.dados).toEqual([{ id: expect.any(Number), nome: 'Renata Fagundes', email: 'autor@sintonia.local', bloqueadaAte: expect.any(String) }]);
    const until = Date.parse(listed.body.dados[0].bloqueadaAte);
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    const autorId = listed.body.dados[0].id as number;

    expect(await call('GET', '/usuarios/bloqueios', tokens.editor)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await call('POST', `/usuarios/${autorId}/desbloquear`, tokens.editor)).toEqual({ status: 403, body: FORBIDDEN });
    const editor = { user: { id: ids.editor, nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor' as const, avatar: null, ativo: true }, ip: null };
    const adminsOnly = { message: 'Apenas administradores podem gerenciar usuários.', codigo: 'SEM_PERMISSAO' };
    await expect(listLockedAccounts(database.db, editor)).rejects.toMatchObject({ kind: 'forbidden', ...adminsOnly });
    await expect(unlockUser(database.db, editor, autorId)).rejects.toMatchObject({ kind: 'forbidden', ...adminsOnly });
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.50')).body).toEqual(LOCKED);

    expect(await call('POST', '/usuarios/999999/desbloquear', tokens.admin)).toEqual({ status: 404, body: { message: 'Usuário não encontrado.', codigo: 'NAO_ENCONTRADO' } });
    expect(await call('POST', `/usuarios/${autorId}/desbloquear`, tokens.admin)).toEqual({
      status: 200,
      body: { message: 'Conta desbloqueada. Ela já pode entrar de qualquer aparelho.' },
    });
    expect(await call('GET', '/usuarios/bloqueios', tokens.admin)).toEqual({ status: 200, body: { dados: [] } });
    expect((await login('autor@sintonia.local', PASSWORD, '198.51.100.50')).status).toBe(200);
    const [unlocked] = await database.db
      .select()
      .from(logs)
      .where(and(eq(logs.acao, 'desbloquear'), eq(logs.entidadeId, String(autorId))))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(unlocked).toMatchObject({ usuarioId: ids.admin, entidade: 'usuario', detalhes: { nome: 'Renata Fagundes', email: 'autor@sintonia.local' } });
  });
});
