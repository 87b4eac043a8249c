import 'server-only';
import path from 'node:path';
import { focalPointToken, type FocalPoint } from '@/lib/domain/focal-point';
import { VARIANT_NAMES, type VariantName } from './images';

/*
 * Names of stored media, shared by both backends: a key is the path under /uploads
 * ('2026/11/<uuid>.jpg'), the same on disk, in the bucket (under a prefix) and in the
 * midias.arquivo column. Only names this app writes are accepted, so no backend ever sees '..'.
 */

export const UPLOADS_URL_PREFIX = '/uploads/';

/** File names are random UUIDs and never rewritten: safe to cache for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  // Audio of the podcast episodes (./audio.ts), stored as sent.
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.ogg': 'audio/ogg',
};

// Only names this module writes: no dot files, no separators, nothing a shell or URL would reinterpret.
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * One byte range as a client asked for it (RFC 9110 §14.1.2): 'bytes=a-b' or 'bytes=a-' as
 * {start, end?}, 'bytes=-n' as {suffix}. The backend resolves it against the file's size.
 */
export type ByteRangeRequest = { start: number; end?: number } | { suffix: number };

/**
 * One stored file as a backend hands it out for serving. `size` is the whole file's; with a
 * satisfiable range, `range` is the part the body holds (inclusive byte positions).
 */
export type StoredObject = { body: ReadableStream<Uint8Array>; size: number | null; range?: { start: number; end: number } };

/** The file exists but the range asked for starts past its end: 416 with its size. */
export type UnsatisfiableRange = { unsatisfiable: true; size: number };

/**
 * A requested range as inclusive byte positions within a file of `size` bytes (RFC 9110
 * §14.1.2): an end past the file is cut to its last byte; a start past it, a zero-byte suffix or
 * an empty file cannot be satisfied (null).
 */
export function resolveByteRange(range: ByteRangeRequest, size: number): { start: number; end: number } | null {
  if (size <= 0) return null;
  if ('suffix' in range) return range.suffix > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/**
 * The backend cannot be reached (the bucket is down, refuses connections, times out or answers
 * 5xx): not a bug, nor the database's fault. The message says where and why, for the log; the
 * API tells the client MEDIA_STORAGE_UNAVAILABLE_MESSAGE with a 503.
 */
export class MediaStorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MediaStorageUnavailableError';
  }
}

export function isMediaStorageUnavailable(error: unknown): error is MediaStorageUnavailableError {
  return error instanceof MediaStorageUnavailableError;
}

/** What a media backend does; keys are always safe (checked by uploadKey). */
export interface MediaStore {
  /** Writes one file; an existing one is an error on disk (UUID names make it one in the bucket too). */
  write(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Writes one file from a file on local disk, streamed (audio: up to hundreds of megabytes). */
  writeFile(key: string, sourcePath: string, contentType: string, size: number): Promise<void>;
  /** Null when there is no such file; with a range, only that part (or why it cannot be sent). */
  read(key: string, range?: ByteRangeRequest): Promise<StoredObject | UnsatisfiableRange | null>;
  /** Missing files are not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Removes every stored file (db:seed --reset). */
  clear(): Promise<void>;
  /** Throws when the storage cannot be reached (readiness check). */
  check(): Promise<void>;
  /** Where files go, for logs: a directory or s3://bucket/prefix. */
  describe(): string;
}

/** '2026/11/abc.jpg' → '2026/11/abc_post-large.jpg' (SPEC §9's file_{size}.ext). */
export function variantPath(arquivo: string, variant: VariantName): string {
  const extension = path.posix.extname(arquivo);
  return `${arquivo.slice(0, arquivo.length - extension.length)}_${variant}${extension}`;
}

export function uploadContentType(filePath: string): string | null {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? null;
}

function isSafeSegment(segment: string): boolean {
  return SAFE_SEGMENT.test(segment);
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
    if (!isSafeSegment(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * '/uploads/2026/11/x.jpg' (or the segments after 'uploads/') → '2026/11/x.jpg'. Anything that
 * could leave the uploads folder — '..', encoded separators, dot files, empty segments — gives null.
 */
export function uploadKey(urlPath: string | readonly string[]): string | null {
  let segments: string[] | null;
  if (typeof urlPath === 'string') {
    const withoutQuery = urlPath.replace(/[?#].*$/, '');
    if (!withoutQuery.startsWith(UPLOADS_URL_PREFIX)) return null;
    segments = splitSegments(withoutQuery.slice(UPLOADS_URL_PREFIX.length));
  } else {
    segments = urlPath.every(isSafeSegment) ? [...urlPath] : null;
  }
  if (segments === null || segments.length === 0) return null;
  return segments.join('/');
}

/** A midias.arquivo value ('2026/11/x.jpg', tolerating '/uploads/…') → its key, or null if unsafe. */
export function arquivoKey(arquivo: string): string | null {
  return uploadKey(UPLOADS_URL_PREFIX + arquivo.replace(/^\/+/, '').replace(/^uploads\//, ''));
}

/**
 * '2026/11/abc.webp' at (0.25, 0.8) → '2026/11/abc_podcast-250-800.jpg': where the square cover
 * podcast directories get (./podcast-artwork) is kept for that focal point; null is the centre.
 */
export function podcastArtworkKey(arquivo: string, focal: FocalPoint | null): string {
  const extension = path.posix.extname(arquivo);
  return `${arquivo.slice(0, arquivo.length - extension.length)}_podcast-${focalPointToken(focal)}.jpg`;
}

/** '2026/11/abc.webp' → '2026/11/abc_podcast.jpg': where covers cut from the centre were kept before they followed the point. */
function legacyPodcastArtworkKey(arquivo: string): string {
  const extension = path.posix.extname(arquivo);
  return `${arquivo.slice(0, arquivo.length - extension.length)}_podcast.jpg`;
}

/**
 * The original and everything drawn from it: the variants and, once a feed asked for them, the
 * podcast covers by the names they have no point to name (the centre's, and the older one). The
 * cover of a moved point goes with the library row (services/media), which knows the point.
 */
export function uploadKeys(key: string): string[] {
  return [key, ...VARIANT_NAMES.map((variant) => variantPath(key, variant)), podcastArtworkKey(key, null), legacyPodcastArtworkKey(key)];
}
