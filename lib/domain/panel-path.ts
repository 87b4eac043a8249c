/**
 * Whether `path` (no query) is the panel's: /admin or a page under it, not /administracao. A file
 * of its own: public pages' scripts use it, and must not carry the panel's access rules with it.
 */
export function isPanelPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
