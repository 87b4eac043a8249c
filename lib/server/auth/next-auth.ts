import 'server-only';
import { decodeJwt } from 'jose';
import { getServerSession, type AuthOptions, type Session, type User } from 'next-auth';
import type { AdapterUser } from 'next-auth/adapters';
import { encode as encodeJwt, type JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ADMIN_LOGIN_PATH } from '@/lib/domain/admin-access';
import { parseStaffUser, type Papel, type StaffUser } from '@/lib/domain/roles';
import { apiRequest } from '@/lib/api/transport';
import { env, getSecrets } from '../env';
import { PEER_ADDRESS_HEADER } from '../http/front-door';
import { ACCESS_TOKEN_TTL_SECONDS, nowSeconds } from './tokens';
import { relaySetCookie } from './cookie-relay';
import { DEVICE_COOKIE_NAME, deviceCookieFromHeader, setsDeviceCookie } from './device-cookie';

declare module 'next-auth' {
  interface Session {
    user: StaffUser;
    /** The /api/v1 bearer token; the panel mirrors it into localStorage 'token' (SPEC §3). */
    accessToken: string;
  }
  interface User {
    usuario: StaffUser;
    accessToken: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    usuario?: StaffUser;
    /** Top level because proxy.ts reads token.papel. */
    papel?: Papel;
    accessToken?: string;
    /** Seconds since the epoch; the session never outlives the access token. */
    accessTokenExpiresAt?: number;
  }
}

const SESSION_EXPIRED = 'SESSAO_EXPIRADA';


/**
 * When the access token expires: its own exp claim when it carries one (read, not verified: the
 * API verifies it on every call), never later than the built-in lifetime from now.
 */
export function accessTokenExpiry(accessToken: string, now = nowSeconds()): number {
  const ceiling = now + ACCESS_TOKEN_TTL_SECONDS;
  try {
    const { exp } = decodeJwt(accessToken);
    if (typeof exp === 'number' && Number.isFinite(exp)) return Math.min(exp, ceiling);
  } catch {
    // Not a JWT (a station backend may issue opaque tokens): the ceiling applies.
  }
  return ceiling;
}

/** The login of the /api/v1 contract (SPEC §7.1), in-process or at API_URL, like every other call. */
async function signInThroughApi(credentials: Record<string, string> | undefined, headers: Record<string, unknown> | undefined) {
  const requestHeaders: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  // The API throttles per client address: it must see the visitor's, not this server's.
  const trusted = env.trustProxyHeader;
  const forwarded = trusted ? headers?.[trusted] : undefined;
  if (trusted && typeof forwarded === 'string' && forwarded) requestHeaders[trusted] = forwarded;
  const peer = headers?.[PEER_ADDRESS_HEADER];
  if (typeof peer === 'string' && peer) {
    if (env.apiUrl) requestHeaders['x-forwarded-for'] ??= peer;
    else requestHeaders[PEER_ADDRESS_HEADER] = peer;
  }
  // The built-in API reads and sets the device cookie (./device-cookie.ts): it gets that one cookie,
  // and whether the browser came over https. A station backend at API_URL gets no cookie of this origin.
  if (!env.apiUrl) {
    const device = deviceCookieFromHeader(typeof headers?.cookie === 'string' ? headers.cookie : null);
    if (device) requestHeaders.cookie = `${DEVICE_COOKIE_NAME}=${device}`;
    const proto = headers?.['x-forwarded-proto'];
    if (typeof proto === 'string' && proto) requestHeaders['x-forwarded-proto'] = proto;
  }

  const response = await apiRequest('/auth/login', {
    method: 'POST',
    headers: requestHeaders,
    body: JSON.stringify({ email: credentials?.email ?? '', password: credentials?.password ?? '' }),
  });
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (!response.ok) {
    // The server's message reaches the login form as signIn's error; without one the form says 'Falha no login'.
    if (typeof record.message === 'string' && record.message) throw new Error(record.message);
    return null;
  }
  const usuario = parseStaffUser(record.usuario);
  const accessToken = typeof record.accessToken === 'string' ? record.accessToken : null;
  if (!usuario || !accessToken) return null;
  // next-auth's answer to the browser carries the new device cookie (app/api/auth/[...nextauth]/route.ts).
  if (!env.apiUrl) for (const line of response.headers.getSetCookie()) if (setsDeviceCookie(line)) relaySetCookie(line);
  return { id: String(usuario.id), name: usuario.nome, email: usuario.email, image: usuario.avatar, usuario, accessToken };
}

