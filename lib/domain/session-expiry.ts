/**
 * The login page after a session ended under the staff member's hands: it says why, and
 * on the post form, that the text was kept (the form's local copy, offered again on return).
 */

export const SESSION_EXPIRED_MESSAGE = 'Sua sessão expirou. Entre de novo.';
export const SESSION_EXPIRED_TEXT_KEPT_MESSAGE = 'Sua sessão expirou. Entre de novo — seu texto foi guardado.';

/** The post form's screens: /admin/postagens/nova and /admin/postagens/{id}/editar (a query allowed). */
export function isPostFormPath(path: string | null | undefined): boolean {
  return /^\/admin\/postagens\/(?:nova|[^/?#]+\/editar)\/?(?:[?#].*)?$/.test(path ?? '');
}

/** What the login page says to someone sent there from `from` by an ended session. */
export function sessionExpiredMessage(from: string | null | undefined): string {
  return isPostFormPath(from) ? SESSION_EXPIRED_TEXT_KEPT_MESSAGE : SESSION_EXPIRED_MESSAGE;
}
