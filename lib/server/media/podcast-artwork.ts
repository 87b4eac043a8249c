import 'server-only';
import { CENTRE_FOCAL_POINT, focalCrop, focalPointToken, roundFocalPoint, type FocalPoint, type PixelSize } from '@/lib/domain/focal-point';
import { DerivedFileBusyError, derivedFiles, type DerivedFiles } from './derived-files';
import { loadSharp } from './load-sharp';
import { matchesEtag, orphanSource } from './share-image';
import { mediaStore, type StorageOptions } from './storage';
import { podcastArtworkKey, uploadKey, type MediaStore } from './upload-keys';

/*
 * Podcast covers as the directories take them (Apple Podcasts, Spotify): a square JPEG or PNG of
 * 1400 to 3000 px in RGB. The panel takes any JPEG, PNG, WebP or GIF of any shape as a show's or
 * an episode's image, so the feed does not send the upload itself: it sends
 * /capas-podcast/{yyyy}/{mm}/{uuid}.jpg, a square JPEG cut around the image's focal point
 * (midias.foco_x/y, lib/domain/focal-point, as the share image is: ./share-image), drawn the first
 * time it is asked for and kept beside the original as {uuid}_podcast-{x}-{y}.jpg, so every
 * instance serves the same file and each one is drawn once, however many ask for it at the same
 * moment (./derived-files).
 *
 * The stored file is named after the point, so a moved point draws a new file (the old one is
 * removed with the change, services/media) and a render in flight for the old point can never
 * overwrite it. Directories and apps keep covers by address and seldom look again, so the feed's
 * address carries the point too ({uuid}_foco-{x}-{y}.jpg; none for the centre, the address covers
 * always had): a moved point is a new address in the next feed they read. Any address of an image,
 * old or new, answers with the current point's square, so none already handed out breaks. The
 * answer is revalidated (ETag = the point), never `immutable`, so a browser or CDN holding an
 * address does not keep the old crop either.
 */

const PODCAST_ARTWORK_URL_PREFIX = '/capas-podcast/';
export const PODCAST_ARTWORK_CACHE_CONTROL = 'public, no-cache';
const PODCAST_ARTWORK_MIN_SIDE = 1400;
const PODCAST_ARTWORK_MAX_SIDE = 3000;
const SQUARE: Readonly<PixelSize> = { width: 1, height: 1 };

/** What an address may carry after the name: the point the feed was written for, only so the address changes with it. */
const ADDRESS_FOCAL_SUFFIX = /_foco-\d{1,4}-\d{1,4}$/;
/** Names kept beside the originals by this module and the share image: never the base of a cover. */
const DERIVED_SUFFIX = /_(?:podcast(?:-\d+-\d+)?|og-\d+-\d+)$/;
/** A cover larger than this is refused rather than decoded (the uploads are capped well below). */
const MAX_INPUT_PIXELS = 50_000_000;

const NOT_FOUND_MESSAGE = 'Imagem não encontrada.';
const UNAVAILABLE_MESSAGE = 'Não foi possível carregar a imagem.';

/** The image a cover is cut from, as the media library knows it; focal null is the centre. */
export type PodcastArtworkSource = { arquivo: string; focal: FocalPoint | null };

/**
 * '/uploads/2026/11/x.webp' → '/capas-podcast/2026/11/x.jpg', and with a focal point other than the
 * centre '/capas-podcast/2026/11/x_foco-250-800.jpg'; null for anything not an uploaded image.
 */
export function podcastArtworkPath(imageUrl: string | null, focal: FocalPoint | null = null): string | null {
  const key = imageUrl ? uploadKey(imageUrl) : null;
  const match = key ? /^(.+)\.(jpe?g|png|webp|gif)$/i.exec(key) : null;
  if (!match) return null;
  const token = focalPointToken(focal);
  const suffix = token === focalPointToken(CENTRE_FOCAL_POINT) ? '' : `_foco-${token}`;
  return `${PODCAST_ARTWORK_URL_PREFIX}${match[1]}${suffix}.jpg`;
}

/**
 * The square JPEG of an image: the largest square around the point (lib/domain/focal-point
 * focalCrop; the centre without one), scaled into 1400–3000 px, on white where it was transparent.
 */
