import { preferredEncoding } from '../content-encoding';

describe('preferredEncoding', () => {
  it.each<[string | undefined, 'br' | 'gzip' | null]>([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', null],
    ['gzip;q=abc', 'gzip'], // a malformed q is ignored, as if absent,
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
