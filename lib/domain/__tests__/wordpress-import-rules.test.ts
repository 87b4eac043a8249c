import { formatDateTime } from '../dates';
import { flattenCategories } from '../wordpress-import/categories';
import {
  chooseCategory,
  importedSlug,
  importedStatus,
  importedSummary,
  importedTags,
  importedTitle,
  metaId,
  PASSWORD_PROTECTED_NOTE,
  siteKey,
  titleRefusedMessage,
  unserializePhp,
  wordpressInstant,
} from '../wordpress-import/post-rules';
import type { WxrTerm } from '../wordpress-import/wxr-items';

describe('importedStatus: publish → publicado, future → agendado, draft/pending/private → rascunho', () => {
  it.each<[string, boolean, unknown]>([
    ['publish', false, { status: 'publicado', nota: null }],
    ['future', false, { status: 'agendado', nota: null }],
    ['draft', false, { status: 'rascunho', nota: null }],
    ['pending', false, { status: 'rascunho', nota: null }],
    ['private', false, { status: 'rascunho', nota: null }],
    ['publish', true, { status: 'rascunho', nota: PASSWORD_PROTECTED_NOTE }],
    ['future', true, { status: 'rascunho', nota: PASSWORD_PROTECTED_NOTE }],
    ['trash', false, { ignorar: 'lixeira' }],
    ['auto-draft', false, { ignorar: 'rascunho-automatico' }],
    ['inherit', false, { ignorar: 'status-desconhecido' }],
    ['', false, { ignorar: 'status-desconhecido' }],
  ])('%j (senha: %s) → %j', (status, password, expected) => {
    expect(importedStatus(status, password)).toEqual(expected);
  });
});

describe('wordpressInstant: GMT as it is, else the local date read in São Paulo', () => {
  it.each<[string, string, string, string | null, string]>([
    ['GMT date', '2024-05-12 15:30:00', '2024-05-12 12:30:00', '2024-05-12T15:30:00.000Z', '12/05/2024 12h30'],
    ['GMT wins over a wrong local date', '2024-05-12 15:30:00', '2024-05-12 15:30:00', '2024-05-12T15:30:00.000Z', '12/05/2024 12h30'],
    ['a draft never dated: local in São Paulo (UTC−3)', '0000-00-00 00:00:00', '2024-05-12 12:30:00', '2024-05-12T15:30:00.000Z', '12/05/2024 12h30'],
    ['local during the old summer time (UTC−2)', '0000-00-00 00:00:00', '2018-01-15 12:00:00', '2018-01-15T14:00:00.000Z', '15/01/2018 12h00'],
    ['GMT crossing midnight in São Paulo', '2024-05-13 01:15:00', '', '2024-05-13T01:15:00.000Z', '12/05/2024 22h15'],
    ['seconds kept', '2024-05-12 15:30:45', '', '2024-05-12T15:30:45.000Z', '12/05/2024 12h30'],
  ])('%s', (_, gmt, local, iso, shown) => {
    const instant = wordpressInstant(gmt, local);
    expect(instant?.toISOString() ?? null).toBe(iso);
    expect(formatDateTime(instant!)).toBe(shown);
  });

  it.each([
    ['0000-00-00 00:00:00', ''],
    ['', ''],
    ['12/05/2024', 'ontem'],
    ['2024-13-01 00:00:00', '2024-02-30 25:00:00'],
    // A day the month does not have is refused, not rolled over into the next month.
    ['2024-02-31 10:00:00', '2023-02-29 10:00:00'],
    ['2024-06-31 10:00:00', ''],
  ])('%j / %j → null', (gmt, local) => {
    expect(wordpressInstant(gmt, local)).toBeNull();
  });
});

