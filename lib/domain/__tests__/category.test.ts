import { isReservedCategorySlug, reservedCategorySlugMessage,
  categoriesOrFallback,
  fallbackCategories,
  findColumnistCategory,
  headerCategories,
  isActiveCategoryPath,
  isNewsPath,
  normalizeCategory,
  normalizeCategoryList,
  topCategories,
  type Categoria,
} from '../category';

const cat = (slug: string, count: number, nome = slug): Categoria =>
  normalizeCategory({ id: slug, slug, nome, _count: { postagens: count } });

describe('normalizeCategory (SPEC §3 Categoria)', () => {
  it('reads every field', () => {
    expect(
      normalizeCategory({
        id: 7,
        slug: 'politica',
        nome: 'Política',
        descricao: 'Notícias de política',
        cor: '#1d4ed8',
        imagem: '/uploads/politica.jpg',
        _count: { postagens: 12 },
      }),
    ).toEqual({
      id: '7',
      slug: 'politica',
      nome: 'Política',
      descricao: 'Notícias de política',
      cor: '#1D4ED8',
      imagem: '/uploads/politica.jpg',
      totalPostagens: 12,
      _count: { postagens: 12 },
      destaquePostagemId: null,
    });
  });

  it('applies every default', () => {
    expect(normalizeCategory({})).toEqual({
      id: '',
      slug: 'sem-título',
      nome: 'Sem título',
      descricao: 'Categoria de notícias',
      cor: '#3B82F6',
      imagem: null,
      totalPostagens: 0,
      _count: { postagens: 0 },
      destaquePostagemId: null,
    });
  });

  it.each<[string, Record<string, unknown>, Partial<Categoria>]>([
    ['title alias', { title: 'Esportes' }, { nome: 'Esportes', slug: 'esportes' }],
    ['nome before title', { nome: 'Cultura', title: 'Outra' }, { nome: 'Cultura' }],
    ['color alias', { color: '#10B981' }, { cor: '#10B981' }],
    ['cor before color', { cor: '#EF4444', color: '#10B981' }, { cor: '#EF4444' }],
    ['invalid colour', { cor: 'vermelho' }, { cor: '#3B82F6' }],
    ['image alias', { image: '/uploads/a.png' }, { imagem: '/uploads/a.png' }],
    ['pinned lead (issue 27)', { destaquePostagemId: 42 }, { destaquePostagemId: '42' }],
    ['pinned lead, snake case', { destaque_postagem_id: '7' }, { destaquePostagemId: '7' }],
    ['imagem before image', { imagem: 'a.png', image: 'b.png' }, { imagem: '/uploads/a.png' }],
    ['missing image rule', { imagem: 'undefined' }, { imagem: null }],
    ['uuid as id', { uuid: 'abc-123' }, { id: 'abc-123' }],
    ['count as string', { _count: { postagens: '5' } }, { totalPostagens: 5, _count: { postagens: 5 } }],
    ['invalid count', { _count: { postagens: 'x' } }, { totalPostagens: 0 }],
    ['totalPostagens of a normalised category', { totalPostagens: 3 }, { totalPostagens: 3 }],
    ['empty descricao', { descricao: '  ' }, { descricao: 'Categoria de notícias' }],
  ])('%s', (_label, raw, expected) => {
    expect(normalizeCategory(raw)).toMatchObject(expected);
  });

  it.each([
    ['Política Local', 'política-local'],
    ['Meio  Ambiente', 'meio-ambiente'],
    ['  Saúde  ', 'saúde'],
    ['ESPORTES', 'esportes'],
  ])('missing slug derives from nome %p by lowercasing and hyphenating whitespace only → %p', (nome, slug) => {
    expect(normalizeCategory({ nome }).slug).toBe(slug);
  });

  it('an empty slug also derives from nome', () => {
    expect(normalizeCategory({ nome: 'Turismo', slug: '' }).slug).toBe('turismo');
  });

  it('is idempotent', () => {
    const once = normalizeCategory({ title: 'Saúde', color: 'abc', image: 'x.png', _count: { postagens: 2 } });
    expect(normalizeCategory(once)).toEqual(once);
  });
});

describe('normalizeCategoryList', () => {
  const items = [{ nome: 'A' }, { nome: 'B' }];
  it.each<[string, unknown, string[]]>([
    ['{categorias}', { categorias: items }, ['A', 'B']],
    ['{dados}', { dados: items }, ['A', 'B']],
    ['bare array', items, ['A', 'B']],
    ['non-object items dropped', [null, 'x', { nome: 'A' }], ['A']],
    ['null', null, []],
    ['object without list', { total: 2 }, []],
  ])('%s', (_label, raw, names) => {
    expect(normalizeCategoryList(raw).map((c) => c.nome)).toEqual(names);
  });
});

