import {
  SHARE_IMAGE_SIZE,
  cropObjectPosition,
  describeFocalPoint,
  focalCrop,
  focalObjectPosition,
  focalPointFromPosition,
  focalPointOf,
  focalPointToken,
  nudgeFocalPoint,
  roundFocalPoint,
  type CropRect,
  type FocalPoint,
  type PixelSize,
} from '../focal-point';

const size = (width: number, height: number): PixelSize => ({ width, height });
const point = (x: number, y: number): FocalPoint => ({ x, y });

describe('focalCrop: the largest target-shaped rectangle, centred on the point within the edges', () => {
  it.each<[string, PixelSize, PixelSize, FocalPoint | null, CropRect]>([
    // 2000×1000 to 1200×630 (1.905:1): full height is 1905 wide, 95 px of slack across.
    ['no point: the centre', size(2000, 1000), SHARE_IMAGE_SIZE, null, { left: 48, top: 0, width: 1905, height: 1000 }],
    ['centre given explicitly', size(2000, 1000), SHARE_IMAGE_SIZE, point(0.5, 0.5), { left: 48, top: 0, width: 1905, height: 1000 }],
    ['left edge', size(2000, 1000), SHARE_IMAGE_SIZE, point(0, 0.5), { left: 0, top: 0, width: 1905, height: 1000 }],
    ['right edge', size(2000, 1000), SHARE_IMAGE_SIZE, point(1, 0.5), { left: 95, top: 0, width: 1905, height: 1000 }],
    // A tall portrait 1000×2000: full width, 525 high, 1475 px of slack down.
    ['portrait, point at the top', size(1000, 2000), SHARE_IMAGE_SIZE, point(0.5, 0), { left: 0, top: 0, width: 1000, height: 525 }],
    ['portrait, point a fifth down', size(1000, 2000), SHARE_IMAGE_SIZE, point(0.5, 0.2), { left: 0, top: 138, width: 1000, height: 525 }],
    ['portrait, point at the bottom', size(1000, 2000), SHARE_IMAGE_SIZE, point(0.5, 1), { left: 0, top: 1475, width: 1000, height: 525 }],
    ['portrait, point centred', size(1000, 2000), SHARE_IMAGE_SIZE, null, { left: 0, top: 738, width: 1000, height: 525 }],
    // A square from a wide picture: a point near the right keeps the crop on its right.
    ['square from wide, a point right of centre', size(1600, 900), size(1, 1), point(0.6, 0.5), { left: 510, top: 0, width: 900, height: 900 }],
    ['square from wide, far right clamps', size(1600, 900), size(1, 1), point(0.95, 0.1), { left: 700, top: 0, width: 900, height: 900 }],
    ['same shape: the whole picture whatever the point', size(2400, 1260), SHARE_IMAGE_SIZE, point(0.1, 0.9), { left: 0, top: 0, width: 2400, height: 1260 }],
    ['smaller than the target: cut, to be enlarged', size(600, 600), SHARE_IMAGE_SIZE, point(0.5, 0.9), { left: 0, top: 285, width: 600, height: 315 }],
    ['fractional sizes are floored', size(1000.7, 2000.2), SHARE_IMAGE_SIZE, point(0.5, 0), { left: 0, top: 0, width: 1000, height: 525 }],
    ['a one-pixel-wide strip', size(1, 500), SHARE_IMAGE_SIZE, point(0.5, 0.5), { left: 0, top: 250, width: 1, height: 1 }],
  ])('%s', (_label, source, target, focal, expected) => {
    const crop = focalCrop(source, target, focal);
    expect(crop).toEqual(expected);
    // Always inside the source.
    expect(crop.left + crop.width).toBeLessThanOrEqual(Math.floor(source.width));
    expect(crop.top + crop.height).toBeLessThanOrEqual(Math.floor(source.height));
  });

  it('keeps the focal point inside the crop for every point of a grid', () => {
    for (const [w, h] of [
      [2560, 1440],
      [900, 1600],
      [1200, 630],
      [640, 640],
    ]) {
      for (let i = 0; i <= 10; i += 1) {
        for (let j = 0; j <= 10; j += 1) {
          const focal = point(i / 10, j / 10);
          const crop = focalCrop(size(w, h), SHARE_IMAGE_SIZE, focal);
          expect(focal.x * w).toBeGreaterThanOrEqual(crop.left);
          expect(focal.x * w).toBeLessThanOrEqual(crop.left + crop.width);
          expect(focal.y * h).toBeGreaterThanOrEqual(crop.top);
          expect(focal.y * h).toBeLessThanOrEqual(crop.top + crop.height);
        }
      }
    }
  });

  it.each([
    [size(0, 100), SHARE_IMAGE_SIZE],
    [size(100, Number.NaN), SHARE_IMAGE_SIZE],
    [size(100, 100), size(0, 630)],
  ])('refuses empty or invalid sizes (%p → %p)', (source, target) => {
    expect(() => focalCrop(source, target, null)).toThrow(RangeError);
  });
});

