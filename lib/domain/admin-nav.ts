/** The panel's navigation: every admin screen of SPEC §2.2, each shown only to who may open it. */

import { isAdminOnlyPath, isEditorialPath } from './admin-access';

export type AdminNavKey =
  | 'dashboard'
  | 'postagens'
  | 'categorias'
  | 'usuarios'
  | 'midia'
  | 'configuracoes'
  | 'banners'
  | 'enquetes'
  | 'equipe'
  | 'programacao'
  | 'podcasts'
  | 'logs'
  | 'mensagens'
  | 'pedidos'
  | 'tocou'
  | 'redirecionamentos'
  | 'importar';

export type AdminNavItem = { key: AdminNavKey; href: string; label: string };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: 'dashboard', href: '/admin/dashboard', label: 'Dashboard' },
  { key: 'postagens', href: '/admin/postagens', label: 'Postagens' },
  { key: 'categorias', href: '/admin/categorias', label: 'Categorias' },
  { key: 'redirecionamentos', href: '/admin/redirecionamentos', label: 'Redirecionamentos' },
  { key: 'midia', href: '/admin/midia', label: 'Mídia' },
  { key: 'banners', href: '/admin/banners', label: 'Banners' },
  { key: 'enquetes', href: '/admin/enquetes', label: 'Enquetes' },
  { key: 'equipe', href: '/admin/equipe', label: 'Equipe' },
  { key: 'programacao', href: '/admin/programacao', label: 'Programação' },
  { key: 'podcasts', href: '/admin/podcasts', label: 'Podcasts' },
  { key: 'pedidos', href: '/admin/pedidos', label: 'Pedidos' },
  { key: 'tocou', href: '/admin/tocou', label: 'O que tocou' },
  { key: 'mensagens', href: '/admin/mensagens', label: 'Mensagens' },
  { key: 'logs', href: '/admin/logs', label: 'Logs' },
  { key: 'usuarios', href: '/admin/usuarios', label: 'Usuários' },
  { key: 'configuracoes', href: '/admin/configuracoes', label: 'Configurações' },
  { key: 'importar', href: '/admin/importar', label: 'Importar do WordPress' },
];

/** SPEC §6: the admin-only screens are listed for role 'admin' only. */
export function adminNavFor(papel: string | null | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => papel === 'admin' || (!isAdminOnlyPath(item.href) && !(isEditorialPath(item.href) && papel !== 'editor')));
}

/** The item to highlight for a path: the one it is, or is under. */
export function activeNavKey(pathname: string): AdminNavKey | null {
  const match = ADMIN_NAV.find((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return match?.key ?? null;
}
