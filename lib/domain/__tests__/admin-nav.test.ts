import { loginRedirectPath } from '../admin-access';
import { ADMIN_NAV, activeNavKey, adminNavFor } from '../admin-nav';
import { hasRole, papelLabel } from '../roles';

describe('admin navigation (SPEC §2.2, §6)', () => {
  it('lists every admin screen of SPEC §2.2', () => {
    expect(ADMIN_NAV.map((item) => item.label).sort()).toEqual(
      ['Banners', 'Categorias', 'Configurações', 'Dashboard', 'Enquetes', 'Equipe', 'Importar do WordPress', 'Logs', 'Mensagens', 'Mídia', 'O que tocou', 'Pedidos', 'Podcasts', 'Postagens', 'Programação', 'Redirecionamentos', 'Usuários'].sort(),
    );
  });

  it.each([
    ['admin', true],
    ['editor', false],
    ['autor', false],
    [null, false],
  ])('%s sees Usuários, Configurações and Importar do WordPress: %s', (papel, shown) => {
    const labels = adminNavFor(papel).map((item) => item.label);
    expect(labels.includes('Usuários')).toBe(shown);
    expect(labels.includes('Configurações')).toBe(shown);
    expect(labels.includes('Importar do WordPress')).toBe(shown);
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Postagens', 'Categorias', 'Mídia', 'Banners', 'Enquetes', 'Equipe', 'Logs']));
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees Mensagens (the contact inbox): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'Mensagens')).toBe(shown);
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees Programação (the programme grid): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'Programação')).toBe(shown);
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees Podcasts (the episodes): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'Podcasts')).toBe(shown);
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees Pedidos (the song requests): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'Pedidos')).toBe(shown);
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees O que tocou (the song history export): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'O que tocou')).toBe(shown);
  });

  it.each([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s sees Redirecionamentos (the old addresses, issue 27): %s', (papel, shown) => {
    expect(adminNavFor(papel).some((item) => item.label === 'Redirecionamentos')).toBe(shown);
  });

  it.each([
    ['/admin/dashboard', 'dashboard'],
    ['/admin/podcasts', 'podcasts'],
    ['/admin/mensagens', 'mensagens'],
    ['/admin/pedidos', 'pedidos'],
    ['/admin/tocou', 'tocou'],
    ['/admin/redirecionamentos', 'redirecionamentos'],
    ['/admin/importar', 'importar'],
    ['/admin/programacao', 'programacao'],
    ['/admin/postagens/12/editar', 'postagens'],
    ['/admin/postagens-antigas', null],
    ['/admin/desconhecida', null],
  ])('%s highlights %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});

describe('roles', () => {
  it.each([
    ['admin', 'Administrador'],
    ['editor', 'Editor'],
    ['autor', 'Autor'],
    ['visitante', ''],
  ])('%s → %s', (papel, label) => {
    expect(papelLabel(papel)).toBe(label);
  });

  it('the role gate allows only the listed papel values', () => {
    expect(hasRole('admin', ['admin'])).toBe(true);
    expect(hasRole('editor', ['admin'])).toBe(false);
    expect(hasRole('editor', ['admin', 'editor'])).toBe(true);
    expect(hasRole(null, ['admin'])).toBe(false);
  });
});

describe('loginRedirectPath (the panel server guard)', () => {
  it.each([
    ['/admin/postagens', '/admin/login?from=%2Fadmin%2Fpostagens'],
    ['/admin/postagens?pagina=2', '/admin/login?from=%2Fadmin%2Fpostagens%3Fpagina%3D2'],
    [null, '/admin/login'],
    ['//evil.example', '/admin/login'],
    ['/admin/login', '/admin/login'],
    ['/admin/postagens%0A', '/admin/login'],
  ])('%s → %s', (from, expected) => {
    expect(loginRedirectPath(from)).toBe(expected);
  });
});
