/**
 * Pure rules of images in the post body: which sources are accepted (never base64, SPEC §5) and
 * the containerStyle that tiptap-extension-resize-image records for alignment and width (SPEC §3).
 * The public sanitiser turns containerStyle into the <img style> (lib/server/sanitize-html.ts),
 * keeping width, height and margin, so only those are written here.
 */

/**
 * Sources the editor keeps: our own uploads (root-relative paths) and http(s) addresses. data:
 * (base64), blob:, javascript: and other schemes are refused wherever they come from.
 */
export function isAllowedImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  const value = src.trim();
  return /^https?:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value);
}

/** Only images already in our media library may arrive by paste or drop (from this or another post). */
export function isOwnUpload(src: unknown): boolean {
  return typeof src === 'string' && /^\/uploads\/\S+$/.test(src.trim());
}

export type ImageAlign = 'left' | 'center' | 'right';
/** '' = the image's own size (up to the column width); 'NN%' or 'NNNpx' otherwise. */
export type ImageLayout = { align: ImageAlign | null; width: string };

export const IMAGE_WIDTH_OPTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'Tamanho original' },
  { value: '25%', label: '25% da coluna' },
  { value: '50%', label: '50% da coluna' },
  { value: '75%', label: '75% da coluna' },
  { value: '100%', label: 'Largura total' },
];

export const IMAGE_ALIGN_OPTIONS: ReadonlyArray<{ value: ImageAlign; label: string }> = [
  { value: 'left', label: 'À esquerda' },
  { value: 'center', label: 'Centralizada' },
  { value: 'right', label: 'À direita' },
];

// The margins the extension's own alignment controls write (block mode).
const MARGINS: Record<ImageAlign, string> = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' };

function declarations(style: string | null | undefined): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon === -1) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim().replace(/\s+/g, ' ');
    if (property && value) result.set(property, value);
  }
  return result;
}

/** Alignment and width as recorded in a containerStyle (either by the toolbar or by dragging). */
export function readImageLayout(containerStyle: string | null | undefined): ImageLayout {
  const style = declarations(containerStyle);
  const margin = style.get('margin');
  const align = (Object.keys(MARGINS) as ImageAlign[]).find((key) => MARGINS[key] === margin) ?? null;
  const width = style.get('width') ?? '';
  return { align, width: /^\d+(?:\.\d+)?(?:px|%)$/.test(width) ? width : '' };
}

/** The containerStyle for a layout: 'width: 50%; height: auto; margin: 0 auto;'. */
export function imageContainerStyle(layout: ImageLayout): string {
  const parts: string[] = [];
  if (layout.width) parts.push(`width: ${layout.width};`, 'height: auto;');
  if (layout.align) parts.push(`margin: ${MARGINS[layout.align]};`);
  return parts.join(' ');
}

/** The img width attribute matching a pixel width (the extension does the same); null otherwise. */
export function pixelWidth(width: string): number | null {
  const match = /^(\d+(?:\.\d+)?)px$/.exec(width);
  return match ? Math.round(Number(match[1])) : null;
}
