import { absoluteUrl, forceHttp, webUrl } from '../url';

describe('forceHttp', () => {
  it.each([
    ['https://stream.example.com/live', 'http://stream.example.com/live'],
    ['HTTPS://stream.example.com/live', 'http://stream.example.com/live'],
    ['http://stream.example.com/live', 'http://stream.example.com/live'],
    ['  https://s.example.com:8000/x  ', 'http://s.example.com:8000/x'],
    ['https://a.com/?next=https://b.com', 'http://a.com/?next=https://b.com'],
    ['/relative/stream', '/relative/stream'],
    ['', ''],
  ])('%p → %p', (input, expected) => {
    expect(forceHttp(input)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  const base = 'https://sintonia.example.com';

  it.each<[string | null | undefined, string, string | null]>([
    ['/uploads/2026/11/a.jpg', base, 'https://sintonia.example.com/uploads/2026/11/a.jpg'],
    ['uploads/a.jpg', base, 'https://sintonia.example.com/uploads/a.jpg'],
    ['/politica/post', `${base}/`, 'https://sintonia.example.com/politica/post'],
    ['//cdn.example.com/a.jpg', base, 'https://cdn.example.com/a.jpg'],
    ['https://cdn.example.com/a.jpg', base, 'https://cdn.example.com/a.jpg'],
    ['http://cdn.example.com/a.jpg', base, 'http://cdn.example.com/a.jpg'],
    ['data:image/png;base64,AAAA', base, 'data:image/png;base64,AAAA'],
    ['/', base, 'https://sintonia.example.com/'],
    ['', base, null],
    ['   ', base, null],
    [null, base, null],
    [undefined, base, null],
  ])('%p against %p → %p', (url, siteBase, expected) => {
    expect(absoluteUrl(url, siteBase)).toBe(expected);
  });
});

describe('webUrl', () => {
  it.each<[string | null | undefined, string | null]>([
    [' https://www.youtube.com/@sintonia ', 'https://www.youtube.com/@sintonia'],
    ['http://radio.local/canal', 'http://radio.local/canal'],
    ['javascript:alert(1)', null],
    ['https://x.com/"onmouseover=', null],
    ['/canal', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (value, expected) => {
    expect(webUrl(value)).toBe(expected);
  });
});
