import 'server-only';
import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getS3Client, isS3NotFound, type S3Settings } from './s3-client';
import {
  IMMUTABLE_CACHE_CONTROL,
  MediaStorageUnavailableError,
  resolveByteRange,
  type ByteRangeRequest,
  type MediaStore,
  type StoredObject,
  type UnsatisfiableRange,
} from './upload-keys';

/** 'bytes 0-99/1000' → its parts; null for anything else. */
function parseContentRange(value: string | undefined): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** The bucket refused the range: it starts past the object's end. */
function isInvalidRange(error: unknown): boolean {
  const { name, $metadata } = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'InvalidRange' || $metadata?.httpStatusCode === 416;
}

/** Objects live under this prefix, so the bucket may hold other things and the public URL mirrors the site's /uploads/. */
const S3_KEY_PREFIX = 'uploads/';

/** The readiness check answers within this, reachable or not. */
const CHECK_TIMEOUT_MS = 3_000;
/** Deletes in flight at once when emptying the bucket. */
const DELETE_CONCURRENCY = 16;

/** Socket errors of a server that is not there (or not answering). */
const UNREACHABLE_CODE = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNABORTED)\b/;

/**
 * The socket error's code. The SDK's retry layer rewraps an error that is not an Error of its own
 * realm (a bundle's, a test VM's) as "AWS SDK error wrapper for Error: connect ECONNREFUSED …",
 * keeping only the text: the code is then read from there.
 */
function networkCodeOf(error: unknown): string | null {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE_CODE.test(code)) return code;
  return typeof message === 'string' ? (UNREACHABLE_CODE.exec(message)?.[1] ?? null) : null;
}

function describeFailure(error: unknown): string {
  const { name, code, message, $metadata } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: string;
    code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (name === 'NotFound' || name === 'NoSuchBucket' || status === 404) return 'o bucket não existe';
  if (status === 403 || status === 401) return 'acesso negado (confira S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY)';
  if (name === 'CredentialsProviderError') return 'nenhuma credencial encontrada (defina S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY)';
  if (name === 'TimeoutError' || name === 'AbortError') return `sem resposta em ${CHECK_TIMEOUT_MS / 1000} s`;
  const network = networkCodeOf(error);
  if (network) return `sem conexão com o servidor (${network})`;
  if (code && /^E[A-Z_]+$/.test(code)) return `sem conexão com o servidor (${code})`;
  return message || name || String(error);
}

/**
 * Whether the bucket is down rather than the request wrong: no connection, no answer in time, or
 * a 5xx. A 4xx (missing key, denied access, no such bucket) is not an outage.
 */
function isUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { name, $metadata, errors, cause } = error as { name?: unknown; $metadata?: { httpStatusCode?: number }; errors?: unknown; cause?: unknown };
  if (networkCodeOf(error) !== null) return true;
  if (name === 'TimeoutError' || name === 'RequestTimeout') return true;
  if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  // node's AggregateError for a host with several addresses (IPv4 and IPv6 both refused).
  if (Array.isArray(errors) && errors.some((inner) => isUnreachable(inner, depth + 1))) return true;
  return isUnreachable(cause, depth + 1);
}

/** Media in an S3-compatible bucket (AWS S3, MinIO, Garage, R2…): every instance sees the same files. */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(
    readonly settings: S3Settings,
    private readonly listPageSize = 1000,
  ) {
    this.client = getS3Client(settings);
  }

  private objectKey(key: string): string {
    return S3_KEY_PREFIX + key;
  }

  /** One request to the bucket; a bucket that is down is MediaStorageUnavailableError, anything else as the SDK threw it. */
  private async send<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isUnreachable(error)) throw error;
      throw new MediaStorageUnavailableError(`Armazenamento de mídia inacessível (${this.describe()}): ${describeFailure(error)}.`, { cause: error });
    }
  }

  async write(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          // A CDN in front of the bucket (MEDIA_PUBLIC_URL) keeps the file for good, as the browser does.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      ),
    );
  }

  /** Streamed from disk: the SDK sends it in one PUT (an S3 PUT takes up to 5 GB), never whole in memory. */
  async writeFile(key: string, sourcePath: string, contentType: string, size: number): Promise<void> {
    await this.send(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.objectKey(key),
          Body: fs.createReadStream(sourcePath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      ),
    );
  }

  /**
   * The object, or the part of it a range asks for (GetObject with Range). A suffix range
   * ('bytes=-n') is turned into first-last positions from the object's size first: S3-compatible
   * stores do not all understand it. What the bucket sent is described by its Content-Range.
   */
  async read(key: string, range?: ByteRangeRequest): Promise<StoredObject | UnsatisfiableRange | null> {
    let header: string | undefined;
    if (range && 'suffix' in range) {
      const size = await this.size(key);
      if (size === null) return null;
      const part = resolveByteRange(range, size);
      if (!part) return { unsatisfiable: true, size };
      header = `bytes=${part.start}-${part.end}`;
    } else if (range) {
      header = `bytes=${range.start}-${range.end ?? ''}`;
    }
    try {
      const object = await this.send(() => this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), Range: header })));
      if (!object.Body) return null;
      const body = object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      const sent = header ? parseContentRange(object.ContentRange) : null;
      if (sent) return { body, size: sent.size, range: { start: sent.start, end: sent.end } };
      return { body, size: object.ContentLength ?? null };
    } catch (error) {
      if (isS3NotFound(error)) return null;
      if (header && isInvalidRange(error)) {
        const size = await this.size(key);
        return size === null ? null : { unsatisfiable: true, size };
      }
      throw error;
    }
  }

  /** The stored size of a key, or null when the object is not there. */
  async size(key: string): Promise<number | null> {
    try {
      const head = await this.send(() => this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) })));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isS3NotFound(error)) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await this.removeObjects(keys.map((key) => this.objectKey(key)));
  }

  // One DeleteObject per key rather than DeleteObjects: the batch call needs a Content-MD5 or
  // checksum header that S3-compatible stores accept inconsistently. Deleting a missing key succeeds.
  private async removeObjects(objectKeys: readonly string[]): Promise<void> {
    for (let start = 0; start < objectKeys.length; start += DELETE_CONCURRENCY) {
      const batch = objectKeys.slice(start, start + DELETE_CONCURRENCY);
      await Promise.all(batch.map((Key) => this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key })))));
    }
  }

  async clear(): Promise<void> {
    let token: string | undefined;
    do {
      const page = await this.send(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: S3_KEY_PREFIX, MaxKeys: this.listPageSize, ContinuationToken: token })),
      );
      await this.removeObjects((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    } catch (error) {
      throw new Error(`Armazenamento de mídia inacessível (${this.describe()}): ${describeFailure(error)}.`, { cause: error });
    }
  }

  describe(): string {
    const where = this.settings.endpoint ? ` em ${this.settings.endpoint}` : '';
    return `s3://${this.settings.bucket}/${S3_KEY_PREFIX}${where}`;
  }
}
