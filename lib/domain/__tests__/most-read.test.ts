import { mostReadDayRange, normalizeMostRead, periodToShow, rankingChanged, type RankedPost } from '../most-read';

describe('mostReadDayRange: whole São Paulo days, today included', () => {
  it.each([
    ['24h', '2026-11-21', { from: '2026-11-20', to: '2026-11-21' }],
    ['7d', '2026-11-21', { from: '2026-11-15', to: '2026-11-21' }],
    ['24h', '2026-03-01', { from: '2026-02-28', to: '2026-03-01' }],
    ['7d', '2027-01-03', { from: '2026-12-28', to: '2027-01-03' }],
  ] as const)('%s ending %s', (period, today, range) => {
    expect(mostReadDayRange(period, today)).toEqual(range);
  });
});

describe('periodToShow: 24h gives way to 7d with fewer than 5', () => {
  it.each([
    ['24h', 5, '24h'],
    ['24h', 4, '7d'],
    ['24h', 0, '7d'],
    ['7d', 0, '7d'],
    ['7d', 5, '7d'],
  ] as const)('%s with %i in 24h → %s', (asked, count, shown) => {
    expect(periodToShow(asked, count)).toBe(shown);
  });
});

describe('rankingChanged: the order of posts, not their counts', () => {
  const row = (periodo: '24h' | '7d', posicao: number, postagemId: number, visualizacoes = 10): RankedPost => ({ periodo, posicao, postagemId, visualizacoes });
  const base = [row('24h', 1, 7), row('24h', 2, 8), row('7d', 1, 8), row('7d', 2, 7)];
  it.each<[string, RankedPost[], boolean]>([
    ['the same ranking', [...base], false],
    ['the same, listed in another order', [...base].reverse(), false],
    ['counts grew, nobody moved', base.map((item) => ({ ...item, visualizacoes: item.visualizacoes + 5 })), false],
    ['two posts swapped', [row('24h', 1, 8), row('24h', 2, 7), row('7d', 1, 8), row('7d', 2, 7)], true],
    ['a new post entered', [...base, row('24h', 3, 9)], true],
    ['a post left', base.slice(1), true],
    ['the first computation', [], true],
  ])('%s → %s', (_label, after, changed) => {
    expect(rankingChanged(base, after)).toBe(changed);
  });
});

describe('normalizeMostRead', () => {
  const post = (id: unknown) => ({ id, titulo: `Notícia ${id}`, slug: `noticia-${id}` });
  it.each<[string, unknown, string, string[]]>([
    ['the built-in answer, with the period shown', { periodo: '7d', dados: [post(1), post(2)] }, '7d', ['1', '2']],
    ['{dados} without a period: the one asked', { dados: [post(1)] }, '24h', ['1']],
    ['a bare array of uuids', [post('a-1'), post('b-2')], '24h', ['a-1', 'b-2']],
    ['an unknown period: the one asked', { periodo: '30d', dados: [] }, '24h', []],
    ['more than 5, repeats and junk', [post(1), post(1), 'x', null, post(2), post(3), post(4), post(5), post(6)], '24h', ['1', '2', '3', '4', '5']],
    ['nothing usable', 'erro', '24h', []],
  ])('%s', (_label, raw, periodo, ids) => {
    const result = normalizeMostRead(raw, '24h');
    expect(result.periodo).toBe(periodo);
    expect(result.posts.map((item) => item.id)).toEqual(ids);
  });
});
