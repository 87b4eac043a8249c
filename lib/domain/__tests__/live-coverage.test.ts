import { coverageOf, normalizeCoverageFeed, orderEntries } from '../live-coverage';
import { entryTimeLabel, isCoverageLive, newUpdatesLabel, unseenEntries, type CoverageEntry } from '../live-updates';
import { normalizePost } from '../post';
import { liveBlogPostingJsonLd, serializeJsonLd } from '../structured-data';

const entry = (id: string, criadoEm: string, overrides: Partial<CoverageEntry> = {}): CoverageEntry => ({
  id,
  conteudo: `<p>Atualização ${id}</p>`,
  fixada: false,
  programa: null,
  criadoEm,
  atualizadoEm: criadoEm,
  ...overrides,
});

describe('live coverage: the post', () => {
  it.each<[string, Record<string, unknown>, ReturnType<typeof coverageOf>]>([
    ['never started', {}, null],
    ['running (Sintonia’s fields)', { coberturaInicio: '2026-11-21T12:00:00Z', coberturaFim: null }, { inicio: '2026-11-21T12:00:00.000Z', fim: null }],
    ['ended', { coberturaInicio: '2026-11-21T12:00:00Z', coberturaFim: '2026-11-21T18:00:00Z' }, { inicio: '2026-11-21T12:00:00.000Z', fim: '2026-11-21T18:00:00.000Z' }],
    ['another backend: nested, São Paulo offset', { cobertura: { inicio: '2026-11-21T09:00:00-03:00', fim: null } }, { inicio: '2026-11-21T12:00:00.000Z', fim: null }],
    ['an end without a start is no coverage', { coberturaFim: '2026-11-21T18:00:00Z' }, null],
  ])('%s', (_, record, expected) => {
    expect(coverageOf(record)).toEqual(expected);
  });

  it('normalizePost carries it, and the urgency', () => {
    const post = normalizePost({ id: 3, titulo: 'Eleições', coberturaInicio: '2026-10-04T20:00:00Z', urgenteAte: '2026-10-04T23:00:00Z' });
    expect(post.cobertura).toEqual({ inicio: '2026-10-04T20:00:00.000Z', fim: null });
    expect(post.urgenteAte).toBe('2026-10-04T23:00:00.000Z');
    expect(isCoverageLive(post.cobertura)).toBe(true);
    expect(normalizePost({ id: 4 }).cobertura).toBeNull();
  });
});

describe('live coverage: GET /publico/postagens/{id}/atualizacoes', () => {
  it('the built-in answer: pinned first, then newest first', () => {
    const feed = normalizeCoverageFeed({
      cobertura: { inicio: '2026-11-21T12:00:00.000Z', fim: null },
      dados: [
        { id: 1, conteudo: '<p>Primeira</p>', fixada: false, programa: 'Bom Dia', criadoEm: '2026-11-21T12:05:00.000Z', atualizadoEm: '2026-11-21T12:05:00.000Z' },
        { id: 3, conteudo: '<p>Terceira</p>', fixada: false, programa: null, criadoEm: '2026-11-21T12:30:00.000Z', atualizadoEm: '2026-11-21T12:31:00.000Z' },
        { id: 2, conteudo: '<p>Fixada</p>', fixada: true, programa: 'Bom Dia', criadoEm: '2026-11-21T12:10:00.000Z', atualizadoEm: '2026-11-21T12:10:00.000Z' },
      ],
    });
    expect(feed.cobertura).toEqual({ inicio: '2026-11-21T12:00:00.000Z', fim: null });
    expect(feed.dados.map((item) => [item.id, item.fixada])).toEqual([
      ['2', true],
      ['3', false],
      ['1', false],
    ]);
    expect(feed.dados[1]).toEqual({ id: '3', conteudo: '<p>Terceira</p>', fixada: false, programa: null, criadoEm: '2026-11-21T12:30:00.000Z', atualizadoEm: '2026-11-21T12:31:00.000Z' });
  });

  it('another backend: uuid, content, fixado, programa as an object, createdAt; one pinned at most; unreadable entries dropped', () => {
    const feed = normalizeCoverageFeed({
      cobertura: { inicio: '2026-11-21T09:00:00-03:00', fim: '2026-11-21T15:00:00-03:00' },
      atualizacoes: [
        { uuid: 'a', content: '<p>A</p>', fixado: '1', programa: { nome: 'Jornal' }, createdAt: '2026-11-21T10:00:00-03:00' },
        { uuid: 'b', content: '<p>B</p>', fixado: true, createdAt: '2026-11-21T11:00:00-03:00' },
        { uuid: 'c', content: '', createdAt: '2026-11-21T11:30:00-03:00' },
        { uuid: 'd', content: '<p>D</p>', createdAt: 'ontem' },
        'lixo',
      ],
    });
    expect(feed.cobertura).toEqual({ inicio: '2026-11-21T12:00:00.000Z', fim: '2026-11-21T18:00:00.000Z' });
    expect(feed.dados.map((item) => [item.id, item.fixada, item.programa])).toEqual([
      ['b', true, null],
      ['a', false, 'Jornal'],
    ]);
  });

  it('an answer without a coverage, or not an answer at all', () => {
    expect(normalizeCoverageFeed({ dados: [] })).toEqual({ cobertura: null, dados: [] });
    expect(normalizeCoverageFeed(null)).toEqual({ cobertura: null, dados: [] });
  });

  it('orderEntries keeps ties stable by id', () => {
    const at = '2026-11-21T12:00:00.000Z';
    expect(orderEntries([entry('9', at), entry('10', at), entry('2', at)]).map((item) => item.id)).toEqual(['10', '9', '2']);
  });
});

