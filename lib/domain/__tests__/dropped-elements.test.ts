import { unclosedDroppedElement, unclosedElementMessage, VOID_ELEMENTS } from '../dropped-elements';

describe('unclosedDroppedElement', () => {
  it.each<[string, string | null]>([
    ['<p>Um</p><noscript><p>Dois</p>', 'noscript'],
    ['<p>Um</p><math><mi>x</mi><p>Dois</p>', 'math'],
    ['<p>Um</p><SCRIPT type="x">alert(1)', 'script'],
    ['<p>Um</p><noscript>x</noscript><p>Dois</p>', null],
    ['<p>Um</p><svg/><p>Dois</p>', null],
    ['<p>Notas sobre <mathematics> e <titles></p>', null],
    ['<p>Texto comum</p>', null],
    ['', null],
    // Void elements have no end tag: never "not closed".
    ['<p>Um</p><embed src="/uploads/a.swf" type="application/x-shockwave-flash"><p>Dois</p>', null],
    ['<p>Um</p><EMBED src=x><embed src=y><p>Dois</p>', null],
    ['<embed src="x"/><embed>', null],
    ['<embed src="x"><noscript>', 'noscript'],
  ])('%j → %j', (html, expected) => {
    expect(unclosedDroppedElement(html)).toBe(expected);
  });

  it('knows every HTML void element', () => {
    expect([...VOID_ELEMENTS].sort()).toEqual(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
  });

  it.each([...VOID_ELEMENTS])('<%s> without a closing tag is accepted', (tag) => {
    expect(unclosedDroppedElement(`<p>Um</p><${tag} src="x" title="t"><p>Dois</p><${tag}><${tag}/>`)).toBeNull();
  });

  it('says what would be lost and how to fix it', () => {
    expect(unclosedElementMessage('noscript')).toBe('O texto tem um elemento <noscript> sem fechamento: todo o conteúdo depois dele seria perdido. Feche-o com </noscript> ou remova-o.');
  });
});
