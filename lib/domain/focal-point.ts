/**
 * An image's focal point: what its fixed-shape crops keep in frame. Fractions of the
 * width and height, from the top left (0–1); no point means the centre.
 */

export type FocalPoint = { x: number; y: number };
export type PixelSize = { width: number; height: number };
/** A rectangle in whole source pixels, as sharp's extract() takes it. */
export type CropRect = { left: number; top: number; width: number; height: number };

export const CENTRE_FOCAL_POINT: Readonly<FocalPoint> = { x: 0.5, y: 0.5 };

/** The share card the social networks show (og:image, summary_large_image). */
export const SHARE_IMAGE_SIZE: Readonly<PixelSize> = { width: 1200, height: 630 };

/** How finely a focal point is kept in file names and crops: a thousandth of a side. */
const STEPS = 1000;

export function isFocalCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/** Both coordinates in 0–1 make a point; anything else (absent, half given, out of range) is none. */
export function focalPointOf(x: unknown, y: unknown): FocalPoint | null {
  return isFocalCoordinate(x) && isFocalCoordinate(y) ? { x, y } : null;
}

/** The point at the precision the crops are drawn with, so a file name says exactly what it holds. */
export function roundFocalPoint(focal: FocalPoint | null): FocalPoint {
  const point = focal ?? CENTRE_FOCAL_POINT;
  return { x: Math.round(point.x * STEPS) / STEPS, y: Math.round(point.y * STEPS) / STEPS };
}

/** '250-800' for (0.25, 0.8), '500-500' for none: what names a derived file of this crop. */
export function focalPointToken(focal: FocalPoint | null): string {
  const { x, y } = roundFocalPoint(focal);
  return `${Math.round(x * STEPS)}-${Math.round(y * STEPS)}`;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function assertSize(size: PixelSize, name: string): void {
  if (!(size.width >= 1 && size.height >= 1 && Number.isFinite(size.width) && Number.isFinite(size.height))) {
    throw new RangeError(`${name}: dimensões inválidas (${size.width}×${size.height})`);
  }
}

/**
 * The largest rectangle of the target's shape inside the source, centred on the focal point as far
 * as the edges allow (a point near an edge puts the crop against that edge). The caller scales it
 * to the target afterwards; a source smaller than the target is cut the same way and enlarged.
 */
export function focalCrop(source: PixelSize, target: PixelSize, focal: FocalPoint | null = null): CropRect {
  assertSize(source, 'origem');
  assertSize(target, 'destino');
  const point = focal ?? CENTRE_FOCAL_POINT;
  const sourceWidth = Math.floor(source.width);
  const sourceHeight = Math.floor(source.height);
  const ratio = target.width / target.height;
  let width = sourceWidth;
  let height = Math.round(sourceWidth / ratio);
  if (height > sourceHeight) {
    height = sourceHeight;
    width = Math.round(sourceHeight * ratio);
  }
  width = clamp(width, 1, sourceWidth);
  height = clamp(height, 1, sourceHeight);
  const left = clamp(Math.round(point.x * sourceWidth - width / 2), 0, sourceWidth - width);
  const top = clamp(Math.round(point.y * sourceHeight - height / 2), 0, sourceHeight - height);
  return { left, top, width, height };
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

/**
 * CSS object-position for an object-fit: cover box of any shape when the image's size is not
 * known (the cards): 'x% y%' puts the point at the same fraction of the box as of the image, so
 * it is always in frame. Undefined for no point (CSS's own centre).
 */
export function focalObjectPosition(focal: FocalPoint | null | undefined): string | undefined {
  return focal ? `${percent(focal.x)} ${percent(focal.y)}` : undefined;
}

/**
 * CSS object-position that shows, in a box of the target's shape, exactly the crop focalCrop draws
 * (the panel's previews of the share image): the crop's offset as a fraction of the slack.
 */
export function cropObjectPosition(source: PixelSize, target: PixelSize, focal: FocalPoint | null): string {
  const crop = focalCrop(source, target, focal);
  const slackX = Math.floor(source.width) - crop.width;
  const slackY = Math.floor(source.height) - crop.height;
  return `${percent(slackX > 0 ? crop.left / slackX : 0.5)} ${percent(slackY > 0 ? crop.top / slackY : 0.5)}`;
}

/** A focal point from where a pointer is inside the picture's box (fractions, kept within 0–1). */
export function focalPointFromPosition(offsetX: number, offsetY: number, boxWidth: number, boxHeight: number): FocalPoint {
  if (!(boxWidth > 0 && boxHeight > 0)) return { ...CENTRE_FOCAL_POINT };
  return roundFocalPoint({ x: clamp(offsetX / boxWidth, 0, 1), y: clamp(offsetY / boxHeight, 0, 1) });
}

/** One arrow-key step of the picker: 1 % of a side, 10 % with Shift. Null when the key is no arrow. */
export function nudgeFocalPoint(focal: FocalPoint | null, key: string, large = false): FocalPoint | null {
  const step = large ? 0.1 : 0.01;
  const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
  const move = moves[key];
  if (!move) return null;
  const point = focal ?? CENTRE_FOCAL_POINT;
  return roundFocalPoint({ x: clamp(point.x + move[0], 0, 1), y: clamp(point.y + move[1], 0, 1) });
}

/** 'Ponto focal: 25% da largura, 80% da altura' — what the picker tells a screen reader. */
export function describeFocalPoint(focal: FocalPoint | null): string {
  if (!focal) return 'Ponto focal: centro da imagem';
  return `Ponto focal: ${Math.round(focal.x * 100)}% da largura, ${Math.round(focal.y * 100)}% da altura`;
}
