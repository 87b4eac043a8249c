import { adminAccessFor, isAdminOnlyPath, isAdminScreenPath, safeFromPath } from '../admin-access';

describe('adminAccessFor (SPEC §2.2, §6)', () => {
  it.each([
    ['/admin/login', null, 'allow'],
    ['/', null, 'allow'],
    ['/noticias', null, 'allow'],
    ['/administracao-municipal', null, 'allow'],
    ['/admin', null, 'login'],
    ['/admin/dashboard', null, 'login'],
    ['/admin/postagens/12/editar', null, 'login'],
    ['/admin/usuarios', null, 'login'],
    ['/admin/dashboard', 'autor', 'allow'],
    ['/admin/postagens', 'editor', 'allow'],
    ['/admin/logs', 'autor', 'allow'],
    ['/admin/usuarios', 'editor', 'forbidden'],
    ['/admin/usuarios', 'autor', 'forbidden'],
    ['/admin/configuracoes', 'editor', 'forbidden'],
    ['/admin/oauth/facebook/callback', 'editor', 'forbidden'],
    ['/admin/usuarios', 'admin', 'allow'],
    ['/admin/configuracoes', 'admin', 'allow'],
    ['/admin/oauth/facebook/callback', 'admin', 'allow'],
    ['/admin/mensagens', 'autor', 'forbidden'],
    ['/admin/mensagens', 'editor', 'allow'],
    ['/admin/mensagens', 'admin', 'allow'],
    ['/admin/perfil', 'autor', 'allow'],
    ['/admin/programacao', 'autor', 'forbidden'],
    ['/admin/programacao', 'editor', 'allow'],
    ['/admin/programacao', 'admin', 'allow'],
    ['/admin/podcasts', 'autor', 'forbidden'],
    ['/admin/podcasts', 'editor', 'allow'],
    ['/admin/podcasts', 'admin', 'allow'],
  ])('%s as %s → %s', (path, papel, expected) => {
    expect(adminAccessFor(path, papel)).toBe(expected);
  });

  it.each([
    ['/admin/usuarios', true],
    ['/admin/usuarios/3', true],
    ['/admin/usuarios-antigos', false],
    ['/admin/equipe', false],
  ])('isAdminOnlyPath(%s) = %s', (path, expected) => {
    expect(isAdminOnlyPath(path)).toBe(expected);
  });
});

describe('safeFromPath', () => {
  it.each([
    [undefined, '/admin'],
    ['', '/admin'],
    ['/admin/postagens?pagina=2', '/admin/postagens?pagina=2'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example/admin', '/admin'],
    ['/\\evil.example', '/admin'],
    ['/noticias', '/admin'],
    ['/admin/login', '/admin'],
    ['/admin/login?from=/admin', '/admin'],
  ])('%s → %s', (from, expected) => {
    expect(safeFromPath(from)).toBe(expected);
  });
});

describe('isAdminScreenPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/dashboard', true],
    ['/admin/postagens', true],
    ['/admin/postagens/nova', true],
    ['/admin/postagens/12/editar', true],
    ['/admin/mensagens', true],
    ['/admin/perfil', true],
    ['/admin/categorias', true],
    ['/admin/usuarios', true],
    ['/admin/midia', true],
    ['/admin/configuracoes', true],
    ['/admin/oauth/facebook/callback', true],
    ['/admin/banners', true],
    ['/admin/enquetes', true],
    ['/admin/equipe', true],
    ['/admin/programacao', true],
    ['/admin/podcasts', true],
    ['/admin/podcasts/12', false],
    ['/admin/logs', true],
    ['/admin/nao-existe', false],
    ['/admin/postagens/12', false],
    ['/admin/dashboard/extra', false],
    ['/admin/oauth/google/callback', false],
  ])('%s → %s', (path, expected) => {
    expect(isAdminScreenPath(path)).toBe(expected);
  });
});
