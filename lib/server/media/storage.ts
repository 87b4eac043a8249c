import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { env } from '../env';
import { processImage, VARIANT_NAMES, type ImageLimits, type VariantName } from './images';
import { LocalMediaStore } from './local-storage';
import type { S3Settings } from './s3-client';
import { S3_KEY_PREFIX, S3MediaStore } from './s3-storage';
import { arquivoKey, UPLOADS_URL_PREFIX, uploadContentType, uploadKey, uploadKeys, variantPath, type MediaStore, type StoredObject } from './upload-keys';

/*
 * Where uploads live: {DATA_DIR}/uploads by default, or an S3-compatible bucket with S3_BUCKET
 * (DESIGN "Beyond one machine"). Either way they are served at /uploads/… by any instance, or
 * from MEDIA_PUBLIC_URL (a CDN in front of the bucket) when that is set.
 */

export { UPLOADS_URL_PREFIX, uploadContentType, uploadKey, variantPath };
export type { MediaStore, StoredObject };

export type StorageOptions = {
  dataDir?: string;
  /** The bucket; undefined: from the environment (env.s3), null: local disk whatever the environment says. */
  s3?: S3Settings | null;
};

export type StoreImageOptions = StorageOptions & {
  limits?: Partial<ImageLimits>;
  /** Decides the {yyyy}/{mm} folder; the upload time by default. */
  now?: Date;
};

export type StoredImage = {
  /** Path under /uploads, e.g. '2026/11/<uuid>.jpg' (the midias.arquivo column). */
  arquivo: string;
  url: string;
  nomeOriginal: string;
  mime: string;
  tamanho: number;
  largura: number;
  altura: number;
  variantes: Record<VariantName, string>;
};

function bucketOf(options: StorageOptions): S3Settings | null {
  return options.s3 === undefined ? env.s3 : options.s3;
}

export function uploadsDir(options: StorageOptions = {}): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? env.dataDir), 'uploads');
}

/** The backend the options (or the environment) choose. */
export function mediaStore(options: StorageOptions = {}): MediaStore {
  const bucket = bucketOf(options);
  return bucket ? new S3MediaStore(bucket) : new LocalMediaStore(uploadsDir(options));
}

// next.config.mjs inlines the MEDIA_PUBLIC_URL of `next build` here; outside a Next bundle
// (scripts, Jest) this is undefined and there is nothing to compare.
const builtPublicUrl = process.env.MEDIA_PUBLIC_URL_AT_BUILD;
let mismatchReported = false;

function reportPublicUrlMismatch(runtime: string | null): void {
  if (mismatchReported || builtPublicUrl === undefined || (builtPublicUrl || null) === runtime) return;
  mismatchReported = true;
  console.warn(
    `[midia] MEDIA_PUBLIC_URL agora é "${runtime ?? ''}", mas o app foi compilado com "${builtPublicUrl}": ` +
      'as imagens desse endereço não passam pelo otimizador nem ganham as variantes. Rode "next build" de novo com o mesmo valor.',
  );
}

/** '2026/11/x.jpg' → '/uploads/2026/11/x.jpg', or '{MEDIA_PUBLIC_URL}/uploads/2026/11/x.jpg' with a bucket behind a CDN. */
export function uploadUrl(arquivo: string, options: StorageOptions = {}): string {
  const bucket = bucketOf(options);
  if (options.s3 === undefined) reportPublicUrlMismatch(bucket?.publicUrl ?? null);
  return bucket?.publicUrl ? `${bucket.publicUrl}/${S3_KEY_PREFIX}${arquivo}` : UPLOADS_URL_PREFIX + arquivo;
}

function sanitizeOriginalName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'imagem').slice(0, 200);
}

/**
 * Maps '/uploads/2026/11/x.jpg' (or the segments after 'uploads/') to the file on local disk.
 * Anything that could leave the uploads directory — '..', encoded separators, absolute paths,
 * dot files — gives null. Local disk only: with a bucket, use readUpload.
 */
export function resolveUploadPath(urlPath: string | readonly string[], options: StorageOptions = {}): string | null {
  const key = uploadKey(urlPath);
  return key === null ? null : new LocalMediaStore(uploadsDir(options)).filePath(key);
}

/** A stored file for serving, with its content type; null when missing, unsafe or not an image. */
export async function readUpload(
  urlPath: string | readonly string[],
  options: StorageOptions = {},
): Promise<(StoredObject & { contentType: string }) | null> {
  const key = uploadKey(urlPath);
  const contentType = key ? uploadContentType(key) : null;
  if (!key || !contentType) return null;
  const object = await mediaStore(options).read(key);
  return object ? { ...object, contentType } : null;
}

/** Checks, re-encodes and writes an upload with its variants; the original is written last. */
export function storeImage(buffer: Buffer, originalName: string, options: StoreImageOptions = {}): Promise<StoredImage> {
  return storeImageIn(mediaStore(options), buffer, originalName, options);
}

/** storeImage into a given backend: the variants, then the original; what was written goes again on failure. */
export async function storeImageIn(
  store: MediaStore,
  buffer: Buffer,
  originalName: string,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const processed = await processImage(buffer, options.limits);
  const now = options.now ?? new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const arquivo = `${folder}/${randomUUID()}.${processed.ext}`;

  const written: string[] = [];
  const write = async (key: string, data: Buffer) => {
    await store.write(key, data, processed.mime);
    written.push(key);
  };
  try {
    for (const variant of VARIANT_NAMES) await write(variantPath(arquivo, variant), processed.variantes[variant].buffer);
    await write(arquivo, processed.original.buffer);
  } catch (error) {
    // The original's absence is what makes a half-written upload invisible; the rest is tidying.
    await store.remove(written).catch(() => undefined);
    throw error;
  }

  const variantes = Object.fromEntries(
    VARIANT_NAMES.map((variant) => [variant, uploadUrl(variantPath(arquivo, variant), options)]),
  ) as Record<VariantName, string>;
  return {
    arquivo,
    url: uploadUrl(arquivo, options),
    nomeOriginal: sanitizeOriginalName(originalName),
    mime: processed.mime,
    tamanho: processed.original.tamanho,
    largura: processed.original.largura,
    altura: processed.original.altura,
    variantes,
  };
}

/** Removes an upload and its variants; missing files are not an error. False for an unsafe path. */
export async function deleteStoredImage(arquivo: string, options: StorageOptions = {}): Promise<boolean> {
  const key = arquivoKey(arquivo);
  if (key === null) return false;
  await mediaStore(options).remove(uploadKeys(key, VARIANT_NAMES));
  return true;
}

/** Empties the uploads directory or the bucket's uploads/ prefix (`npm run db:seed -- --reset`). */
export async function clearUploads(options: StorageOptions = {}): Promise<void> {
  await mediaStore(options).clear();
}

/** Readiness: throws (pt-BR message) when the bucket cannot be reached; local disk resolves at once. */
export async function checkMediaStorage(options: StorageOptions = {}): Promise<void> {
  await mediaStore(options).check();
}

/** Where uploads go, for logs: the directory, or s3://bucket/uploads/ and its endpoint. */
export function describeMediaStorage(options: StorageOptions = {}): string {
  return mediaStore(options).describe();
}
