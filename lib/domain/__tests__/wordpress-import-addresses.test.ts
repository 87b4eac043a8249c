import { collapseRedirects, isQueryOrigin, queryOrigin, queryOriginOf, redirectAnswer, redirectTableFrom } from '../redirects';
import { categoryArchiveAddresses, oldPathOf, oldPostAddresses, tagArchiveAddresses, tagDestination } from '../wordpress-import/old-addresses';

const SITE = 'https://www.radioexemplo.com.br';

describe('oldPostAddresses: a post’s permalink, whatever the structure, and /?p={id}', () => {
  it.each<[string, string, number | null, string[]]>([
    ['day and name', 'https://www.radioexemplo.com.br/2024/05/12/chuva-forte/', 123, ['/2024/05/12/chuva-forte', '/?p=123']],
    ['post name only', 'https://radioexemplo.com.br/chuva-forte/', 123, ['/chuva-forte', '/?p=123']],
    ['category and name', 'https://radioexemplo.com.br/politica/chuva-forte/', 123, ['/politica/chuva-forte', '/?p=123']],
    ['accented slug, percent-encoded', 'https://radioexemplo.com.br/2024/05/elei%C3%A7%C3%B5es/', 9, ['/2024/05/eleições', '/?p=9']],
    ['a draft’s ?p= link: only the id', 'https://radioexemplo.com.br/?p=55', 55, ['/?p=55']],
    ['another site’s link: only the id', 'https://outro.com/2024/x/', 7, ['/?p=7']],
    ['a path the site owns is never taken', 'https://radioexemplo.com.br/noticias/', 8, ['/?p=8']],
    ['no id', 'https://radioexemplo.com.br/x/', null, ['/x']],
  ])('%s', (_, link, id, addresses) => {
    expect(oldPostAddresses(link, id, SITE)).toEqual(addresses);
  });

  it('a page is /?page_id={id}', () => {
    expect(oldPostAddresses('https://radioexemplo.com.br/quem-somos/', 5, SITE, 'page')).toEqual(['/quem-somos', '/?page_id=5']);
    expect(oldPathOf('/relativo/', SITE)).toBe('/relativo');
  });
});

describe('archives', () => {
  it('a category: its path under both bases, its own slug alone, and /?cat={id}', () => {
    expect(categoryArchiveAddresses(['esportes', 'futebol'], 4)).toEqual([
      '/category/esportes/futebol',
      '/category/futebol',
      '/categoria/esportes/futebol',
      '/categoria/futebol',
      '/?cat=4',
    ]);
    expect(categoryArchiveAddresses(['politica'], null)).toEqual(['/category/politica', '/categoria/politica']);
  });

  it('a tag: /tag/{slug} and /?tag={slug}, to the news search for its name', () => {
    expect(tagArchiveAddresses('elei%c3%a7%c3%b5es')).toEqual(['/tag/eleições', '/?tag=elei%C3%A7%C3%B5es']);
    expect(tagDestination('Eleições 2024')).toBe('/noticias?busca=Elei%C3%A7%C3%B5es%202024');
  });
});

describe('addresses by id (/?p=123): origins with a query, answered only at the root', () => {
  it.each<[string, string, string | null]>([
    ['p', '123', '/?p=123'],
    ['page_id', '7', '/?page_id=7'],
    ['cat', '4', '/?cat=4'],
    ['tag', 'Elei%C3%A7%C3%B5es', '/?tag=elei%C3%A7%C3%B5es'],
    ['tag', 'eleições', '/?tag=elei%C3%A7%C3%B5es'],
    ['p', '0', null],
    ['p', '12a', null],
    ['p', '', null],
    ['s', 'busca', null],
    ['tag', '%ff', null],
    ['tag', 'a%0Ab', null],
  ])('%s=%s → %j', (key, value, origin) => {
    expect(queryOrigin(key, value)).toBe(origin);
    if (origin) expect(isQueryOrigin(origin)).toBe(true);
  });

  it('finds the id address in a request’s query and keeps the rest', () => {
    expect(queryOriginOf('p=123')).toEqual({ origem: '/?p=123', rest: '' });
    expect(queryOriginOf('utm_source=whatsapp&p=123&x=1')).toEqual({ origem: '/?p=123', rest: 'utm_source=whatsapp&x=1' });
    expect(queryOriginOf('busca=chuva')).toBeNull();
    expect(queryOriginOf('')).toBeNull();
  });

  const table = redirectTableFrom({
    dados: [
      { origem: '/?p=123', destino: '/politica/chuva-forte', status: 301 },
      { origem: '/2024/05/12/chuva-forte', destino: '/politica/chuva-forte', status: 301 },
      { origem: '/?tag=elei%C3%A7%C3%B5es', destino: '/noticias?busca=Elei%C3%A7%C3%B5es', status: 301 },
      // Not an id address: a query origin is never taken otherwise.
      { origem: '/?s=chuva', destino: '/noticias', status: 301 },
      { origem: '/?p=abc', destino: '/noticias', status: 301 },
    ],
  });

  it('the front door’s table keeps them (and only them) as written', () => {
    expect([...table.keys()]).toEqual(['/?p=123', '/2024/05/12/chuva-forte', '/?tag=elei%C3%A7%C3%B5es']);
  });

  it.each<[string, string, unknown]>([
    ['/', 'p=123', { status: 301, location: '/politica/chuva-forte' }],
    ['/', 'p=123&utm_source=whatsapp', { status: 301, location: '/politica/chuva-forte?utm_source=whatsapp' }],
    ['/', 'tag=elei%C3%A7%C3%B5es', { status: 301, location: '/noticias?busca=Elei%C3%A7%C3%B5es' }],
    ['/', 'p=999', null],
    ['/', '', null],
    ['/noticias', 'p=123', null],
    ['/2024/05/12/chuva-forte/', 'fbclid=1', { status: 301, location: '/politica/chuva-forte?fbclid=1' }],
  ])('%s?%s → %j', (path, query, answer) => {
    expect(redirectAnswer(table, path, query)).toEqual(answer);
  });

  it('collapses chains through them like any origin', () => {
    const chained = collapseRedirects([
      { origem: '/?p=1', destino: '/antigo', status: 301 },
      { origem: '/antigo', destino: '/novo', status: 301 },
    ]);
    expect(chained.get('/?p=1')).toEqual({ destino: '/novo', status: 301 });
  });
});