describe('live coverage: the reader’s open page', () => {
  it.each<[number, string]>([
    [1, '1 nova atualização'],
    [2, '2 novas atualizações'],
    [12, '12 novas atualizações'],
  ])('%i → %p', (count, label) => {
    expect(newUpdatesLabel(count)).toBe(label);
  });

  it('new entries are those the page does not show, newest first', () => {
    const feed = [entry('5', '2026-11-21T12:50:00Z', { fixada: true }), entry('7', '2026-11-21T13:10:00Z'), entry('6', '2026-11-21T13:00:00Z'), entry('4', '2026-11-21T12:40:00Z')];
    expect(unseenEntries(feed, new Set(['4', '5'])).map((item) => item.id)).toEqual(['7', '6']);
    expect(unseenEntries(feed, new Set(['4', '5', '6', '7']))).toEqual([]);
  });

  it('times in Horário de Brasília; another day than the newest entry shows its date', () => {
    expect(entryTimeLabel('2026-11-21T17:30:00.000Z', '2026-11-21T20:00:00.000Z')).toBe('14h30');
    expect(entryTimeLabel('2026-11-21T02:05:00.000Z', '2026-11-21T20:00:00.000Z')).toBe('20/11 23h05');
    expect(entryTimeLabel('2026-11-21T17:30:00.000Z')).toBe('14h30');
    expect(entryTimeLabel('agora')).toBe('');
  });
});

describe('live coverage: JSON-LD LiveBlogPosting', () => {
  const site = { base: 'https://www.sintoniafm.com.br', name: 'Sintonia FM', logo: '/uploads/logo.png' };
  const post = normalizePost({
    id: 9,
    titulo: 'Apuração das eleições municipais',
    resumo: 'Acompanhe voto a voto.',
    publicadoEm: '2026-10-04T20:00:00Z',
    atualizadoEm: '2026-10-04T20:10:00Z',
    autor: { id: 2, nome: 'Redação' },
    categoria: { nome: 'Política', slug: 'politica' },
    coberturaInicio: '2026-10-04T20:00:00Z',
  });
  const long = `Com 98% das urnas apuradas, a prefeita foi reeleita no primeiro turno com 61% dos votos válidos, segundo o TRE. A diferença para o segundo colocado passou de 20 mil votos.`;
  const entries = [
    { id: '12', texto: long, criadoEm: '2026-10-04T23:40:00.000Z', atualizadoEm: '2026-10-04T23:45:00.000Z' },
    { id: '11', texto: 'Urnas fecham em todo o estado.', criadoEm: '2026-10-04T20:05:00.000Z', atualizadoEm: '2026-10-04T20:05:00.000Z' },
  ];

  it('running: the article as LiveBlogPosting with its start, no end yet, and its entries as BlogPosting', () => {
    const data = liveBlogPostingJsonLd(post, '/politica/apuracao', site, { inicio: '2026-10-04T20:00:00.000Z', fim: null }, entries);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('LiveBlogPosting');
    expect(data.headline).toBe('Apuração das eleições municipais');
    expect(data.url).toBe('https://www.sintoniafm.com.br/politica/apuracao');
    expect(data.coverageStartTime).toBe('2026-10-04T20:00:00.000Z');
    expect(data).not.toHaveProperty('coverageEndTime');
    // The latest change is an entry's.
    expect(data.dateModified).toBe('2026-10-04T23:45:00.000Z');
    expect(data.liveBlogUpdate).toHaveLength(2);
    const [first, second] = data.liveBlogUpdate;
    expect(first).toEqual({
      '@type': 'BlogPosting',
      headline: expect.stringMatching(/^Com 98% das urnas apuradas, .*…$/),
      articleBody: long,
      datePublished: '2026-10-04T23:40:00.000Z',
      dateModified: '2026-10-04T23:45:00.000Z',
      url: 'https://www.sintoniafm.com.br/politica/apuracao#atualizacao-12',
      author: [{ '@type': 'Person', name: 'Redação' }],
      publisher: expect.objectContaining({ '@type': 'Organization', name: 'Sintonia FM' }),
      inLanguage: 'pt-BR',
    });
    expect(first.headline.length).toBeLessThanOrEqual(110);
    expect(second.headline).toBe('Urnas fecham em todo o estado.');
    // What a crawler reads: valid JSON, nothing that could close the <script>.
    expect(JSON.parse(serializeJsonLd(data))['@type']).toBe('LiveBlogPosting');
  });

  it('ended: coverageEndTime; an entry with no text (a photo) takes the post’s headline', () => {
    const data = liveBlogPostingJsonLd(post, '/politica/apuracao', site, { inicio: '2026-10-04T20:00:00.000Z', fim: '2026-10-05T02:00:00.000Z' }, [
      { id: '13', texto: '', criadoEm: '2026-10-05T01:00:00.000Z', atualizadoEm: '2026-10-05T01:00:00.000Z' },
    ]);
    expect(data.coverageEndTime).toBe('2026-10-05T02:00:00.000Z');
    expect(data.liveBlogUpdate[0]).toMatchObject({ headline: 'Apuração das eleições municipais', articleBody: undefined });
  });
});
