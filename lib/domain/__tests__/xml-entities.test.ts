import { decodeXmlEntities } from '../xml-entities';

describe('decodeXmlEntities', () => {
  it.each([
    ['&amp; &lt; &gt; &quot; &apos; &#39;', `& < > " ' '`],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&nbsp; &copy; &unknown;', '&nbsp; &copy; &unknown;'],
    ['&#0; &#xD800; &#x110000;', '&#0; &#xD800; &#x110000;'],
    ['sem entidades', 'sem entidades'],
    ['& solto e &amp', '& solto e &amp'],
  ])('%p → %p', (input, expected) => {
    expect(decodeXmlEntities(input)).toBe(expected);
  });
});
