import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  childSitemapPaths,
  needsSitemapIndex,
  newsSitemapPosts,
  NEWS_NS,
  renderNewsSitemap,
  renderSitemapIndex,
  renderUrlset,
  SITEMAP_NS,
  siteUrls,
} from '../sitemap';
import { postLastModified } from '../discovery-urls';
import { BASE, hoursAgo, makePost, NOW } from './fixtures';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['url', 'sitemap'].includes(name) });

function parse(doc: string) {
  expect(XMLValidator.validate(doc)).toBe(true);
  expect(doc).not.toContain('CDATA');
  return parser.parse(doc);
}

describe('siteUrls / renderUrlset', () => {
  const saude = makePost({ id: 1, atualizadoEm: hoursAgo(1), publicadoEm: hoursAgo(30) });
  const saudeAntiga = makePost({ id: 2, publicadoEm: hoursAgo(100), atualizadoEm: hoursAgo(100) });
  const esporte = makePost({
    id: 3,
    categoria: { nome: 'Esportes', slug: 'esportes' },
    publicadoEm: hoursAgo(3),
    atualizadoEm: hoursAgo(3),
  });

  it('lists the fixed pages, each category with posts and every post, all absolute', () => {
    const urls = siteUrls([saude, saudeAntiga, esporte], BASE);
    expect(urls.map((url) => url.loc)).toEqual([
      `${BASE}/`,
      `${BASE}/noticias`,
      `${BASE}/equipe`,
      `${BASE}/a-radio`,
      `${BASE}/contato`,
      `${BASE}/programacao`,
      `${BASE}/saude`,
      `${BASE}/esportes`,
      `${BASE}/saude/noticia-1`,
      `${BASE}/saude/noticia-2`,
      `${BASE}/esportes/noticia-3`,
    ]);
  });

  it('dates posts by atualizadoEm, categories and news pages by their newest post', () => {
    const byLoc = new Map(siteUrls([saude, saudeAntiga, esporte], BASE).map((url) => [url.loc, url.lastmod?.toISOString() ?? null]));
    expect(byLoc.get(`${BASE}/saude/noticia-1`)).toBe(hoursAgo(1));
    expect(byLoc.get(`${BASE}/saude/noticia-2`)).toBe(hoursAgo(100));
    expect(byLoc.get(`${BASE}/saude`)).toBe(hoursAgo(1));
    expect(byLoc.get(`${BASE}/esportes`)).toBe(hoursAgo(3));
    expect(byLoc.get(`${BASE}/`)).toBe(hoursAgo(1));
    expect(byLoc.get(`${BASE}/noticias`)).toBe(hoursAgo(1));
    expect(byLoc.get(`${BASE}/equipe`)).toBeNull();
  });

  it('never dates a post before it went public (edited, then scheduled)', () => {
    const scheduled = makePost({ publicadoEm: hoursAgo(2), atualizadoEm: hoursAgo(48) });
    expect(postLastModified(scheduled).toISOString()).toBe(hoursAgo(2));
    const noUpdate = makePost({ publicadoEm: hoursAgo(2), atualizadoEm: null });
    expect(postLastModified(noUpdate).toISOString()).toBe(hoursAgo(2));
  });

  it('lists a URL once: a category named noticias and a repeated post', () => {
    const news = makePost({ id: 9, categoria: { nome: 'Notícias', slug: 'noticias' }, atualizadoEm: hoursAgo(0.5), publicadoEm: hoursAgo(0.5) });
    const locs = siteUrls([news, news, saude], BASE).map((url) => url.loc);
    expect(locs.filter((loc) => loc === `${BASE}/noticias`)).toHaveLength(1);
    expect(locs.filter((loc) => loc === `${BASE}/noticias/noticia-9`)).toHaveLength(1);
  });

  it('percent-encodes what a remote backend may put in a slug', () => {
    const odd = makePost({ slug: 'ação cultural', categoria: { nome: 'Cultura', slug: 'cultura' } });
    expect(siteUrls([odd], BASE).at(-1)?.loc).toBe(`${BASE}/cultura/a%C3%A7%C3%A3o%20cultural`);
  });

  it('renders a valid urlset with W3C lastmod dates', () => {
    const doc = renderUrlset(siteUrls([saude, esporte], BASE));
    const parsed = parse(doc);
    expect(parsed.urlset['@xmlns']).toBe(SITEMAP_NS);
    const post = parsed.urlset.url.find((url: { loc: string }) => url.loc === `${BASE}/saude/noticia-1`);
    expect(post.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(post.lastmod).toISOString()).toBe(hoursAgo(1));
    const team = parsed.urlset.url.find((url: { loc: string }) => url.loc === `${BASE}/equipe`);
    expect(team.lastmod).toBeUndefined();
  });

  it('with no posts still lists the fixed pages', () => {
    const parsed = parse(renderUrlset(siteUrls([], BASE)));
    expect(parsed.urlset.url.map((url: { loc: string }) => url.loc)).toEqual([
      `${BASE}/`,
      `${BASE}/noticias`,
      `${BASE}/equipe`,
      `${BASE}/a-radio`,
      `${BASE}/contato`,
      `${BASE}/programacao`,
    ]);
  });
});

