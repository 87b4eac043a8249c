import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../env';
import { processImage, VARIANT_NAMES, type ImageLimits, type VariantName } from './images';

/*
 * Local-disk storage of uploads under {DATA_DIR}/uploads, served at /uploads/…. Everything that
 * knows where files live is in this module, so an S3-compatible bucket can replace it.
 */

export const UPLOADS_URL_PREFIX = '/uploads/';

export type StorageOptions = { dataDir?: string };

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

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

// Only names this module writes: no dot files, no separators, nothing a shell or URL would reinterpret.
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function uploadsDir(options: StorageOptions = {}): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? env.dataDir), 'uploads');
}

export function uploadUrl(arquivo: string): string {
  return UPLOADS_URL_PREFIX + arquivo;
}

/** '2026/11/abc.jpg' → '2026/11/abc_post-large.jpg' (SPEC §9's file_{size}.ext). */
export function variantPath(arquivo: string, variant: VariantName): string {
  const extension = path.posix.extname(arquivo);
  return `${arquivo.slice(0, arquivo.length - extension.length)}_${variant}${extension}`;
}

export function uploadContentType(filePath: string): string | null {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? null;
}

function sanitizeOriginalName(name: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'imagem').slice(0, 200);
}

function splitSegments(value: string): string[] | null {
  const segments: string[] = [];
  for (const raw of value.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!SAFE_SEGMENT.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * Maps '/uploads/2026/11/x.jpg' (or the segments after 'uploads/') to the file on disk. Anything
 * that could leave the uploads directory — '..', encoded separators, absolute paths, dot files —
 * gives null.
 */
export function resolveUploadPath(urlPath: string | readonly string[], options: StorageOptions = {}): string | null {
  let segments: string[] | null;
  if (typeof urlPath === 'string') {
    const withoutQuery = urlPath.replace(/[?#].*$/, '');
    if (!withoutQuery.startsWith(UPLOADS_URL_PREFIX)) return null;
    segments = splitSegments(withoutQuery.slice(UPLOADS_URL_PREFIX.length));
  } else {
    segments = urlPath.every((segment) => SAFE_SEGMENT.test(segment)) ? [...urlPath] : null;
  }
  if (segments === null || segments.length === 0) return null;
  const root = uploadsDir(options);
  const resolved = path.resolve(root, ...segments);
  const relative = path.relative(root, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return resolved;
}

function resolveArquivo(arquivo: string, options: StorageOptions): string | null {
  return resolveUploadPath(UPLOADS_URL_PREFIX + arquivo.replace(/^\/+/, '').replace(/^uploads\//, ''), options);
}

/** Checks, re-encodes and writes an upload with its variants; the original is written last. */
export async function storeImage(
  buffer: Buffer,
  originalName: string,
  options: StoreImageOptions = {},
): Promise<StoredImage> {
  const processed = await processImage(buffer, options.limits);
  const now = options.now ?? new Date();
  const folder = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const arquivo = `${folder}/${randomUUID()}.${processed.ext}`;
  const root = uploadsDir(options);
  await fs.mkdir(path.join(root, folder), { recursive: true });

  const written: string[] = [];
  const write = async (relative: string, data: Buffer) => {
    const target = path.join(root, relative);
    await fs.writeFile(target, data, { flag: 'wx' });
    written.push(target);
  };
  try {
    for (const variant of VARIANT_NAMES) await write(variantPath(arquivo, variant), processed.variantes[variant].buffer);
    await write(arquivo, processed.original.buffer);
  } catch (error) {
    await Promise.all(written.map((file) => fs.rm(file, { force: true })));
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

/** Removes an upload and its variants; missing files are not an error. False for an unsafe path. */
export async function deleteStoredImage(arquivo: string, options: StorageOptions = {}): Promise<boolean> {
  const original = resolveArquivo(arquivo, options);
  if (original === null) return false;
  const relative = path.relative(uploadsDir(options), original).split(path.sep).join('/');
  const files = [original, ...VARIANT_NAMES.map((variant) => path.join(uploadsDir(options), variantPath(relative, variant)))];
  await Promise.all(files.map((file) => fs.rm(file, { force: true })));
  return true;
}

/** Empties the uploads directory (used by `npm run db:seed -- --reset`). */
export async function clearUploads(options: StorageOptions = {}): Promise<void> {
  await fs.rm(uploadsDir(options), { recursive: true, force: true });
}
