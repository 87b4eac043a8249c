import { extractMediaFromHtml, mediaKindOfLink } from '../html-media';

describe('extractMediaFromHtml — images', () => {
  it.each<[string, string, string[]]>([
    ['double quotes', '<p><img src="/uploads/a.jpg" alt="A"></p>', ['/uploads/a.jpg']],
    ['single quotes', "<img alt='x' src='/uploads/b.png'>", ['/uploads/b.png']],
    ['unquoted', '<img src=/uploads/c.gif alt=c>', ['/uploads/c.gif']],
    ['self-closing, uppercase tag', '<IMG SRC="https://cdn.x.com/d.webp" />', ['https://cdn.x.com/d.webp']],
    ['entities decoded', '<img src="/img.php?a=1&amp;b=2">', ['/img.php?a=1&b=2']],
    ['data-src is not src', '<img data-src="/lazy.jpg" src="/real.jpg">', ['/real.jpg']],
    ['> inside an attribute', '<img alt="a > b" src="/e.jpg">', ['/e.jpg']],
    ['order kept, duplicates removed', '<img src="/1.jpg"><img src="/2.jpg"><img src="/1.jpg">', ['/1.jpg', '/2.jpg']],
    ['img without src', '<img alt="x">', []],
    ['commented out', '<!-- <img src="/hidden.jpg"> --><img src="/shown.jpg">', ['/shown.jpg']],
  ])('%s', (_label, html, images) => {
    expect(extractMediaFromHtml(html).images).toEqual(images);
  });
});

describe('extractMediaFromHtml — videos', () => {
  it.each<[string, string, string[]]>([
    ['video src', '<video src="/uploads/v.mp4" controls></video>', ['/uploads/v.mp4']],
    [
      'video sources',
      '<video controls><source src="/uploads/v.webm" type="video/webm"><source src="/uploads/v.mp4"></video>',
      ['/uploads/v.webm', '/uploads/v.mp4'],
    ],
    ['YouTube iframe', '<iframe src="https://www.youtube.com/embed/abc123"></iframe>', ['https://www.youtube.com/embed/abc123']],
    [
      'youtube-nocookie iframe',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      ['https://www.youtube-nocookie.com/embed/abc'],
    ],
    ['Vimeo iframe', '<iframe src="https://player.vimeo.com/video/123"></iframe>', ['https://player.vimeo.com/video/123']],
    ['protocol-relative YouTube iframe', '<iframe src="//www.youtube.com/embed/x"></iframe>', ['//www.youtube.com/embed/x']],
    ['other iframe ignored', '<iframe src="https://maps.example.com/embed"></iframe>', []],
    ['youtube watch link', '<a href="https://www.youtube.com/watch?v=abc&amp;t=10">veja</a>', ['https://www.youtube.com/watch?v=abc&t=10']],
    ['youtu.be link', '<a href="https://youtu.be/abc123">veja</a>', ['https://youtu.be/abc123']],
    ['mobile youtube link', '<a href="https://m.youtube.com/watch?v=z">v</a>', ['https://m.youtube.com/watch?v=z']],
    ['.mp4 link', '<a href="/uploads/clip.mp4">baixar</a>', ['/uploads/clip.mp4']],
    ['.ogv link with query', '<a href="https://x.com/c.ogv?dl=1">c</a>', ['https://x.com/c.ogv?dl=1']],
    ['plain-text youtube URL', '<p>Assista: https://www.youtube.com/watch?v=xyz.</p>', ['https://www.youtube.com/watch?v=xyz']],
    ['plain-text youtu.be URL', '<p>https://youtu.be/q1w2e3</p>', ['https://youtu.be/q1w2e3']],
    ['plain-text .webm URL', 'veja em https://cdn.x.com/v.webm, agora', ['https://cdn.x.com/v.webm']],
    ['youtube channel link is not a video', '<a href="https://www.youtube.com/@canal">canal</a>', []],
    ['link and its text counted once', '<a href="https://youtu.be/a">https://youtu.be/a</a>', ['https://youtu.be/a']],
  ])('%s', (_label, html, videos) => {
    expect(extractMediaFromHtml(html).videos).toEqual(videos);
  });
});