describe('focalPointOf', () => {
  it.each<[unknown, unknown, FocalPoint | null]>([
    [0.25, 0.8, point(0.25, 0.8)],
    [0, 1, point(0, 1)],
    [null, null, null],
    [0.5, null, null],
    [undefined, 0.5, null],
    [-0.01, 0.5, null],
    [0.5, 1.01, null],
    [Number.NaN, 0.5, null],
    ['0.5', 0.5, null],
  ])('(%p, %p) → %p', (x, y, expected) => {
    expect(focalPointOf(x, y)).toEqual(expected);
  });
});

describe('focalPointToken and roundFocalPoint: what a derived file is named after', () => {
  it.each<[FocalPoint | null, string]>([
    [null, '500-500'],
    [point(0.5, 0.5), '500-500'],
    [point(0, 1), '0-1000'],
    [point(0.25, 0.8), '250-800'],
    [point(0.12345, 0.98765), '123-988'],
    [point(0.0004, 0.9996), '0-1000'],
  ])('%p → %s', (focal, token) => {
    expect(focalPointToken(focal)).toBe(token);
  });

  it('rounds to the same thousandths the token names', () => {
    expect(roundFocalPoint(point(0.12345, 0.98765))).toEqual(point(0.123, 0.988));
    expect(roundFocalPoint(null)).toEqual(point(0.5, 0.5));
  });
});

describe('CSS object-position', () => {
  it.each<[FocalPoint | null | undefined, string | undefined]>([
    [null, undefined],
    [undefined, undefined],
    [point(0.25, 0.8), '25% 80%'],
    [point(0.123, 1), '12.3% 100%'],
  ])('focalObjectPosition(%p) → %p', (focal, expected) => {
    expect(focalObjectPosition(focal)).toBe(expected);
  });

  it.each<[PixelSize, FocalPoint | null, string]>([
    [size(2000, 1000), null, '50.5% 50%'],
    [size(2000, 1000), point(0, 0.5), '0% 50%'],
    [size(2000, 1000), point(1, 0.5), '100% 50%'],
    [size(1000, 2000), point(0.5, 0.2), '50% 9.4%'],
    [size(2400, 1260), point(0.9, 0.9), '50% 50%'],
  ])('cropObjectPosition(%p, %p) shows the crop focalCrop draws: %s', (source, focal, expected) => {
    expect(cropObjectPosition(source, SHARE_IMAGE_SIZE, focal)).toBe(expected);
  });
});

describe('the picker', () => {
  it.each<[number, number, number, number, FocalPoint]>([
    [0, 0, 400, 300, point(0, 0)],
    [100, 240, 400, 300, point(0.25, 0.8)],
    [-20, 400, 400, 300, point(0, 1)],
    [10, 10, 0, 300, point(0.5, 0.5)],
  ])('a click at (%p, %p) in %p×%p → %p', (x, y, w, h, expected) => {
    expect(focalPointFromPosition(x, y, w, h)).toEqual(expected);
  });

  it.each<[FocalPoint | null, string, boolean, FocalPoint | null]>([
    [null, 'ArrowLeft', false, point(0.49, 0.5)],
    [point(0.3, 0.3), 'ArrowDown', false, point(0.3, 0.31)],
    [point(0.3, 0.3), 'ArrowUp', true, point(0.3, 0.2)],
    [point(0.95, 0.5), 'ArrowRight', true, point(1, 0.5)],
    [point(0, 0), 'ArrowLeft', false, point(0, 0)],
    [point(0.3, 0.3), 'Enter', false, null],
  ])('nudge %p with %s (Shift: %p) → %p', (focal, key, large, expected) => {
    expect(nudgeFocalPoint(focal, key, large)).toEqual(expected);
  });

  it('describes the point in pt-BR', () => {
    expect(describeFocalPoint(null)).toBe('Ponto focal: centro da imagem');
    expect(describeFocalPoint(point(0.25, 0.8))).toBe('Ponto focal: 25% da largura, 80% da altura');
  });
});