describe('importedTitle', () => {
  it.each<[string, string, unknown]>([
    ['plain', 'Chuva forte no Vale', { ok: true, titulo: 'Chuva forte no Vale', nota: null }],
    ['entities and tags', 'Grêmio &amp; Inter &#8211; <em>o clássico</em>', { ok: true, titulo: 'Grêmio & Inter – o clássico', nota: null }],
    ['empty', '   ', { ok: true, titulo: 'Sem título', nota: 'Sem título no WordPress: importada como “Sem título”.' }],
    ['250 characters: cut at a word', `${'palavra '.repeat(31)}fim`.slice(0, 250), { ok: true, titulo: expect.stringMatching(/…$/), nota: 'Título com 250 caracteres cortado em 200.' }],
    ['10 KB: refused', 'x'.repeat(10 * 1024), { ok: false, motivo: titleRefusedMessage(10_240) }],
    ['1 001 characters: refused', 'y'.repeat(1001), { ok: false, motivo: titleRefusedMessage(1001) }],
  ])('%s', (_, raw, expected) => {
    expect(importedTitle(raw)).toEqual(expected);
  });

  it('refuses a 10 KB title with an exact message', () => {
    expect(titleRefusedMessage(10_240)).toBe('Título com 10.240 caracteres, longo demais para ser um título (o limite é 200): item não importado.');
  });
});

describe('importedSlug', () => {
  it.each<[string, string, string, number | null, string, string | null]>([
    ['post_name as it is', 'chuva-forte', 'Chuva', 1, 'chuva-forte', null],
    ['percent-encoded UTF-8 (accented slugs)', 'elei%c3%a7%c3%b5es-2024', 'x', 1, 'eleicoes-2024', null],
    ['a draft without post_name: from the title', '', 'Eleições em São Leopoldo', 1, 'eleicoes-em-sao-leopoldo', null],
    ['nothing usable: postagem-{id}', '', 'Sem título', 77, 'postagem-77', null],
    ['a broken escape kept as text', '100%-certo', 'x', 1, '100-certo', null],
    ['10 KB slug: ignored, the title gives it', 'a'.repeat(10 * 1024), 'Título normal', 5, 'titulo-normal', 'Endereço (slug) do WordPress com 10.240 caracteres ignorado: o endereço vem do título.'],
  ])('%s', (_, postName, title, id, slug, nota) => {
    expect(importedSlug(postName, title, id)).toEqual({ slug, nota });
  });

  it('a long post_name is cut at a hyphen within 160 characters', () => {
    const { slug } = importedSlug(`${'palavra-'.repeat(30)}fim`, 'x', 1);
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug.endsWith('palavra')).toBe(true);
  });
});

describe('importedSummary and importedTags', () => {
  it('the excerpt as plain text within 400 characters', () => {
    expect(importedSummary('<p>Resumo &amp; <strong>destaque</strong></p>')).toBe('Resumo & destaque');
    expect(importedSummary('palavra '.repeat(100)).length).toBeLessThanOrEqual(400);
  });

  it('tags then the other categories, one spelling each, at most 20 of 40 characters', () => {
    expect(importedTags(['Eleições', 'eleições', 'Saúde'], ['Política'])).toEqual({ tags: ['Eleições', 'Saúde', 'Política'], notas: [] });
    const many = importedTags(Array.from({ length: 25 }, (_, i) => `tag ${i}`), ['x'.repeat(50)]);
    expect(many.tags).toHaveLength(20);
    expect(many.notas).toEqual(['1 tag cortada em 40 caracteres.', '26 tags: ficaram as 20 primeiras.']);
  });
});

describe('chooseCategory: one category per post here', () => {
  const parents: Record<string, string> = { futebol: 'esportes', gremio: 'futebol' };
  const parentOf = (slug: string) => parents[slug] ?? '';
  const term = (slug: string, nome = slug): WxrTerm => ({ domain: 'category', slug, nome });
  it.each<[string, WxrTerm[], string | null, unknown]>([
    ['none', [], null, { slug: null, outras: [] }],
    ['only one', [term('politica', 'Política')], null, { slug: 'politica', outras: [] }],
    ['the most specific of a family', [term('esportes', 'Esportes'), term('futebol', 'Futebol')], null, { slug: 'futebol', outras: ['Esportes'] }],
    ['the deepest of three', [term('esportes'), term('gremio'), term('futebol')], null, { slug: 'gremio', outras: ['esportes', 'futebol'] }],
    ['Yoast primary wins', [term('esportes', 'Esportes'), term('futebol', 'Futebol')], 'esportes', { slug: 'esportes', outras: ['Futebol'] }],
    ['Uncategorized only when alone', [term('uncategorized', 'Uncategorized'), term('saude', 'Saúde')], null, { slug: 'saude', outras: [] }],
    ['Uncategorized alone', [term('uncategorized', 'Uncategorized')], null, { slug: 'uncategorized', outras: [] }],
    ['tags are not categories', [{ domain: 'post_tag', slug: 'x', nome: 'X' }, term('cultura', 'Cultura')], null, { slug: 'cultura', outras: [] }],
  ])('%s', (_, terms, primary, expected) => {
    expect(chooseCategory(terms, parentOf, primary)).toEqual(expected);
  });
});