/**
 * The panel's session update (after the own password or profile changes): the client may hand a
 * fresh access token, but nothing it sends is trusted as is. The user is read back from GET
 * /auth/me with that token (or the current one), so the cookie can never claim a role the API
 * does not grant; a token the API refuses changes nothing.
 */
async function applySessionUpdate(token: JWT, data: unknown): Promise<void> {
  const offered = typeof data === 'object' && data !== null ? (data as { accessToken?: unknown }).accessToken : undefined;
  const accessToken = typeof offered === 'string' && offered ? offered : token.accessToken;
  if (!accessToken) return;
  try {
    const response = await apiRequest('/auth/me', { headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` } });
    if (!response.ok) return;
    const usuario = parseStaffUser(await response.json().catch(() => null));
    if (!usuario) return;
    token.usuario = usuario;
    token.papel = usuario.papel;
    token.accessToken = accessToken;
    token.accessTokenExpiresAt = accessTokenExpiry(accessToken);
  } catch (error) {
    console.error('[next-auth] não foi possível atualizar a sessão', error);
  }
}

function checkedToken(token: JWT, user: User | AdapterUser | undefined): JWT {
  if (user && 'usuario' in user) {
    token.usuario = user.usuario;
    token.papel = user.usuario.papel;
    token.accessToken = user.accessToken;
    token.accessTokenExpiresAt = accessTokenExpiry(user.accessToken);
  }
  // Thrown here, next-auth drops the session cookie: the visitor is signed out.
  if (!token.accessToken || !token.usuario || (token.accessTokenExpiresAt ?? 0) <= nowSeconds()) throw new Error(SESSION_EXPIRED);
  return token;
}

function buildAuthOptions(): AuthOptions {
  return {
    secret: getSecrets().authSecret,
    session: { strategy: 'jwt', maxAge: ACCESS_TOKEN_TTL_SECONDS },
    pages: { signIn: ADMIN_LOGIN_PATH, error: ADMIN_LOGIN_PATH },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-mail e senha',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Senha', type: 'password' } },
        authorize: (credentials, request) => signInThroughApi(credentials, request?.headers as Record<string, unknown> | undefined),
      }),
    ],
    jwt: {
      // next-auth slides the cookie's JWT on every session read; its exp is pinned to the access token's.
      encode: (params) => {
        const expiresAt = params.token?.accessTokenExpiresAt;
        const maxAge = params.maxAge ?? ACCESS_TOKEN_TTL_SECONDS;
        return encodeJwt({ ...params, maxAge: typeof expiresAt === 'number' ? Math.max(0, Math.min(maxAge, expiresAt - nowSeconds())) : maxAge });
      },
    },
    callbacks: {
      jwt({ token, user, trigger, session }) {
        // Synchronous unless updating: an expired session throws right here, as before.
        if (trigger === 'update') return applySessionUpdate(token, session).then(() => checkedToken(token, user));
        return checkedToken(token, user);
      },
      session({ session, token }) {
        return {
          expires: token.accessTokenExpiresAt ? new Date(token.accessTokenExpiresAt * 1000).toISOString() : session.expires,
          user: token.usuario as StaffUser,
          accessToken: token.accessToken as string,
        };
      },
    },
    logger: {
      error(code, metadata) {
        const message = metadata instanceof Error ? metadata.message : (metadata as { error?: Error })?.error?.message;
        if (message === SESSION_EXPIRED) return;
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn(code) {
        // Without NEXTAUTH_URL v4 knows no origin; the panel only uses redirect: false flows, whose
        // URLs it never follows, so `npm start` needs no configuration. Set it in production anyway.
        if (code === 'NEXTAUTH_URL') return;
        console.warn(`[next-auth] ${code}`);
      },
      debug() {},
    },
  };
}

type GlobalWithAuth = typeof globalThis & { __sintoniaAuthOptions?: AuthOptions };

/** Built on first use, not at import: `next build` must not create or read secrets. */
export function getAuthOptions(): AuthOptions {
  const scope = globalThis as GlobalWithAuth;
  scope.__sintoniaAuthOptions ??= buildAuthOptions();
  return scope.__sintoniaAuthOptions;
}

/** The signed-in staff session in a server component, or null. */
export async function getAdminSession(): Promise<Session | null> {
  try {
    return await getServerSession(getAuthOptions());
  } catch {
    return null;
  }
}
