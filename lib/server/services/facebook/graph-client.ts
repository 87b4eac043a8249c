import 'server-only';
import { MESSAGES } from './messages';

/*
 * The HTTP calls to the Graph API. Any trouble (the provider's refusal, an answer without what was
 * asked for, a timeout, no answer at all) comes out as a ProviderError with words fit to show
 * staff: each caller decides what a failure means for it (a 502 when connecting, an error stored
 * on the post when sharing).
 */

const SHARE_TIMEOUT_MS = 5_000;
const OAUTH_TIMEOUT_MS = 10_000;

export class ProviderError extends Error {}

/** A page the admin may connect, with its page access token. */
export type GraphPage = { id: string; nome: string; token: string };

/** What the OAuth calls need: the app's credentials and the Graph API's base address. */
export type GraphAppConfig = { graphUrl: string; appId: string; appSecret: string };

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

/**
 * The pages the admin who sent back `code` manages, each with its token: the code is exchanged
 * for a user token, that token for a long-lived one, and the pages are listed with the latter.
 */
export async function fetchAuthorizedPages(config: GraphAppConfig, redirectUri: string, code: string): Promise<GraphPage[]> {
  const tokenUrl = new URL(`${config.graphUrl}/oauth/access_token`);
  tokenUrl.searchParams.set('client_id', config.appId);
  tokenUrl.searchParams.set('client_secret', config.appSecret);
  tokenUrl.searchParams.set('redirect_uri', redirectUri);
  tokenUrl.searchParams.set('code', code);
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
  return list
    .filter((page) => typeof page.id === 'string' && typeof page.access_token === 'string' && page.access_token)
    .map((page) => ({ id: String(page.id), nome: typeof page.name === 'string' && page.name.trim() ? page.name.trim() : `Página ${String(page.id)}`, token: String(page.access_token) }));
}

/** Posts `link` with `message` on the page's feed, within 5 s; the id of the publication. */
export async function postLinkToPage(graphUrl: string, page: { id: string; token: string }, post: { link: string; message: string }): Promise<string> {
  const body = new URLSearchParams({ link: post.link, message: post.message, access_token: page.token });
  const answer = await providerJson(
    `${graphUrl}/${encodeURIComponent(page.id)}/feed`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    SHARE_TIMEOUT_MS,
  );
  if (typeof answer.id !== 'string' || !answer.id) throw new ProviderError('resposta sem o id da publicação');
  return answer.id;
}
