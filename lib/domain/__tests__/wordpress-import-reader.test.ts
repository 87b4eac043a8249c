import { buildWxr, cdata } from '@/test/helpers/wxr-export';
import { childText, WxrReader, WXR_MESSAGES, type XmlNode } from '../wordpress-import/wxr-reader';
import { readItem } from '../wordpress-import/wxr-items';

const SITE = { title: 'Rádio Exemplo', url: 'https://radioexemplo.com.br' };

/** Feeds the text in chunks of `size` characters (every cut position a stream could make). */
function read(text: string, size = text.length, options: { maxElementChars?: number } = {}): XmlNode[] {
  const nodes: XmlNode[] = [];
  const reader = new WxrReader({ onElement: (node) => nodes.push(node), ...options });
  for (let at = 0; at < text.length; at += size) reader.write(text.slice(at, at + size));
  reader.end();
  return nodes;
}

function refusal(text: string): { codigo: string; message: string } {
  try {
    read(text);
  } catch (error) {
    return { codigo: (error as { codigo: string }).codigo, message: (error as Error).message };
  }
  throw new Error('o arquivo foi aceito');
}

const EXPORT = buildWxr({
  site: SITE,
  authors: [{ id: 1, login: 'maria', email: 'maria@radioexemplo.com.br', displayName: 'Maria Souza' }],
  categories: [{ id: 3, slug: 'esportes', name: 'Esportes' }],
  items: [
    {
      id: 10,
      title: 'Grêmio & Inter: o clássico <em>do ano</em>',
      slug: 'gremio-inter',
      content: 'Primeiro parágrafo.\n\nUm trecho com ]]> no meio e &amp; um e-comercial.',
      categories: [{ slug: 'esportes', name: 'Esportes' }],
      meta: { _thumbnail_id: '45' },
      comments: [{ id: 1, author: 'Leitor', content: 'Boa!' }, { id: 2, author: 'Spam', content: 'x', approved: false }],
    },
  ],
});

describe('WxrReader: the channel children, one at a time, whatever the chunks', () => {
  it.each([[1], [7], [64], [4096], [EXPORT.length]])('chunks of %i characters give the same trees', (size) => {
    const nodes = read(EXPORT, size);
    expect(nodes.map((node) => node.name)).toEqual([
      'title',
      'link',
      'description',
      'pubDate',
      'language',
      'wp:wxr_version',
      'wp:base_site_url',
      'wp:base_blog_url',
      'wp:author',
      'wp:category',
      'generator',
      'item',
    ]);
    const item = readItem(nodes[nodes.length - 1]);
    expect(item).toMatchObject({
      postId: 10,
      postType: 'post',
      status: 'publish',
      titulo: 'Grêmio & Inter: o clássico <em>do ano</em>',
      slug: 'gremio-inter',
      // CDATA taken as written; the "]]>" WordPress split across two sections is whole again.
      conteudo: 'Primeiro parágrafo.\n\nUm trecho com ]]> no meio e &amp; um e-comercial.',
      dataGmt: '2024-05-12 15:30:00',
      autorLogin: 'admin',
      meta: { _thumbnail_id: '45' },
      comentarios: { total: 2, aprovados: 1 },
      terms: [{ domain: 'category', slug: 'esportes', nome: 'Esportes' }],
    });
    expect(childText(nodes[0], 'x')).toBe('');
    expect(nodes[0].text).toBe('Rádio Exemplo');
  });

  it('decodes the predefined entities and character references outside CDATA, never anything else', () => {
    const nodes = read(EXPORT.replace('<description>Notícias da região</description>', '<description>A &amp; B &lt;b&gt; &#233; &#xE9; &nbsp;</description>'));
    expect(nodes.find((node) => node.name === 'description')!.text).toBe('A & B <b> é é &nbsp;');
  });

  it('an item past the size limit is marked, the rest of the file read on', () => {
    const nodes = read(EXPORT, 100, { maxElementChars: 500 });
    const item = nodes.find((node) => node.name === 'item')!;
    expect(item.oversized).toBe(true);
    expect(readItem(item).grandeDemais).toBe(true);
    expect(nodes[0].oversized).toBeUndefined();
  });
});

