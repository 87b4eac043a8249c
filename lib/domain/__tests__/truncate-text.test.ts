import { truncateText } from '../truncate-text';

describe('truncateText: at most max characters, cut at a word, with an ellipsis', () => {
  it.each([
    ['short text stays', 'curto', 160, 'curto'],
    ['cut at the last word that fits', 'abc def ghi', 8, 'abc def…'],
    ['a word that would not fit whole is left out', 'palavras longas demais', 15, 'palavras…'],
    ['punctuation before the cut goes', 'Chuva forte, alagamentos e ventos', 14, 'Chuva forte…'],
    ['exactly max stays', 'abcde', 5, 'abcde'],
  ])('%s', (_name, text, max, expected) => {
    const cut = truncateText(text, max);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});
