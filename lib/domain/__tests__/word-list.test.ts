import { findListedWord, foldForWords, parseWordList, WORD_LIST_LIMITS } from '../word-list';

describe('word lists (the blocked words of the request form)', () => {
  it('reads one word or phrase per line or between commas, folded, without blanks or repeats', () => {
    expect(parseWordList('Cassino\n  GANHE   dinheiro , pix grátis;\n\ncassino\r\n')).toEqual(['cassino', 'ganhe dinheiro', 'pix gratis']);
    expect(parseWordList('')).toEqual([]);
    expect(parseWordList(null)).toEqual([]);
  });

  it('caps how many words and how long each', () => {
    const many = Array.from({ length: WORD_LIST_LIMITS.words + 50 }, (_, i) => `palavra${i}`).join('\n');
    expect(parseWordList(many)).toHaveLength(WORD_LIST_LIMITS.words);
    expect(parseWordList('x'.repeat(500))[0]).toHaveLength(WORD_LIST_LIMITS.length);
  });

  it('folds case, accents and punctuation', () => {
    expect(foldForWords('  Pix GRÁTIS!!! já ')).toBe('pix gratis ja');
  });

  const words = parseWordList('cassino\nganhe dinheiro\npix grátis');
  it.each<[string[], string | null]>([
    [['Visite nosso CASSINO'], 'cassino'],
    [['Cassino!'], 'cassino'],
    [['nome', 'local', 'Ganhe   dinheiro agora'], 'ganhe dinheiro'],
    [['PIX GRATIS'], 'pix gratis'],
    [['Cassinos de Vegas'], null],
    [['ganhei dinheiro na rifa'], null],
    [['Toca Evidências'], null],
  ])('%j → %j', (texts, found) => {
    expect(findListedWord(texts, words)).toBe(found);
  });

  it('finds nothing with an empty list', () => expect(findListedWord(['cassino'], [])).toBeNull());
});
