import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, like, lt, or } from 'drizzle-orm';
import type { FacebookAuthorization, FacebookAvailability, FacebookConnectResult, FacebookStatus } from '@/lib/schemas/settings';
import type { Database } from '../../db/client';
import { configuracoes, integracoes, logs, oauthEstados, usuarios } from '../../db/schema';
import { AppError, assertRole, badRequest, notFound } from '@/lib/server/errors';
import { decryptJson, encryptJson, SecretBoxError } from '../../crypto/secret-box';
import { facebookEnv } from '../../env';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { fetchAuthorizedPages, ProviderError, type GraphPage } from './graph-client';
import { MESSAGES } from './messages';

/*
 * The station's Facebook page. An admin connects it with the OAuth
 * authorization-code flow: a random single-use state bound to that admin (oauth_estados, 10 min),
 * the provider's page, then the callback exchanges the code for a user token, that token for a
 * long-lived one (fb_exchange_token: page tokens listed with a long-lived user token do not
 * expire; with the short-lived one they die within the hour), lists the admin's pages and keeps
 * the chosen page's token encrypted (integracoes, provedor 'facebook'). With several pages the
 * list waits, encrypted, under 'facebook:pendente:<admin id>' for 10 minutes until that admin
 * picks one. In production the addresses given to the provider come from SITE_URL only: behind
 * a TLS proxy the request's own origin is an internal host. Sharing posts on the page is
 * ./share-post.ts; the calls to the provider, ./graph-client.ts.
 */

const PROVIDER = 'facebook';
/** Each admin's pending page list: 'facebook:pendente:<usuarioId>'. */
const PENDING_PREFIX = 'facebook:pendente';
const pendingKey = (usuarioId: number) => `${PENDING_PREFIX}:${usuarioId}`;
/** Every pending row, the pre-per-admin 'facebook:pendente' included. */
const anyPending = () => like(integracoes.provedor, `${PENDING_PREFIX}%`);
const STATE_TTL_MS = 10 * 60 * 1000;
const CALLBACK_PATH = '/admin/oauth/facebook/callback';
const FACEBOOK_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];

type StoredConnection = { pagina: GraphPage; siteBase: string };
type StoredPending = { usuarioId: number; expiraEm: string; siteBase: string; paginas: GraphPage[] };

/** The app id: FACEBOOK_APP_ID, else the 'facebookAppId' setting. */
async function providerConfig(db: Pick<Database, 'select'>) {
  const config = facebookEnv();
  let appId = config.appId;
  if (!appId) {
    const [row] = await db
      .select({ valor: configuracoes.valor })
      .from(configuracoes)
      .where(inArray(configuracoes.chave, ['facebookAppId', 'facebook.appId']))
      .orderBy(configuracoes.chave)
      .limit(1);
    appId = row?.valor.trim() ?? '';
  }
  return { ...config, appId, configured: Boolean(appId && config.appSecret) };
}

/**
 * SITE_URL: the provider sends the browser back there and shared links point there. Outside
 * production (development, tests) the origin the admin is using stands in for it; in production
 * that origin may be a proxy's internal host, so SITE_URL is required (409 saying so).
 */
function siteBaseFor(requestOrigin: string): string {
  const { siteUrl } = facebookEnv();
  if (siteUrl) return siteUrl;
  if (process.env.NODE_ENV === 'production') throw new AppError('conflict', 'SITE_URL_NAO_CONFIGURADA', MESSAGES.siteUrlMissing);
  return requestOrigin.replace(/\/+$/, '');
}

/** encryptJson, with an unusable ENCRYPTION_KEY answered as a 409 saying so instead of a 500. */
function seal(value: unknown): string {
  try {
    return encryptJson(value);
  } catch (error) {
    if (error instanceof SecretBoxError) throw new AppError('conflict', 'CHAVE_DE_CRIPTOGRAFIA_INVALIDA', MESSAGES.keyUnusable);
    throw error;
  }
}

