import { decode } from 'next-auth/jwt';
import type { JWT } from 'next-auth/jwt';
import { apiRequest } from '@/lib/api/transport';
import { env } from '@/lib/server/env';
import { accessTokenExpiry, getAuthOptions } from '../next-auth';
import { relaySetCookie, withRelayedCookies } from '../cookie-relay';

jest.mock('@/lib/api/transport', () => ({ apiRequest: jest.fn() }));

const usuario = { id: 2, nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor' as const, avatar: null, ativo: true };
const now = () => Math.floor(Date.now() / 1000);
const fakeJwt = (payload: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

function authorize(credentials: Record<string, string>, headers: Record<string, string> = {}) {
  const provider = getAuthOptions().providers[0] as unknown as { options: { authorize: (c: unknown, r: unknown) => Promise<unknown> } };
  return provider.options.authorize(credentials, { headers });
}

const callbacks = () => getAuthOptions().callbacks!;

beforeEach(() => jest.mocked(apiRequest).mockReset());

describe('next-auth options', () => {
  it('JWT sessions of at most the access token lifetime, the secret of getSecrets, the admin login as sign-in page', () => {
    const options = getAuthOptions();
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 12 * 60 * 60 });
    expect(options.secret).toBe(process.env.NEXTAUTH_SECRET);
    expect(options.pages?.signIn).toBe('/admin/login');
  });
});

