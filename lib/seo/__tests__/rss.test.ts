import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ATOM_NS, htmlToText, imageMimeType, postDescription, renderRss, RSS_ITEMS, RSS_TTL_MINUTES, type RssChannel } from '../rss';
import { BASE, hoursAgo, makePost, NOW } from './fixtures';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' });

const channel: RssChannel = {
  title: 'Sintonia FM — Notícias',
  link: `${BASE}/noticias`,
  description: 'Notícias & música <24h>',
  selfUrl: `${BASE}/rss.xml`,
};

function parse(doc: string) {
  expect(XMLValidator.validate(doc)).toBe(true);
  expect(doc).not.toContain('CDATA');
  return parser.parse(doc).rss;
}

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('renderRss', () => {
  it('describes the channel: language pt-BR, ttl, lastBuildDate, atom:link rel=self', () => {
    const rss = parse(renderRss(channel, [makePost({ atualizadoEm: hoursAgo(1) })], { base: BASE, now: NOW }));
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:atom']).toBe(ATOM_NS);
    expect(rss.channel.title).toBe('Sintonia FM — Notícias');
    expect(rss.channel.link).toBe(`${BASE}/noticias`);
    expect(rss.channel.description).toBe('Notícias & música <24h>');
    expect(rss.channel.language).toBe('pt-BR');
    expect(rss.channel.ttl).toBe(RSS_TTL_MINUTES);
    expect(rss.channel.lastBuildDate).toBe('Tue, 05 Mar 2024 14:00:00 GMT');
    expect(rss.channel['atom:link']).toEqual({ '@href': `${BASE}/rss.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
  });

  it('writes each item with an absolute link, a permalink guid, an RFC 822 date, summary, category and enclosure', () => {
    const post = makePost({ id: 7, publicadoEm: hoursAgo(2), atualizadoEm: hoursAgo(2) });
    const [item] = parse(renderRss(channel, [post], { base: BASE, now: NOW })).channel.item;
    expect(item.title).toBe('Notícia 7');
    expect(item.link).toBe(`${BASE}/saude/noticia-7`);
    expect(item.guid).toEqual({ '#text': `${BASE}/saude/noticia-7`, '@isPermaLink': 'true' });
    expect(item.pubDate).toBe('Tue, 05 Mar 2024 13:00:00 GMT');
    expect(item.pubDate).toMatch(RFC822);
    expect(item.description).toBe('Resumo da notícia 7.');
    expect(item.category).toBe('Saúde');
    expect(item.enclosure).toEqual({ '@url': `${BASE}/uploads/2024/03/capa-7.jpg`, '@type': 'image/jpeg', '@length': '0' });
  });

  it('escapes &, <, > and quotes in titles, summaries and categories', () => {
    const post = makePost({
      titulo: 'Prefeitura & Câmara: "acordo" <fechado>',
      resumo: "Vereadores d'oposição & base <votam> hoje",
      categoria: { nome: 'Política & Cia', slug: 'politica' },
    });
    const doc = renderRss(channel, [post], { base: BASE, now: NOW });
    expect(doc).toContain('<title>Prefeitura &amp; Câmara: &quot;acordo&quot; &lt;fechado&gt;</title>');
    expect(doc).toContain('<description>Vereadores d&apos;oposição &amp; base &lt;votam&gt; hoje</description>');
    expect(doc).toContain('<category>Política &amp; Cia</category>');
    const [item] = parse(doc).channel.item;
    expect(item.title).toBe('Prefeitura & Câmara: "acordo" <fechado>');
    expect(item.description).toBe("Vereadores d'oposição & base <votam> hoje");
  });

  it('keeps the 30 newest, newest first', () => {
    const posts = Array.from({ length: 40 }, (_, index) => makePost({ id: index + 1, publicadoEm: hoursAgo(index + 1), atualizadoEm: hoursAgo(index + 1) }));
    const items = parse(renderRss(channel, [...posts].reverse(), { base: BASE, now: NOW })).channel.item;
    expect(items).toHaveLength(RSS_ITEMS);
    expect(items[0].link).toBe(`${BASE}/saude/noticia-1`);
    expect(items[29].link).toBe(`${BASE}/saude/noticia-30`);
  });

  it('leaves out the enclosure without an image or with an unknown image type, and the category without one', () => {
    const noImage = makePost({ id: 1, imagemDestaque: null, conteudo: '<p>Sem foto.</p>', categoria: null });
    const oddImage = makePost({ id: 2, imagemDestaque: 'https://cdn.example.com/imagem?id=3' });
    const items = parse(renderRss(channel, [noImage, oddImage], { base: BASE, now: NOW })).channel.item;
    expect(items.every((item: Record<string, unknown>) => item.enclosure === undefined)).toBe(true);
    expect(items.find((item: { link: string }) => item.link.endsWith('noticia-1')).category).toBeUndefined();
  });

  it('keeps an absolute image URL from elsewhere as it is', () => {
    const post = makePost({ imagemDestaque: 'https://cdn.example.com/fotos/ponte.webp' });
    const [item] = parse(renderRss(channel, [post], { base: BASE, now: NOW })).channel.item;
    expect(item.enclosure['@url']).toBe('https://cdn.example.com/fotos/ponte.webp');
    expect(item.enclosure['@type']).toBe('image/webp');
  });

  it('an empty channel is still valid and dated now', () => {
    const rss = parse(renderRss(channel, [], { base: BASE, now: NOW }));
    expect(rss.channel.item).toBeUndefined();
    expect(rss.channel.lastBuildDate).toBe('Tue, 05 Mar 2024 15:00:00 GMT');
  });
});

describe('imageMimeType', () => {
  it.each([
    ['https://x.br/a.jpg', 'image/jpeg'],
    ['https://x.br/a.JPEG', 'image/jpeg'],
    ['https://x.br/a.png?v=2', 'image/png'],
    ['https://x.br/a.webp#frag', 'image/webp'],
    ['https://x.br/a.avif', 'image/avif'],
    ['https://x.br/a.gif', 'image/gif'],
    ['https://x.br/a.svg', 'image/svg+xml'],
    ['https://x.br/a', null],
    ['https://x.br/a.php?img=b.jpg', null],
    ['/uploads/b.png', 'image/png'],
  ])('%s → %s', (url, type) => {
    expect(imageMimeType(url)).toBe(type);
  });
});

describe('postDescription', () => {
  it('is the resumo when there is one', () => {
    expect(postDescription({ resumo: '  Resumo.  ', conteudoHtml: '<p>Corpo</p>' })).toBe('Resumo.');
  });

  it('else the visible text of the body, entities decoded, scripts dropped', () => {
    expect(postDescription({ resumo: '', conteudoHtml: '<p>Olá&nbsp;<b>mundo</b> &amp; cia</p><script>x()</script>' })).toBe('Olá mundo & cia');
  });

  it('cuts a long body at a word boundary with an ellipsis', () => {
    const text = postDescription({ resumo: '', conteudoHtml: `<p>${'palavra '.repeat(100)}</p>` }, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text).toMatch(/palavra…$/);
  });

  it('htmlToText collapses whitespace', () => {
    expect(htmlToText('<h2>Título</h2>\n\n<p>linha 1<br>linha 2</p>')).toBe('Título linha 1 linha 2');
  });
});