function redirectUri(siteBase: string): string {
  return `${siteBase}${CALLBACK_PATH}`;
}

// ---------------------------------------------------------------------------------------------
// Status

/** The stored connection (./share-post.ts reads the page token from it); throws SecretBoxError when it cannot be decrypted (the key changed). */
export async function readConnection(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ dados: integracoes.dadosCriptografados, conectadoPorId: integracoes.conectadoPorId, nome: usuarios.nome, atualizadoEm: integracoes.atualizadoEm })
    .from(integracoes)
    .leftJoin(usuarios, eq(usuarios.id, integracoes.conectadoPorId))
    .where(eq(integracoes.provedor, PROVIDER))
    .limit(1);
  if (!row) return null;
  return { ...row, data: decryptJson<StoredConnection>(row.dados) };
}

/** Whether a page is connected: the post form enables 'Publicar no Facebook' with it. Any staff member may ask. */
export async function isFacebookConnected(db: Database): Promise<FacebookAvailability> {
  const connection = await readConnection(db).catch(() => null);
  return { conectado: Boolean(connection), pagina: connection?.data.pagina.nome ?? null };
}

export async function getFacebookStatus(db: Database, actor: Actor): Promise<FacebookStatus> {
  assertRole(actor.user, ['admin'], MESSAGES.forbidden);
  const config = await providerConfig(db);
  let connection: Awaited<ReturnType<typeof readConnection>>;
  try {
    connection = await readConnection(db);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    // Unreadable: say so, and leave 'Desconectar' as the way out.
    const [row] = await db.select({ atualizadoEm: integracoes.atualizadoEm }).from(integracoes).where(eq(integracoes.provedor, PROVIDER)).limit(1);
    return {
      configurado: config.configured,
      conectado: true,
      pagina: null,
      conectadoPor: null,
      conectadoEm: row ? row.atualizadoEm.toISOString() : null,
      ultimoErro: { mensagem: MESSAGES.unreadable, em: (row?.atualizadoEm ?? new Date()).toISOString() },
    };
  }
  let ultimoErro: FacebookStatus['ultimoErro'] = null;
  if (connection) {
    // The last share since this connection: an error stays shown until a share succeeds.
    const [last] = await db
      .select({ acao: logs.acao, detalhes: logs.detalhes, criadoEm: logs.criadoEm })
      .from(logs)
      .where(and(eq(logs.entidade, 'postagem'), inArray(logs.acao, ['compartilhar', 'falha_compartilhar']), gt(logs.criadoEm, connection.atualizadoEm)))
      .orderBy(desc(logs.criadoEm), desc(logs.id))
      .limit(1);
    if (last?.acao === 'falha_compartilhar') {
      const erro = (last.detalhes as { erro?: unknown } | null)?.erro;
      ultimoErro = { mensagem: typeof erro === 'string' ? erro : 'Falha ao compartilhar.', em: last.criadoEm.toISOString() };
    }
  }
  return {
    configurado: config.configured,
    conectado: Boolean(connection),
    pagina: connection ? { id: connection.data.pagina.id, nome: connection.data.pagina.nome } : null,
    conectadoPor: connection?.conectadoPorId ? { id: connection.conectadoPorId, nome: connection.nome ?? '' } : null,
    conectadoEm: connection ? connection.atualizadoEm.toISOString() : null,
    ultimoErro,
  };
}

// ---------------------------------------------------------------------------------------------
// OAuth

