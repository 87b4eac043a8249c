import {
  asSearchResult,
  cleanSearchTerm,
  searchFromSegments,
  searchHref,
  searchPagePath,
  searchPathForQuery,
  searchResultsKey,
  searchWords,
  SEARCH_PAGE_PREFIX,
  SEARCH_TERM_MAX_LENGTH,
} from '../search-term';
import { normalizePost } from '../post';

describe('cleanSearchTerm: the term as the results page shows it', () => {
  it.each<[string, string | null | undefined, string]>([
    ['kept as typed', 'Saúde pública', 'Saúde pública'],
    ['case and accents kept', 'CÂMARA de Vereadores', 'CÂMARA de Vereadores'],
    ['trimmed', '  chuva  ', 'chuva'],
    ['runs of spaces made one', 'chuva   forte', 'chuva forte'],
    ['tabs and line breaks are spaces', 'chuva\t\nforte\r\n', 'chuva forte'],
    ['C0 and C1 controls are spaces', 'chu\u0000va\u0085forte\u007F', 'chu va forte'],
    ['a no-break space is a space', 'festa\u00A0uva', 'festa uva'],
    ['decomposed accents are composed (NFC)', 'sau\u0301de', 'saúde'],
    ['a lone surrogate becomes the replacement character', 'a\uD800b', 'a\uFFFDb'],
    ['punctuation kept (the page shows it)', 'R$ 100,00?', 'R$ 100,00?'],
    ['only spaces: empty', ' \t\n ', ''],
    ['null: empty', null, ''],
    ['undefined: empty', undefined, ''],
  ])('%s', (_, raw, expected) => {
    expect(cleanSearchTerm(raw)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['a long term is cut at the limit', 'a'.repeat(SEARCH_TERM_MAX_LENGTH + 50), SEARCH_TERM_MAX_LENGTH],
    ['and a space left at the cut is trimmed', `${'a'.repeat(SEARCH_TERM_MAX_LENGTH - 1)} b`, SEARCH_TERM_MAX_LENGTH - 1],
    ['never half of a character (an emoji is two UTF-16 units)', `${'a'.repeat(SEARCH_TERM_MAX_LENGTH - 1)}😀`, SEARCH_TERM_MAX_LENGTH - 1],
  ])('%s', (_, raw, length) => {
    const term = cleanSearchTerm(raw);
    expect(term.length).toBe(length);
    expect(term).toBe(term.trim());
    expect(term.isWellFormed()).toBe(true);
  });

  it('is idempotent', () => {
    for (const raw of ['  Saúde\t pública ', 'sau\u0301de', `${'é'.repeat(300)}`, 'a\uDC00']) {
      expect(cleanSearchTerm(cleanSearchTerm(raw))).toBe(cleanSearchTerm(raw));
    }
  });
});

describe('searchWords: what the backend looks up', () => {
  it.each<[string, string, string[]]>([
    ['one word', 'saúde', ['saúde']],
    ['punctuation and spaces split', 'festa-da-uva, 2026!', ['festa', 'da', 'uva', '2026']],
    ['composed first', 'sau\u0301de', ['saúde']],
    ['no word at all', '!!! ???', []],
    ['at most 12 words', 'a b c d e f g h i j k l m n', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']],
  ])('%s', (_, term, words) => {
    expect(searchWords(term)).toEqual(words);
  });
});

describe('searchResultsKey: one key for every spelling that finds the same posts', () => {
  it.each<[string, string, string]>([
    ['accents folded', 'Saúde', 'saude'],
    ['case folded', 'CÂMARA Vereadores', 'camara vereadores'],
    ['spaces and punctuation do not matter', '  câmara,   vereadores! ', 'camara vereadores'],
    ['cedilla and tilde', 'Ação São João', 'acao sao joao'],
    ['decomposed input', 'sau\u0301de', 'saude'],
    ['digits kept', 'BR-116 km 12', 'br 116 km 12'],
    ['order kept (the last word is a prefix)', 'forte chuva', 'forte chuva'],
    ['no word: the empty key', '?!', ''],
  ])('%s', (_, term, key) => {
    expect(searchResultsKey(term)).toBe(key);
  });

  it('gives spellings of one term the same key, and other terms other keys', () => {
    expect(new Set(['Saúde pública', 'saude publica', 'SAÚDE  PÚBLICA!', 'saúde, pública'].map(searchResultsKey)).size).toBe(1);
    expect(searchResultsKey('saúde pública')).not.toBe(searchResultsKey('pública saúde'));
    expect(searchResultsKey('chuva')).not.toBe(searchResultsKey('chuvas'));
  });

  it('keeps at most 12 words', () => {
    expect(searchResultsKey('um dois três quatro cinco seis sete oito nove dez onze doze treze').split(' ')).toHaveLength(12);
  });
});

describe('the results page address', () => {
  it.each<[string, string, number]>([
    ['a plain word', 'chuva', 1],
    ['accents (UTF-8 in base64url)', 'Saúde pública', 3],
    ['characters a path could not carry', 'a/b %2F c?d#e&f=g+h', 1],
    ['an emoji', 'festa 🎉', 2],
    ['the longest term', 'ç'.repeat(SEARCH_TERM_MAX_LENGTH), 17],
  ])('%s: one path, read back to the same term and page', (_, term, page) => {
    const path = searchPagePath(term, page);
    expect(path.startsWith(SEARCH_PAGE_PREFIX)).toBe(true);
    const [termSegment, pageSegment, ...rest] = path.slice(SEARCH_PAGE_PREFIX.length).split('/');
    expect(rest).toEqual([]);
    expect(termSegment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(searchFromSegments(termSegment, pageSegment)).toEqual({ term, page });
  });

  it.each<[string, string, string]>([
    ['not base64url', 'Y2h1dmE=', '1'],
    ['not base64url (a plus)', 'a+b', '1'],
    ['not UTF-8', '_w', '1'],
    ['a term that is not clean (trailing space)', 'Y2h1dmEg', '1'],
    ['an empty term', '', '1'],
    ['another spelling of the same bytes (extra bits)', 'Y2h1dmF', '1'],
    ['page 0', 'Y2h1dmE', '0'],
    ['a page with a leading zero', 'Y2h1dmE', '01'],
    ['a page that is no number', 'Y2h1dmE', 'dois'],
  ])('%s: no page (404)', (_, termSegment, pageSegment) => {
    expect(searchFromSegments(termSegment, pageSegment)).toBeNull();
  });

  it.each<[string, string, string | null]>([
    ['a term', 'busca=chuva', searchPagePath('chuva', 1)],
    ['page 2', 'busca=chuva&pagina=2', searchPagePath('chuva', 2)],
    ['page first', 'pagina=3&busca=chuva', searchPagePath('chuva', 3)],
    ['encoded, with plus for space', 'busca=sa%C3%BAde+p%C3%BAblica', searchPagePath('saúde pública', 1)],
    ['cleaned: spaces around and within', 'busca=%20%20chuva%20%20%20forte%20', searchPagePath('chuva forte', 1)],
    ['the first of two terms', 'busca=um&busca=dois', searchPagePath('um', 1)],
    ['a page that is no number is page 1', 'busca=chuva&pagina=abc', searchPagePath('chuva', 1)],
    ['page 0 is page 1', 'busca=chuva&pagina=0', searchPagePath('chuva', 1)],
    ['other parameters ignored (the router’s _rsc)', 'busca=chuva&_rsc=1a2b3', searchPagePath('chuva', 1)],
    ['an empty term: the list', 'busca=', null],
    ['only spaces: the list', 'busca=%20%20', null],
    ['no term at all', 'pagina=2', null],
  ])('/noticias?%s', (_, query, path) => {
    expect(searchPathForQuery(query)).toBe(path);
  });

  it('links readers to /noticias?busca=, encoded, with the page after the first', () => {
    expect(searchHref('saúde & vida')).toBe('/noticias?busca=sa%C3%BAde%20%26%20vida');
    expect(searchHref('chuva', 1)).toBe('/noticias?busca=chuva');
    expect(searchHref('chuva', 2)).toBe('/noticias?busca=chuva&pagina=2');
    expect(searchPathForQuery(searchHref('saúde & vida', 2).split('?')[1])).toBe(searchPagePath('saúde & vida', 2));
  });
});

describe('asSearchResult', () => {
  it('keeps what a result shows and drops the body, gallery and media lists', () => {
    const post = normalizePost({
      id: 7,
      titulo: 'Chuva forte',
      resumo: 'Resumo',
      slug: 'chuva-forte',
      conteudo: '<p>Corpo</p><audio src="/uploads/a.mp3"></audio><img src="/uploads/2026/01/b.jpg">',
      categoria: { nome: 'Clima', slug: 'clima', cor: '#0369A1' },
      criadoEm: '2026-01-02T03:04:05Z',
      visualizacoes: 12,
      tags: ['chuva'],
    });
    const result = asSearchResult(post);
    expect(result).toMatchObject({
      titulo: 'Chuva forte',
      resumo: 'Resumo',
      slug: 'chuva-forte',
      categoria: 'Clima',
      categoriaSlug: 'clima',
      categoriaCor: '#0369A1',
      imagemUrl: post.imagemUrl,
      criadoEm: '2026-01-02T03:04:05.000Z',
      visualizacoes: 12,
      hasAudio: true,
      hasVideo: false,
      conteudoHtml: '',
      galeria: [],
      galeriaImagens: [],
      audios: [],
      videos: [],
      tags: [],
    });
    expect(post.imagemUrl).toBe('/uploads/2026/01/b.jpg');
  });
});
