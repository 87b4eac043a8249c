/** Media rules of SPEC §5 and §9: missing images, /uploads paths, size variants, layout presets. */

export type ImageSize = 'post-large' | 'post-medium' | 'post-thumb' | 'banner-large';

/** Maximum width of each SPEC §9 size variant ('banner-large' is the original file). */
export const VARIANT_WIDTHS = { 'post-large': 1200, 'post-medium': 800, 'post-thumb': 400 } as const satisfies Record<Exclude<ImageSize, 'banner-large'>, number>;

/** SPEC §5: empty, or containing 'undefined' or 'null', counts as missing. */
export function isMissingImageUrl(url: unknown): boolean {
  if (typeof url !== 'string') return true;
  const value = url.trim();
  return value === '' || value.includes('undefined') || value.includes('null');
}

const UNTOUCHED_MEDIA = /^(?:[a-z][a-z\d+.-]*:|\/\/(?!\/))/i;

/** Another host's image, a data URL or any other scheme: not ours, so the image optimiser leaves it alone. */
export function isExternalMedia(url: string): boolean {
  return UNTOUCHED_MEDIA.test(url.trim());
}

/** Absolute (any scheme) and protocol-relative URLs stay; every other path goes under /uploads/. */
export function normalizeMediaPath(path: string): string {
  const value = path.trim();
  if (value === '' || UNTOUCHED_MEDIA.test(value)) return value;
  const relative = value.replace(/^\/+/, '');
  if (relative === '') return '';
  return relative.startsWith('uploads/') ? `/${relative}` : `/uploads/${relative}`;
}

const VARIANT_SUFFIX = /_(?:post-large|post-medium|post-thumb)$/;

/**
 * '/uploads/2026/11/abc.jpg' → '/uploads/2026/11/abc_post-large.jpg'. Only our own uploads have
 * variants: external URLs, data URLs, files without extension and 'banner-large' keep the original.
 */
export function imageVariantUrl(url: string, size: ImageSize): string {
  const value = url.trim();
  if (size === 'banner-large' || isMissingImageUrl(value)) return value;
  const path = normalizeMediaPath(value);
  if (!path.startsWith('/uploads/')) return value;
  const match = /^([^?#]*?)\.([a-z\d]+)([?#].*)?$/i.exec(path);
  if (match === null) return path;
  const [, stem, extension, rest = ''] = match;
  const lastSegment = stem.slice(stem.lastIndexOf('/') + 1);
  if (lastSegment === '') return path;
  return `${stem.replace(VARIANT_SUFFIX, '')}_${size}.${extension}${rest}`;
}

/** Position in a list (1-based): 1 → post-large, 2–4 → post-medium, 5 and later → post-thumb. */
export function imageSizeForPosition(position: number): ImageSize {
  if (position <= 1) return 'post-large';
  if (position <= 4) return 'post-medium';
  return 'post-thumb';
}

export interface LayoutPreset {
  /** Columns per screen class, smallest first. */
  columns: readonly number[];
  size: ImageSize;
  aspect: string;
}

export type LayoutPresetName = 'news-main' | 'listing' | 'categories' | 'sidebar' | 'banner';

export const LAYOUT_PRESETS: Readonly<Record<LayoutPresetName, LayoutPreset>> = {
  'news-main': { columns: [1, 2, 2, 3], size: 'post-large', aspect: '16/9' },
  listing: { columns: [1, 2, 3, 4], size: 'post-medium', aspect: '16/9' },
  categories: { columns: [2, 3, 6], size: 'post-thumb', aspect: '1/1' },
  sidebar: { columns: [1], size: 'post-thumb', aspect: '4/3' },
  banner: { columns: [1], size: 'banner-large', aspect: '21/9' },
};

export type ScreenClass = 'mobile' | 'tablet' | 'desktop' | 'wide';

export function screenClass(width: number): ScreenClass {
  if (width < 768) return 'mobile';
  if (width < 1024) return 'tablet';
  if (width < 1280) return 'desktop';
  return 'wide';
}

/** A srcset's entries with their widths; null when it is not a width ('w') srcset. */
function widthEntries(srcSet: string): Array<{ entry: string; width: number }> | null {
  const entries = srcSet.split(', ').map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1] ?? NaN) }));
  return entries.some((candidate) => Number.isNaN(candidate.width)) ? null : entries;
}

/**
 * For an image shown at a fixed width (`sizes` such as '144px'): only the srcset widths a screen
 * of density 1 to 2 would pick (from the first at least that width to the first at least twice
 * it). Any other `sizes` keeps the srcset as it is.
 */
export function srcSetForFixedWidth(srcSet: string, sizes: string): string {
  const fixed = /^\s*(\d+)px\s*$/.exec(sizes);
  if (fixed === null) return srcSet;
  const shown = Number(fixed[1]);
  const candidates = widthEntries(srcSet);
  if (candidates === null) return srcSet;
  const wide = candidates.filter((candidate) => candidate.width >= shown);
  if (wide.length === 0) return candidates[candidates.length - 1].entry;
  const retina = wide.findIndex((candidate) => candidate.width >= 2 * shown);
  return wide.slice(0, retina === -1 ? wide.length : retina + 1).map((candidate) => candidate.entry).join(', ');
}

/**
 * A phone in portrait gets the page's first picture at no more than twice a 414-px screen: a
 * density-3 phone would take the 1200-px file for a full-width picture, which is most of the
 * bytes in flight before the page's largest paint.
 */
export const PHONE_PORTRAIT_MEDIA = '(max-width: 480px)';
export const PHONE_IMAGE_MAX_WIDTH = 828;

/** A srcset without the widths over `maxWidth` (the first width at least `maxWidth` stays). */
export function srcSetUpTo(srcSet: string, maxWidth: number): string {
  const entries = widthEntries(srcSet);
  if (entries === null) return srcSet;
  const cap = entries.find((candidate) => candidate.width >= maxWidth)?.width ?? Infinity;
  return entries
    .filter((candidate) => candidate.width <= cap)
    .map((candidate) => candidate.entry)
    .join(', ');
}

/** Where the share image (og:image) of an uploaded image is served. */
export const SHARE_IMAGE_URL_PREFIX = '/compartilhamento/';

const UPLOADED_IMAGE = /^\/uploads\/([^?#]+)\.(?:jpe?g|png|webp|gif)(?:[?#].*)?$/i;
const DERIVED_FILE_SUFFIX = /_(?:podcast(?:-\d+-\d+)?|og-\d+-\d+)$/;

/**
 * '/uploads/2026/11/x.webp' (or one of its size variants) → '/compartilhamento/2026/11/x.jpg': the
 * 1200×630 share image cut around the image's focal point. Null for anything not an uploaded image.
 * The server checks the path again before reading anything.
 */
export function shareImageUrl(url: string | null | undefined): string | null {
  const match = typeof url === 'string' ? UPLOADED_IMAGE.exec(normalizeMediaPath(url)) : null;
  if (!match) return null;
  const base = match[1].replace(VARIANT_SUFFIX, '');
  return DERIVED_FILE_SUFFIX.test(base) ? null : `${SHARE_IMAGE_URL_PREFIX}${base}.jpg`;
}