/** A new single-use state for this admin, and the provider's authorization address. */
export async function startFacebookAuthorization(db: Database, actor: Actor, requestOrigin: string): Promise<FacebookAuthorization> {
  assertRole(actor.user, ['admin'], MESSAGES.forbidden);
  const config = await providerConfig(db);
  if (!config.configured) throw new AppError('conflict', 'FACEBOOK_NAO_CONFIGURADO', MESSAGES.notConfigured);
  // Refused before the admin goes to the provider: no SITE_URL in production, or a key the tokens cannot be kept with.
  const siteBase = siteBaseFor(requestOrigin);
  seal(null);
  const estado = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiraEm = new Date(now.getTime() + STATE_TTL_MS);
  await db.transaction(async (tx) => {
    // Old states and expired pending page lists are useless: sweep them while here.
    await tx.delete(oauthEstados).where(lt(oauthEstados.expiraEm, now));
    await tx.delete(integracoes).where(and(anyPending(), lt(integracoes.atualizadoEm, new Date(now.getTime() - STATE_TTL_MS))));
    await tx.insert(oauthEstados).values({ estado, provedor: PROVIDER, usuarioId: actor.user.id, expiraEm });
  });
  const url = new URL(config.oauthUrl);
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('redirect_uri', redirectUri(siteBase));
  url.searchParams.set('state', estado);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', FACEBOOK_SCOPES.join(','));
  return { url: url.toString(), expiraEm: expiraEm.toISOString() };
}

/** Stores the chosen page, and drops this admin's pending list: the choice is made. */
async function storeConnection(db: Database, actor: Actor, data: StoredConnection, extra: Record<string, unknown> = {}): Promise<void> {
  const dados = seal(data);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.delete(integracoes).where(eq(integracoes.provedor, pendingKey(actor.user.id)));
    await tx
      .insert(integracoes)
      .values({ provedor: PROVIDER, dadosCriptografados: dados, conectadoPorId: actor.user.id, criadoEm: now, atualizadoEm: now })
      .onConflictDoUpdate({ target: integracoes.provedor, set: { dadosCriptografados: dados, conectadoPorId: actor.user.id, atualizadoEm: now } });
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'conectar',
      entidade: 'integracao',
      entidadeId: PROVIDER,
      detalhes: { provedor: PROVIDER, paginaId: data.pagina.id, pagina: data.pagina.nome, ...extra },
      ip: actor.ip,
    });
  });
}

/**
 * The provider sent the admin back with {code, state}. The state is consumed first, in one
 * statement that also checks provider, owner and expiry (DELETE … RETURNING): a replay, a state
 * of another admin or another provider, or an expired one matches nothing and is refused before
 * anything is fetched or stored. What can be checked without the provider (configuration,
 * SITE_URL, the encryption key) is checked before the state is spent. Provider failures are 502
 * with the provider's words.
 */
export async function completeFacebookAuthorization(
  db: Database,
  actor: Actor,
  input: { code: string; state: string },
  requestOrigin: string,
): Promise<FacebookConnectResult> {
  assertRole(actor.user, ['admin'], MESSAGES.forbidden);
  const config = await providerConfig(db);
  if (!config.configured) throw new AppError('conflict', 'FACEBOOK_NAO_CONFIGURADO', MESSAGES.notConfigured);
  const siteBase = siteBaseFor(requestOrigin);
  seal(null);
  const consumed = await db
    .delete(oauthEstados)
    .where(
      and(eq(oauthEstados.estado, input.state), eq(oauthEstados.provedor, PROVIDER), eq(oauthEstados.usuarioId, actor.user.id), gt(oauthEstados.expiraEm, new Date())),
    )
    .returning({ estado: oauthEstados.estado });
  if (consumed.length === 0) throw badRequest(MESSAGES.badState, { state: MESSAGES.badState });

  let pages: GraphPage[];
  try {
    pages = await fetchAuthorizedPages(config, redirectUri(siteBase), input.code);
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError('upstream-failed', 'FACEBOOK_ERRO', `O Facebook recusou a conexão: ${error.message}`);
    throw error;
  }
  if (pages.length === 0) throw badRequest(MESSAGES.noPages);

  if (pages.length === 1) {
    await storeConnection(db, actor, { pagina: pages[0], siteBase });
    return { status: 'conectado', pagina: { id: pages[0].id, nome: pages[0].nome } };
  }
  // Several pages: the admin picks one next; the list (with the page tokens) waits encrypted.
  const expiraEm = new Date(Date.now() + STATE_TTL_MS);
  const pending: StoredPending = { usuarioId: actor.user.id, expiraEm: expiraEm.toISOString(), siteBase, paginas: pages };
  const dados = seal(pending);
  const now = new Date();
  // Per admin: two admins choosing at the same time do not overwrite each other's list.
  await db
    .insert(integracoes)
    .values({ provedor: pendingKey(actor.user.id), dadosCriptografados: dados, conectadoPorId: actor.user.id, criadoEm: now, atualizadoEm: now })
    .onConflictDoUpdate({ target: integracoes.provedor, set: { dadosCriptografados: dados, conectadoPorId: actor.user.id, atualizadoEm: now } });
  return { status: 'escolher', paginas: pages.map((page) => ({ id: page.id, nome: page.nome })), expiraEm: expiraEm.toISOString() };
}

