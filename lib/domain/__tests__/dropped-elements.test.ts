import { unclosedDroppedElement, unclosedElementMessage } from '../dropped-elements';

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
  ])('%j → %j', (html, expected) => {
    expect(unclosedDroppedElement(html)).toBe(expected);
  });

  it('says what would be lost and how to fix it', () => {
    expect(unclosedElementMessage('noscript')).toBe('O texto tem um elemento <noscript> sem fechamento: todo o conteúdo depois dele seria perdido. Feche-o com </noscript> ou remova-o.');
  });
});
