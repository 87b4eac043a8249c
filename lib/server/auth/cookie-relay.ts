import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * next-auth (v4) calls the credentials provider's authorize() with no way to set a cookie, and the
 * sign-in it makes to /api/v1/auth/login answers with the device cookie. The next-auth route runs
 * inside withRelayedCookies; authorize hands the Set-Cookie lines to relaySetCookie, and they are
 * added to next-auth's own answer to the browser.
 */

const STORE = Symbol.for('sintonia.cookie-relay');
type GlobalWithRelay = typeof globalThis & { [STORE]?: AsyncLocalStorage<string[]> };

/** One store for every bundle that loads this module (the route's and the API's). */
function storage(): AsyncLocalStorage<string[]> {
  const scope = globalThis as GlobalWithRelay;
  scope[STORE] ??= new AsyncLocalStorage<string[]>();
  return scope[STORE];
}

/** Runs the handler; its answer carries the Set-Cookie lines relayed meanwhile. */
export async function withRelayedCookies(handler: () => Promise<Response>): Promise<Response> {
  const relayed: string[] = [];
  const response = await storage().run(relayed, handler);
  if (relayed.length === 0) return response;
  const headers = new Headers(response.headers);
  for (const line of relayed) headers.append('set-cookie', line);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Hands a Set-Cookie line to the answer being built; false outside withRelayedCookies (nothing to add it to). */
export function relaySetCookie(line: string): boolean {
  const relayed = storage().getStore();
  if (!relayed) return false;
  relayed.push(line);
  return true;
}