describe('flattenCategories: nested categories become flat, the parents named in the description', () => {
  it('keeps each category, with its lineage', () => {
    const flat = flattenCategories([
      { termId: 1, slug: 'esportes', parentSlug: '', nome: 'Esportes', descricao: '' },
      { termId: 2, slug: 'futebol', parentSlug: 'esportes', nome: 'Futebol', descricao: 'Tudo sobre a bola.' },
      { termId: 3, slug: 'gremio', parentSlug: 'futebol', nome: 'Grêmio', descricao: '' },
      { termId: 4, slug: 'not%c3%adcias', parentSlug: '', nome: 'Notícias &amp; Fatos', descricao: '' },
      { termId: 5, slug: 'a', parentSlug: 'b', nome: 'A', descricao: '' },
      { termId: 6, slug: 'b', parentSlug: 'a', nome: 'B', descricao: '' },
    ]);
    expect(flat).toEqual([
      { wpSlug: 'esportes', termId: 1, nome: 'Esportes', slug: 'esportes', descricao: '', chain: ['esportes'] },
      { wpSlug: 'futebol', termId: 2, nome: 'Futebol', slug: 'futebol', descricao: 'Tudo sobre a bola. — Subcategoria de Esportes.', chain: ['esportes', 'futebol'] },
      { wpSlug: 'gremio', termId: 3, nome: 'Grêmio', slug: 'gremio', descricao: 'Subcategoria de Esportes › Futebol.', chain: ['esportes', 'futebol', 'gremio'] },
      { wpSlug: 'not%c3%adcias', termId: 4, nome: 'Notícias & Fatos', slug: 'noticias', descricao: '', chain: ['not%c3%adcias'] },
      // A loop in the parents (a corrupt export) ends where it comes back.
      { wpSlug: 'a', termId: 5, nome: 'Categoria A', slug: 'a', descricao: 'Subcategoria de B.', chain: ['b', 'a'] },
      { wpSlug: 'b', termId: 6, nome: 'Categoria B', slug: 'b', descricao: 'Subcategoria de A.', chain: ['a', 'b'] },
    ]);
  });
});

describe('metaId and unserializePhp: _thumbnail_id however postmeta stores it', () => {
  it.each<[string | undefined, number | null]>([
    ['45', 45],
    [' 45 ', 45],
    ['i:45;', 45],
    ['s:2:"45";', 45],
    ['a:1:{i:0;s:2:"45";}', 45],
    ['a:2:{i:0;i:0;i:1;i:46;}', 46],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['s:5:"45";', null],
    ['a:99999:{}', null],
    [undefined, null],
  ])('%j → %j', (value, id) => {
    expect(metaId(value)).toBe(id);
  });

  it('reads the shapes WordPress writes, counting string lengths in bytes', () => {
    expect(unserializePhp('a:2:{s:5:"width";i:1600;s:4:"file";s:18:"2024/05/ação.jpg";}')).toEqual([1600, '2024/05/ação.jpg']);
    expect(unserializePhp('b:1;')).toBe(true);
    expect(unserializePhp('N;')).toBeNull();
    expect(unserializePhp('O:8:"stdClass":0:{}')).toBeUndefined();
  });
});

describe('siteKey: which WordPress site the ids belong to', () => {
  it.each([
    ['https://www.radioexemplo.com.br/', 'radioexemplo.com.br'],
    ['http://radioexemplo.com.br', 'radioexemplo.com.br'],
    ['https://exemplo.com/blog/', 'exemplo.com/blog'],
    ['nada', 'site-desconhecido'],
  ])('%s → %s', (address, key) => {
    expect(siteKey(address)).toBe(key);
  });
});
