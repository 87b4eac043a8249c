import { inAppPath, type LinkClick } from '../in-app-link';

const click = (over: Partial<LinkClick>): LinkClick => ({ button: 0, modified: false, target: null, download: false, href: '/', origin: 'https://radio.com.br', ...over });

describe('inAppPath', () => {
  it.each<[string, Partial<LinkClick>, string | null]>([
    ['a page of the site, by path', { href: '/economia' }, '/economia'],
    ['a page of the site, absolute, with query and hash', { href: 'https://radio.com.br/noticias?busca=chuva#r' }, '/noticias?busca=chuva#r'],
    ['a relative link', { href: 'outra-noticia' }, '/outra-noticia'],
    ['another site', { href: 'https://g1.globo.com/' }, null],
    ['the same host over another scheme', { href: 'http://radio.com.br/economia' }, null],
    ['a file from the media library', { href: '/uploads/2026/05/a.pdf' }, null],
    ['an audio file by extension', { href: '/arquivos/boletim.mp3' }, null],
    ['the RSS feed', { href: '/rss.xml' }, null],
    ['a podcast feed', { href: '/podcasts/manha/feed.xml' }, null],
    ['the API', { href: '/api/v1/publico/categorias' }, null],
    ['a new tab', { href: '/economia', target: '_blank' }, null],
    ['the same tab, said so', { href: '/economia', target: '_self' }, '/economia'],
    ['a download', { href: '/economia', download: true }, null],
    ['ctrl/cmd/shift-click', { href: '/economia', modified: true }, null],
    ['the middle button', { href: '/economia', button: 1 }, null],
    ['mailto', { href: 'mailto:redacao@radio.com.br' }, null],
    ['javascript:', { href: 'javascript:alert(1)' }, null],
  ])('%s', (_, over, expected) => {
    expect(inAppPath(click(over))).toBe(expected);
  });
});
