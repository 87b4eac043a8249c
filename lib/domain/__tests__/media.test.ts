import {
  LAYOUT_PRESETS,
  imageSizeForPosition,
  imageVariantUrl,
  isExternalMedia,
  isMissingImageUrl,
  srcSetForFixedWidth,
  normalizeMediaPath,
  screenClass,
  type ImageSize,
  srcSetUpTo,
  shareImageUrl,
} from '../media';

describe('isMissingImageUrl (SPEC §5)', () => {
  it.each<[unknown, boolean]>([
    ['', true],
    ['   ', true],
    ['undefined', true],
    ['null', true],
    ['/uploads/undefined', true],
    ['https://cdn.example.com/null.jpg', true],
    ['/uploads/undefined/a.jpg', true],
    [null, true],
    [undefined, true],
    [42, true],
    [{ url: '/a.jpg' }, true],
    ['/uploads/2026/11/a.jpg', false],
    ['https://cdn.example.com/a.jpg', false],
    ['data:image/png;base64,AAAA', false],
  ])('%p → %p', (url, missing) => {
    expect(isMissingImageUrl(url)).toBe(missing);
  });
});

describe('normalizeMediaPath', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    ['//cdn.example.com/a.jpg', '//cdn.example.com/a.jpg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['blob:https://x/1', 'blob:https://x/1'],
    ['/uploads/2026/11/a.jpg', '/uploads/2026/11/a.jpg'],
    ['uploads/2026/11/a.jpg', '/uploads/2026/11/a.jpg'],
    ['2026/11/a.jpg', '/uploads/2026/11/a.jpg'],
    ['a.jpg', '/uploads/a.jpg'],
    ['/a.jpg', '/uploads/a.jpg'],
    ['///uploads/a.jpg', '/uploads/a.jpg'],
    ['  uploads/a.jpg  ', '/uploads/a.jpg'],
    ['/', ''],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(normalizeMediaPath(input)).toBe(expected);
  });
});

describe('isExternalMedia (what the image optimiser leaves alone)', () => {
  it.each<[string, boolean]>([
    ['https://cdn.example.com/a.jpg', true],
    ['HTTP://cdn.example.com/a.jpg', true],
    ['//cdn.example.com/a.jpg', true],
    ['  //cdn.example.com/a.jpg', true],
    ['data:image/png;base64,AAAA', true],
    ['blob:https://x/1', true],
    ['/uploads/2026/11/a.jpg', false],
    ['uploads/2026/11/a.jpg', false],
    ['///uploads/a.jpg', false],
  ])('%p → %p', (url, external) => {
    expect(isExternalMedia(url)).toBe(external);
  });
});

describe('imageVariantUrl (file_{size}.ext)', () => {
  it.each<[string, ImageSize, string]>([
    ['/uploads/2026/11/abc.jpg', 'post-large', '/uploads/2026/11/abc_post-large.jpg'],
    ['/uploads/2026/11/abc.jpg', 'post-medium', '/uploads/2026/11/abc_post-medium.jpg'],
    ['/uploads/2026/11/abc.jpg', 'post-thumb', '/uploads/2026/11/abc_post-thumb.jpg'],
    ['/uploads/2026/11/abc.jpg', 'banner-large', '/uploads/2026/11/abc.jpg'],
    ['/uploads/2026/11/abc.webp', 'post-thumb', '/uploads/2026/11/abc_post-thumb.webp'],
    ['uploads/2026/11/abc.PNG', 'post-medium', '/uploads/2026/11/abc_post-medium.PNG'],
    ['abc.jpg', 'post-large', '/uploads/abc_post-large.jpg'],
    ['/uploads/a.b.c.jpg', 'post-large', '/uploads/a.b.c_post-large.jpg'],
    ['/uploads/abc.jpg?v=2', 'post-thumb', '/uploads/abc_post-thumb.jpg?v=2'],
    ['/uploads/abc_post-large.jpg', 'post-thumb', '/uploads/abc_post-thumb.jpg'],
    ['/uploads/v1.2/file', 'post-large', '/uploads/v1.2/file'],
    ['/uploads/noext', 'post-large', '/uploads/noext'],
    ['https://cdn.example.com/uploads/abc.jpg', 'post-large', 'https://cdn.example.com/uploads/abc.jpg'],
    ['//cdn.example.com/abc.jpg', 'post-large', '//cdn.example.com/abc.jpg'],
    ['data:image/png;base64,AAAA', 'post-large', 'data:image/png;base64,AAAA'],
    ['', 'post-large', ''],
  ])('%p at %p → %p', (url, size, expected) => {
    expect(imageVariantUrl(url, size)).toBe(expected);
  });
});

