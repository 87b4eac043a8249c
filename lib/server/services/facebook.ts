import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { postPath } from '@/lib/domain/post';
import type { Database } from '../db/client';
import { categorias, configuracoes, integracoes, logs, oauthEstados, postagens, usuarios } from '../db/schema';
import { AppError, assertRole, badRequest, conflict, notFound } from '@/lib/server/errors';
import { decryptJson, encryptJson, SecretBoxError } from '../crypto/secret-box';
import { facebookEnv } from '../env';
import { recordLog } from './audit-log';
import { isPubliclyVisible } from './posts';
import type { Actor } from './auth';

/*
 * The station's Facebook page (issue 6 item 7). An admin connects it with the OAuth
 * authorization-code flow: a random single-use state bound to that admin (oauth_estados, 10 min),
 * the provider's page, then the callback exchanges the code for a user token, that token for a
 * long-lived one (fb_exchange_token: page tokens listed with a long-lived user token do not
 * expire; with the short-lived one they die within the hour), lists the admin's pages and keeps
 * the chosen page's token encrypted (integracoes, provedor 'facebook'). With several pages the
 * list waits, encrypted, under 'facebook:pendente:<admin id>' for 10 minutes until that admin
 * picks one. In production the addresses given to the provider come from SITE_URL only: behind
 * a TLS proxy the request's own origin is an internal host.
 * Posts opted in are shared (their public link) when they become public, after the save commits,
 * with a 5 s limit: a slow or failing provider never fails or holds up the save.
 */

const PROVIDER = 'facebook';
/** Each admin's pending page list: 'facebook:pendente:<usuarioId>'. */
const PENDING_PREFIX = 'facebook:pendente';
const pendingKey = (usuarioId: number) => `${PENDING_PREFIX}:${usuarioId}`;
/** Every pending row, the pre-per-admin 'facebook:pendente' included. */
const anyPending = () => like(integracoes.provedor, `${PENDING_PREFIX}%`);
const STATE_TTL_MS = 10 * 60 * 1000;
const SHARE_TIMEOUT_MS = 5_000;
const OAUTH_TIMEOUT_MS = 10_000;
/** A share claimed longer ago than this without an answer is taken to have died with its process. */
const STALE_CLAIM_MS = 60_000;
const CALLBACK_PATH = '/admin/oauth/facebook/callback';
const FACEBOOK_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement'];

export const MESSAGES = {
  forbidden: 'Apenas administradores podem gerenciar a conexão com o Facebook.',
  notConfigured:
    'A integração com o Facebook não está configurada no servidor: defina FACEBOOK_APP_SECRET e o ID do aplicativo (FACEBOOK_APP_ID ou a configuração "ID do aplicativo do Facebook").',
  badState: 'Este pedido de conexão é inválido, expirou ou já foi usado. Clique em "Conectar página do Facebook" e tente de novo.',
  missingCode: 'O Facebook não enviou o código de autorização. Tente conectar de novo.',
  noPages: 'Nenhuma página do Facebook foi encontrada nesta conta. Entre com um perfil que administra a página da rádio.',
  pendingExpired: 'A escolha da página expirou. Clique em "Conectar página do Facebook" e tente de novo.',
  pendingUnreadable:
    'A escolha da página expirou ou não pode mais ser lida (a chave de criptografia do servidor, ENCRYPTION_KEY, mudou). Clique em "Conectar página do Facebook" e tente de novo.',
  siteUrlMissing:
    'Defina SITE_URL no servidor com o endereço público do site (por exemplo, https://www.suaradio.com.br) e reinicie a aplicação antes de conectar a página do Facebook: o Facebook devolve o navegador a esse endereço e os links compartilhados apontam para ele.',
  keyUnusable:
    'A chave de criptografia do servidor (ENCRYPTION_KEY) é inválida: use 32 bytes em hex (64 dígitos) ou base64. Corrija a configuração e conecte a página de novo.',
  pageNotListed: 'Esta página não está entre as páginas autorizadas. Escolha uma da lista.',
  notConnected: 'Nenhuma página do Facebook está conectada.',
  notPublished: 'Só postagens publicadas podem ser compartilhadas no Facebook.',
  alreadyShared: 'Esta postagem já foi compartilhada no Facebook.',
  notOptedIn: 'Marque "Publicar no Facebook" e salve a postagem antes de compartilhar.',
  inProgress: 'O compartilhamento desta postagem já está em andamento. Aguarde alguns segundos.',
  shareForbidden: 'Apenas administradores e editores podem compartilhar postagens no Facebook.',
  timeout: 'O Facebook não respondeu em 5 segundos.',
  unreachable: 'Não foi possível falar com o Facebook.',
  unreadable: 'A conexão guardada não pode ser lida: a chave de criptografia (ENCRYPTION_KEY) mudou. Desconecte e conecte a página de novo.',
} as const;

type PageData = { id: string; nome: string; token: string };
type StoredConnection = { pagina: PageData; siteBase: string };
type StoredPending = { usuarioId: number; expiraEm: string; siteBase: string; paginas: PageData[] };

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
// Talking to the provider

class ProviderError extends Error {}

