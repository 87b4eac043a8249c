import { SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TEXT_KEPT_MESSAGE, isPostFormPath, sessionExpiredMessage } from '../session-expiry';

describe('the login page after an ended session (issue 28)', () => {
  it.each<[string | null | undefined, boolean]>([
    ['/admin/postagens/nova', true],
    ['/admin/postagens/42/editar', true],
    ['/admin/postagens/42/editar/', true],
    ['/admin/postagens/42/editar?aba=historico', true],
    ['/admin/postagens', false],
    ['/admin/postagens?status=rascunho', false],
    ['/admin/postagens/42', false],
    ['/admin/postagens/42/editar/mais', false],
    ['/admin/dashboard', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%p is the post form: %p', (path, expected) => {
    expect(isPostFormPath(path)).toBe(expected);
  });

  it('says the text was kept only where there is a text', () => {
    expect(sessionExpiredMessage('/admin/postagens/42/editar')).toBe('Sua sessão expirou. Entre de novo — seu texto foi guardado.');
    expect(sessionExpiredMessage('/admin/postagens/nova')).toBe(SESSION_EXPIRED_TEXT_KEPT_MESSAGE);
    expect(sessionExpiredMessage('/admin/categorias')).toBe('Sua sessão expirou. Entre de novo.');
    expect(sessionExpiredMessage(null)).toBe(SESSION_EXPIRED_MESSAGE);
  });
});
