import {
  collapseRedirects,
  finalDestination,
  isCategoryPagePath,
  isFixedRoute,
  normalizeRedirectPath,
  normalizeRedirectTarget,
  redirectAnswer,
  redirectLocation,
  redirectTableFrom,
  type RedirectEntry,
} from '../redirects';

describe('normalizeRedirectPath: the one spelling of an origin (and of a request path)', () => {
  it.each<[string, string, string]>([
    ['a plain path', '/politica/nome-antigo', '/politica/nome-antigo'],
    ['the case as written (paths are case-sensitive)', '/Politica/Nome-Antigo', '/Politica/Nome-Antigo'],
    ['without the trailing slash', '/2019/05/festa-da-uva/', '/2019/05/festa-da-uva'],
    ['without several trailing slashes', '/antigo///', '/antigo'],
    ['the root stays the root', '/', '/'],
    ['trimmed', '  /antigo  ', '/antigo'],
    ['escapes decoded as UTF-8', '/not%C3%ADcias/a%C3%A7%C3%A3o', '/notícias/ação'],
    ['lower-case escapes too', '/not%c3%adcias', '/notícias'],
    ['a space escape decoded', '/festa%20junina', '/festa junina'],
    ['an encoded slash kept (it is not a separator)', '/a%2fb', '/a%2Fb'],
    ['an encoded ? # and % kept', '/100%25-%3F-%23', '/100%25-%3F-%23'],
    ['already decoded text as it is', '/notícias/ação', '/notícias/ação'],
    ['an absolute address reduced to its path (old permalinks pasted as they are)', 'https://antigo.radio.com.br/2019/05/festa/', '/2019/05/festa'],
    ['an absolute address with escapes', 'http://antigo.radio.com.br/not%C3%ADcia', '/notícia'],
  ])('%s: %j → %j', (_, input, expected) => {
    expect(normalizeRedirectPath(input)).toEqual({ ok: true, path: expected });
  });

  it.each<[string, string, string]>([
    ['empty', '', 'vazio'],
    ['blank', '   ', 'vazio'],
    ['not starting with /', 'politica/antigo', 'formato'],
    ['protocol-relative', '//outro.site/x', 'formato'],
    ['a backslash', '/a\\b', 'formato'],
    ['another scheme', 'ftp://site/x', 'formato'],
    ['a query', '/antigo?p=12', 'consulta'],
    ['a fragment', '/antigo#topo', 'consulta'],
    ['an absolute address with a query', 'https://site/?p=12', 'consulta'],
    ['a malformed escape', '/100%', 'codificacao'],
    ['a non-hex escape', '/a%zz', 'codificacao'],
    ['bytes that are not UTF-8', '/a%C3', 'codificacao'],
    ['a control character', '/a\u0000b', 'formato'],
    ['an escaped control character', '/a%0Ab', 'formato'],
    ['a line break (header splitting)', '/a\r\nLocation: x', 'formato'],
    ['an empty segment', '/a//b', 'segmento'],
    ['a dot segment', '/a/./b', 'segmento'],
    ['a dot-dot segment', '/a/../admin', 'segmento'],
    ['an escaped dot-dot segment', '/a/%2E%2E/admin', 'segmento'],
    ['too long', `/${'a'.repeat(500)}`, 'longo'],
    ['a lone surrogate', '/a\uD800b', 'formato'],
  ])('refuses %s (%j): %s', (_, input, erro) => {
    expect(normalizeRedirectPath(input)).toEqual({ ok: false, erro });
  });
});