describe('WxrReader: files refused whole, with a clear pt-BR message', () => {
  it.each<[string, string, string]>([
    ['a DOCTYPE', EXPORT.replace('<rss', '<!DOCTYPE rss [<!ENTITY x "xxxxxxxx">]>\n<rss'), 'DECLARACOES_PROIBIDAS'],
    ['an ENTITY declaration alone', EXPORT.replace('<rss', '<!ENTITY lol "lol">\n<rss'), 'DECLARACOES_PROIBIDAS'],
    ['a billion laughs', `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><rss>&lol2;</rss>`, 'DECLARACOES_PROIBIDAS'],
    ['wp: bound elsewhere', EXPORT.replace('xmlns:wp="http://wordpress.org/export/1.2/"', 'xmlns:wp="http://example.com/evil/"'), 'ESPACO_DE_NOMES'],
    ['content: bound elsewhere', EXPORT.replace('http://purl.org/rss/1.0/modules/content/', 'http://example.com/content/'), 'ESPACO_DE_NOMES'],
    ['no wp: namespace (an ordinary RSS feed)', EXPORT.replace(/\s+xmlns:wp="[^"]*"/, ''), 'NAO_E_WXR'],
    ['another root', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>x</title></feed>', 'NAO_E_WXR'],
    ['not XML at all', 'id;titulo\n1;Olá\n', 'NAO_E_XML'],
    ['another encoding', EXPORT.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'CODIFICACAO'],
    ['a file cut in the middle', EXPORT.slice(0, Math.floor(EXPORT.length / 2)), 'XML_INVALIDO'],
    ['mismatched tags', EXPORT.replace('</wp:post_name>', '</wp:post_nome>'), 'XML_INVALIDO'],
    ['an empty file', '   ', 'ARQUIVO_VAZIO'],
  ])('%s', (_, text, codigo) => {
    expect(refusal(text).codigo).toBe(codigo);
  });

  it('says which namespace is wrong and where it should point', () => {
    const { message } = refusal(EXPORT.replace('xmlns:wp="http://wordpress.org/export/1.2/"', 'xmlns:wp="http://example.com/evil/"'));
    expect(message).toBe(WXR_MESSAGES.namespace('wp', 'http://example.com/evil/', 'http://wordpress.org/export/1.2/'));
    expect(message).toContain('O arquivo não é uma exportação do WordPress válida: o prefixo wp: aponta para “http://example.com/evil/”');
  });

  it('names the line of a malformed file', () => {
    const text = EXPORT.replace('</wp:post_name>', '</wp:post_nome>');
    const line = text.slice(0, text.indexOf('</wp:post_nome>')).split('\n').length;
    expect(refusal(text).message).toBe(WXR_MESSAGES.invalid(line, 'a marca </wp:post_nome> fecha <wp:post_name>'));
  });

  it('refuses declarations before expanding anything', () => {
    expect(refusal(EXPORT.replace('<rss', '<!DOCTYPE rss SYSTEM "file:///etc/passwd">\n<rss')).message).toBe(WXR_MESSAGES.declarations);
  });

  it('accepts WXR 1.0 and 1.1 namespaces (excerpt: came with 1.1)', () => {
    const old = EXPORT.replace(/export\/1\.2\//g, 'export/1.0/').replace(/\s+xmlns:excerpt="[^"]*"/, '').replace(/<excerpt:encoded>.*?<\/excerpt:encoded>/s, '');
    expect(read(old).some((node) => node.name === 'item')).toBe(true);
  });

  it('a very deep nesting is refused, not followed', () => {
    const deep = `${'<a>'.repeat(100)}x${'</a>'.repeat(100)}`;
    expect(refusal(EXPORT.replace('<description></description>', `<description>${deep}</description>`)).codigo).toBe('XML_INVALIDO');
  });

  it('CDATA text is kept exactly (no entity decoding inside it)', () => {
    const text = EXPORT.replace(cdata('gremio-inter'), cdata('a&amp;b'));
    expect(readItem(read(text).find((node) => node.name === 'item')!).slug).toBe('a&amp;b');
  });
});
