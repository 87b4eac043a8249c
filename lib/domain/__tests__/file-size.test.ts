import { formatFileSize } from '../file-size';

describe('formatFileSize (pt-BR)', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [820, '820 bytes'],
    [1023, '1.023 bytes'],
    [1024, '1 KB'],
    [12_697, '12,4 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [1024 * 1024, '1 MB'],
    [3_355_443, '3,2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [-5, '0 bytes'],
    [Number.NaN, '0 bytes'],
  ])('%p → %p', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