export async function renderPodcastArtwork(image: Buffer, focal: FocalPoint | null = null): Promise<Buffer> {
  // One decoder for the size and the picture: the cover is drawn once per file (./derived-files counts on it).
  const sharp = await loadSharp();
  const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await input.metadata();
  // metadata() describes the file as stored; the point is given on the upright picture, which
  // autoOrient() gives before the crop (a quarter turn of EXIF swaps the sides).
  const upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height ?? 0, height: meta.width ?? 0 } : { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
  const crop = focalCrop(upright, SQUARE, roundFocalPoint(focal));
  const side = Math.min(PODCAST_ARTWORK_MAX_SIDE, Math.max(PODCAST_ARTWORK_MIN_SIDE, crop.width));
  return input
    .autoOrient()
    .extract(crop)
    .resize(side, side, { fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

export type PodcastArtworkOptions = StorageOptions & {
  /** The library's row for '2026/11/<uuid>' (any extension); null when it has none (an old import: the centre). */
  source: (base: string) => Promise<PodcastArtworkSource | null>;
  /** Whose single flights the render joins: this process's by default (tests play several instances). */
  derived?: DerivedFiles;
};

async function readBytes(store: MediaStore, key: string): Promise<Buffer | null> {
  const object = await store.read(key);
  if (!object || 'unsatisfiable' in object) return null;
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

/** '2026/11/x.jpg' or '2026/11/x_foco-250-800.jpg' → '2026/11/x'; null for an unsafe path, no JPEG name or a kept file's name. */
function requestedBase(segments: readonly string[]): string | null {
  const key = uploadKey(segments);
  const base = key?.endsWith('.jpg') ? key.slice(0, -'.jpg'.length).replace(ADDRESS_FOCAL_SUFFIX, '') : null;
  return base && !DERIVED_SUFFIX.test(base) ? base : null;
}

/** Removes the kept cover of one focal point (after the point moved, or with the image). */
export async function removePodcastArtwork(arquivo: string, focal: FocalPoint | null, options: StorageOptions = {}): Promise<void> {
  await (await mediaStore(options)).remove([podcastArtworkKey(arquivo, focal)]);
}

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/**
 * GET /capas-podcast/…: the square JPEG of the image's current focal point, drawn and kept on
 * first request; 304 when the client holds that one; 404 for anything not an uploaded image or not
 * decodable; 503 when storage or the database fails, or another instance's render of it ran out
 * of time.
 */
export async function podcastArtworkResponse(segments: readonly string[], request: Request | null, options: PodcastArtworkOptions): Promise<Response> {
  const base = requestedBase(segments);
  if (!base) return text(NOT_FOUND_MESSAGE, 404);
  let body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  let size: number | null;
  let etag: string;
  try {
    const store = await mediaStore(options);
    const row = await options.source(base);
    const focal = row?.focal ?? null;
    etag = `"podcast-${focalPointToken(focal)}"`;
    const revalidated = () => matchesEtag(request?.headers.get('if-none-match') ?? null, etag);
    const notModified = () => new Response(null, { status: 304, headers: { 'cache-control': PODCAST_ARTWORK_CACHE_CONTROL, etag } });
    if (row && revalidated()) return notModified();
    const squareKey = podcastArtworkKey(row?.arquivo ?? `${base}.jpg`, focal);
    const stored = await store.read(squareKey);
    if (stored && !('unsatisfiable' in stored)) {
      // Without a library row the kept square is all that says the image exists.
      if (revalidated()) {
        await stored.body.cancel().catch(() => undefined);
        return notModified();
      }
      body = stored.body;
      size = stored.size;
    } else {
      const arquivo = row?.arquivo ?? (await orphanSource(store, base))?.arquivo;
      if (!arquivo) return text(NOT_FOUND_MESSAGE, 404);
      if (revalidated()) return notModified();
      const drawn = await (options.derived ?? derivedFiles()).obtain({
        store,
        key: squareKey,
        contentType: 'image/jpeg',
        draw: async () => {
          const original = await readBytes(store, arquivo);
          return original ? renderPodcastArtwork(original, focal).catch(() => null) : null;
        },
      });
      if (!drawn) return text(NOT_FOUND_MESSAGE, 404);
      body = new Uint8Array(drawn);
      size = drawn.length;
    }
  } catch (error) {
    if (error instanceof DerivedFileBusyError) console.warn('[midia] capa do podcast ainda em desenho noutra instância:', error.message);
    else console.error('[midia] não foi possível gerar a capa do podcast:', (error as Error).message);
    return text(UNAVAILABLE_MESSAGE, 503, { 'retry-after': '5' });
  }
  const headers: Record<string, string> = {
    'content-type': 'image/jpeg',
    'cache-control': PODCAST_ARTWORK_CACHE_CONTROL,
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (size !== null) headers['content-length'] = String(size);
  return new Response(body, { headers });
}
