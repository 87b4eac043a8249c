/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { sanitizePostHtml } from '@/lib/server/sanitize-html';
import { buildExtensions, DEFAULT_PLACEHOLDER, IMAGE_NODE } from '../editor-extensions';
import { imageContainerStyle, isAllowedImageSrc, isOwnUpload, pixelWidth, readImageLayout } from '../image-rules';
import { checkLinkUrl } from '../link-url';
import { bodyImageFromMedia, fileProblem } from '../upload-image';

jest.mock('@tiptap/extension-image', () => {
  const actual = jest.requireActual('@tiptap/extension-image');
  return Object.assign(actual.Image, { __esModule: true, default: actual.Image, Image: actual.Image });
});
jest.mock('@/lib/admin/api', () => ({ uploadWithProgress: jest.fn() }));

describe('checkLinkUrl (SPEC §5 protocols or relative)', () => {
  it.each([
    ['https://www.exemplo.com.br/materia?id=1#topo', 'https://www.exemplo.com.br/materia?id=1#topo'],
    ['  http://exemplo.com  ', 'http://exemplo.com'],
    ['ftp://arquivos.exemplo.com/a.pdf', 'ftp://arquivos.exemplo.com/a.pdf'],
    ['ftps://arquivos.exemplo.com/a.pdf', 'ftps://arquivos.exemplo.com/a.pdf'],
    ['mailto:redacao@sintonia.fm', 'mailto:redacao@sintonia.fm'],
    ['tel:+5551999990000', 'tel:+5551999990000'],
    ['callto:sintonia', 'callto:sintonia'],
    ['sms:+5551999990000', 'sms:+5551999990000'],
    ['cid:imagem01', 'cid:imagem01'],
    ['xmpp:redacao@sintonia.fm', 'xmpp:redacao@sintonia.fm'],
    ['/noticias', '/noticias'],
    ['./anexo.pdf', './anexo.pdf'],
    ['#comentarios', '#comentarios'],
    ['politica/eleicoes', 'politica/eleicoes'],
    ['www.exemplo.com.br', 'https://www.exemplo.com.br'],
    ['redacao@sintonia.fm', 'mailto:redacao@sintonia.fm'],
    ['HTTPS://EXEMPLO.COM', 'HTTPS://EXEMPLO.COM'],
  ])('%p → %p', (input, href) => {
    expect(checkLinkUrl(input)).toEqual({ ok: true, href });
  });

  it.each([
    ['', 'Informe o endereço do link.'],
    ['   ', 'Informe o endereço do link.'],
    ['javascript:alert(1)', /^Use um endereço http, https, ftp/],
    ['data:text/html,oi', /^Use um endereço http/],
    ['file:///etc/passwd', /^Use um endereço http/],
    ['vbscript:x', /^Use um endereço http/],
    ['https://', /^Endereço inválido/],
    ['https://exemplo', /^Endereço inválido/],
    ['http://exemplo com.br', 'O endereço não pode conter espaços.'],
    ['//exemplo.com', 'Inclua o protocolo: https://…'],
    ['mailto:', 'Complete o endereço depois de “mailto:”.'],
  ])('%p is refused', (input, message) => {
    const result = checkLinkUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });
});

