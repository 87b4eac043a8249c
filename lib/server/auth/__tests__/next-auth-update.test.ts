import type { JWT } from 'next-auth/jwt';
import { apiRequest } from '@/lib/api/transport';
import { getAuthOptions } from '../next-auth';

jest.mock('@/lib/api/transport', () => ({ apiRequest: jest.fn() }));

/** The session update the profile screen sends after the own password (or profile) changes. */

const usuario = { id: 7, nome: 'Rita Locutora', email: 'rita@exemplo.com', papel: 'autor' as const, avatar: null, ativo: true };
const now = () => Math.floor(Date.now() / 1000);
const fakeJwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const jwt = (args: Record<string, unknown>) => getAuthOptions().callbacks!.jwt!(args as never) as Promise<JWT>;

function current(): JWT {
  return { usuario, papel: 'autor', accessToken: fakeJwt({ exp: now() + 600, v: 'antigo' }), accessTokenExpiresAt: now() + 600 };
}

beforeEach(() => jest.mocked(apiRequest).mockReset());

describe("jwt callback, trigger 'update'", () => {
  it('takes the offered token only after GET /auth/me accepts it, and the user from that answer', async () => {
    const fresh = fakeJwt({ exp: now() + 3600, v: 'novo' });
    jest.mocked(apiRequest).mockResolvedValue(Response.json({ ...usuario, nome: 'Rita Nova' }));
    // Whatever else the client sends (a papel, a user) is ignored.
    const token = await jwt({ token: current(), trigger: 'update', session: { accessToken: fresh, papel: 'admin', usuario: { ...usuario, papel: 'admin' } } });
    expect(token).toMatchObject({ accessToken: fresh, papel: 'autor', usuario: { ...usuario, nome: 'Rita Nova' }, accessTokenExpiresAt: now() + 3600 });
    const [path, init] = jest.mocked(apiRequest).mock.calls[0];
    expect(path).toBe('/auth/me');
    expect((init?.headers as Record<string, string>).authorization).toBe(`Bearer ${fresh}`);
  });

  it('keeps the session as it was when the API refuses the offered token', async () => {
    jest.mocked(apiRequest).mockResolvedValue(Response.json({ message: 'Sessão expirada ou inválida. Entre novamente.' }, { status: 401 }));
    const before = current();
    const token = await jwt({ token: { ...before }, trigger: 'update', session: { accessToken: fakeJwt({ exp: now() + 3600, forjado: true }) } });
    expect(token).toEqual(before);
  });

  it('without a token, re-reads the user with the current one (a renamed profile)', async () => {
    jest.mocked(apiRequest).mockResolvedValue(Response.json({ ...usuario, nome: 'Rita Renomeada' }));
    const before = current();
    const token = await jwt({ token: { ...before }, trigger: 'update', session: {} });
    expect(token.usuario?.nome).toBe('Rita Renomeada');
    expect(token.accessToken).toBe(before.accessToken);
  });

  it('still refuses an expired session', async () => {
    jest.mocked(apiRequest).mockResolvedValue(new Response('', { status: 401 }));
    await expect(jwt({ token: { ...current(), accessTokenExpiresAt: now() - 1 }, trigger: 'update', session: {} })).rejects.toThrow();
  });
});
