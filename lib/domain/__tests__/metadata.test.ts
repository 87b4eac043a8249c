import { GLOBAL_METADATA, buildPageMetadata } from '../metadata';

const BASE = 'https://sintonia.example.com';

describe('buildPageMetadata (SPEC §2.5)', () => {
  it('describes a website page with absolute URLs', () => {
    expect(
      buildPageMetadata(
        {
          title: 'Rádio Sintonia FM',
          description: 'A melhor música e informação da região',
          keywords: ['rádio', 'notícias'],
          canonical: '/',
          siteName: 'Rádio Sintonia FM',
          image: '/uploads/capa.jpg',
        },
        BASE,
      ),
    ).toEqual({
      title: 'Rádio Sintonia FM',
      description: 'A melhor música e informação da região',
      keywords: ['rádio', 'notícias'],
      canonical: 'https://sintonia.example.com/',
      og: {
        title: 'Rádio Sintonia FM',
        description: 'A melhor música e informação da região',
        type: 'website',
        siteName: 'Rádio Sintonia FM',
        url: 'https://sintonia.example.com/',
        image: 'https://sintonia.example.com/uploads/capa.jpg',
      },
      article: null,
      twitter: { card: 'summary_large_image' },
    });
  });

  it('describes an article with its tags', () => {
    const metadata = buildPageMetadata(
      {
        title: 'Prefeitura anuncia obras',
        type: 'article',
        canonical: 'politica/prefeitura-anuncia-obras',
        image: '//cdn.example.com/capa.jpg',
        article: {
          publishedTime: '21/11/2026 às 14h30',
          modifiedTime: new Date('2026-11-21T19:00:00Z'),
          author: 'Ana Lima',
          section: 'Política',
          tags: ['obras', ' prefeitura ', '', 'obras'],
        },
      },
      `${BASE}/`,
    );
    expect(metadata.og.type).toBe('article');
    expect(metadata.canonical).toBe('https://sintonia.example.com/politica/prefeitura-anuncia-obras');
    expect(metadata.og.url).toBe(metadata.canonical);
    expect(metadata.og.image).toBe('https://cdn.example.com/capa.jpg');
    expect(metadata.article).toEqual({
      publishedTime: '2026-11-21T17:30:00.000Z',
      modifiedTime: '2026-11-21T19:00:00.000Z',
      author: 'Ana Lima',
      section: 'Política',
      tags: ['obras', 'prefeitura'],
    });
  });

  it.each<[string, Parameters<typeof buildPageMetadata>[0], (m: ReturnType<typeof buildPageMetadata>) => unknown, unknown]>([
    ['og:type defaults to website', { title: 't', type: '' }, (m) => m.og.type, 'website'],
    ['explicit og:url made absolute', { title: 't', canonical: '/a', url: '/b' }, (m) => m.og.url, `${BASE}/b`],
    ['absolute image untouched', { title: 't', image: 'https://cdn.x.com/i.jpg' }, (m) => m.og.image, 'https://cdn.x.com/i.jpg'],
    ['http image untouched', { title: 't', image: 'http://cdn.x.com/i.jpg' }, (m) => m.og.image, 'http://cdn.x.com/i.jpg'],
    ['no image', { title: 't', image: '' }, (m) => m.og.image, null],
    ['no canonical', { title: 't' }, (m) => [m.canonical, m.og.url], [null, null]],
    ['blank description', { title: 't', description: '  ' }, (m) => [m.description, m.og.description], [null, null]],
    ['keywords from a comma string', { title: 't', keywords: 'rádio, notícias ,, rádio' }, (m) => m.keywords, ['rádio', 'notícias']],
    ['no keywords', { title: 't' }, (m) => m.keywords, []],
    ['blank site name', { title: 't', siteName: ' ' }, (m) => m.og.siteName, null],
    ['og:title is the title', { title: 'Título' }, (m) => m.og.title, 'Título'],
    ['twitter card', { title: 't' }, (m) => m.twitter.card, 'summary_large_image'],
    ['invalid article dates', { title: 't', article: { publishedTime: 'x' } }, (m) => m.article?.publishedTime, null],
    ['article without tags', { title: 't', article: {} }, (m) => m.article?.tags, []],
  ])('%s', (_label, input, pick, expected) => {
    expect(pick(buildPageMetadata(input, BASE))).toEqual(expected);
  });

  it('global metadata: pt-BR, index/follow, region BR-RS', () => {
    expect(GLOBAL_METADATA).toEqual({ language: 'pt-BR', robots: { index: true, follow: true }, geoRegion: 'BR-RS' });
  });
});