describe('imageSizeForPosition', () => {
  it.each<[number, ImageSize]>([
    [1, 'post-large'],
    [2, 'post-medium'],
    [3, 'post-medium'],
    [4, 'post-medium'],
    [5, 'post-thumb'],
    [6, 'post-thumb'],
    [12, 'post-thumb'],
    [100, 'post-thumb'],
  ])('position %p → %p', (position, size) => {
    expect(imageSizeForPosition(position)).toBe(size);
  });
});

describe('LAYOUT_PRESETS (SPEC §9)', () => {
  it.each([
    ['news-main', [1, 2, 2, 3], 'post-large', '16/9'],
    ['listing', [1, 2, 3, 4], 'post-medium', '16/9'],
    ['categories', [2, 3, 6], 'post-thumb', '1/1'],
    ['sidebar', [1], 'post-thumb', '4/3'],
    ['banner', [1], 'banner-large', '21/9'],
  ] as const)('%s: columns %p, size %p, aspect %p', (name, columns, size, aspect) => {
    expect(LAYOUT_PRESETS[name]).toEqual({ columns, size, aspect });
  });

  it('has exactly the five presets', () => {
    expect(Object.keys(LAYOUT_PRESETS).sort()).toEqual(['banner', 'categories', 'listing', 'news-main', 'sidebar']);
  });
});

describe('screenClass', () => {
  it.each([
    [0, 'mobile'],
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1279, 'desktop'],
    [1280, 'wide'],
    [1920, 'wide'],
  ])('%ppx → %p', (width, expected) => {
    expect(screenClass(width)).toBe(expected);
  });
});

describe('srcSetForFixedWidth', () => {
  const set = [96, 256, 384, 640, 828, 1200, 1920].map((w) => `/_next/image?url=%2Fa.jpg&w=${w}&q=75 ${w}w`).join(', ');
  const widths = (srcSet: string) => srcSet.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));

  it.each([
    ['144px', [256, 384]],
    ['96px', [96, 256]],
    ['192px', [256, 384]],
    ['360px', [384, 640, 828]],
    ['44px', [96]],
    ['1px', [96]],
    ['5000px', [1920]],
  ])('sizes %s keeps widths %j', (sizes, expected) => {
    expect(widths(srcSetForFixedWidth(set, sizes))).toEqual(expected);
  });

  it.each(['100vw', '(min-width: 1024px) 400px, 100vw', 'calc(100vw - 2rem)'])('sizes %s keeps the srcset whole', (sizes) => {
    expect(srcSetForFixedWidth(set, sizes)).toBe(set);
  });

  it('leaves a density srcset (1x, 2x) alone', () => {
    const density = '/a.jpg?w=256 1x, /a.jpg?w=640 2x';
    expect(srcSetForFixedWidth(density, '144px')).toBe(density);
  });
});

describe('srcSetUpTo', () => {
  const set = '/a?w=640 640w, /a?w=828 828w, /a?w=1200 1200w, /a?w=1920 1920w';
  it.each<[number, string]>([
    [1200, '/a?w=640 640w, /a?w=828 828w, /a?w=1200 1200w'],
    [1000, '/a?w=640 640w, /a?w=828 828w, /a?w=1200 1200w'],
    [400, '/a?w=640 640w'],
    [5000, set],
  ])('up to %p px', (max, expected) => {
    expect(srcSetUpTo(set, max)).toBe(expected);
  });
  it('leaves a density srcset alone', () => {
    expect(srcSetUpTo('/a 1x, /b 2x', 800)).toBe('/a 1x, /b 2x');
  });
});

describe('shareImageUrl (issue 28: the 1200×630 share image of an upload)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/uploads/2026/11/0f6c.webp', '/compartilhamento/2026/11/0f6c.jpg'],
    ['uploads/2026/11/0f6c.png', '/compartilhamento/2026/11/0f6c.jpg'],
    ['2026/11/0f6c.JPG', '/compartilhamento/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c_post-medium.gif?v=1', '/compartilhamento/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c_podcast.jpg', null],
    ['/uploads/2026/11/0f6c_og-500-500.jpg', null],
    ['/uploads/2026/11/0f6c_podcast-250-800.jpg', null],
    ['/uploads/2026/11/0f6c.mp3', null],
    ['https://cdn.example.com/a.jpg', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (url, expected) => {
    expect(shareImageUrl(url)).toBe(expected);
  });
});