describe('authorize() calls POST /auth/login of the /api/v1 contract', () => {
  it('returns the user and the access token', async () => {
    jest.mocked(apiRequest).mockResolvedValue(Response.json({ accessToken: 'tok.en.x', usuario }));
    const user = await authorize({ email: 'editor@sintonia.local', password: 'Sintonia@2026', csrfToken: 'x' });
    expect(user).toEqual({ id: '2', name: 'Marta Lindner', email: 'editor@sintonia.local', image: null, usuario, accessToken: 'tok.en.x' });
    const [path, init] = jest.mocked(apiRequest).mock.calls[0];
    expect(path).toBe('/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'editor@sintonia.local', password: 'Sintonia@2026' });
  });

  it('forwards only the trusted proxy header, so the API can throttle per address', async () => {
    const before = env.trustProxyHeader;
    env.trustProxyHeader = 'x-forwarded-for';
    try {
      jest.mocked(apiRequest).mockResolvedValue(Response.json({ accessToken: 't', usuario }));
      await authorize({ email: 'a@b.c', password: '123456' }, { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '10.0.0.1', cookie: 'segredo' });
      const headers = jest.mocked(apiRequest).mock.calls[0][1]?.headers as Record<string, string>;
      expect(headers).toEqual({ 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '203.0.113.9' });
    } finally {
      env.trustProxyHeader = before;
    }
  });

  describe('the device cookie (lib/server/auth/device-cookie.ts)', () => {
    const DEVICE_LINE = 'sintonia_aparelho=novo.cookie.assinado; Max-Age=31536000; Path=/api; HttpOnly; Secure; SameSite=Lax';
    const browser = { cookie: 'next-auth.csrf-token=abc; sintonia_aparelho=velho.cookie.assinado; outro=segredo', 'x-forwarded-proto': 'https' };
    const answered = (init: ResponseInit = {}) => {
      const headers = new Headers({ 'content-type': 'application/json' });
      headers.append('set-cookie', DEVICE_LINE);
      headers.append('set-cookie', 'outro=1; Path=/');
      return new Response(JSON.stringify({ accessToken: 't', usuario }), { ...init, headers });
    };
    /** next-auth's route: authorize() inside withRelayedCookies, which answers as next-auth would. */
    const signInThroughRoute = async (headers: Record<string, string>) => {
      let user: unknown;
      const response = await withRelayedCookies(async () => {
        user = await authorize({ email: 'editor@sintonia.local', password: 'Sintonia@2026' }, headers).catch((error: Error) => error.message);
        return Response.json({ url: '/admin' }, { headers: { 'set-cookie': 'next-auth.session-token=s; Path=/; HttpOnly' } });
      });
      return { user, setCookie: response.headers.getSetCookie(), body: await response.json() };
    };

    it('built in: the API gets only the device cookie and the scheme, and its new device cookie reaches the browser with next-auth\'s', async () => {
      jest.mocked(apiRequest).mockResolvedValue(answered());
      const { user, setCookie, body } = await signInThroughRoute(browser);
      expect(user).toMatchObject({ id: '2', accessToken: 't' });
      const headers = jest.mocked(apiRequest).mock.calls[0][1]?.headers as Record<string, string>;
      expect(headers).toEqual({ 'content-type': 'application/json', accept: 'application/json', cookie: 'sintonia_aparelho=velho.cookie.assinado', 'x-forwarded-proto': 'https' });
      expect(setCookie).toEqual(['next-auth.session-token=s; Path=/; HttpOnly', DEVICE_LINE]);
      expect(body).toEqual({ url: '/admin' });
    });

    it('a refused sign-in relays nothing', async () => {
      jest.mocked(apiRequest).mockResolvedValue(Response.json({ message: 'Credenciais inválidas', codigo: 'CREDENCIAIS_INVALIDAS' }, { status: 401, headers: { 'set-cookie': DEVICE_LINE } }));
      const { user, setCookie } = await signInThroughRoute(browser);
      expect(user).toBe('Credenciais inválidas');
      expect(setCookie).toEqual(['next-auth.session-token=s; Path=/; HttpOnly']);
    });

    it('API_URL: the station backend gets no cookie of this origin, and any cookie it sets stays there', async () => {
      const before = env.apiUrl;
      env.apiUrl = 'https://estacao.example';
      try {
        jest.mocked(apiRequest).mockResolvedValue(answered());
        const { user, setCookie } = await signInThroughRoute(browser);
        expect(user).toMatchObject({ id: '2' });
        const headers = jest.mocked(apiRequest).mock.calls[0][1]?.headers as Record<string, string>;
        expect(headers).toEqual({ 'content-type': 'application/json', accept: 'application/json' });
        expect(setCookie).toEqual(['next-auth.session-token=s; Path=/; HttpOnly']);
      } finally {
        env.apiUrl = before;
      }
    });

    it('outside the route there is nothing to relay to (a sign-in still works)', async () => {
      expect(relaySetCookie(DEVICE_LINE)).toBe(false);
      jest.mocked(apiRequest).mockResolvedValue(answered());
      await expect(authorize({ email: 'a@b.c', password: '123456' })).resolves.toMatchObject({ id: '2' });
    });
  });

  it.each([
    [401, { message: 'Credenciais inválidas', codigo: 'CREDENCIAIS_INVALIDAS' }],
    [429, { message: 'Muitas tentativas de acesso. Tente novamente em 15 minutos.', codigo: 'MUITAS_TENTATIVAS' }],
  ])("a %i passes the server's message on as the sign-in error", async (status, body) => {
    jest.mocked(apiRequest).mockResolvedValue(Response.json(body, { status }));
    await expect(authorize({ email: 'a@b.c', password: '123456' })).rejects.toThrow(body.message);
  });

  it.each([
    ['an error without a message', () => new Response('<html>', { status: 502 })],
    ['a success without a token', () => Response.json({ usuario })],
    ['a success with an unknown papel', () => Response.json({ accessToken: 't', usuario: { ...usuario, papel: 'dono' } })],
  ])('returns null (the form then says "Falha no login") on %s', async (_name, answer) => {
    jest.mocked(apiRequest).mockResolvedValue(answer());
    await expect(authorize({ email: 'a@b.c', password: '123456' })).resolves.toBeNull();
  });
});

describe('the session JWT', () => {
  it('accessTokenExpiry reads exp, and never exceeds 12 h from now', () => {
    const t = 1_800_000_000;
    expect(accessTokenExpiry(fakeJwt({ exp: t + 3600 }), t)).toBe(t + 3600);
    expect(accessTokenExpiry(fakeJwt({ exp: t + 99 * 3600 }), t)).toBe(t + 12 * 3600);
    expect(accessTokenExpiry('opaco', t)).toBe(t + 12 * 3600);
  });

  it('carries the user, papel (read by proxy.ts) and the token; the session exposes user and accessToken', async () => {
    // One instant for the token and the expectations: a second boundary in between made this flaky.
    const exp = now() + 3600;
    const accessToken = fakeJwt({ exp });
    const token = (await callbacks().jwt!({ token: { sub: '2' }, user: { id: '2', usuario, accessToken } as never, account: null } as never)) as JWT;
    expect(token).toMatchObject({ usuario, papel: 'editor', accessToken, accessTokenExpiresAt: exp });
    const session = await callbacks().session!({ session: { expires: '' } as never, token } as never);
    expect(session).toEqual({ user: usuario, accessToken, expires: new Date(exp * 1000).toISOString() });
  });

  it('refuses a session whose access token has expired (next-auth then drops the cookie)', async () => {
    const token = { usuario, papel: 'editor', accessToken: 'x', accessTokenExpiresAt: now() - 1 } as JWT;
    expect(() => callbacks().jwt!({ token } as never)).toThrow();
  });

  it('the cookie JWT expires with the access token, not 12 h after every read', async () => {
    const options = getAuthOptions();
    const token = { usuario, papel: 'editor' as const, accessToken: 'x', accessTokenExpiresAt: now() + 600 };
    const encoded = await options.jwt!.encode!({ token, secret: options.secret!, maxAge: options.session!.maxAge });
    const decoded = await decode({ token: encoded, secret: options.secret! });
    expect(decoded?.exp).toBeGreaterThanOrEqual(now() + 598);
    expect(decoded?.exp).toBeLessThanOrEqual(now() + 600);
    expect(decoded?.papel).toBe('editor');
  });
});
