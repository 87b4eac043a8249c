import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** '' counts as unset, as a shell's `VAR=` means. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null);

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A base address: http(s), without the trailing slash. */
const baseUrl = (name: string) =>
  optionalText.transform((value, context) => {
    if (value === null) return null;
    if (!isHttpUrl(value)) {
      context.addIssue({ code: 'custom', message: `${name} precisa ser um endereço completo com http:// ou https:// (recebido: "${value}").` });
      return z.NEVER;
    }
    return value.replace(/\/+$/, '');
  });

const flag = (fallback: boolean) => optionalText.transform((value) => (value === null ? fallback : ['1', 'true', 'yes', 'sim'].includes(value.toLowerCase())));

const siteUrlSchema = baseUrl('SITE_URL');

const redisUrl = optionalText.transform((value, context) => {
  if (value === null) return null;
  try {
    if (/^rediss?:$/.test(new URL(value).protocol)) return value;
  } catch {
    // reported below
  }
  context.addIssue({ code: 'custom', message: `REDIS_URL precisa ser um endereço redis:// ou rediss:// (recebido: "${value}").` });
  return z.NEVER;
});

const drainSeconds = z
  .string()
  .optional()
  .transform((value, context) => {
    if (!value?.trim()) return undefined;
    const seconds = Number(value);
    if (Number.isInteger(seconds) && seconds >= 0 && seconds <= 120) return seconds;
    context.addIssue({ code: 'custom', message: `SHUTDOWN_DRAIN_SECONDS precisa ser um número inteiro de segundos, de 0 a 120 (recebido: "${value}").` });
    return z.NEVER;
  });

/** A full http(s) address, kept as given (a CDN's purge endpoint ends where its API says). */
const endpointUrl = (name: string) =>
  optionalText.transform((value, context) => {
    if (value === null || isHttpUrl(value)) return value;
    context.addIssue({ code: 'custom', message: `${name} precisa ser um endereço completo com http:// ou https:// (recebido: "${value}").` });
    return z.NEVER;
  });

/** "Nome: valor", one header; its value (a CDN's token) is never repeated in a message. */
const headerLine = (name: string) =>
  optionalText.transform((value, context) => {
    if (value === null) return null;
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(\S.*)$/.exec(value);
    if (match) return { [match[1]]: match[2] };
    context.addIssue({ code: 'custom', message: `${name} precisa ser um cabeçalho no formato "Nome: valor" (ex.: "Authorization: Bearer …").` });
    return z.NEVER;
  });

/** Settings that make N instances share one state: each of them needs the same secrets. */
function requireSharedSecrets(values: z.output<typeof environmentSchema>, context: z.RefinementCtx) {
  const sharedBy = values.REDIS_URL ? 'REDIS_URL' : values.S3_BUCKET ? 'S3_BUCKET' : null;
  if (!sharedBy) return;
  const missing = [
    values.NEXTAUTH_SECRET || values.AUTH_SECRET ? null : 'NEXTAUTH_SECRET',
    values.ENCRYPTION_KEY ? null : 'ENCRYPTION_KEY',
  ].filter((name) => name !== null);
  for (const name of missing) {
    context.addIssue({
      code: 'custom',
      message: `${name} é obrigatória com várias instâncias (${sharedBy} definida): gere uma com "openssl rand -base64 32" e use o mesmo valor em todas as instâncias.`,
    });
  }
}

function cdnPurgeSettings(values: z.output<typeof environmentSchema>, context: z.RefinementCtx) {
  if (values.CDN_PURGE_HEADER && !values.CDN_PURGE_URL) context.addIssue({ code: 'custom', message: 'CDN_PURGE_HEADER só vale com CDN_PURGE_URL definida.' });
}

function s3Settings(values: z.output<typeof environmentSchema>, context: z.RefinementCtx) {
  if (!values.S3_BUCKET) {
    if (values.MEDIA_PUBLIC_URL) context.addIssue({ code: 'custom', message: 'MEDIA_PUBLIC_URL só vale com S3_BUCKET definida.' });
    return;
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', message: 'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntas: defina as duas ou nenhuma.' });
  }
}

const environmentSchema = z.object({
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText,
  API_URL: baseUrl('API_URL'),
  SITE_URL: siteUrlSchema,
  SEED_DEMO_DATA: flag(true),
  TRUST_PROXY_HEADER: optionalText,
  /** Seconds an instance keeps serving after SIGTERM with readiness at 503 (0 to stop at once). */
  SHUTDOWN_DRAIN_SECONDS: drainSeconds,
  /** Where the video feed proxy fetches /feeds/videos.xml; tests and e2e point it at a fake server. */
  YOUTUBE_FEED_BASE: baseUrl('YOUTUBE_FEED_BASE'),
  REDIS_URL: redisUrl,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: baseUrl('S3_ENDPOINT'),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  MEDIA_PUBLIC_URL: baseUrl('MEDIA_PUBLIC_URL'),
  NEXTAUTH_SECRET: optionalText,
  AUTH_SECRET: optionalText,
  ENCRYPTION_KEY: optionalText,
  /** Called with the tags of every expiry, to purge a CDN's copies (lib/server/cache/cdn-purge.ts). */
  CDN_PURGE_URL: endpointUrl('CDN_PURGE_URL'),
  CDN_PURGE_HEADER: headerLine('CDN_PURGE_HEADER'),
});

