import {
  autop,
  convertWordpressBody,
  originalUploadPath,
  plainParagraphs,
  rewriteUploads,
  uploadPathOf,
  uploadReferences,
  type AttachmentRef,
  type BodyContext,
} from '../wordpress-import/convert-body';

const attachments = new Map<number, AttachmentRef>([
  [45, { id: 45, caminho: '2024/05/foto.jpg', legenda: 'Legenda', alt: 'Alt', parentId: 10, ordem: 0 }],
  [46, { id: 46, caminho: '2024/05/b.jpg', legenda: '', alt: '', parentId: 10, ordem: 1 }],
]);
const context: BodyContext = { postId: 10, attachment: (id) => attachments.get(id), childImages: (id) => (id === 10 ? [45, 46] : []) };
const convert = (raw: string) => convertWordpressBody(raw, context);

const YT = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo do YouTube" allowfullscreen></iframe>';

describe('convertWordpressBody: classic editor text', () => {
  it.each<[string, string, string]>([
    ['paragraphs from blank lines, <br> from single breaks', 'Primeira linha\nsegunda linha\n\nOutro parágrafo', '<p>Primeira linha<br />\nsegunda linha</p>\n<p>Outro parágrafo</p>'],
    ['block elements left as they are', 'Texto\n<h2>Título</h2>\n<ul>\n<li>um</li>\n</ul>', '<p>Texto</p>\n<h2>Título</h2>\n<ul>\n<li>um</li>\n</ul>'],
    ['the "more" cut removed', 'Antes<!--more-->\n\nDepois', '<p>Antes</p>\n<p>Depois</p>'],
    ['[caption] → figure with its caption', '[caption id="attachment_45" align="alignleft" width="300"]<a href="https://x.com/wp-content/uploads/2024/05/foto.jpg"><img class="wp-image-45" src="https://x.com/wp-content/uploads/2024/05/foto-300x200.jpg" alt="Alt" width="300" height="200" /></a> Prefeito na inauguração[/caption]\n\nTexto.', '<figure><a href="https://x.com/wp-content/uploads/2024/05/foto.jpg"><img class="wp-image-45" src="https://x.com/wp-content/uploads/2024/05/foto-300x200.jpg" alt="Alt" width="300" height="200" /></a><figcaption>Prefeito na inauguração</figcaption></figure>\n<p>Texto.</p>'],
    ['the old caption="…" attribute', '[caption id="x" caption="Na praça"]<img src="/a.jpg" />[/caption]', '<figure><img src="/a.jpg" /><figcaption>Na praça</figcaption></figure>'],
    ['[embed] of YouTube → the frame', 'Veja:\n\n[embed]https://www.youtube.com/watch?v=dQw4w9WgXcQ[/embed]', `<p>Veja:</p>\n${YT}`],
    ['a bare YouTube link on its own line → the frame', 'Veja o vídeo:\nhttps://youtu.be/dQw4w9WgXcQ\nFim.', `<p>Veja o vídeo:</p>\n${YT}\n<p>Fim.</p>`],
    ['a YouTube link inside a sentence stays a link', 'Veja https://youtu.be/dQw4w9WgXcQ agora', '<p>Veja https://youtu.be/dQw4w9WgXcQ agora</p>'],
    ['[embed] of another site → a link', '[embed]https://twitter.com/radio/status/1[/embed]', '<p><a href="https://twitter.com/radio/status/1">https://twitter.com/radio/status/1</a></p>'],
    ['[video] of YouTube → the frame', '[video src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"]', YT],
    ['[audio] → an audio element', '[audio mp3="https://x.com/wp-content/uploads/2024/05/a.mp3"][/audio]', '<audio controls src="https://x.com/wp-content/uploads/2024/05/a.mp3"></audio>'],
    ['[gallery] leaves the body', 'Fotos:\n\n[gallery ids="45,46"]', '<p>Fotos:</p>'],
    ['an unknown shortcode with attributes is stripped', 'Inscreva-se [contact-form-7 id="12" title="Contato"] hoje', '<p>Inscreva-se  hoje</p>'],
    ['a page builder wrapper keeps what it wraps', '[vc_row][vc_column][vc_column_text]Texto do bloco[/vc_column_text][/vc_column][/vc_row]', '<p>Texto do bloco</p>'],
    ['words in brackets are not shortcodes', 'Ele disse [sic] e citou [1] — [Atualizado às 14h]', '<p>Ele disse [sic] e citou [1] — [Atualizado às 14h]</p>'],
    ['[[escaped]] shortcodes are text', 'Use [[gallery]] para galerias', '<p>Use [gallery] para galerias</p>'],
  ])('%s', (_, raw, html) => {
    expect(convert(raw).html).toBe(html);
  });

  it('reports what it did', () => {
    const result = convert('[gallery ids="45,46"]\n[ads]\n[contact-form-7 id="1"]\n[contact-form-7 id="2"]\nhttps://youtu.be/dQw4w9WgXcQ\n\n[embed]https://vimeo.com/1[/embed]');
    expect(result.galeria).toEqual([{ attachmentId: 45 }, { attachmentId: 46 }]);
    expect(result.shortcodesRemovidos).toEqual(['ads', 'contact-form-7', 'contact-form-7']);
    expect(result.videos).toBe(1);
    expect(result.links).toBe(1);
  });

  it('[gallery] without ids shows the images attached to the post', () => {
    expect(convert('[gallery columns="3"]').galeria).toEqual([{ attachmentId: 45 }, { attachmentId: 46 }]);
  });
});

