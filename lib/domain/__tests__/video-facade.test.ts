import { autoplayEmbedSrc, deferVideoFrames, videoFacadeHtml, youtubeWatchUrl } from '../video-facade';

describe('youtubeWatchUrl', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/Sr3n0Cam879', 'https://www.youtube.com/watch?v=Sr3n0Cam879'],
    ['https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=42', 'https://www.youtube.com/watch?v=Sr3n0Cam879&t=42s'],
    ['https://evil.example/embed/Sr3n0Cam879', null],
  ])('%s → %s', (src, expected) => {
    expect(youtubeWatchUrl(src)).toBe(expected);
  });
});

describe('autoplayEmbedSrc', () => {
  it.each([
    ['https://www.youtube-nocookie.com/embed/abcdefgh', 'https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1'],
    ['https://www.youtube-nocookie.com/embed/abcdefgh?start=4', 'https://www.youtube-nocookie.com/embed/abcdefgh?start=4&autoplay=1'],
  ])('%s → %s', (src, expected) => {
    expect(autoplayEmbedSrc(src)).toBe(expected);
  });
});

describe('deferVideoFrames', () => {
  const frame = (src: string, title: string) =>
    `<iframe src="${src}" title="${title}" loading="lazy" allow="accelerometer" allowfullscreen="" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;

  it('replaces each sanitised YouTube frame with a poster linking to the video, keeping the rest', () => {
    const html = `<p>Antes</p>${frame('https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=4&amp;x=1', 'Sessão &quot;extra&quot; &lt;ao vivo&gt;')}<p>Depois</p>`;
    const out = deferVideoFrames(html);
    expect(out).not.toContain('<iframe');
    expect(out.startsWith('<p>Antes</p><div class="video-facade" data-video-embed="https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=4&amp;x=1"')).toBe(true);
    expect(out).toContain('data-video-title="Sessão &quot;extra&quot; &lt;ao vivo&gt;"');
    expect(out).toContain('<a href="https://www.youtube.com/watch?v=Sr3n0Cam879&amp;t=4s" target="_blank" rel="noopener noreferrer">');
    expect(out).toContain('Assistir ao vídeo<span class="sr-only">: Sessão &quot;extra&quot; &lt;ao vivo&gt;</span>');
    expect(out.endsWith('<p>Depois</p>')).toBe(true);
  });

  it('leaves a frame it cannot read as it was', () => {
    const html = frame('https://example.com/x', 'x');
    expect(deferVideoFrames(html)).toBe(html);
  });

  it('builds no poster for an address that is not YouTube', () => {
    expect(videoFacadeHtml('https://example.com/embed/abcdefgh', 'x')).toBeNull();
  });
});
