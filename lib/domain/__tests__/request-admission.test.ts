import { admissionClassOf, type AdmissionClass } from '../request-admission';

describe('admissionClassOf', () => {
  it.each<[string, string, string, string, AdmissionClass]>([
    ['a search', 'GET', '/noticias', 'busca=chuva', 'search'],
    ['a search, second page', 'GET', '/noticias', 'pagina=2&busca=chuva', 'search'],
    ['a search by its results page', 'GET', '/noticias/busca/Y2h1dmE/1', '', 'search'],
    ['a made-up results page (a 404 renders too)', 'GET', '/noticias/busca/qualquer/coisa', '', 'search'],
    ['/noticias/busca itself: a post’s address, not a search', 'GET', '/noticias/busca', 'busca=chuva', 'page'],
    ['a search by HEAD', 'HEAD', '/noticias', 'busca=x', 'search'],
    ['the news list without a term', 'GET', '/noticias', '', 'page'],
    ['a parameter only named like the term', 'GET', '/noticias', 'rebusca=x', 'page'],
    ['the song history (cached)', 'GET', '/tocou', '', 'page'],
    ['a song search', 'GET', '/tocou', 'busca=elis', 'search'],
    ['the song at a minute', 'GET', '/tocou', 'data=2026-11-24&hora=14%3A32', 'search'],
    ['the song at a minute, time first', 'GET', '/tocou', 'hora=14%3A32&data=2026-11-24', 'search'],
    ['the song history by its rewritten path', 'GET', '/tocou/consulta', 'busca=elis', 'search'],
    ['a parameter only named like the date', 'GET', '/tocou', 'validade=1', 'page'],
    ['the home page', 'GET', '/', '', 'page'],
    ['a post', 'GET', '/noticias/chuva-forte', '', 'page'],
    ['a made-up path (a 404 renders too)', 'GET', '/qualquer/coisa', '', 'page'],
    // A preview link renders per request, but it is a page, not a search.
    ['a preview link', 'GET', '/previa/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', '', 'page'],
    ['a preview link with a search-like query', 'GET', '/previa/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', 'busca=x', 'page'],
    ['the panel sign-in', 'GET', '/admin/login', 'from=%2Fadmin', 'page'],
    ['a podcast cover', 'GET', '/capas-podcast/2026/05/a.jpg', '', 'image'],
    ['a share image (issue 28)', 'GET', '/compartilhamento/2026/05/a.jpg', '', 'image'],
    ['the image optimiser', 'GET', '/_next/image', 'url=%2Fuploads%2Fa.jpg&w=640&q=75', 'image'],
    ['a build file', 'GET', '/_next/static/chunks/app.js', '', 'free'],
    ['an upload', 'GET', '/uploads/2026/05/a.mp3', '', 'free'],
    ['the player’s now playing', 'GET', '/api/v1/publico/tocando-agora', '', 'free'],
    ['the API sign-in (hashing has its own gate)', 'POST', '/api/v1/auth/login', '', 'free'],
    ['a panel screen (proxy.ts turns strangers away)', 'GET', '/admin/postagens', '', 'free'],
    ['the icon sprite', 'GET', '/icons.svg', 'v=1', 'free'],
    ['a form post to a page', 'POST', '/contato', '', 'free'],
  ])('%s', (_, method, path, query, expected) => {
    expect(admissionClassOf(method, path, query)).toBe(expected);
  });
});