/** The admin's choice among the pages of their pending authorization (single use, 10 minutes). */
export async function chooseFacebookPage(db: Database, actor: Actor, pageId: string): Promise<FacebookConnectResult> {
  assertRole(actor.user, ['admin'], MESSAGES.forbidden);
  const key = pendingKey(actor.user.id);
  const [row] = await db.select({ dados: integracoes.dadosCriptografados }).from(integracoes).where(eq(integracoes.provedor, key)).limit(1);
  let pending: StoredPending | null = null;
  if (row) {
    try {
      pending = decryptJson<StoredPending>(row.dados);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      // Kept under a key that is gone: useless, so dropped; the admin starts over.
      await db.delete(integracoes).where(and(eq(integracoes.provedor, key), eq(integracoes.dadosCriptografados, row.dados)));
      throw badRequest(MESSAGES.pendingUnreadable);
    }
  }
  if (!pending || pending.usuarioId !== actor.user.id || Date.parse(pending.expiraEm) <= Date.now()) {
    throw badRequest(MESSAGES.pendingExpired);
  }
  const page = pending.paginas.find((item) => item.id === pageId);
  if (!page) throw badRequest(MESSAGES.pageNotListed, { pageId: MESSAGES.pageNotListed });
  // Claimed by deleting it: two clicks cannot both connect.
  const claimed = await db
    .delete(integracoes)
    .where(and(eq(integracoes.provedor, key), eq(integracoes.dadosCriptografados, row!.dados)))
    .returning({ provedor: integracoes.provedor });
  if (claimed.length === 0) throw badRequest(MESSAGES.pendingExpired);
  await storeConnection(db, actor, { pagina: page, siteBase: pending.siteBase }, { paginasDisponiveis: pending.paginas.length });
  return { status: 'conectado', pagina: { id: page.id, nome: page.nome } };
}

export async function disconnectFacebook(db: Database, actor: Actor): Promise<void> {
  assertRole(actor.user, ['admin'], MESSAGES.forbidden);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(integracoes)
      .where(or(eq(integracoes.provedor, PROVIDER), anyPending()))
      .returning({ provedor: integracoes.provedor, dados: integracoes.dadosCriptografados });
    const connection = removed.find((row) => row.provedor === PROVIDER);
    if (!connection) throw notFound(MESSAGES.notConnected);
    let pagina: GraphPage | null = null;
    try {
      pagina = decryptJson<StoredConnection>(connection.dados).pagina;
    } catch {
      // Encrypted with a key that is gone: disconnecting is exactly the way out.
      pagina = null;
    }
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'desconectar',
      entidade: 'integracao',
      entidadeId: PROVIDER,
      detalhes: { provedor: PROVIDER, paginaId: pagina?.id ?? null, pagina: pagina?.nome ?? null },
      ip: actor.ip,
    });
  });
}