describe('normalizeRedirectTarget: a path of this site or an absolute http(s) address', () => {
  it.each<[string, string, string | null, string, string | null]>([
    ['a path', '/politica/novo', null, '/politica/novo', '/politica/novo'],
    ['a path with its query kept', '/noticias?busca=enchente', null, '/noticias?busca=enchente', '/noticias'],
    ['a path with a fragment', '/a-radio#historia', null, '/a-radio#historia', '/a-radio'],
    ['a trailing slash dropped, the query kept', '/novo/?x=1', null, '/novo?x=1', '/novo'],
    ['a lone ? dropped', '/novo?', null, '/novo', '/novo'],
    ['another site', 'https://www.exemplo.com.br/materia', null, 'https://www.exemplo.com.br/materia', null],
    ['another site, as URL writes it', 'HTTPS://Exemplo.com.br', null, 'https://exemplo.com.br/', null],
    ['this site by its address: a path', 'https://radio.com.br/politica/novo?x=1', 'https://radio.com.br', '/politica/novo?x=1', '/politica/novo'],
    ['this site on another port is another site', 'https://radio.com.br:8443/x', 'https://radio.com.br', 'https://radio.com.br:8443/x', null],
  ])('%s', (_, input, siteOrigin, destino, caminho) => {
    expect(normalizeRedirectTarget(input, siteOrigin)).toEqual({ ok: true, destino, caminho });
  });

  it.each<[string, string, string]>([
    ['empty', ' ', 'vazio'],
    ['a bare word', 'politica', 'formato'],
    ['javascript:', 'javascript:alert(1)', 'formato'],
    ['protocol-relative', '//evil.example/x', 'formato'],
    ['credentials', 'https://user:senha@exemplo.com/', 'credenciais'],
    ['a broken address', 'https://', 'formato'],
    ['a line break', '/a\nb', 'formato'],
    ['a dot-dot path', '/a/../b', 'segmento'],
    ['too long', `https://exemplo.com/${'a'.repeat(2000)}`, 'longo'],
  ])('refuses %s', (_, input, erro) => {
    expect(normalizeRedirectTarget(input)).toEqual({ ok: false, erro });
  });
});

describe('isFixedRoute: the app’s own routes are never taken by a redirect', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/admin', true],
    ['/admin/postagens', true],
    ['/Admin', true],
    ['/api/v1/publico/postagens', true],
    ['/noticias', true],
    ['/noticias/pagina/2', true],
    ['/noticias/busca', true],
    ['/podcasts', true],
    ['/podcasts/bom-dia', true],
    ['/programacao', true],
    ['/tocou', true],
    ['/contato', true],
    ['/equipe', true],
    ['/a-radio', true],
    ['/buscar', true],
    ['/peca-sua-musica', true],
    ['/rss.xml', true],
    ['/rss/politica', true],
    ['/sitemap.xml', true],
    ['/sitemap-noticias.xml', true],
    ['/uploads/2026/01/a.jpg', true],
    ['/capas-podcast/1.jpg', true],
    ['/_next/static/x.js', true],
    ['/favicon.ico', true],
    ['/robots.txt', true],
    // An old post address under /noticias is what a redirect is for.
    ['/noticias/nome-antigo', false],
    ['/politica/nome-antigo', false],
    ['/2019/05/festa-da-uva', false],
    ['/contatos-antigos', false],
  ])('%s → %s', (path, fixed) => {
    expect(isFixedRoute(path)).toBe(fixed);
  });
});

describe('isCategoryPagePath', () => {
  const slugs = new Set(['politica', 'esportes']);
  it.each<[string, boolean]>([
    ['/politica', true],
    ['/politica/pagina/3', true],
    ['/politica/uma-postagem', false],
    ['/Politica', false],
    ['/economia', false],
  ])('%s → %s', (path, expected) => {
    expect(isCategoryPagePath(path, slugs)).toBe(expected);
  });
});

describe('chains collapse to one hop, loops are left out', () => {
  const entry = (origem: string, destino: string, status: 301 | 302 = 301): RedirectEntry => ({ origem, destino, status });

  it.each<[string, RedirectEntry[], Record<string, string>]>([
    ['a single redirect', [entry('/a', '/b')], { '/a': '/b' }],
    ['a chain: each origin to the end', [entry('/a', '/b'), entry('/b', '/c'), entry('/c', '/d')], { '/a': '/d', '/b': '/d', '/c': '/d' }],
    ['a chain ending on another site', [entry('/a', '/b'), entry('/b', 'https://exemplo.com/x')], { '/a': 'https://exemplo.com/x', '/b': 'https://exemplo.com/x' }],
    ['the last hop’s query is what stays', [entry('/a', '/b?x=1'), entry('/b', '/c?y=2')], { '/a': '/c?y=2', '/b': '/c?y=2' }],
    ['a loop of two: both out', [entry('/a', '/b'), entry('/b', '/a')], {}],
    ['a redirect to itself: out', [entry('/a', '/a?x=1')], {}],
    ['a chain into a loop: out too', [entry('/x', '/a'), entry('/a', '/b'), entry('/b', '/a')], {}],
  ])('%s', (_, entries, expected) => {
    const table = collapseRedirects(entries);
    expect(Object.fromEntries([...table].map(([origem, target]) => [origem, target.destino]))).toEqual(expected);
  });

  it('keeps each origin’s own status', () => {
    const table = collapseRedirects([entry('/a', '/b', 302), entry('/b', '/c', 301)]);
    expect(table.get('/a')).toEqual({ destino: '/c', status: 302 });
    expect(table.get('/b')).toEqual({ destino: '/c', status: 301 });
  });

  it.each<[string, string, string | null]>([
    ['straight back to the origin', '/a', null],
    ['back through another redirect', '/b', null],
    ['somewhere else', '/c', '/d'],
  ])('finalDestination: %s', (_, destino, expected) => {
    const table = new Map([
      ['/b', { destino: '/a' }],
      ['/c', { destino: '/d' }],
    ]);
    expect(finalDestination('/a', destino, table)).toBe(expected);
  });
});

