/** SPEC §2.2 / §6: who may open which admin path. */

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Request header proxy.ts sets to the requested admin path (with its query) for the panel's server guard. */
export const ADMIN_PATH_HEADER = 'x-sintonia-admin-path';

/** Routes open only to role 'admin' (SPEC §6). */
export const ADMIN_ONLY_PATHS = ['/admin/usuarios', '/admin/configuracoes', '/admin/oauth/facebook/callback'] as const;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ONLY_PATHS.some((base) => isUnder(pathname, base));
}

/**
 * Screens for admins and editors, not authors: listeners' personal data (the contact inbox) and
 * the programme grid and the podcasts, which only they may change.
 */
export const EDITORIAL_PATHS = ['/admin/mensagens', '/admin/programacao', '/admin/podcasts'] as const;

export function isEditorialPath(pathname: string): boolean {
  return EDITORIAL_PATHS.some((base) => isUnder(pathname, base));
}

export type AdminAccess = 'allow' | 'login' | 'forbidden';

/** The decision for one admin path, given the signed-in user's role (null when signed out). */
export function adminAccessFor(pathname: string, papel: string | null): AdminAccess {
  if (!isUnder(pathname, '/admin') || pathname === ADMIN_LOGIN_PATH) return 'allow';
  if (!papel) return 'login';
  if (isAdminOnlyPath(pathname) && papel !== 'admin') return 'forbidden';
  if (isEditorialPath(pathname) && papel !== 'admin' && papel !== 'editor') return 'forbidden';
  return 'allow';
}

/** Told to an editor or author sent away from an admin-only screen (issue 12 item 15). */
export const ACCESS_DENIED_MESSAGE = 'Você não tem permissão para acessar esta página';
/** Where such a visitor lands: the dashboard, which then says why (the query is removed). */
export const ACCESS_DENIED_PATH = '/admin/dashboard?acesso=negado';

/** Only same-site admin paths may be a post-login destination: never an open redirect. */
export function safeFromPath(from: string | null | undefined, fallback = '/admin'): string {
  if (!from || !from.startsWith('/admin') || from.startsWith('//') || from.includes('\\')) return fallback;
  if (from === ADMIN_LOGIN_PATH || from.startsWith(`${ADMIN_LOGIN_PATH}?`)) return fallback;
  return from;
}

/** Where the panel's server guard sends a visitor without a session, remembering the requested path. */
export function loginRedirectPath(from: string | null | undefined): string {
  const target = safeFromPath(from, '');
  return target ? `${ADMIN_LOGIN_PATH}?from=${encodeURIComponent(target)}` : ADMIN_LOGIN_PATH;
}

/** The admin screens of SPEC §2.2 (besides /admin/login): anything else under /admin is a 404. */
const ADMIN_SCREENS = [
  /^\/admin\/?$/,
  /^\/admin\/(dashboard|postagens|categorias|usuarios|midia|configuracoes|banners|enquetes|equipe|programacao|logs|mensagens|perfil)\/?$/,
  /^\/admin\/podcasts\/?$/,
  /^\/admin\/postagens\/nova\/?$/,
  /^\/admin\/postagens\/[^/]+\/editar\/?$/,
  /^\/admin\/oauth\/facebook\/callback\/?$/,
];

export function isAdminScreenPath(pathname: string): boolean {
  return ADMIN_SCREENS.some((pattern) => pattern.test(pathname));
}
