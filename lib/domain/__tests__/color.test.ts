import { badgeMeetsContrast, badgeTextColor, colorLuminance, contrastRatio, normalizeHexColor, parseHexColor } from '../color';

describe('parseHexColor', () => {
  it.each([
    ['#3B82F6', { r: 59, g: 130, b: 246 }],
    ['3b82f6', { r: 59, g: 130, b: 246 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['0a0', { r: 0, g: 170, b: 0 }],
    ['  #EF4444 ', { r: 239, g: 68, b: 68 }],
  ])('%p → %p', (input, expected) => {
    expect(parseHexColor(input)).toEqual(expected);
  });

  it.each([['#12'], ['#1234'], ['#12345'], ['#1234567'], ['#GGGGGG'], ['red'], [''], [null], [undefined], [0x3b82f6]])(
    '%p is not a hex colour',
    (input) => {
      expect(parseHexColor(input)).toBeNull();
    },
  );
});

describe('normalizeHexColor', () => {
  it.each([
    ['#3b82f6', '#3B82F6'],
    ['3b82f6', '#3B82F6'],
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
    ['#EF4444', '#EF4444'],
    ['not-a-colour', '#3B82F6'],
    ['', '#3B82F6'],
    [null, '#3B82F6'],
    [42, '#3B82F6'],
  ])('%p → %p', (input, expected) => {
    expect(normalizeHexColor(input)).toBe(expected);
  });
});

describe('badgeTextColor (luminance (R×299+G×587+B×114)/1000 > 155 → black)', () => {
  it.each([
    ['#9B9B9B', 155, '#FFFFFF'],
    ['#9C9C9C', 156, '#000000'],
    ['#FFFFFF', 255, '#000000'],
    ['#000000', 0, '#FFFFFF'],
    ['#3B82F6', 121.995, '#FFFFFF'],
    ['#FFFF00', 225.93, '#000000'],
    ['#10B981', 128.085, '#FFFFFF'],
    ['#EF4444', 119.129, '#FFFFFF'],
    ['#00FF00', 149.685, '#FFFFFF'],
    ['#00FFFF', 178.755, '#000000'],
    ['#FF00FF', 105.315, '#FFFFFF'],
  ])('%p (luminance %p) → %p', (hex, luminance, expected) => {
    expect(colorLuminance(parseHexColor(hex)!)).toBeCloseTo(luminance, 3);
    expect(badgeTextColor(hex)).toBe(expected);
  });

  it.each([
    ['fff', '#000000'],
    ['#fff', '#000000'],
    ['ffffff', '#000000'],
    ['#000', '#FFFFFF'],
  ])('accepts short and hash-less forms: %p → %p', (hex, expected) => {
    expect(badgeTextColor(hex)).toBe(expected);
  });

  it.each([['invalid'], [''], [null], [undefined]])('invalid %p uses the default colour (white text)', (hex) => {
    expect(badgeTextColor(hex)).toBe(badgeTextColor('#3B82F6'));
    expect(badgeTextColor(hex)).toBe('#FFFFFF');
  });

  it('exactly 155 is not above 155 (white), a luminance just above is black', () => {
    // 155×1000 = R×299 + G×587 + B×114 with R=G=B=155
    expect(colorLuminance({ r: 155, g: 155, b: 155 })).toBe(155);
    expect(badgeTextColor('#9B9B9B')).toBe('#FFFFFF');
    expect(colorLuminance({ r: 156, g: 155, b: 155 })).toBeCloseTo(155.299, 3);
    expect(badgeTextColor('#9C9B9B')).toBe('#000000');
  });
});

describe('contrastRatio / badgeMeetsContrast', () => {
  it.each([
    ['#000000', '#FFFFFF', 21],
    ['#FFFFFF', '#FFFFFF', 1],
    ['#767676', '#FFFFFF', 4.54],
    ['#10B981', '#FFFFFF', 2.54],
  ])('%s on %s → %s', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 1);
  });

  it.each([
    ['#047857', true],
    ['#F59E0B', true],
    ['#10B981', false],
    ['#3B82F6', false],
    ['#EF4444', false],
  ])('badge %s readable: %s', (hex, expected) => {
    expect(badgeMeetsContrast(hex)).toBe(expected);
  });
});
