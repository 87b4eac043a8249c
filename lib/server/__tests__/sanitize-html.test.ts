import { postPlainText, sanitizePostHtml, youtubeEmbedSrc } from '@/lib/server/sanitize-html';

/** Anything in the output that could run script, load a foreign frame or submit data. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push('script');
  if (/<style/i.test(html)) found.push('style element');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('event handler');
  if (/(?:javascript|vbscript|data):/i.test(html)) found.push('dangerous URL');
  if (/srcdoc/i.test(html)) found.push('srcdoc');
  if (/<(?:form|object|embed|svg|math|textarea|select|button|base|meta|link)\b/i.test(html)) found.push('forbidden element');
  for (const [, src] of html.matchAll(/<iframe[^>]*\ssrc="([^"]*)"/gi)) {
    if (!src.startsWith('https://www.youtube-nocookie.com/embed/')) found.push(`foreign iframe ${src}`);
  }
  if (/<iframe(?![^>]*\ssrc=)/i.test(html)) found.push('iframe without src');
  return found;
}

describe('sanitizePostHtml: hostile input comes out inert', () => {
  const hostile: Array<[string, string, string]> = [
    ['img onerror', '<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" decoding="async" />'],
    ['img onerror with a real source', '<img src="/uploads/a.jpg" onerror="alert(1)" onload="alert(2)">', '<img src="/uploads/a.jpg" loading="lazy" decoding="async" />'],
    ['javascript: link', '<a href="javascript:alert(1)">clique</a>', 'clique'],
    ['mixed-case javascript: link with leading space', '<a href=" JaVaScRiPt:alert(1)">clique</a>', 'clique'],
    ['javascript: link with an embedded tab', '<a href="java\tscript:alert(1)">clique</a>', 'clique'],
    ['decimal entity-encoded javascript: link', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clique</a>', 'clique'],
    ['hex entity-encoded javascript: link', '<a href="&#x6A;avascript&#x3A;alert(1)">clique</a>', 'clique'],
    ['named-entity colon in a javascript: link', '<a href="javascript&colon;alert(1)">clique</a>', 'clique'],
    ['entity-encoded tab inside javascript:', '<a href="jav&#x09;ascript:alert(1)">clique</a>', 'clique'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">clique</a>', 'clique'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clique</a>', 'clique'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['foreign iframe', '<iframe src="https://evil.example/">texto alternativo</iframe>', ''],
    ['iframe to a look-alike YouTube host', '<iframe src="https://www.youtube.com.evil.example/embed/abcdefghijk"></iframe>', ''],
    ['plain-http YouTube iframe', '<iframe src="http://www.youtube.com/embed/abcdefghijk"></iframe>', ''],
    ['YouTube iframe outside /embed/', '<iframe src="https://www.youtube.com/watch?v=abcdefghijk"></iframe>', ''],
    ['javascript: iframe', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['svg onload', '<svg onload=alert(1)><circle r="4"></circle></svg>', ''],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['math xlink:href', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ''],
    ['mXSS through math and style', '<math><style><img src=x onerror=alert(1)></style></math>', ''],
    ['style element', '<style>body { display: none }</style><p>texto</p>', '<p>texto</p>'],
    ['script element', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['form with action', '<form action="https://evil.example/"><input name="senha"><button>Enviar</button></form>', 'Enviar'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['base64 image', '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', ''],
    ['protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['javascript: image', '<img src="javascript:alert(1)">', ''],
    ['event handler on a paragraph', '<p onclick="alert(1)" style="color:red">texto</p>', '<p>texto</p>'],
    ['style with url() and position', '<div style="position: fixed; inset: 0; background: url(https://evil.example/x)"><img src="/a.jpg"></div>', '<div><img src="/a.jpg" loading="lazy" decoding="async" /></div>'],
    ['style with expression()', '<img src="/a.jpg" style="width: expression(alert(1))">', '<img src="/a.jpg" loading="lazy" decoding="async" />'],
    ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">', ''],
    ['non-checkbox input', '<input type="text" value="x" onfocus="alert(1)" autofocus>', ''],
    ['task checkbox with a handler', '<input type="checkbox" onclick="alert(1)">', '<input type="checkbox" disabled />'],
    ['audio with a javascript: source', '<audio src="javascript:alert(1)" onplay="alert(2)"></audio>', '<audio controls preload="none"></audio>'],
    ['utility classes on a link', '<a href="/x" class="fixed inset-0 z-50 link">x</a>', '<a href="/x" class="link">x</a>'],
    ['unclosed comment trick', '<!--<img src=x onerror=alert(1)>--><p>ok</p>', '<p>ok</p>'],
  ];

  it.each(hostile)('%s', (_name, input, expected) => {
    const output = sanitizePostHtml(input);
    expect(output).toBe(expected);
    expect(dangers(output)).toEqual([]);
  });
});

describe('sanitizePostHtml: what the editor writes survives', () => {
  const legitimate: Array<[string, string, string]> = [
    ['paragraphs and headings 2–6', '<p>a</p><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>', '<p>a</p><h2>b</h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6>'],
    ['h1 becomes h2 (the page keeps one h1)', '<h1>Título</h1>', '<h2>Título</h2>'],
    ['blockquote', '<blockquote><p>“Frase”</p><p>— Autor</p></blockquote>', '<blockquote><p>“Frase”</p><p>— Autor</p></blockquote>'],
    ['code block with a language class', '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>', '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>'],
    ['code block loses foreign classes', '<pre><code class="language-js hidden">x</code></pre>', '<pre><code class="language-js">x</code></pre>'],
    ['inline code', '<p>use <code>npm</code></p>', '<p>use <code>npm</code></p>'],
    ['inline marks', '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><s>e</s><del>f</del><u>g</u></p>', '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><s>e</s><del>f</del><u>g</u></p>'],
    ['strike becomes s', '<p><strike>x</strike></p>', '<p><s>x</s></p>'],
    ['ordered list with start', '<ol start="3"><li><p>três</p></li></ol>', '<ol start="3"><li><p>três</p></li></ol>'],
    ['ordered list with a bad start', '<ol start="x"><li>a</li></ol>', '<ol><li>a</li></ol>'],
    ['bullet list', '<ul><li><p>a</p></li><li><p>b</p></li></ul>', '<ul><li><p>a</p></li><li><p>b</p></li></ul>'],
    [
      'Tiptap 3 task list',
      '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>Feito</p></div></li><li data-checked="false" data-type="taskItem"><label><input type="checkbox"><span></span></label><div><p>A fazer</p></div></li></ul>',
      '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" disabled checked /><span></span></label><div><p>Feito</p></div></li><li data-type="taskItem" data-checked="false"><label><input type="checkbox" disabled /><span></span></label><div><p>A fazer</p></div></li></ul>',
    ],
    ['external link gets a new tab and rel', '<a href="https://exemplo.com.br/x">x</a>', '<a href="https://exemplo.com.br/x" target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['external link rel is replaced, not trusted', '<a href="http://exemplo.com.br" target="_self" rel="opener">x</a>', '<a href="http://exemplo.com.br" target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['relative link stays in the tab', '<a href="/noticias" target="_self">n</a>', '<a href="/noticias">n</a>'],
    ['relative link asked to open in a new tab', '<a href="/contato" target="_blank">c</a>', '<a href="/contato" target="_blank" rel="noopener noreferrer">c</a>'],
    ['mailto and tel links', '<a href="mailto:redacao@sintonia.fm">e</a> <a href="tel:+555135550000">t</a>', '<a href="mailto:redacao@sintonia.fm">e</a> <a href="tel:+555135550000">t</a>'],
    ['link class hook', '<a href="/x" class="link-externo">x</a>', '<a href="/x" class="link-externo">x</a>'],
    ['ftp link is kept (SPEC §5 protocol list)', '<a href="ftp://x/y">x</a>', '<a href="ftp://x/y">x</a>'],
    ['horizontal rule and hard break', '<p>a<br>b</p><hr>', '<p>a<br />b</p><hr />'],
    [
      'image with its attributes',
      '<img src="/uploads/2026/01/a.jpg" alt="Ponte" title="Ponte de ferro" width="640" height="360">',
      '<img src="/uploads/2026/01/a.jpg" alt="Ponte" title="Ponte de ferro" width="640" height="360" loading="lazy" decoding="async" />',
    ],
    ['image width must be a number', '<img src="/a.jpg" width="100%;x" height="1e9">', '<img src="/a.jpg" loading="lazy" decoding="async" />'],
    [
      'resized, centred image (containerStyle)',
      '<img src="https://cdn.exemplo.com/a.jpg" containerstyle="width: 300px; height: auto; cursor: pointer; margin: 0 auto;" wrapperstyle="display: flex">',
      '<img src="https://cdn.exemplo.com/a.jpg" style="width:300px;height:auto;margin:0 auto" loading="lazy" decoding="async" />',
    ],
    [
      'floated image wrapper',
      '<div style="display: inline-block; float: left; padding-right: 8px;"><img src="/a.jpg" style="display: inline-block; float: left; padding-right: 8px;"></div>',
      '<div style="display:inline-block;float:left;padding-right:8px"><img src="/a.jpg" style="display:inline-block;float:left;padding-right:8px" loading="lazy" decoding="async" /></div>',
    ],
    [
      'figure with caption',
      '<figure><img src="/a.jpg" alt="a"><figcaption>Legenda</figcaption></figure>',
      '<figure><img src="/a.jpg" alt="a" loading="lazy" decoding="async" /><figcaption>Legenda</figcaption></figure>',
    ],
    [
      'YouTube embed, made privacy-friendly',
      '<iframe width="560" height="315" src="https://www.youtube.com/embed/Fu7sa1Sr3n0" title="Os melhores momentos" frameborder="0" allow="autoplay; camera" allowfullscreen></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0" title="Os melhores momentos" loading="lazy" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    ],
    [
      'youtube-nocookie embed keeps its start time only',
      '<iframe src="https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?start=42&amp;enablejsapi=1&amp;origin=https://evil.example"></iframe>',
      '<iframe src="https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?start=42" title="Vídeo do YouTube" loading="lazy" allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    ],
    ['audio tag', '<audio controls preload="auto" src="https://audio.sintonia.local/a.mp3"></audio>', '<audio src="https://audio.sintonia.local/a.mp3" controls preload="none"></audio>'],
    [
      'video with sources',
      '<video autoplay src="/v.mp4"><source src="/v.webm" type="video/webm"><source src="/v.ogv" type="text/html"></video>',
      '<video src="/v.mp4" controls preload="metadata"><source src="/v.webm" type="video/webm" /><source src="/v.ogv" /></video>',
    ],
    ['accents and entities in text', '<p>Ação &amp; reação — “aspas” &lt;tag&gt;</p>', '<p>Ação &amp; reação — “aspas” &lt;tag&gt;</p>'],
  ];

  it.each(legitimate)('%s', (_name, input, expected) => {
    const output = sanitizePostHtml(input);
    expect(output).toBe(expected);
    expect(dangers(output)).toEqual([]);
  });

  it('keeps a whole seeded-style body intact', () => {
    const body =
      '<p>Primeiro parágrafo.</p><h2>O que acontece agora</h2><ul><li><p>Item</p></li></ul>' +
      '<blockquote><p>“Citação”</p></blockquote><p><strong>Áudio:</strong> <a href="https://audio.sintonia.local/boletim.mp3" target="_blank" rel="noopener noreferrer nofollow">Ouça</a></p>';
    expect(sanitizePostHtml(body)).toBe(body);
  });

  it('drops an <embed> left without an end tag (a void element) and keeps what follows it', () => {
    expect(sanitizePostHtml('<p>Um</p><embed src="/uploads/a.swf"><p>Dois</p><embed src="x"><p>Três</p>')).toBe('<p>Um</p><p>Dois</p><p>Três</p>');
  });

  it('drops empty headings and stray empty paragraphs (issue 28, lib/domain/empty-blocks)', () => {
    expect(sanitizePostHtml('<p></p><h1></h1><p>Texto.</p><h2><br></h2><p></p><p></p><p>Fim.</p><h3> </h3><p><br></p>')).toBe('<p>Texto.</p><p></p><p>Fim.</p>');
    // A heading whose only content a sanitiser removed is empty too.
    expect(sanitizePostHtml('<p>a</p><h2><script>alert(1)</script></h2>')).toBe('<p>a</p>');
  });

  it('answers empty for empty input', () => {
    expect(sanitizePostHtml('')).toBe('');
    expect(sanitizePostHtml(null)).toBe('');
    expect(sanitizePostHtml('   ')).toBe('');
  });

  it('gives the same answer from its cache', () => {
    const input = '<p onclick="x()">cache</p>';
    expect(sanitizePostHtml(input)).toBe('<p>cache</p>');
    expect(sanitizePostHtml(input)).toBe('<p>cache</p>');
  });
});

describe('youtubeEmbedSrc', () => {
  it.each([
    ['https://www.youtube.com/embed/Fu7sa1Sr3n0', 'https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0'],
    ['https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?rel=0', 'https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?rel=0'],
    ['https://youtube.com/embed/Fu7sa1Sr3n0', null],
    ['https://www.youtube.com/embed/Fu7sa1Sr3n0/../../x', null],
    ['https://www.youtube.com/embed/Fu7sa1Sr3n0#x', null],
    ['https://evil.example/embed/Fu7sa1Sr3n0', null],
  ])('%s → %s', (input, expected) => {
    expect(youtubeEmbedSrc(input)).toBe(expected);
  });
});

describe('postPlainText', () => {
  it('keeps the words of each block apart and decodes entities', () => {
    expect(postPlainText('<p>Fim.</p><p>Início &amp; meio<br>linha</p><script>x</script><h2>T</h2>')).toBe('Fim. Início & meio linha T');
  });

  it.each([
    ['&lt;b&gt; é texto', '<b> é texto'],
    ['&quot;aspas&quot; e &#39;apóstrofo&#39;', '"aspas" e \'apóstrofo\''],
    ['a&nbsp;b &eacute; &#233; &#xE9;', 'a b é é é'],
    ['&amp;lt; fica escrito', '&lt; fica escrito'],
  ])('decodes %j as text once', (html, text) => {
    expect(postPlainText(`<p>${html}</p>`)).toBe(text);
  });
});
