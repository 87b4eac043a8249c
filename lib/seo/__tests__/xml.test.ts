import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { escapeXml, renderXmlDocument, rfc822Date, w3cDateTime, xml } from '../xml';

describe('escapeXml', () => {
  it('escapes &, <, >, double and single quotes', () => {
    expect(escapeXml(`Tom & Jerry <b>"olá"</b> d'água`)).toBe('Tom &amp; Jerry &lt;b&gt;&quot;olá&quot;&lt;/b&gt; d&apos;água');
  });

  it('escapes an existing entity again, so the text round-trips as written', () => {
    expect(escapeXml('&amp; &#60;')).toBe('&amp;amp; &amp;#60;');
  });

  it('drops characters XML 1.0 forbids, keeps tabs, newlines, accents and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh ção 📻')).toBe('abcdef\tg\nh ção 📻');
  });

  it('writes numbers as text', () => {
    expect(escapeXml(0)).toBe('0');
  });
});

describe('xml / renderXmlDocument', () => {
  it('writes a declaration, nested elements and self-closing empty ones', () => {
    const doc = renderXmlDocument(xml('raiz', { versao: '2.0' }, xml('item', null, 'texto'), xml('vazio', { n: 1 })));
    expect(doc).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<raiz versao="2.0">\n  <item>texto</item>\n  <vazio n="1"/>\n</raiz>\n');
  });

  it('escapes text and attributes and never writes CDATA', () => {
    const hostile = `]]> <script>alert("x")</script> & 'aspas'`;
    const doc = renderXmlDocument(xml('raiz', { titulo: hostile }, xml('texto', null, hostile)));
    expect(doc).not.toContain('CDATA');
    expect(doc).not.toContain('<script>');
    expect(XMLValidator.validate(doc)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', processEntities: true }).parse(doc);
    expect(parsed.raiz['@titulo']).toBe(hostile);
    expect(parsed.raiz.texto).toBe(hostile);
  });

  it('leaves out null, undefined and false children and attributes, flattens arrays', () => {
    const doc = renderXmlDocument(xml('r', { a: null, b: undefined, c: 'sim' }, null, false, undefined, [xml('x', null), [xml('y', null)]]));
    expect(doc).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<r c="sim">\n  <x/>\n  <y/>\n</r>\n');
  });

  it('refuses element and attribute names that are not XML names', () => {
    expect(() => xml('a b', null)).toThrow('Nome de elemento XML inválido');
    expect(() => xml('ok', { 'x"y': '1' })).toThrow('Nome de atributo XML inválido');
    expect(() => xml('news:title', { 'xmlns:news': 'urn:x' })).not.toThrow();
  });
});

describe('dates', () => {
  const date = new Date('2024-03-05T13:07:09.123Z');

  it('RFC 822 with a four-digit year and GMT, as RSS 2.0 wants', () => {
    expect(rfc822Date(date)).toBe('Tue, 05 Mar 2024 13:07:09 GMT');
    expect(rfc822Date(date)).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('W3C Datetime in São Paulo time with its offset', () => {
    expect(w3cDateTime(date)).toBe('2024-03-05T10:07:09-03:00');
    // Same instant, whatever the machine's own time zone.
    expect(new Date(w3cDateTime(date)).getTime()).toBe(Math.floor(date.getTime() / 1000) * 1000);
  });

  it('W3C Datetime keeps the historical daylight-saving offset', () => {
    expect(w3cDateTime(new Date('2018-01-15T12:00:00Z'))).toBe('2018-01-15T10:00:00-02:00');
  });
});