describe('image rules', () => {
  it.each([
    ['/uploads/2026/11/a.jpg', true],
    ['https://cdn.exemplo.com/a.jpg', true],
    ['http://exemplo.com/a.png', true],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    [' DATA:image/png;base64,AAAA', false],
    ['blob:https://site/123', false],
    ['javascript:alert(1)', false],
    ['//cdn.exemplo.com/a.jpg', false],
    ['', false],
    [null, false],
  ])('source %p allowed: %p', (src, allowed) => {
    expect(isAllowedImageSrc(src)).toBe(allowed);
  });

  it('only our uploads arrive by paste', () => {
    expect(isOwnUpload('/uploads/2026/11/a.jpg')).toBe(true);
    expect(isOwnUpload('https://outro.site/a.jpg')).toBe(false);
  });

  it.each([
    [null, { align: null, width: '' }],
    ['', { align: null, width: '' }],
    ['width: 320px; height: auto; cursor: pointer; margin: 0 auto;', { align: 'center', width: '320px' }],
    ['margin: 0 auto 0 0;', { align: 'left', width: '' }],
    ['width: 50%; margin: 0 0 0 auto', { align: 'right', width: '50%' }],
    ['width: calc(100% - 2px)', { align: null, width: '' }],
  ])('reads the layout of %p', (style, layout) => {
    expect(readImageLayout(style)).toEqual(layout);
  });

  it.each([
    [{ align: 'center', width: '50%' }, 'width: 50%; height: auto; margin: 0 auto;'],
    [{ align: 'left', width: '' }, 'margin: 0 auto 0 0;'],
    [{ align: null, width: '300px' }, 'width: 300px; height: auto;'],
    [{ align: null, width: '' }, ''],
  ] as const)('writes %p', (layout, style) => {
    expect(imageContainerStyle(layout)).toBe(style);
    expect(readImageLayout(style)).toEqual(layout);
  });

  it('pixel widths become the img width attribute', () => {
    expect(pixelWidth('320px')).toBe(320);
    expect(pixelWidth('320.6px')).toBe(321);
    expect(pixelWidth('50%')).toBeNull();
  });

  it('body images use the post-large variant and refuse what the library refuses', () => {
    expect(bodyImageFromMedia({ url: '/uploads/a.jpg', alt: 'A', variantes: { 'post-large': '/uploads/a_post-large.jpg' } })).toEqual({
      src: '/uploads/a_post-large.jpg',
      alt: 'A',
    });
    expect(bodyImageFromMedia({ url: '/uploads/a.jpg', alt: '', variantes: null })).toEqual({ src: '/uploads/a.jpg', alt: '' });
    expect(fileProblem({ type: 'image/webp', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'image/svg+xml', size: 1000 })).toBe('Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.');
    expect(fileProblem({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe('Arquivo grande demais. O limite é 10 MB.');
  });
});

describe('the editor schema', () => {
  let editor: Editor;
  beforeEach(() => {
    editor = new Editor({ extensions: buildExtensions({ placeholder: DEFAULT_PLACEHOLDER }) });
  });
  afterEach(() => editor.destroy());

  it('keeps SPEC §9 defaults: history 100/500 ms, code-block tab 4 without tab indentation, link rel and target', () => {
    const find = (name: string) => editor.extensionManager.extensions.find((extension) => extension.name === name);
    expect(find('undoRedo')?.options).toMatchObject({ depth: 100, newGroupDelay: 500 });
    expect(find('codeBlock')?.options).toMatchObject({ tabSize: 4, enableTabIndentation: false, defaultLanguage: null });
    expect(find('link')?.options).toMatchObject({ openOnClick: false, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' } });
    expect(find('placeholder')?.options.placeholder).toBe('Escreva o texto da notícia…');
    expect(find('taskItem')?.options.nested).toBe(true);
    expect(editor.extensionManager.extensions.filter((extension) => extension.name === 'link')).toHaveLength(1);
  });

  it('refuses data: images from every path: commands, JSON and the Markdown-style input', () => {
    editor.commands.setContent('<p>texto</p>');
    expect(editor.commands.setImage({ src: 'data:image/png;base64,AAAA' })).toBe(true);
    expect(editor.getHTML()).not.toContain('<img');
    editor.commands.insertContent({ type: IMAGE_NODE, attrs: { src: 'data:image/gif;base64,R0lG' } });
    expect(editor.getHTML()).not.toContain('<img');
    editor.commands.setImage({ src: '/uploads/2026/11/ok.jpg' });
    expect(editor.getHTML()).toContain('<img src="/uploads/2026/11/ok.jpg"');
    // Changing a kept image's source to base64 is refused as well.
    let position = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === IMAGE_NODE) position = pos;
    });
    editor.view.dispatch(editor.state.tr.setNodeAttribute(position, 'src', 'data:image/png;base64,AAAA'));
    expect(editor.getHTML()).toContain('src="/uploads/2026/11/ok.jpg"');
  });

  it('writes HTML that the public sanitiser keeps: every SPEC §3 element survives', () => {
    editor.commands.setContent({
      type: 'doc',
      content: [
        ...[1, 2, 3, 4, 5, 6].map((level) => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text: `Título ${level}` }] })),
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'negrito', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' itálico', marks: [{ type: 'italic' }] },
            { type: 'text', text: ' sublinhado', marks: [{ type: 'underline' }] },
            { type: 'text', text: ' tachado', marks: [{ type: 'strike' }] },
            { type: 'text', text: ' código', marks: [{ type: 'code' }] },
            { type: 'hardBreak' },
            { type: 'text', text: 'link', marks: [{ type: 'link', attrs: { href: 'https://www.exemplo.com.br' } }] },
          ],
        },
        { type: 'codeBlock', attrs: { language: 'javascript' }, content: [{ type: 'text', text: 'const a = 1;' }] },
        { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'citação' }] }] },
        { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'três' }] }] }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'ponto' }] }] }] },
        {
          type: 'taskList',
          content: [{ type: 'taskItem', attrs: { checked: true }, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'feito' }] }] }],
        },
        { type: 'horizontalRule' },
        { type: IMAGE_NODE, attrs: { src: '/uploads/2026/11/foto_post-large.jpg', alt: 'Foto', containerStyle: 'width: 320px; height: auto; cursor: pointer; margin: 0 auto;', width: 320 } },
      ],
    });
    const document = new DOMParser().parseFromString(sanitizePostHtml(editor.getHTML()), 'text/html');
    const one = (selector: string) => document.querySelector(selector);
    // h1 becomes h2 on the page (it has its own h1).
    expect(document.querySelectorAll('h2')).toHaveLength(2);
    for (const selector of ['h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'p > code', 'br', 'blockquote p', 'ul > li', 'hr']) {
      expect(one(selector)).not.toBeNull();
    }
    expect(one('pre > code.language-javascript')?.textContent).toBe('const a = 1;');
    expect(one('ol')?.getAttribute('start')).toBe('3');
    expect(one('a')?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(one('a')?.getAttribute('target')).toBe('_blank');
    expect(one('ul[data-type="taskList"] > li[data-type="taskItem"][data-checked="true"] input[type="checkbox"][checked]')).not.toBeNull();
    const image = one('img');
    expect(image?.getAttribute('src')).toBe('/uploads/2026/11/foto_post-large.jpg');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('style')).toContain('width:320px');
    expect(image?.getAttribute('style')).toContain('margin:0 auto');
  });
});
