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
    ['/admin/pedidos', 'autor', 'forbidden'],
    ['/admin/pedidos', 'editor', 'allow'],
    ['/admin/pedidos', 'admin', 'allow'],
    ['/admin/tocou', 'autor', 'forbidden'],
    ['/admin/tocou', 'editor', 'allow'],
    ['/admin/tocou', 'admin', 'allow'],
    ['/admin/redirecionamentos', 'autor', 'forbidden'],
    ['/admin/redirecionamentos', 'editor', 'allow'],
    ['/admin/redirecionamentos', 'admin', 'allow'],
    ['/admin/perfil', 'autor', 'allow'],
    ['/admin/programacao', 'autor', 'forbidden'],
    ['/admin/programacao', 'editor', 'allow'],
    ['/admin/programacao', 'admin', 'allow'],
    ['/admin/podcasts', 'autor', 'forbidden'],
    ['/admin/podcasts', 'editor', 'allow'],
    ['/admin/podcasts', 'admin', 'allow'],
    ['/admin/importar', 'autor', 'forbidden'],
    ['/admin/importar', 'editor', 'forbidden'],
    ['/admin/importar', 'admin', 'allow'],
    ['/admin/importar', null, 'login'],
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
    ['/administracao-publica', '/admin'],
    ['/admin?aba=1', '/admin?aba=1'],
    ['/admin/login', '/admin'],
    ['/admin/login?from=/admin', '/admin'],
  ])('%s → %s', (from, expected) => {
    expect(safeFromPath(from)).toBe(expected);
  });

  // A control character in 'from' put a line break in the Location header: a 500, or a split header.
  it.each([
    '/admin\n',
    '/admin/postagens\r\nSet-Cookie: x=1',
    '/admin\u0000',
    '/admin\t',
    '/admin/\u007F',
    '/admin/\u0085',
    '/admin/%0A',
    '/admin/%0d%0aLocation:%20https://evil.example',
    '/admin/%00',
    '/admin/%7F',
    '/admin/%C2%85',
    '/admin/%250A',
    '/admin/%25250A',
    '/admin/postagens?busca=%09',
    '/admin/notícias',
    '/admin/\u2028',
  ])('%j hides a control character or leaves printable ASCII: absent, the default panel page', (from) => {
    expect(safeFromPath(from)).toBe('/admin');
  });

  it.each([
    ['/admin/postagens?busca=100%25', '/admin/postagens?busca=100%25'],
    ['/admin/postagens?busca=100%', '/admin/postagens?busca=100%'],
    ['/admin/postagens?busca=S%C3%A3o%20Jo%C3%A3o', '/admin/postagens?busca=S%C3%A3o%20Jo%C3%A3o'],
    ['/admin/postagens?busca=a b', '/admin/postagens?busca=a b'],
  ])('%j stays a destination', (from, expected) => {
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
    ['/admin/postagens/12/cobertura', true],
    ['/admin/mensagens', true],
    ['/admin/pedidos', true],
    ['/admin/tocou', true],
    ['/admin/redirecionamentos', true],
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
    ['/admin/importar', true],
    ['/admin/nao-existe', false],
    ['/admin/postagens/12', false],
    ['/admin/dashboard/extra', false],
    ['/admin/oauth/google/callback', false],
  ])('%s → %s', (path, expected) => {
    expect(isAdminScreenPath(path)).toBe(expected);
  });
});