/** The provider's own words when it sends {error:{message}}, else the HTTP status. */
async function providerJson(url: string, init: RequestInit, timeoutMs: number): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? (timeoutMs === SHARE_TIMEOUT_MS ? MESSAGES.timeout : 'O Facebook não respondeu a tempo.') : MESSAGES.unreachable);
  }
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = {};
  }
  if (!response.ok) {
    const error = body.error as { message?: unknown } | undefined;
    const detail = typeof error?.message === 'string' && error.message.trim() ? error.message.trim().slice(0, 300) : `HTTP ${response.status}`;
    throw new ProviderError(detail);
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Status

export type FacebookStatus = {
  configurado: boolean;
  conectado: boolean;
  pagina: { id: string; nome: string } | null;
  conectadoPor: { id: number; nome: string } | null;
  conectadoEm: string | null;
  ultimoErro: { mensagem: string; em: string } | null;
};

/** The stored connection; throws SecretBoxError when it cannot be decrypted (the key changed). */
async function readConnection(db: Pick<Database, 'select'>) {
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
export async function isFacebookConnected(db: Database): Promise<{ conectado: boolean; pagina: string | null }> {
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
export async function startFacebookAuthorization(db: Database, actor: Actor, requestOrigin: string): Promise<{ url: string; expiraEm: string }> {
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

export type CallbackResult =
  | { status: 'conectado'; pagina: { id: string; nome: string } }
  | { status: 'escolher'; paginas: { id: string; nome: string }[]; expiraEm: string };

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
): Promise<CallbackResult> {
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

  let pages: PageData[];
  try {
    const tokenUrl = new URL(`${config.graphUrl}/oauth/access_token`);
    tokenUrl.searchParams.set('client_id', config.appId);
    tokenUrl.searchParams.set('client_secret', config.appSecret);
    tokenUrl.searchParams.set('redirect_uri', redirectUri(siteBase));
    tokenUrl.searchParams.set('code', input.code);
    const token = await providerJson(tokenUrl.toString(), { method: 'GET' }, OAUTH_TIMEOUT_MS);
    if (typeof token.access_token !== 'string' || !token.access_token) throw new ProviderError('resposta sem access_token');

    // The code gives a short-lived user token (about an hour), and page tokens listed with it
    // expire with it. Exchanged for a long-lived one, the page tokens listed do not expire.
    const exchangeUrl = new URL(`${config.graphUrl}/oauth/access_token`);
    exchangeUrl.searchParams.set('grant_type', 'fb_exchange_token');
    exchangeUrl.searchParams.set('client_id', config.appId);
    exchangeUrl.searchParams.set('client_secret', config.appSecret);
    exchangeUrl.searchParams.set('fb_exchange_token', token.access_token);
    const longLived = await providerJson(exchangeUrl.toString(), { method: 'GET' }, OAUTH_TIMEOUT_MS);
    if (typeof longLived.access_token !== 'string' || !longLived.access_token) throw new ProviderError('resposta sem o token de longa duração');

    const accountsUrl = new URL(`${config.graphUrl}/me/accounts`);
    accountsUrl.searchParams.set('fields', 'id,name,access_token');
    accountsUrl.searchParams.set('limit', '100');
    const accounts = await providerJson(accountsUrl.toString(), { method: 'GET', headers: { authorization: `Bearer ${longLived.access_token}` } }, OAUTH_TIMEOUT_MS);
    const list = Array.isArray(accounts.data) ? (accounts.data as Record<string, unknown>[]) : [];
    pages = list
      .filter((page) => typeof page.id === 'string' && typeof page.access_token === 'string' && page.access_token)
      .map((page) => ({ id: String(page.id), nome: typeof page.name === 'string' && page.name.trim() ? page.name.trim() : `Página ${String(page.id)}`, token: String(page.access_token) }));
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
export async function chooseFacebookPage(db: Database, actor: Actor, pageId: string): Promise<CallbackResult> {
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
    let pagina: PageData | null = null;
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

// ---------------------------------------------------------------------------------------------
// Sharing

export type ShareOutcome =
  | { resultado: 'compartilhado'; mensagem: string; facebookPostId: string }
  | { resultado: 'falha'; mensagem: string };

export const SHARE_SUCCESS_MESSAGE = 'Publicado no Facebook';

/**
 * Shares one post's public link on the connected page, if it should be: opted in, public now,
 * not shared yet. `retry` (the editor's 'Tentar novamente') also takes a post whose last attempt
 * failed. The claim (facebookCompartilhadoEm set while facebookPostId is null and no error) keeps
 * two saves, or two instances, from posting twice. Returns null when nothing was attempted.
 * Never throws for provider trouble: the outcome is stored on the post and logged.
 */
async function sharePostIfDue(db: Database, postId: number, options: { usuarioId: number | null; ip?: string | null; retry?: boolean }): Promise<ShareOutcome | null> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const unclaimed = or(isNull(postagens.facebookCompartilhadoEm), lt(postagens.facebookCompartilhadoEm, staleBefore));
  const claimable = options.retry ? unclaimed : and(unclaimed, isNull(postagens.facebookErro));
  const [claimed] = await db
    .update(postagens)
    .set({ facebookCompartilhadoEm: now, facebookErro: null })
    .where(
      and(
        eq(postagens.id, postId),
        eq(postagens.publicarFacebook, true),
        isNull(postagens.facebookPostId),
        // Public now, by the same rule readers go by: the link must not lead to a 404.
        isPubliclyVisible,
        claimable,
      ),
    )
    .returning({ id: postagens.id, titulo: postagens.titulo, slug: postagens.slug, categoriaId: postagens.categoriaId });
  if (!claimed) return null;

  const [category] = await db.select({ slug: categorias.slug }).from(categorias).where(eq(categorias.id, claimed.categoriaId)).limit(1);
  let outcome: ShareOutcome;
  let pageId: string | null = null;
  let connection: Awaited<ReturnType<typeof readConnection>> = null;
  let unreadable = false;
  try {
    connection = await readConnection(db);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    unreadable = true;
  }
  if (!connection) {
    outcome = { resultado: 'falha', mensagem: unreadable ? MESSAGES.unreadable : MESSAGES.notConnected };
  } else {
    pageId = connection.data.pagina.id;
    const base = facebookEnv().siteUrl ?? connection.data.siteBase;
    const link = `${base}${postPath({ slug: claimed.slug, categoriaSlug: category?.slug ?? '' })}`;
    try {
      const body = new URLSearchParams({ link, message: claimed.titulo, access_token: connection.data.pagina.token });
      const answer = await providerJson(
        `${facebookEnv().graphUrl}/${encodeURIComponent(pageId)}/feed`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
        SHARE_TIMEOUT_MS,
      );
      if (typeof answer.id !== 'string' || !answer.id) throw new ProviderError('resposta sem o id da publicação');
      outcome = { resultado: 'compartilhado', mensagem: SHARE_SUCCESS_MESSAGE, facebookPostId: answer.id };
    } catch (error) {
      const detail = error instanceof ProviderError ? error.message : MESSAGES.unreachable;
      outcome = { resultado: 'falha', mensagem: `Não foi possível publicar no Facebook: ${detail}` };
      if (!(error instanceof ProviderError)) console.error('[facebook] falha inesperada ao compartilhar', error);
    }
  }

  await db.transaction(async (tx) => {
    if (outcome.resultado === 'compartilhado') {
      await tx.update(postagens).set({ facebookPostId: outcome.facebookPostId, facebookCompartilhadoEm: new Date(), facebookErro: null }).where(eq(postagens.id, postId));
    } else {
      await tx.update(postagens).set({ facebookCompartilhadoEm: null, facebookErro: outcome.mensagem.slice(0, 500) }).where(eq(postagens.id, postId));
    }
    await recordLog(tx, {
      usuarioId: options.usuarioId,
      acao: outcome.resultado === 'compartilhado' ? 'compartilhar' : 'falha_compartilhar',
      entidade: 'postagem',
      entidadeId: postId,
      detalhes:
        outcome.resultado === 'compartilhado'
          ? { titulo: claimed.titulo, paginaId: pageId, facebookPostId: outcome.facebookPostId }
          : { titulo: claimed.titulo, paginaId: pageId, erro: outcome.mensagem },
      ip: options.ip ?? null,
    });
  });
  return outcome;
}

/** Same as sharePostIfDue but never rejects: for callers that must not fail because of it. */
export async function sharePostSafely(db: Database, postId: number, options: { usuarioId: number | null; ip?: string | null }): Promise<ShareOutcome | null> {
  try {
    return await sharePostIfDue(db, postId, options);
  } catch (error) {
    console.error('[facebook] não foi possível registrar o compartilhamento da postagem', postId, error);
    return null;
  }
}

/** 'Tentar novamente' (admins and editors): share now a published, opted-in post that is not shared yet. */
export async function retryFacebookShare(db: Database, actor: Actor, postId: number): Promise<ShareOutcome> {
  assertRole(actor.user, ['admin', 'editor'], MESSAGES.shareForbidden);
  const [post] = await db
    .select({ isPublic: sql<boolean>`${isPubliclyVisible}`, publicarFacebook: postagens.publicarFacebook, facebookPostId: postagens.facebookPostId, facebookCompartilhadoEm: postagens.facebookCompartilhadoEm, facebookErro: postagens.facebookErro })
    .from(postagens)
    .where(eq(postagens.id, postId))
    .limit(1);
  if (!post) throw notFound('Postagem não encontrada.');
  if (post.facebookPostId) throw conflict(MESSAGES.alreadyShared, 'JA_COMPARTILHADA');
  if (!post.publicarFacebook) throw conflict(MESSAGES.notOptedIn, 'FACEBOOK_NAO_MARCADO');
  if (!post.isPublic) throw conflict(MESSAGES.notPublished, 'NAO_PUBLICADA');
  const outcome = await sharePostIfDue(db, postId, { usuarioId: actor.user.id, ip: actor.ip, retry: true });
  if (!outcome) throw conflict(MESSAGES.inProgress, 'COMPARTILHAMENTO_EM_ANDAMENTO');
  return outcome;
}
