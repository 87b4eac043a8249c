import { highlightSegments, searchWords } from '../highlight';
import { pageInfoFromMeta, pageWindow, parsePageNumber } from '../pagination';

describe('pageWindow', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('pageInfoFromMeta', () => {
  it.each([
    [{ pagina: 2, limite: 12, total: 84, totalPaginas: 7 }, 2, 12, 12, { pagina: 2, total: 84, totalPaginas: 7 }],
    [{ total: 30 }, 1, 12, 12, { pagina: 1, total: 30, totalPaginas: 3 }],
    [{ totalPages: 4 }, 1, 12, 12, { pagina: 1, total: 12, totalPaginas: 4 }],
    [null, 3, 12, 5, { pagina: 3, total: 29, totalPaginas: 3 }],
    [{ total: 0, totalPaginas: 0 }, 1, 12, 0, { pagina: 1, total: 0, totalPaginas: 0 }],
  ])('%j (page %i, %i per page, %i shown) → %j', (meta, page, limit, shown, expected) => {
    expect(pageInfoFromMeta(meta, page, limit, shown)).toEqual(expected);
  });
});

describe('parsePageNumber', () => {
  it.each([
    ['2', 2],
    ['10', 10],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['2.5', null],
    ['abc', null],
    ['9999999', null],
    [undefined, null],
  ])('%s → %s', (segment, expected) => {
    expect(parsePageNumber(segment)).toBe(expected);
  });
});

describe('highlightSegments', () => {
  it('marks words that start with a searched word, ignoring accents and case, both ways', () => {
    expect(highlightSegments('Campanha de Saúde começa', 'saude')).toEqual([
      { text: 'Campanha de ', match: false },
      { text: 'Saúde', match: true },
      { text: ' começa', match: false },
    ]);
    expect(highlightSegments('saude e educação', 'SAÚDE educ')).toEqual([
      { text: 'saude', match: true },
      { text: ' e ', match: false },
      { text: 'educação', match: true },
    ]);
  });

  it('does not mark matches inside a word', () => {
    expect(highlightSegments('Prefeitura', 'feitura')).toEqual([{ text: 'Prefeitura', match: false }]);
  });

  it('ignores one-letter words and handles empty input', () => {
    expect(searchWords('a saúde e o  vale')).toEqual(['saude', 'vale']);
    expect(highlightSegments('', 'x')).toEqual([]);
    expect(highlightSegments('Texto', '')).toEqual([{ text: 'Texto', match: false }]);
  });
});
