import 'server-only';
import { S3Client } from '@aws-sdk/client-s3';
import type { env } from '../env';

/** The bucket settings of lib/server/env.ts (S3_BUCKET and friends). */
export type S3Settings = NonNullable<typeof env.s3>;

/** How long a connection may take to open: an unreachable endpoint fails fast instead of hanging uploads. */
const CONNECTION_TIMEOUT_MS = 3_000;
/** A request that stalls this long (no bytes moving) is given up. */
const REQUEST_TIMEOUT_MS = 30_000;
/** /uploads streams each file from the bucket while the visitor downloads it: the SDK's 50 sockets would queue behind slow clients. */
const MAX_SOCKETS = 256;

type ClientCache = Map<string, S3Client>;
const CACHE_KEY = Symbol.for('sintonia.s3Clients');

// One client (and its connection pool) per process and settings: every bundle that imports this
// module shares it through globalThis, as the database handle does.
function clientCache(): ClientCache {
  const holder = globalThis as typeof globalThis & { [CACHE_KEY]?: ClientCache };
  holder[CACHE_KEY] ??= new Map();
  return holder[CACHE_KEY];
}

export function getS3Client(settings: S3Settings): S3Client {
  const { endpoint, region, credentials, forcePathStyle } = settings;
  const key = JSON.stringify({ endpoint, region, credentials, forcePathStyle });
  const cache = clientCache();
  let client = cache.get(key);
  if (!client) {
    client = new S3Client({
      region,
      endpoint: endpoint ?? undefined,
      forcePathStyle,
      // Without keys the SDK's default chain applies (instance role, AWS_* variables, profiles).
      credentials: credentials ?? undefined,
      // One retry: a bucket that does not answer must not hold each /uploads request for long.
      maxAttempts: 2,
      // Checksums only where S3 requires them: several S3-compatible stores (MinIO, Garage, R2 in
      // some versions) reject the flexible checksums the SDK sends by default since 2025.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: {
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        httpAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
        httpsAgent: { keepAlive: true, maxSockets: MAX_SOCKETS },
      },
    });
    cache.set(key, client);
  }
  return client;
}

/**
 * No such object: NoSuchKey on GET, NotFound on HEAD, or any 404 (S3-compatible stores name it
 * differently). A missing bucket stays an error.
 */
export function isS3NotFound(error: unknown): boolean {
  const { name, $metadata } = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Closes the cached clients' sockets (tests, scripts that must exit). */
export function destroyS3Clients(): void {
  const cache = clientCache();
  for (const client of cache.values()) client.destroy();
  cache.clear();
}
