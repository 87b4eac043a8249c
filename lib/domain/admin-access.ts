/** SPEC §2.2 / §6: who may open which admin path. */

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Routes open only to role 'admin' (SPEC §6). */
export const ADMIN_ONLY_PATHS = ['/admin/usuarios', '/admin/configuracoes', '/admin/oauth/facebook/callback'] as const;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ONLY_PATHS.some((base) => isUnder(pathname, base));
}

export type AdminAccess = 'allow' | 'login' | 'forbidden';

/** The decision for one admin path, given the signed-in user's role (null when signed out). */
export function adminAccessFor(pathname: string, papel: string | null): AdminAccess {
  if (!isUnder(pathname, '/admin') || pathname === ADMIN_LOGIN_PATH) return 'allow';
  if (!papel) return 'login';
  if (isAdminOnlyPath(pathname) && papel !== 'admin') return 'forbidden';
  return 'allow';
}

/** Only same-site admin paths may be a post-login destination: never an open redirect. */
export function safeFromPath(from: string | null | undefined, fallback = '/admin'): string {
  if (!from || !from.startsWith('/admin') || from.startsWith('//') || from.includes('\\')) return fallback;
  if (from === ADMIN_LOGIN_PATH || from.startsWith(`${ADMIN_LOGIN_PATH}?`)) return fallback;
  return from;
}
