import 'server-only';
import path from 'node:path';
import { focalCrop, focalPointToken, roundFocalPoint, SHARE_IMAGE_SIZE, type FocalPoint } from '@/lib/domain/focal-point';
import { SHARE_IMAGE_URL_PREFIX, shareImageUrl } from '@/lib/domain/media';
import { env } from '../env';
import { DerivedFileBusyError, derivedFiles, type DerivedFiles } from './derived-files';
import { loadSharp } from './load-sharp';
import { mediaStore, type StorageOptions } from './storage';
import { uploadKey, type MediaStore } from './upload-keys';

/*
 * The share image: og:image of a post is /compartilhamento/{yyyy}/{mm}/{uuid}.jpg, the
 * 1200×630 JPEG the social networks show, cut around the image's focal point (midias.foco_x/y,
 * lib/domain/focal-point) instead of its centre. Drawn the first time it is asked for and kept
 * beside the original as {uuid}_og-{x}-{y}.jpg (./derived-files: once, however many ask).
 *
 * Its address is stable, so a cached page's og:image stays right when the point moves; the stored
 * file is named after the point, so a moved point draws a new file (the old one is removed with
 * the change, services/media) and an answer being drawn for the old point can never overwrite it.
 * The answer is therefore not `immutable`: it is revalidated (ETag = the point), which costs a
 * database read and no bytes, so no browser, CDN or scraper keeps the old crop past its next look.
 */

export { SHARE_IMAGE_URL_PREFIX };
export const SHARE_IMAGE_CACHE_CONTROL = 'public, no-cache';

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;
/** Names this module and the variants use: never the base of a share image. */
const DERIVED_SUFFIX = /_(?:post-large|post-medium|post-thumb|podcast(?:-\d+-\d+)?|og-\d+-\d+)$/;
/** A larger original is refused rather than decoded (uploads are capped well below). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The image a share image is cut from, as the media library knows it; focal null is the centre. */
export type ShareImageSource = { arquivo: string; focal: FocalPoint | null };

/** '/uploads/2026/11/x.webp' (or a size variant of it) → '/compartilhamento/2026/11/x.jpg'; null for anything else or unsafe. */
export function shareImagePath(imageUrl: string | null | undefined): string | null {
  return imageUrl && uploadKey(imageUrl) !== null ? shareImageUrl(imageUrl) : null;
}

/** '2026/11/x.webp' at (0.25, 0.8) → '2026/11/x_og-250-800.jpg': where that crop is kept. */
export function shareImageKey(arquivo: string, focal: FocalPoint | null): string {
  const extension = path.posix.extname(arquivo);
  return `${arquivo.slice(0, arquivo.length - extension.length)}_og-${focalPointToken(focal)}.jpg`;
}

/** The 1200×630 JPEG of an image, cut around the point (enlarged when the image is smaller), on white where it was transparent. */
export async function renderShareImage(image: Buffer, focal: FocalPoint | null): Promise<Buffer> {
  const sharp = await loadSharp();
  let input = image;
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // Uploads are stored upright with no EXIF; anything else is turned upright first, so the point
  // (given on the upright picture) and the sides agree.
  if ((meta.orientation ?? 1) > 1) input = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient().toBuffer();
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height ?? 0, height: meta.width ?? 0 } : { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
  const crop = focalCrop(upright, SHARE_IMAGE_SIZE, roundFocalPoint(focal));
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .extract(crop)
    .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}

export type ShareImageOptions = StorageOptions & {
  /** The library's row for '2026/11/<uuid>' (any extension); null when it has none. */
  source: (base: string) => Promise<ShareImageSource | null>;
  /** Whose single flights the render joins: this process's by default (tests play several instances). */
  derived?: DerivedFiles;
};

async function readBytes(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.read(key);
  if (!object || 'unsatisfiable' in object) return null;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/** A file under /uploads with no library row (an old import): its original, at the centre. Podcast covers too. */
export async function orphanSource(store: MediaStore, base: string): Promise<ShareImageSource | null> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const arquivo = `${base}.${extension}`;
    const object = await store.read(arquivo, { start: 0, end: 0 });
    if (object && !('unsatisfiable' in object)) {
      await object.body.cancel().catch(() => undefined);
      return { arquivo, focal: null };
    }
  }
  return null;
}

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/** Whether If-None-Match names this ETag (or '*'), weak or strong. */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * GET /compartilhamento/…: the share image of the current focal point, drawn and kept on first
 * request; 304 when the client holds that one; 404 for anything not an uploaded image; 503 when
 * storage or the database fails, or another instance's render of it ran out of time.
 */
export async function shareImageResponse(segments: readonly string[], request: Request | null, options: ShareImageOptions): Promise<Response> {
  const key = uploadKey(segments);
  const base = key?.endsWith('.jpg') ? key.slice(0, -'.jpg'.length) : null;
  if (!base || DERIVED_SUFFIX.test(base)) return text('Imagem não encontrada.', 404);
  let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  let size: number | null;
  let etag: string;
  try {
    const store = await mediaStore(options);
    const source = (await options.source(base)) ?? (await orphanSource(store, base));
    if (!source) return text('Imagem não encontrada.', 404);
    etag = `"og-${focalPointToken(source.focal)}"`;
    const cacheHeaders = { 'cache-control': SHARE_IMAGE_CACHE_CONTROL, etag };
    if (matchesEtag(request?.headers.get('if-none-match') ?? null, etag)) return new Response(null, { status: 304, headers: cacheHeaders });
    const shareKey = shareImageKey(source.arquivo, source.focal);
    const stored = await store.read(shareKey);
    if (stored && !('unsatisfiable' in stored)) {
      body = stored.body;
      size = stored.size;
    } else {
      const drawn = await (options.derived ?? derivedFiles()).obtain({
        store,
        key: shareKey,
        contentType: 'image/jpeg',
        draw: async () => {
          const original = await readBytes(store, source.arquivo);
          return original ? renderShareImage(original, source.focal).catch(() => null) : null;
        },
      });
      if (!drawn) return text('Imagem não encontrada.', 404);
      body = new Uint8Array(drawn);
      size = drawn.length;
    }
  } catch (error) {
    if (error instanceof DerivedFileBusyError) console.warn('[midia] imagem de compartilhamento ainda em desenho noutra instância:', error.message);
    else console.error('[midia] não foi possível gerar a imagem de compartilhamento:', (error as Error).message);
    return text('Não foi possível carregar a imagem.', 503, { 'retry-after': '5' });
  }
  const headers: Record<string, string> = {
    'content-type': 'image/jpeg',
    'cache-control': SHARE_IMAGE_CACHE_CONTROL,
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (size !== null) headers['content-length'] = String(size);
  return new Response(body, { headers });
}

/** Removes the kept share image of one focal point (after the point moved, or with the image). */
export async function removeShareImage(arquivo: string, focal: FocalPoint | null, options: StorageOptions = {}): Promise<void> {
  await (await mediaStore(options)).remove([shareImageKey(arquivo, focal)]);
}

/**
 * The share image a page names for an image: ours for an uploaded one; null with API_URL (the
 * station's backend owns the media) or for any other address, and the page uses the image itself.
 */
export function shareImageUrlFor(imageUrl: string | null | undefined): string | null {
  return env.apiUrl ? null : shareImagePath(imageUrl);
}

/** Whether an address (relative or absolute) is one of these share images: the card's size is known. */
export function isShareImageUrl(url: string): boolean {
  try {
    return new URL(url, 'http://localhost').pathname.startsWith(SHARE_IMAGE_URL_PREFIX);
  } catch {
    return false;
  }
}
