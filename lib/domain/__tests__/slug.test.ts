import { CATEGORY_SLUG_TABLE, categoryNameToSlug, slugify, stripAccents } from '../slug';

describe('stripAccents', () => {
  it.each([
    ['Política', 'Politica'],
    ['Saúde e Educação', 'Saude e Educacao'],
    ['àáâãäçèéêëìíîïñòóôõöùúûü', 'aaaaaceeeeiiiinooooouuuu'],
  ])('%p → %p', (input, expected) => {
    expect(stripAccents(input)).toBe(expected);
  });
});

describe('slugify (SPEC §9 general rule)', () => {
  it.each([
    ['Política Local', 'politica-local'],
    ['  Meio   Ambiente  ', 'meio-ambiente'],
    ['Ação & Reação!', 'acao-reacao'],
    ['--Já--é--hora--', 'ja-e-hora'],
    ['São Leopoldo/RS', 'sao-leopoldors'],
    ['Copa 2026', 'copa-2026'],
    ['ÇÃO', 'cao'],
    ['Tab\tand\nnewline', 'tab-and-newline'],
    ['!!!', ''],
    ['', ''],
    ['São João—Festa 🎉', 'sao-joao-festa'],
    ['Grêmio – Inter: o clássico', 'gremio-inter-o-classico'],
    ['Рaris', 'paris'],
    ['Москва', 'moskva'],
    ['ﬁnal Ｃｏｐａ', 'final-copa'],
    ['Straße', 'strasse'],
  ])('%p → %p', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('categoryNameToSlug', () => {
  it.each([
    ['colunistas', 'colunistas'],
    ['opinião', 'opiniao'],
    ['política', 'politica'],
    ['economia', 'economia'],
    ['esportes', 'esportes'],
    ['cultura', 'cultura'],
    ['saúde', 'saude'],
    ['educação', 'educacao'],
    ['tecnologia', 'tecnologia'],
    ['meio ambiente', 'meio-ambiente'],
    ['turismo', 'turismo'],
    ['eventos', 'eventos'],
    ['notícias', 'noticias'],
    ['bombeiros', 'bombeiros-bombeiros'],
    ['galeria de fotos', 'galeria-de-fotos'],
    ['galerias', 'galeria-de-fotos'],
  ])('SPEC table row %p → %p', (name, slug) => {
    expect(categoryNameToSlug(name)).toBe(slug);
  });

  it('the table has exactly the 16 rows of SPEC §9', () => {
    expect(Object.keys(CATEGORY_SLUG_TABLE)).toHaveLength(16);
  });

  it.each([
    ['Política', 'politica'],
    ['POLÍTICA', 'politica'],
    ['Politica', 'politica'],
    ['Bombeiros', 'bombeiros-bombeiros'],
    ['  BOMBEIROS  ', 'bombeiros-bombeiros'],
    ['Galerias', 'galeria-de-fotos'],
    ['Galeria  de   Fotos', 'galeria-de-fotos'],
    ['Opiniao', 'opiniao'],
    ['Noticias', 'noticias'],
    ['Meio Ambiente', 'meio-ambiente'],
  ])('case-insensitive and accent-tolerant: %p → %p', (name, slug) => {
    expect(categoryNameToSlug(name)).toBe(slug);
  });

  it.each<[string | null | undefined, string]>([
    ['', 'noticias'],
    ['   ', 'noticias'],
    [null, 'noticias'],
    [undefined, 'noticias'],
    ['???', 'noticias'],
  ])('empty name %p → default category %p', (name, slug) => {
    expect(categoryNameToSlug(name)).toBe(slug);
  });

  it.each([
    ['Política Local', 'politica-local'],
    ['Plantão Sintonia FM', 'plantao-sintonia-fm'],
    ['Bombeiros Voluntários', 'bombeiros-voluntarios'],
    ['Agro & Negócios', 'agro-negocios'],
    ['Polícia', 'policia'],
  ])('other names follow the general rule: %p → %p', (name, slug) => {
    expect(categoryNameToSlug(name)).toBe(slug);
  });
});
