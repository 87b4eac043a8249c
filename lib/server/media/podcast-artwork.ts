import 'server-only';
import sharp from 'sharp';
import { mediaStore, type StorageOptions } from './storage';
import { IMMUTABLE_CACHE_CONTROL, podcastArtworkKey, uploadKey, type StoredObject } from './upload-keys';

/*
 * Podcast covers as the directories take them (Apple Podcasts, Spotify): a square JPEG or PNG of
 * 1400 to 3000 px in RGB. The panel takes any JPEG, PNG, WebP or GIF of any shape as a show's or
 * an episode's image, so the feed does not send the upload itself: it sends
 * /capas-podcast/{yyyy}/{mm}/{uuid}.jpg, a square JPEG cut from its centre, made the first time it
 * is asked for and kept beside the original (upload-keys podcastArtworkKey, removed with it), so
 * every instance serves the same file and each one is drawn once.
 */

const PODCAST_ARTWORK_URL_PREFIX = '/capas-podcast/';
const PODCAST_ARTWORK_MIN_SIDE = 1400;
const PODCAST_ARTWORK_MAX_SIDE = 3000;

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp', 'gif'] as const;
/** A cover larger than this is refused rather than decoded (the uploads are capped well below). */
const MAX_INPUT_PIXELS = 50_000_000;

/** '/uploads/2026/11/x.webp' → '/capas-podcast/2026/11/x.jpg'; null for anything not an uploaded image. */
export function podcastArtworkPath(imageUrl: string | null): string | null {
  const key = imageUrl ? uploadKey(imageUrl) : null;
  const match = key ? /^(.+)\.(jpe?g|png|webp|gif)$/i.exec(key) : null;
  return match ? `${PODCAST_ARTWORK_URL_PREFIX}${match[1]}.jpg` : null;
}

/** The square JPEG of an image: the largest centred square, scaled into 1400–3000 px, on white where it was transparent. */
export async function renderPodcastArtwork(image: Buffer): Promise<Buffer> {
  const input = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
  const { width = 0, height = 0 } = await input.metadata();
  // metadata() describes the file as stored: a quarter turn of EXIF swaps the sides, not their minimum.
  const side = Math.min(PODCAST_ARTWORK_MAX_SIDE, Math.max(PODCAST_ARTWORK_MIN_SIDE, Math.min(width, height)));
  return input
    .resize(side, side, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

async function bytesOf(object: StoredObject): Promise<Buffer> {
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

type Artwork = { body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>; size: number | null };

/**
 * The stored square for /capas-podcast/{segments}, drawn and kept on first request; null when
 * there is no such image or it cannot be decoded. Storage failures throw.
 */
async function podcastArtwork(segments: readonly string[], options: StorageOptions): Promise<Artwork | null> {
  const key = uploadKey(segments);
  const base = key?.endsWith('.jpg') ? key.slice(0, -'.jpg'.length) : null;
  if (!base || base.endsWith('_podcast')) return null;
  const store = await mediaStore(options);
  const squareKey = podcastArtworkKey(key as string);
  const stored = await store.read(squareKey);
  if (stored && !('unsatisfiable' in stored)) return stored;
  for (const extension of ORIGINAL_EXTENSIONS) {
    const original = await store.read(`${base}.${extension}`);
    if (!original || 'unsatisfiable' in original) continue;
    const bytes = await bytesOf(original);
    const square = await renderPodcastArtwork(bytes).catch(() => null);
    if (!square) return null;
    // Another instance may have drawn it meanwhile: theirs is the same picture.
    await store.write(squareKey, square, 'image/jpeg').catch(() => undefined);
    return { body: new Uint8Array(square), size: square.length };
  }
  return null;
}

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });

/** GET /capas-podcast/…: the square JPEG, cached for good (its original never changes: uploads are never overwritten). */
export async function podcastArtworkResponse(segments: readonly string[], options: StorageOptions = {}): Promise<Response> {
  let artwork: Artwork | null;
  try {
    artwork = await podcastArtwork(segments, options);
  } catch (error) {
    console.error('[midia] não foi possível gerar a capa do podcast:', (error as Error).message);
    return text('Não foi possível carregar a imagem.', 503, { 'retry-after': '5' });
  }
  if (!artwork) return text('Imagem não encontrada.', 404);
  const headers: Record<string, string> = {
    'content-type': 'image/jpeg',
    'cache-control': IMMUTABLE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  };
  if (artwork.size !== null) headers['content-length'] = String(artwork.size);
  return new Response(artwork.body, { headers });
}