describe('sitemap index (past 50,000 URLs)', () => {
  it('is needed only when the known post count leaves no room for pages and categories', () => {
    expect(needsSitemapIndex(null)).toBe(false);
    expect(needsSitemapIndex(49_000)).toBe(false);
    expect(needsSitemapIndex(49_001)).toBe(true);
  });

  it('splits posts into files of 40,000 after the pages file', () => {
    expect(childSitemapPaths(49_001)).toEqual(['/sitemap/paginas.xml', '/sitemap/postagens-1.xml', '/sitemap/postagens-2.xml']);
    expect(childSitemapPaths(120_000)).toHaveLength(4);
  });

  it('renders a valid sitemapindex', () => {
    const parsed = parse(renderSitemapIndex(childSitemapPaths(90_000).map((path) => ({ loc: `${BASE}${path}`, lastmod: null }))));
    expect(parsed.sitemapindex['@xmlns']).toBe(SITEMAP_NS);
    expect(parsed.sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)).toEqual([
      `${BASE}/sitemap/paginas.xml`,
      `${BASE}/sitemap/postagens-1.xml`,
      `${BASE}/sitemap/postagens-2.xml`,
      `${BASE}/sitemap/postagens-3.xml`,
    ]);
  });
});

describe('Google News sitemap', () => {
  const posts = [
    makePost({ id: 1, publicadoEm: hoursAgo(47.9), titulo: 'Quase dois dias' }),
    makePost({ id: 2, publicadoEm: hoursAgo(48.1), titulo: 'Velha demais' }),
    makePost({ id: 3, publicadoEm: hoursAgo(0.2), titulo: 'Agora & "já" <urgente>' }),
    makePost({ id: 4, publicadoEm: hoursAgo(-1), titulo: 'Do futuro' }),
    makePost({ id: 3, publicadoEm: hoursAgo(0.2), titulo: 'Agora & "já" <urgente>' }),
  ];

  it('keeps posts of the last 48 h only, newest first, once each', () => {
    expect(newsSitemapPosts(posts, NOW).map((post) => post.id)).toEqual(['3', '1']);
  });

  it('takes the exact 48 h boundary in and a millisecond more out', () => {
    const edge = makePost({ id: 5, publicadoEm: hoursAgo(48) });
    const past = makePost({ id: 6, publicadoEm: new Date(NOW.getTime() - 48 * 3600_000 - 1).toISOString() });
    expect(newsSitemapPosts([edge, past], NOW).map((post) => post.id)).toEqual(['5']);
  });

  it('renders news:publication, language pt, W3C publication date and the escaped title', () => {
    const doc = renderNewsSitemap(posts, { base: BASE, brand: 'Rádio Sintonia & Cia', now: NOW });
    expect(doc).toContain('<news:title>Agora &amp; &quot;já&quot; &lt;urgente&gt;</news:title>');
    expect(doc).toContain('<news:name>Rádio Sintonia &amp; Cia</news:name>');
    const parsed = parse(doc);
    expect(parsed.urlset['@xmlns']).toBe(SITEMAP_NS);
    expect(parsed.urlset['@xmlns:news']).toBe(NEWS_NS);
    const [first, second] = parsed.urlset.url;
    expect(parsed.urlset.url).toHaveLength(2);
    expect(first.loc).toBe(`${BASE}/saude/noticia-3`);
    expect(first['news:news']['news:publication']).toEqual({ 'news:name': 'Rádio Sintonia & Cia', 'news:language': 'pt' });
    expect(first['news:news']['news:title']).toBe('Agora & "já" <urgente>');
    expect(first['news:news']['news:publication_date']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(second.loc).toBe(`${BASE}/saude/noticia-1`);
  });

  it('is a valid, empty urlset when nothing is recent', () => {
    const parsed = parse(renderNewsSitemap([posts[1]], { base: BASE, brand: 'Sintonia', now: NOW }));
    expect(parsed.urlset.url).toBeUndefined();
  });
});