describe('extractMediaFromHtml — audios', () => {
  it.each<[string, string, string[]]>([
    ['audio src', '<audio src="/uploads/a.mp3" controls></audio>', ['/uploads/a.mp3']],
    [
      'audio sources',
      '<audio controls><source src="/uploads/a.ogg" type="audio/ogg"><source src="/uploads/a.mp3"></audio>',
      ['/uploads/a.ogg', '/uploads/a.mp3'],
    ],
    ['audio source without extension', '<audio><source src="/stream/entrevista"></audio>', ['/stream/entrevista']],
    ['<a href> to .mp3', '<a href="/uploads/entrevista.mp3">ouça</a>', ['/uploads/entrevista.mp3']],
    ['<a href> to .m4a', "<a href='https://x.com/p.m4a'>ouça</a>", ['https://x.com/p.m4a']],
    ['<a href> to .wav', '<a href="/uploads/s.WAV">ouça</a>', ['/uploads/s.WAV']],
    ['<a href> to .aac', '<a href="/uploads/s.aac#t=5">ouça</a>', ['/uploads/s.aac#t=5']],
    ['bare .mp3 in text', '<p>Ouça a entrevista: https://cdn.x.com/audio/entrevista.mp3</p>', ['https://cdn.x.com/audio/entrevista.mp3']],
    ['bare .mp3 with trailing punctuation', '<p>Link (https://x.com/a.mp3).</p>', ['https://x.com/a.mp3']],
    ['bare .ogg in text', 'ouça http://x.com/a.ogg agora', ['http://x.com/a.ogg']],
    ['bare .mp3 with query', 'https://x.com/a.mp3?download=1', ['https://x.com/a.mp3?download=1']],
    ['bare .mp3 of the media library', '<p>Ouça quando quiser em /uploads/2026/11/abc.mp3.</p>', ['/uploads/2026/11/abc.mp3']],
    ['bare library .mp3 in parentheses', 'o boletim (/uploads/2026/11/b.mp3), agora', ['/uploads/2026/11/b.mp3']],
    ['a path inside another word is not one', 'veja x/uploads/a.mp3 e site.com/uploads/b.mp3', []],
    ['.mp3 link and text deduplicated', '<a href="https://x.com/a.mp3">https://x.com/a.mp3</a>', ['https://x.com/a.mp3']],
    ['not an audio file', '<a href="https://x.com/mp3-player">player</a> https://x.com/mp3', []],
  ])('%s', (_label, html, audios) => {
    expect(extractMediaFromHtml(html).audios).toEqual(audios);
  });
});

describe('extractMediaFromHtml — mixed content', () => {
  it('classifies each URL once, in document order', () => {
    const html = [
      '<p>Texto com https://youtu.be/first e <a href="/uploads/a1.mp3">áudio</a>.</p>',
      '<img src="/uploads/1.jpg">',
      '<video><source src="/uploads/v.mp4"></video>',
      '<audio src="/uploads/a2.mp3"></audio>',
      '<source src="/uploads/loose.mp3">',
      '<source src="/uploads/loose-video" type="video/mp4">',
      '<img src="/uploads/2.jpg">',
      '<p>https://x.com/a1.mp3</p>',
    ].join('');
    expect(extractMediaFromHtml(html)).toEqual({
      images: ['/uploads/1.jpg', '/uploads/2.jpg'],
      videos: ['https://youtu.be/first', '/uploads/v.mp4', '/uploads/loose-video'],
      audios: ['/uploads/a1.mp3', '/uploads/a2.mp3', '/uploads/loose.mp3', 'https://x.com/a1.mp3'],
    });
  });

  it('a source after a closed video is classified by its own extension', () => {
    const html = '<video src="/v.mp4"></video><source src="/after.mp3">';
    expect(extractMediaFromHtml(html)).toEqual({ images: [], videos: ['/v.mp4'], audios: ['/after.mp3'] });
  });

  it.each([[''], [null], [undefined], ['<p>Sem mídia</p>'], ['texto < solto']])('%p has no media', (html) => {
    expect(extractMediaFromHtml(html)).toEqual({ images: [], videos: [], audios: [] });
  });
});

describe('mediaKindOfLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=1', 'video'],
    ['https://youtu.be/1', 'video'],
    ['/a.MP4', 'video'],
    ['/a.webm', 'video'],
    ['/a.ogv', 'video'],
    ['/a.mp3', 'audio'],
    ['/a.ogg', 'audio'],
    ['/a.m4a', 'audio'],
    ['/a.wav', 'audio'],
    ['/a.aac', 'audio'],
    ['/a.jpg', null],
    ['https://www.youtube.com/', null],
    ['https://x.com/?file=a.mp3', null],
    ['', null],
  ])('%p → %p', (url, kind) => {
    expect(mediaKindOfLink(url)).toBe(kind);
  });
});
