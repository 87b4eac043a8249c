/** SPEC §2.2 / §6: who may open which admin path. */

import { hasControlCharacter } from './control-characters';
import { isPanelPath } from './panel-path';

export const ADMIN_LOGIN_PATH = '/admin/login';

/** Request header proxy.ts sets to the requested admin path (with its query) for the panel's server guard. */
export const ADMIN_PATH_HEADER = 'x-sintonia-admin-path';

/** Routes open only to role 'admin' (SPEC §6), and the WordPress import, which writes as much as settings do. */
export const ADMIN_ONLY_PATHS = ['/admin/usuarios', '/admin/configuracoes', '/admin/oauth/facebook/callback', '/admin/importar'] as const;

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function isAdminOnlyPath(pathname: string): boolean {
  return ADMIN_ONLY_PATHS.some((base) => isUnder(pathname, base));
}

/**
 * Screens for admins and editors, not authors: listeners' personal data (the contact inbox, the
 * song requests), the programme grid and the podcasts, which only they may change, and the export
 * of what played (rights reporting), and the site's redirects.
 */
export const EDITORIAL_PATHS = ['/admin/mensagens', '/admin/pedidos', '/admin/programacao', '/admin/podcasts', '/admin/tocou', '/admin/redirecionamentos'] as const;

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

/** Told to an editor or author sent away from an admin-only screen. */
export const ACCESS_DENIED_MESSAGE = 'Você não tem permissão para acessar esta página';
/** Where such a visitor lands: the dashboard, which then says why (the query is removed). */
export const ACCESS_DENIED_PATH = '/admin/dashboard?acesso=negado';

/** What the panel itself puts in 'from' (a path and its query, percent-encoded): printable ASCII. */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/**
 * Whether the text, or any percent-decoding of it, holds a control character: the redirect's
 * Location header must not carry one (Node refuses it with a 500), nor the address it leads to.
 */
function hidesControlCharacter(text: string): boolean {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    if (hasControlCharacter(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A stray '%' (a search for "100%"): nothing more to decode.
      return false;
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return hasControlCharacter(current);
}

/**
 * Only same-site admin paths may be a post-login destination: never an open redirect. A 'from'
 * outside printable ASCII or hiding a control character is treated as absent.
 */
export function safeFromPath(from: string | null | undefined, fallback = '/admin'): string {
  if (!from || !isPanelPath(from.split(/[?#]/, 1)[0]) || from.startsWith('//') || from.includes('\\')) return fallback;
  if (!PRINTABLE_ASCII.test(from) || hidesControlCharacter(from)) return fallback;
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
  /^\/admin\/(dashboard|postagens|categorias|usuarios|midia|configuracoes|banners|enquetes|equipe|programacao|logs|mensagens|pedidos|tocou|redirecionamentos|perfil|importar)\/?$/,
  /^\/admin\/podcasts\/?$/,
  /^\/admin\/postagens\/nova\/?$/,
  /^\/admin\/postagens\/[^/]+\/editar\/?$/,
  /^\/admin\/postagens\/[^/]+\/cobertura\/?$/,
  /^\/admin\/oauth\/facebook\/callback\/?$/,
];

export function isAdminScreenPath(pathname: string): boolean {
  return ADMIN_SCREENS.some((pattern) => pattern.test(pathname));
}
