import 'server-only';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { env } from '../env';
import { processImage, VARIANT_NAMES, type ImageEncoding, type ImageLimits, type VariantName } from './images';
import { LocalMediaStore } from './local-storage';
import type { S3Settings } from './s3-client';
import {
  arquivoKey,
  UPLOADS_URL_PREFIX,
  uploadContentType,
  uploadKey,
  uploadKeys,
  variantPath,
  type ByteRangeRequest,
  type MediaStore,
  type StoredObject,
  type UnsatisfiableRange,
} from './upload-keys';

/*
 * Where uploads live: {DATA_DIR}/uploads by default, or an S3-compatible bucket with S3_BUCKET
 * (DESIGN "Beyond one machine"). Either way content refers to them as /uploads/…, which every
 * instance serves; MEDIA_PUBLIC_URL only changes the address they leave the site with
 * (./public-media-url), so stored content never depends on a CDN.
 */

export { uploadContentType, variantPath };

export type StorageOptions = {
  dataDir?: string;
  /** The bucket; undefined: from the environment (env.s3), null: local disk whatever the environment says. */
  s3?: S3Settings | null;
};

export type StoreImageOptions = StorageOptions & {
  limits?: Partial<ImageLimits>;
  /** 'thorough' unless the caller drew the picture itself (images.ts). */
  encoding?: ImageEncoding;
  /** Decides the {yyyy}/{mm} folder; the upload time by default. */
  now?: Date;
  /**
   * The file's name in its folder (a UUID), in place of a random one: the demo seed names its
   * pictures by their content, so every copy of the demo station serves each at the same address.
   */
  id?: string;
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

const ENV_STORE = Symbol.for('sintonia.media-store');

async function createStore(options: StorageOptions): Promise<MediaStore> {
  const bucket = bucketOf(options);
  if (!bucket) return new LocalMediaStore(uploadsDir(options));
  // The AWS SDK loads only where there is a bucket.
  const { S3MediaStore } = await import('./s3-storage');
  return new S3MediaStore(bucket);
}

/** The backend the options choose; the environment's one is created once per process. */
export function mediaStore(options: StorageOptions = {}): Promise<MediaStore> {
  if (options.s3 !== undefined || options.dataDir !== undefined) return createStore(options);
  const holder = globalThis as typeof globalThis & { [ENV_STORE]?: Promise<MediaStore> };
  return (holder[ENV_STORE] ??= createStore(options));
}

/** '2026/11/x.jpg' → '/uploads/2026/11/x.jpg': the address content keeps, whatever the backend. */
export function uploadUrl(arquivo: string): string {
  return UPLOADS_URL_PREFIX + arquivo;
}

function sanitizeOriginalName(name: string, fallback = 'imagem'): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, 200);
}

/** '{yyyy}/{mm}/{uuid}.{ext}': the key of a new upload, dated by `now` (UTC). */
function newUploadKey(ext: string, now: Date = new Date(), id: string = randomUUID()): string {
  if (!/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(id)) throw new Error(`Nome de arquivo inválido: ${id}`);
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${id}.${ext}`;
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
  const object = await (await mediaStore(options)).read(key);
  return object && !('unsatisfiable' in object) ? { ...object, contentType } : null;
}

/**
 * The same with a byte range (audio seeking, /uploads answers 206): the part asked for, or
 * { unsatisfiable, size } when it starts past the end; null when missing, unsafe or of no known type.
 */
export async function readUploadRange(
  urlPath: string | readonly string[],
  range: ByteRangeRequest,
  options: StorageOptions = {},
): Promise<((StoredObject | UnsatisfiableRange) & { contentType: string }) | null> {
  const key = uploadKey(urlPath);
  const contentType = key ? uploadContentType(key) : null;
  if (!key || !contentType) return null;
  const object = await (await mediaStore(options)).read(key, range);
  return object ? { ...object, contentType } : null;
}

export type StoredAudio = {
  /** Path under /uploads, e.g. '2026/11/<uuid>.mp3' (the midias.arquivo column). */
  arquivo: string;
  url: string;
  nomeOriginal: string;
  mime: string;
  tamanho: number;
};

/**
 * Stores an audio file as it was sent, from the temporary file it was streamed to (its content
 * already checked, ./audio.ts), under /uploads/{yyyy}/{mm}/{uuid}.{ext}.
 */
export async function storeAudioFile(
  sourcePath: string,
  originalName: string,
  audio: { mime: string; ext: string; size: number },
  options: StorageOptions & { now?: Date } = {},
): Promise<StoredAudio> {
  const arquivo = newUploadKey(audio.ext, options.now);
  await (await mediaStore(options)).writeFile(arquivo, sourcePath, audio.mime, audio.size);
  return { arquivo, url: uploadUrl(arquivo), nomeOriginal: sanitizeOriginalName(originalName, 'audio'), mime: audio.mime, tamanho: audio.size };
}

/** Checks, re-encodes and writes an upload with its variants; the original is written last. */
export async function storeImage(buffer: Buffer, originalName: string, options: StoreImageOptions = {}): Promise<StoredImage> {
  return storeImageIn(await mediaStore(options), buffer, originalName, options);
}

/** storeImage into a given backend: the variants, then the original; what was written goes again on failure. */
export async function storeImageIn(
  store: MediaStore,
  buffer: Buffer,
  originalName: string,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const processed = await processImage(buffer, options.limits, options.encoding);
  const arquivo = newUploadKey(processed.ext, options.now, options.id);

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
    VARIANT_NAMES.map((variant) => [variant, uploadUrl(variantPath(arquivo, variant))]),
  ) as Record<VariantName, string>;
  return {
    arquivo,
    url: uploadUrl(arquivo),
    nomeOriginal: sanitizeOriginalName(originalName),
    mime: processed.mime,
    tamanho: processed.original.tamanho,
    largura: processed.original.largura,
    altura: processed.original.altura,
    variantes,
  };
}

/** Removes an upload and its variants (an audio file has none); missing files are not an error. False for an unsafe path. */
export async function deleteStoredImage(arquivo: string, options: StorageOptions = {}): Promise<boolean> {
  const key = arquivoKey(arquivo);
  if (key === null) return false;
  await (await mediaStore(options)).remove(uploadKeys(key));
  return true;
}

/** Empties the uploads directory or the bucket's uploads/ prefix (`npm run db:seed -- --reset`). */
export async function clearUploads(options: StorageOptions = {}): Promise<void> {
  await (await mediaStore(options)).clear();
}

/** Readiness: throws (pt-BR message) when the bucket cannot be reached; local disk resolves at once. */
export async function checkMediaStorage(options: StorageOptions = {}): Promise<void> {
  await (await mediaStore(options)).check();
}

/** Where uploads go, for logs: the directory, or s3://bucket/uploads/ and its endpoint. */
export async function describeMediaStorage(options: StorageOptions = {}): Promise<string> {
  return (await mediaStore(options)).describe();
}
