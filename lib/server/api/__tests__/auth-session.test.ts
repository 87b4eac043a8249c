import { and, desc, eq } from 'drizzle-orm';
import type { ApiApp } from '@/lib/server/api/app';
import { switchLimiters } from '@/lib/server/limits/limiter';
import { logs, usuarios } from '@/lib/server/db/schema';
import type { TestDatabase } from '@/test/helpers/database';
import { setupStaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

const PASSWORD = 'Sintonia@2026';

describe('sessão da equipe: /auth/login, /auth/logout e o limite de tentativas', () => {
  let database: TestDatabase;
  let app: ApiApp;

  const login = async (email: string, password: string, ip = '203.0.113.7') => {
    const response = await app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
  const lastLog = async (acao: string) => {
    const [row] = await database.db.select().from(logs).where(eq(logs.acao, acao)).orderBy(desc(logs.id)).limit(1);
    return row;
  };

  beforeAll(async () => {
    ({ database, app } = await setupStaffApi({ name: 'PGlite' }, { logins: [] }));
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(() => switchLimiters());

  it('a successful login answers {accessToken, usuario} and records an "entrar" log with the address', async () => {
    const { status, body } = await login('editor@sintonia.local', PASSWORD, '198.51.100.4');
    expect(status).toBe(200);
    expect(typeof body.accessToken).toBe('string');
    expect(body.usuario).toMatchObject({ email: 'editor@sintonia.local', papel: 'editor', nome: 'Marta Lindner' });
    const log = await lastLog('entrar');
    expect(log).toMatchObject({ usuarioId: body.usuario.id, entidade: 'usuario', entidadeId: String(body.usuario.id), ip: '198.51.100.4' });
  });

  it('a wrong password answers 401 "Credenciais inválidas" and logs "falha-login" with the e-mail, never the password', async () => {
    const { status, body } = await login('Editor@Sintonia.local', 'senha-errada-123');
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Credenciais inválidas', codigo: 'CREDENCIAIS_INVALIDAS' });
    const log = await lastLog('falha-login');
    expect(log).toMatchObject({ usuarioId: null, entidade: 'usuario', detalhes: { email: 'editor@sintonia.local' }, ip: '203.0.113.7' });
    expect(JSON.stringify(log.detalhes)).not.toContain('senha-errada-123');
  });

  it('the sixth failure in a row is refused with 429, Retry-After and the wait in minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('autor@sintonia.local', `errada-${i}-x`)).status).toBe(401);
    const refused = await login('autor@sintonia.local', PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Other accounts are unaffected.
    expect((await login('editor@sintonia.local', PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('a success clears the account count', async () => {
    for (let i = 0; i < 4; i += 1) await login('admin@sintonia.local', `errada-${i}-x`, `192.0.2.${i}`);
    expect((await login('admin@sintonia.local', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await login('admin@sintonia.local', `errada-${i}-y`, `192.0.2.${i}`);
    expect((await login('admin@sintonia.local', PASSWORD)).status).toBe(200);
  });

  it('twenty failures from one address lock that address, not the others', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(`ninguem${i}@sintonia.local`, 'errada-123', '198.51.100.99')).status).toBe(401);
    expect((await login('editor@sintonia.local', PASSWORD, '198.51.100.99')).status).toBe(429);
    expect((await login('editor@sintonia.local', PASSWORD, '198.51.100.100')).status).toBe(200);
  });

  it("101 failed logins from client A lock A out of the account, never client B's correct login", async () => {
    for (let i = 0; i < 101; i += 1) await login('admin@sintonia.local', `errada-${i}-x`, '198.51.100.1');
    expect((await login('admin@sintonia.local', PASSWORD, '198.51.100.1')).status).toBe(429);
    expect((await login('admin@sintonia.local', PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('40 concurrent guesses from one address: only 5 passwords are checked, the rest are refused before hashing', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('autor@sintonia.local', `errada-${i}-z`, '198.51.100.3')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('past 10 failures of one account from several addresses, each attempt from an unknown device waits a back-off (Retry-After in seconds, the message in whole minutes)', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('editor@sintonia.local', `errada-${i}-w`, `192.0.2.${10 + i}`)).status).toBe(401);
    const refused = await login('editor@sintonia.local', PASSWORD, '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 1 minuto', codigo: 'CONTA_BLOQUEADA' });
    expect(refused.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await login('editor@sintonia.local', PASSWORD, '192.0.2.99')).status).toBe(200);
  });

  it('invalid input is a 400 with field messages and does not count as an attempt', async () => {
    for (let i = 0; i < 6; i += 1) {
      const { status, body } = await login('nao-e-email', '123');
      expect(status).toBe(400);
      expect(body.campos).toEqual({ email: 'Informe um e-mail válido.', password: 'A senha deve ter pelo menos 6 caracteres.' });
    }
    expect((await login('editor@sintonia.local', PASSWORD)).status).toBe(200);
  });

  it('POST /auth/logout records "sair" and answers 204; it needs the bearer token', async () => {
    const { body } = await login('autor@sintonia.local', PASSWORD);
    const response = await app.request('/api/v1/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${body.accessToken}`, 'x-forwarded-for': '203.0.113.50' },
    });
    expect(response.status).toBe(204);
    const log = await lastLog('sair');
    expect(log).toMatchObject({ usuarioId: body.usuario.id, entidade: 'usuario', ip: '203.0.113.50' });

    const anonymous = await app.request('/api/v1/auth/logout', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ codigo: 'NAO_AUTENTICADO' });
  });

  it('GET /auth/me answers the user of the token, and 401 once the token is revoked', async () => {
    const { body } = await login('editor@sintonia.local', PASSWORD);
    const me = await app.request('/api/v1/auth/me', { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: body.usuario.id, papel: 'editor' });

    await database.db.update(usuarios).set({ tokenVersion: 99 }).where(and(eq(usuarios.id, body.usuario.id)));
    const revoked = await app.request('/api/v1/auth/me', { headers: { authorization: `Bearer ${body.accessToken}` } });
    expect(revoked.status).toBe(401);
    await database.db.update(usuarios).set({ tokenVersion: 0 }).where(eq(usuarios.id, body.usuario.id));
  });

  describe('POST /auth/renovar (the sliding session, issue 12)', () => {
    const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { ss: number; iat: number; exp: number };
    const renew = (token: string) => app.request('/api/v1/auth/renovar', { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    afterEach(() => jest.useRealTimers());

    it('answers a fresh token for the same sign-in, which works where the old one did', async () => {
      const { body } = await login('editor@sintonia.local', PASSWORD);
      jest.useFakeTimers({ now: Date.now() + 3 * 60 * 60 * 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
      const response = await renew(body.accessToken);
      expect(response.status).toBe(200);
      const renewed = (await response.json()) as { accessToken: string; usuario: { id: number; papel: string } };
      expect(renewed.usuario).toMatchObject({ id: body.usuario.id, papel: 'editor' });
      expect(renewed.accessToken).not.toBe(body.accessToken);
      const [before, after] = [payloadOf(body.accessToken), payloadOf(renewed.accessToken)];
      expect(after.ss).toBe(before.ss);
      expect(after.exp - before.exp).toBeGreaterThanOrEqual(3 * 60 * 60 - 1);
      const me = await app.request('/api/v1/auth/me', { headers: { authorization: `Bearer ${renewed.accessToken}` } });
      expect(me.status).toBe(200);
    });

    it('refuses to carry a sign-in past 7 days, with a pt-BR message', async () => {
      const { body } = await login('editor@sintonia.local', PASSWORD);
      let token = body.accessToken as string;
      // Renewed every 10 hours, as an editor at work would: fine for 7 days, then refused.
      const start = Date.now();
      for (let hours = 10; hours <= 7 * 24; hours += 10) {
        jest.useFakeTimers({ now: start + hours * 60 * 60 * 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
        const response = await renew(token);
        expect(response.status).toBe(200);
        token = ((await response.json()) as { accessToken: string }).accessToken;
      }
      jest.useFakeTimers({ now: start + (7 * 24 + 1) * 60 * 60 * 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
      const refused = await renew(token);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Sua sessão chegou ao limite de 7 dias. Entre novamente.', codigo: 'SESSAO_ENCERRADA' });
    });

    it('refuses a revoked or missing token', async () => {
      const { body } = await login('autor@sintonia.local', PASSWORD);
      await database.db.update(usuarios).set({ tokenVersion: 99 }).where(eq(usuarios.id, body.usuario.id));
      expect((await renew(body.accessToken)).status).toBe(401);
      await database.db.update(usuarios).set({ tokenVersion: 0 }).where(eq(usuarios.id, body.usuario.id));
      expect((await app.request('/api/v1/auth/renovar', { method: 'POST' })).status).toBe(401);
    });
  });
});