function parseOrExplain<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`Configuração inválida: ${result.error.issues.map((issue) => issue.message).join(' ')}`);
  return result.data;
}

/** The process's settings from its environment; a malformed address stops the start with a pt-BR message naming it. */
export function parseEnvironment(source: Record<string, string | undefined>) {
  // `next build` renders no page from the database and needs no secret: they are for the running instances.
  const building = source.NEXT_PHASE === 'phase-production-build';
  const values = parseOrExplain(building ? environmentSchema : environmentSchema.superRefine(requireSharedSecrets).superRefine(s3Settings).superRefine(cdnPurgeSettings), source);
  return {
    dataDir: path.resolve(/*turbopackIgnore: true*/ values.DATA_DIR ?? 'data'),
    databaseUrl: values.DATABASE_URL,
    apiUrl: values.API_URL,
    siteUrl: values.SITE_URL,
    seedDemoData: values.SEED_DEMO_DATA,
    trustProxyHeader: values.TRUST_PROXY_HEADER?.toLowerCase() ?? null,
    /** Undefined: the default drain (lib/server/lifecycle/graceful-shutdown.ts). */
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS === undefined ? undefined : values.SHUTDOWN_DRAIN_SECONDS * 1000,
    youtubeFeedBase: values.YOUTUBE_FEED_BASE ?? 'https://www.youtube.com',
    /** Media in an S3-compatible bucket instead of DATA_DIR/uploads; null: local disk. */
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION ?? 'us-east-1',
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
              : null,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          publicUrl: values.MEDIA_PUBLIC_URL,
        }
      : null,
    /** Where expiries are sent to purge a CDN by tag, with the header that authorises it; null: no CDN to purge. */
    cdnPurge: values.CDN_PURGE_URL ? { url: values.CDN_PURGE_URL, headers: values.CDN_PURGE_HEADER ?? {} } : null,
  };
}

export const env = parseEnvironment(process.env);

/**
 * The Facebook page connection. Read on each call, not at load, so tests can
 * point it at a fake provider started after import. The app id may also come from the
 * 'facebookAppId' setting; the secret only from the environment.
 */
export function facebookEnv() {
  const trim = (value: string | undefined) => (value ?? '').trim();
  return {
    appId: trim(process.env.FACEBOOK_APP_ID),
    appSecret: trim(process.env.FACEBOOK_APP_SECRET),
    oauthUrl: trim(process.env.FACEBOOK_OAUTH_URL) || 'https://www.facebook.com/v21.0/dialog/oauth',
    graphUrl: (trim(process.env.FACEBOOK_GRAPH_URL) || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
    siteUrl: parseOrExplain(siteUrlSchema, process.env.SITE_URL),
  };
}

/**
 * ALLOW_PRIVATE_STREAM_HOST: a stream address on this machine or the station's own network (an
 * Icecast on its LAN) may be saved; other addresses that visitors load must still be public. Read
 * on each call, like facebookEnv, so tests can switch it.
 */
export function allowPrivateStreamHost(): boolean {
  return flag(false).parse(process.env.ALLOW_PRIVATE_STREAM_HOST);
}

type Secrets = { authSecret: string; encryptionKey: string };
let secrets: Secrets | null = null;

/**
 * Secrets come from the environment; any that is missing is generated once and kept in
 * DATA_DIR/secrets.json, so `npm start` works with no configuration and survives restarts.
 */
export function getSecrets(): Secrets {
  if (secrets) return secrets;
  const fromEnv = {
    authSecret: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET || '',
    encryptionKey: process.env.ENCRYPTION_KEY || '',
  };
  if (fromEnv.authSecret && fromEnv.encryptionKey) return (secrets = fromEnv);

  const file = path.join(env.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const merged: Secrets = {
    authSecret: fromEnv.authSecret || stored.authSecret || randomBytes(32).toString('base64url'),
    encryptionKey: fromEnv.encryptionKey || stored.encryptionKey || randomBytes(32).toString('base64url'),
  };
  if (merged.authSecret !== stored.authSecret || merged.encryptionKey !== stored.encryptionKey) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const toStore = {
      authSecret: stored.authSecret || (fromEnv.authSecret ? undefined : merged.authSecret),
      encryptionKey: stored.encryptionKey || (fromEnv.encryptionKey ? undefined : merged.encryptionKey),
    };
    fs.writeFileSync(file, JSON.stringify(toStore, null, 2), { mode: 0o600 });
  }
  return (secrets = merged);
}