describe('convertWordpressBody: block editor content', () => {
  it('keeps the blocks’ HTML and drops their delimiters (no extra paragraphs)', () => {
    const raw = '<!-- wp:paragraph -->\n<p>Um parágrafo.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading {"level":3} -->\n<h3>Sub</h3>\n<!-- /wp:heading -->';
    expect(convert(raw).html).toBe('<p>Um parágrafo.</p>\n\n\n\n<h3>Sub</h3>');
  });

  it('the gallery block (ids in its attributes, WordPress < 5.9) becomes the post’s gallery', () => {
    const raw = '<!-- wp:gallery {"ids":[45,46],"linkTo":"none"} -->\n<figure class="wp-block-gallery"><ul><li><img src="x" data-id="45"/></li></ul></figure>\n<!-- /wp:gallery -->';
    const result = convert(raw);
    expect(result.galeria).toEqual([{ attachmentId: 45 }, { attachmentId: 46 }]);
    expect(result.html).toBe('');
  });

  it('the gallery block of nested image blocks (WordPress ≥ 5.9)', () => {
    const raw =
      '<!-- wp:gallery {"linkTo":"none"} -->\n<figure class="wp-block-gallery has-nested-images">' +
      '<!-- wp:image {"id":46} --><figure class="wp-block-image"><img src="https://x.com/wp-content/uploads/2024/05/b.jpg" class="wp-image-46"/></figure><!-- /wp:image -->' +
      '<!-- wp:image --><figure class="wp-block-image"><img src="https://x.com/wp-content/uploads/2024/05/c.jpg"/><figcaption>Na feira</figcaption></figure><!-- /wp:image -->' +
      '</figure>\n<!-- /wp:gallery -->\n<!-- wp:paragraph --><p>Depois</p><!-- /wp:paragraph -->';
    const result = convert(raw);
    expect(result.galeria).toEqual([{ attachmentId: 46 }, { url: 'https://x.com/wp-content/uploads/2024/05/c.jpg', legenda: 'Na feira' }]);
    expect(result.html).toBe('<p>Depois</p>');
  });

  it('the embed block (and the older core-embed/youtube) becomes the frame', () => {
    const current = '<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","type":"video","providerNameSlug":"youtube"} -->\n<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n</div></figure>\n<!-- /wp:embed -->';
    const older = '<!-- wp:core-embed/youtube {"url":"https://youtu.be/dQw4w9WgXcQ"} -->\n<figure><div>https://youtu.be/dQw4w9WgXcQ</div></figure>\n<!-- /wp:core-embed/youtube -->';
    expect(convert(current).html).toBe(YT);
    expect(convert(older).html).toBe(YT);
    expect(convert(current).videos).toBe(1);
  });

  it('a shortcode block is converted like any shortcode; a paragraph holding only a YouTube link is the frame', () => {
    const raw = '<!-- wp:shortcode -->\n[gallery ids="45"]\n<!-- /wp:shortcode -->\n<!-- wp:paragraph --><p><a href="https://youtu.be/dQw4w9WgXcQ">https://youtu.be/dQw4w9WgXcQ</a></p><!-- /wp:paragraph -->';
    const result = convert(raw);
    expect(result.galeria).toEqual([{ attachmentId: 45 }]);
    expect(result.html).toBe(YT);
  });
});

