import { dropEmptyBlocksDoc, dropEmptyBlocksHtml, isBlankInlineHtml } from '../empty-blocks';

describe('dropEmptyBlocksHtml (issue 28: what Enter leaves behind is not published)', () => {
  it.each([
    // Empty headings go, wherever they are.
    ['an empty heading', '<p>Texto</p><h2></h2><p>Mais</p>', '<p>Texto</p><p>Mais</p>'],
    ['a heading holding only a break', '<p>Texto</p><h2><br></h2>', '<p>Texto</p>'],
    ['a self-closed break, spaces and nbsp', '<h3> <br /> &nbsp; </h3><p>Texto</p>', '<p>Texto</p>'],
    ['every level', '<h1></h1><h2></h2><h3></h3><h4></h4><h5></h5><h6></h6><p>a</p>', '<p>a</p>'],
    ['empty inline marks only', '<h2><strong></strong><em> </em></h2><p>a</p>', '<p>a</p>'],
    ['a zero-width space only', '<h2>\u200b</h2><p>a</p>', '<p>a</p>'],
    ['a heading with text stays', '<h2>Título</h2><p>a</p>', '<h2>Título</h2><p>a</p>'],
    ['a heading with attributes and text stays', '<h2 style="text-align: center">Título</h2>', '<h2 style="text-align: center">Título</h2>'],
    ['inside a quote, the quote keeps a paragraph', '<blockquote><h2></h2></blockquote><p>a</p>', '<blockquote><p></p></blockquote><p>a</p>'],
    ['inside a quote beside text', '<blockquote><h2></h2><p>Citação</p></blockquote>', '<blockquote><p>Citação</p></blockquote>'],
    // Empty paragraphs: none at the start or the end, one where there were several.
    ['an empty paragraph alone', '<p></p>', ''],
    ['only empty blocks', '<p></p><h2></h2><p><br></p>', ''],
    ['leading ones', '<p></p><p><br></p><p>Texto</p>', '<p>Texto</p>'],
    ['trailing ones', '<p>Texto</p><p></p><p><br /></p>', '<p>Texto</p>'],
    ['one between blocks is kept (a deliberate blank line)', '<p>a</p><p></p><p>b</p>', '<p>a</p><p></p><p>b</p>'],
    ['a run between blocks becomes one', '<p>a</p><p></p><p><br></p><p>&nbsp;</p><p>b</p>', '<p>a</p><p></p><p>b</p>'],
    ['a heading removed between two empties leaves one', '<p>a</p><p></p><h2></h2><p></p><p>b</p>', '<p>a</p><p></p><p>b</p>'],
    ['newlines between blocks are kept with what they separate', '<p>a</p>\n<p></p>\n<p></p>\n<p>b</p>\n', '<p>a</p>\n<p></p>\n<p>b</p>'],
    ['a paragraph with an image is not empty', '<p><img src="/uploads/a.jpg" alt=""></p><p>a</p>', '<p><img src="/uploads/a.jpg" alt=""></p><p>a</p>'],
    ['a paragraph with a link and text is not empty', '<p><a href="https://x.com">x</a></p>', '<p><a href="https://x.com">x</a></p>'],
    // Paragraphs inside other blocks are the blocks' business.
    ['list items keep their paragraphs', '<ul><li><p></p></li><li><p>b</p></li></ul>', '<ul><li><p></p></li><li><p>b</p></li></ul>'],
    ['quotes keep their paragraphs', '<blockquote><p></p><p></p><p>a</p></blockquote>', '<blockquote><p></p><p></p><p>a</p></blockquote>'],
    ['a code block with angle brackets in text is one block', '<pre><code>&lt;p&gt;&lt;/p&gt;</code></pre><p></p>', '<pre><code>&lt;p&gt;&lt;/p&gt;</code></pre>'],
    ['an attribute holding ">" does not end a tag', '<p><a href="https://x.com/?a=>b" title=">">link</a></p><p></p>', '<p><a href="https://x.com/?a=>b" title=">">link</a></p>'],
    ['images and rules between empties', '<p></p><img src="/uploads/a.jpg"><p></p><hr><p></p>', '<img src="/uploads/a.jpg"><p></p><hr>'],
    ['blank input', '   ', ''],
  ])('%s', (_label, input, expected) => {
    expect(dropEmptyBlocksHtml(input)).toBe(expected);
  });

  it('is idempotent', () => {
    const once = dropEmptyBlocksHtml('<p></p><h2></h2><p>a</p><p></p><p></p><p>b</p><p></p>');
    expect(dropEmptyBlocksHtml(once)).toBe(once);
  });
});

describe('isBlankInlineHtml', () => {
  it.each([
    ['', true],
    ['<br>', true],
    ['&nbsp;&#160;', true],
    ['<span></span>', true],
    ['a', false],
    ['<img src="/a.jpg">', false],
    ['<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', false],
  ])('%p → %p', (inner, blank) => {
    expect(isBlankInlineHtml(inner)).toBe(blank);
  });
});

describe('dropEmptyBlocksDoc (the editor JSON twin, the same rules)', () => {
  const text = (value: string) => ({ type: 'text', text: value });
  const p = (...content: unknown[]) => (content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
  const h = (level: number, ...content: unknown[]) => (content.length ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } });
  const br = { type: 'hardBreak' };
  const doc = (...content: unknown[]) => ({ type: 'doc', content });

  it.each([
    ['an empty heading', doc(p(text('a')), h(2), p(text('b'))), doc(p(text('a')), p(text('b')))],
    ['a heading with a break only', doc(h(2, br), p(text('a'))), doc(p(text('a')))],
    ['a heading of spaces', doc(h(3, text('  ')), p(text('a'))), doc(p(text('a')))],
    ['a heading with text stays', doc(h(2, text('Título')), p(text('a'))), doc(h(2, text('Título')), p(text('a')))],
    ['leading and trailing paragraphs', doc(p(), p(br), p(text('a')), p(), p()), doc(p(text('a')))],
    ['a run becomes one', doc(p(text('a')), p(), p(br), p(), p(text('b'))), doc(p(text('a')), p(), p(text('b')))],
    ['a quote of an empty heading keeps a paragraph', doc(p(text('a')), { type: 'blockquote', content: [h(2)] }), doc(p(text('a')), { type: 'blockquote', content: [p()] })],
    ['list paragraphs stay', doc({ type: 'bulletList', content: [{ type: 'listItem', content: [p()] }] }), doc({ type: 'bulletList', content: [{ type: 'listItem', content: [p()] }] })],
    ['nothing left: one empty paragraph', doc(p(), h(2), p(br)), doc(p())],
  ])('%s', (_label, input, expected) => {
    expect(dropEmptyBlocksDoc(input)).toEqual(expected);
  });

  it.each([null, undefined, 'texto', 42, { type: 'paragraph' }, { type: 'doc' }])('leaves %p as it came', (value) => {
    expect(dropEmptyBlocksDoc(value)).toBe(value);
  });
});