describe('redirectTableFrom: what a backend sends, checked again', () => {
  it('reads {dados} or a bare list, leaves out what does not pass, normalises and collapses', () => {
    const table = redirectTableFrom({
      dados: [
        { origem: '/antigo/', destino: '/meio', status: 301 },
        { origem: '/meio', destino: '/novo', status: '302' },
        { origem: '/admin', destino: '/x', status: 301 },
        { origem: 'sem-barra', destino: '/x', status: 301 },
        { origem: '/sem-destino' },
        { origem: '/status-estranho', destino: '/y', status: 307 },
        { origem: '/si-mesmo', destino: '/si-mesmo/', status: 301 },
        null,
      ],
    });
    expect([...table]).toEqual([
      ['/antigo', { destino: '/novo', status: 301 }],
      ['/meio', { destino: '/novo', status: 302 }],
      ['/status-estranho', { destino: '/y', status: 301 }],
    ]);
    expect(redirectTableFrom([{ origem: '/a', destino: '/b', status: 301 }]).size).toBe(1);
    expect(redirectTableFrom(null).size).toBe(0);
    expect(redirectTableFrom({ message: 'Rota não encontrada.' }).size).toBe(0);
  });
});

describe('redirectLocation: the destination in ASCII, with the request’s query kept', () => {
  it.each<[string, string, string, string]>([
    ['a path', '/politica/novo', '', '/politica/novo'],
    ['the query kept', '/politica/novo', 'utm_source=whatsapp&x=1', '/politica/novo?utm_source=whatsapp&x=1'],
    ['after the destination’s own query', '/noticias?busca=chuva', 'pagina=2', '/noticias?busca=chuva&pagina=2'],
    ['before the destination’s fragment', '/a-radio#historia', 'x=1', '/a-radio?x=1#historia'],
    ['accents escaped', '/notícias/ação', '', '/not%C3%ADcias/a%C3%A7%C3%A3o'],
    ['kept escapes stay as they are', '/a%2Fb/100%25', '', '/a%2Fb/100%25'],
    ['a space escaped', '/festa junina', '', '/festa%20junina'],
    ['another site', 'https://exemplo.com/materia?id=3', 'utm=1', 'https://exemplo.com/materia?id=3&utm=1'],
    ['a query with non-ASCII escaped', '/novo', 'q=são', '/novo?q=s%C3%A3o'],
  ])('%s', (_, destino, query, expected) => {
    expect(redirectLocation(destino, query)).toBe(expected);
  });
});

describe('redirectAnswer: what the front door answers for a request', () => {
  const table = collapseRedirects([
    { origem: '/politica/antigo', destino: '/politica/novo', status: 301 },
    { origem: '/notícias', destino: '/noticias', status: 302 },
    { origem: '/temporario', destino: 'https://exemplo.com/', status: 302 },
  ]);

  it.each<[string, string, string, { status: number; location: string } | null]>([
    ['the old address', '/politica/antigo', '', { status: 301, location: '/politica/novo' }],
    ['with a trailing slash and a query', '/politica/antigo/', 'utm_source=x', { status: 301, location: '/politica/novo?utm_source=x' }],
    ['as the browser escapes it', '/not%C3%ADcias', '', { status: 302, location: '/noticias' }],
    ['a 302 to another site', '/temporario', '', { status: 302, location: 'https://exemplo.com/' }],
    ['another case is another path', '/Politica/antigo', '', null],
    ['not in the table', '/politica/outra', '', null],
    ['a malformed path', '/%E0%A4%A', '', null],
  ])('%s', (_, path, query, expected) => {
    expect(redirectAnswer(table, path, query)).toEqual(expected);
  });

  it('answers nothing from an empty table', () => {
    expect(redirectAnswer(new Map(), '/politica/antigo', '')).toBeNull();
  });
});
