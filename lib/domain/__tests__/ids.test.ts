import { DB_INT_MAX, parseId } from '../ids';

describe('parseId', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1', 1],
    ['42', 42],
    ['2147483647', DB_INT_MAX],
    // Anything but the one spelling of an id is no id: never read as another one.
    ['1\u0000', null],
    ['1%00', null],
    ['1abc', null],
    [' 1', null],
    ['1 ', null],
    ['\t1', null],
    ['1\n', null],
    ['1.0', null],
    ['1.', null],
    ['+1', null],
    ['-1', null],
    ['0x1', null],
    ['0b1', null],
    ['1e0', null],
    ['1_000', null],
    ['01', null],
    ['00', null],
    ['0', null],
    ['١', null],
    ['１', null],
    ['2147483648', null],
    ['9007199254740993', null],
    ['99999999999999999999', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (text, expected) => {
    expect(parseId(text)).toBe(expected);
  });
});
