import { prefetchPath, type ReachedLink } from '../link-prefetch';

const shown = { origin: 'https://radio.com.br', pathname: '/economia', search: '' };
const link = (over: Partial<ReachedLink>): ReachedLink => ({ href: '/', target: null, download: false, ...over });

describe('prefetchPath', () => {
  it.each<[string, Partial<ReachedLink>, string | null]>([
    ['another page of the site', { href: '/politica/eleicao-2026' }, '/politica/eleicao-2026'],
    ['absolute, with a query; the hash is not fetched', { href: 'https://radio.com.br/noticias?busca=chuva#r' }, '/noticias?busca=chuva'],
    ['the page shown', { href: '/economia' }, null],
    ['the page shown, at an anchor', { href: '/economia#comentarios' }, null],
    ['the page shown with another query', { href: '/economia?pagina=2' }, '/economia?pagina=2'],
    ['the panel', { href: '/admin' }, null],
    ['a page of the panel', { href: '/admin/postagens' }, null],
    ['a page whose name starts like the panel', { href: '/administracao-publica' }, '/administracao-publica'],
    ['another site', { href: 'https://g1.globo.com/' }, null],
    ['a file from the media library', { href: '/uploads/2026/05/a.pdf' }, null],
    ['the RSS feed', { href: '/rss.xml' }, null],
    ['the API', { href: '/api/v1/publico/categorias' }, null],
    ['a new tab', { href: '/politica', target: '_blank' }, null],
    ['a download', { href: '/politica', download: true }, null],
    ['mailto', { href: 'mailto:redacao@radio.com.br' }, null],
  ])('%s', (_, over, expected) => {
    expect(prefetchPath(link(over), shown)).toBe(expected);
  });

  // The panel's links prefetch the panel's screens when reached for, like the public pages'.
  const panel = { origin: 'https://radio.com.br', pathname: '/admin/postagens', search: '?pagina=2' };
  it.each<[string, Partial<ReachedLink>, string | null]>([
    ['another screen of the panel', { href: '/admin/midia' }, '/admin/midia'],
    ['a post to edit', { href: '/admin/postagens/12/editar' }, '/admin/postagens/12/editar'],
    ['the screen shown', { href: '/admin/postagens?pagina=2' }, null],
    ['the screen shown with another query', { href: '/admin/postagens' }, '/admin/postagens'],
    ['the panel itself', { href: '/admin' }, '/admin'],
    ['a public page', { href: '/politica/eleicao-2026' }, null],
    ['a public page whose name starts like the panel', { href: '/administracao-publica' }, null],
    ['a public page in a new tab', { href: '/politica/eleicao-2026', target: '_blank' }, null],
    ['the API', { href: '/api/v1/postagens' }, null],
  ])('from the panel: %s', (_, over, expected) => {
    expect(prefetchPath(link(over), panel)).toBe(expected);
  });
});