describe('files of the uploads folder', () => {
  const bases = ['https://cdn.radioexemplo.com.br/arquivos/'];
  it.each<[string, string | null]>([
    ['https://radioexemplo.com.br/wp-content/uploads/2024/05/foto.jpg', '2024/05/foto.jpg'],
    ['http://www.outro-dominio.com/wp-content/uploads/2024/05/foto-1024x683.jpg?resize=1', '2024/05/foto-1024x683.jpg'],
    ['/wp-content/uploads/2024/05/a%C3%A7%C3%A3o.png', '2024/05/ação.png'],
    ['https://cdn.radioexemplo.com.br/arquivos/2024/05/x.webp', '2024/05/x.webp'],
    ['https://radioexemplo.com.br/wp-content/uploads/../../etc/passwd', null],
    // Dot segments are resolved as the URL reads them: never above the uploads folder.
    ['/wp-content/uploads/2024/%2e%2e/segredo.jpg', 'segredo.jpg'],
    ['https://radioexemplo.com.br/2024/05/foto.jpg', null],
    ['data:image/png;base64,AAAA', null],
    ['javascript:alert(1)', null],
  ])('%s → %j', (address, path) => {
    expect(uploadPathOf(address, bases)).toBe(path);
  });

  it.each([
    ['2024/05/foto-1024x683.jpg', '2024/05/foto.jpg'],
    ['2024/05/foto-scaled.jpg', '2024/05/foto.jpg'],
    ['2024/05/foto.jpg', '2024/05/foto.jpg'],
    ['2024/05/1024x683.jpg', '2024/05/1024x683.jpg'],
  ])('originalUploadPath(%s) → %s', (path, original) => {
    expect(originalUploadPath(path)).toBe(original);
  });

  const body =
    '<p><img src="https://radioexemplo.com.br/wp-content/uploads/2024/05/foto-300x200.jpg" srcset="https://radioexemplo.com.br/wp-content/uploads/2024/05/foto-300x200.jpg 300w" sizes="(max-width: 300px) 100vw" alt="A"></p>' +
    '<p><a href="/wp-content/uploads/2024/05/b.jpg"><img src="/wp-content/uploads/2024/05/b.jpg"></a></p>' +
    '<p><a href="https://radioexemplo.com.br/wp-content/uploads/2024/05/edital.pdf">Edital</a> <img src="https://outro.com/imagem.jpg"></p>';

  it('lists the images the body shows or links to, once each (not PDFs, not other sites)', () => {
    expect(uploadReferences(body)).toEqual(['2024/05/foto-300x200.jpg', '2024/05/b.jpg']);
  });

  it('rewrites them to the library; one not imported keeps an absolute address on the old site', () => {
    const library: Record<string, string> = { '2024/05/foto-300x200.jpg': '/uploads/2026/06/uuid_post-large.jpg' };
    expect(rewriteUploads(body, [], (path) => library[path] ?? null, 'https://radioexemplo.com.br')).toBe(
      '<p><img src="/uploads/2026/06/uuid_post-large.jpg" alt="A"></p>' +
        '<p><a href="https://radioexemplo.com.br/wp-content/uploads/2024/05/b.jpg"><img src="https://radioexemplo.com.br/wp-content/uploads/2024/05/b.jpg"></a></p>' +
        '<p><a href="https://radioexemplo.com.br/wp-content/uploads/2024/05/edital.pdf">Edital</a> <img src="https://outro.com/imagem.jpg"></p>',
    );
  });
});

describe('autop and plainParagraphs', () => {
  it('a blockquote spanning paragraphs', () => {
    expect(autop('<blockquote>Um\n\nDois</blockquote>')).toBe('<blockquote><p>Um</p>\n<p>Dois</p></blockquote>');
    expect(autop('<pre>a\n\nb</pre>\n\nfim')).toBe('<pre>a\n\nb</pre>\n<p>fim</p>');
  });

  it('a page as the text of "A Rádio": paragraphs separated by a blank line, within the limit', () => {
    const html = '<h2>Quem somos</h2><p>A rádio nasceu em 1987.<br>Desde então…</p><ul><li>Jornalismo</li><li>Música</li></ul><script>x()</script>';
    expect(plainParagraphs(html, 20_000)).toBe('Quem somos\n\nA rádio nasceu em 1987.\nDesde então…\n\nJornalismo\n\nMúsica');
    expect(plainParagraphs('<p>um</p><p>dois</p><p>três</p>', 9)).toBe('um\n\ndois');
  });
});