describe('fallbackCategories (SPEC §9)', () => {
  it('has the six rows in order', () => {
    expect(fallbackCategories('Rádio Sintonia FM').map(({ slug, nome, cor }) => [slug, nome, cor])).toEqual([
      ['plantao', 'Plantão Rádio Sintonia FM', '#EF4444'],
      ['politica', 'Política', '#3B82F6'],
      ['politica-local', 'Política Local', '#2563EB'],
      ['politica-nacional', 'Política Nacional', '#1D4ED8'],
      ['saude', 'Saúde', '#10B981'],
      ['bombeiros-bombeiros', 'Bombeiros', '#DC2626'],
    ]);
  });

  it('are full categories with defaults', () => {
    for (const category of fallbackCategories('X')) {
      expect(category).toMatchObject({ descricao: 'Categoria de notícias', imagem: null, totalPostagens: 0 });
      expect(category.id).toBe(category.slug);
    }
  });

  it.each<[Categoria[], string[]]>([
    [[], ['plantao', 'politica', 'politica-local', 'politica-nacional', 'saude', 'bombeiros-bombeiros']],
    [[cat('esportes', 1)], ['esportes']],
  ])('categoriesOrFallback(%p) → %p', (list, slugs) => {
    expect(categoriesOrFallback(list, 'X').map((c) => c.slug)).toEqual(slugs);
  });
});

describe('headerCategories / topCategories', () => {
  const list = [cat('a', 0), cat('b', 5), cat('c', 12), cat('d', 5), cat('e', 1), cat('f', 0)];

  it('keeps only categories with posts, by count descending, ties in server order', () => {
    expect(headerCategories(list).map((c) => c.slug)).toEqual(['c', 'b', 'd', 'e']);
  });

  it('does not mutate the input', () => {
    headerCategories(list);
    expect(list.map((c) => c.slug)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it.each([
    [2, ['c', 'b']],
    [10, ['c', 'b', 'd', 'e']],
    [0, []],
    [-1, []],
  ])('top %p → %p', (n, slugs) => {
    expect(topCategories(list, n).map((c) => c.slug)).toEqual(slugs);
  });
});

describe('findColumnistCategory', () => {
  it.each<[string, Categoria[], string | null]>([
    ['by slug', [cat('politica', 1), cat('colunistas', 1, 'Opinião')], 'colunistas'],
    ['by slug, case-insensitive', [cat('Colunistas', 1, 'X')], 'Colunistas'],
    ['by name', [cat('politica', 1), cat('opiniao', 1, 'Nossos Colunistas')], 'opiniao'],
    ['by singular name', [cat('coluna', 1, 'Colunista convidado')], 'coluna'],
    ['slug wins over an earlier name match', [cat('x', 1, 'Colunista'), cat('colunistas', 1, 'Y')], 'colunistas'],
    ['none', [cat('politica', 1), cat('saude', 1)], null],
    ['empty list', [], null],
  ])('%s', (_label, list, slug) => {
    expect(findColumnistCategory(list)?.slug ?? null).toBe(slug);
  });
});

describe('isActiveCategoryPath', () => {
  it.each([
    ['/politica', 'politica', true],
    ['/politica/', 'politica', true],
    ['/politica/minha-noticia', 'politica', true],
    ['/politica/pagina/2', 'politica', true],
    ['/politica-local', 'politica', false],
    ['/politica-local/x', 'politica', false],
    ['/', 'politica', false],
    ['/esportes/politica', 'politica', false],
    ['/politica', '', false],
  ])('%p with slug %p → %p', (pathname, slug, expected) => {
    expect(isActiveCategoryPath(pathname, slug)).toBe(expected);
  });
});

describe('isNewsPath', () => {
  it.each([
    ['/noticias', true],
    ['/noticias/', true],
    ['/noticias/pagina/2', true],
    ['/noticias/minha-noticia', true],
    ['/noticias-antigas', false],
    ['/', false],
    ['/politica', false],
  ])('%p → %p', (pathname, expected) => {
    expect(isNewsPath(pathname)).toBe(expected);
  });
});

describe('RESERVED_CATEGORY_SLUGS', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const app = path.join(process.cwd(), 'app');

  /** Fixed first segments: folders and route files, without groups, dynamic segments or extensions. */
  const fixedSegments = (dir: string) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx?|css)$/, '')))
      .filter((name) => !/^[[(_]/.test(name) && !['layout', 'page', 'not-found', 'error', 'global-error', 'globals'].includes(name))
      .map((name) => name.replace(/\.(svg|xml|txt)$/, ''));

  it.each([...fixedSegments(app), ...fixedSegments(path.join(app, '(site)'))])('the route /%s is reserved', (segment) => {
    expect(isReservedCategorySlug(segment)).toBe(true);
  });

  it.each(['politica', 'esportes', 'colunistas', 'galeria-de-fotos', 'administracao', 'apicultura'])('%s is a category like any other', (slug) => {
    expect(isReservedCategorySlug(slug)).toBe(false);
  });

  it('says which address is taken and what to do', () => {
    expect(reservedCategorySlugMessage('admin')).toBe('O endereço /admin é usado pelo próprio site. Escolha outro endereço (slug) ou outro nome.');
  });
});
