import 'server-only';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { VIDEO_FEED_TIMEOUT_MS } from '@/lib/domain/constants';
import { parseFeedUrl } from '@/lib/domain/video-feed';
import { env } from './env';
import { AppError, type ErrorKind } from './errors';
import { readCapped } from './http/read-capped';
import { formatWait } from '@/lib/domain/numbers';
import { addressKey } from './limits/address-key';
import { limiter, retryAfterSeconds } from './limits/limiter';

/**
 * The video feed proxy behind GET /api/youtube-rss (SPEC §7.6): fetches an allow-listed YouTube
 * feed on the server, so the browser never talks to a third party and the server never fetches
 * an arbitrary URL (no SSRF). Feeds are kept in memory; a feed outage keeps the last good copy.
 */

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_CACHE_TTL_MS = 10 * 60 * 1000;
/**
 * After a failed upstream attempt the next one waits this long; meanwhile the stale copy (or the
 * same error) is answered at once. Without it, every visitor of a hanging feed would wait the full
 * timeout, and the browser's own 5 s timeout would fire before the stale copy arrived.
 */
export const FEED_RETRY_AFTER_FAILURE_MS = 60 * 1000;
export const FEED_CACHE_MAX_ENTRIES = 100;
/**
 * Abuse limits: one client asking for many channels must not make this server
 * a fetcher for hire nor hold many upstream connections. The station's own feed is exempt. The
 * per-client count lives in lib/server/limits (shared by the instances when Redis is).
 */
export const FEED_MAX_UPSTREAM_IN_FLIGHT = 10;
export const FEED_UPSTREAM_FETCHES_PER_CLIENT = 20;
export const FEED_CLIENT_WINDOW_MS = 10 * 60 * 1000;
export const FEED_BUSY_RETRY_AFTER_SECONDS = 5;

const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';

export type VideoFeedErrorCode =
  | 'URL_NAO_PERMITIDA'
  | 'FEED_REDIRECIONAMENTO'
  | 'FEED_TEMPO_ESGOTADO'
  | 'FEED_GRANDE_DEMAIS'
  | 'FEED_ERRO_HTTP'
  | 'FEED_VAZIO'
  | 'FEED_XML_INVALIDO'
  | 'FEED_INDISPONIVEL'
  | 'FEED_MUITAS_SOLICITACOES'
  | 'FEED_OCUPADO';

/**
 * The kind of each error of the proxy; the route turns it into the status with the API's table
 * (400, 429, 503, a timeout 504, every other upstream failure 502). The pt-BR message is safe to
 * send to the browser as it is.
 */
const KIND_BY_CODE: Readonly<Record<VideoFeedErrorCode, ErrorKind>> = {
  URL_NAO_PERMITIDA: 'invalid',
  FEED_REDIRECIONAMENTO: 'upstream-failed',
  FEED_TEMPO_ESGOTADO: 'upstream-timeout',
  FEED_GRANDE_DEMAIS: 'upstream-failed',
  FEED_ERRO_HTTP: 'upstream-failed',
  FEED_VAZIO: 'upstream-failed',
  FEED_XML_INVALIDO: 'upstream-failed',
  FEED_INDISPONIVEL: 'upstream-failed',
  FEED_MUITAS_SOLICITACOES: 'rate-limited',
  FEED_OCUPADO: 'busy',
};

/** retryAfterSeconds, for the rate-limited and busy ones: the Retry-After to send. */
const feedError = (codigo: VideoFeedErrorCode, message: string, retryAfterSeconds?: number): AppError =>
  new AppError(KIND_BY_CODE[codigo], codigo, message, undefined, retryAfterSeconds);

/** Only the proxy's own errors: anything else the route meets is an unexpected failure. */
export function isVideoFeedError(error: unknown): error is AppError & { codigo: VideoFeedErrorCode } {
  return error instanceof AppError && Object.hasOwn(KIND_BY_CODE, error.codigo);
}

const forbiddenUrl = () => feedError('URL_NAO_PERMITIDA', 'URL não permitida');
const redirected = () => feedError('FEED_REDIRECIONAMENTO', 'O feed de vídeos respondeu com um redirecionamento.');
const timedOut = () => feedError('FEED_TEMPO_ESGOTADO', 'O feed de vídeos não respondeu a tempo.');
const tooLarge = (maxBytes: number) => feedError('FEED_GRANDE_DEMAIS', `O feed de vídeos excede o tamanho máximo de ${formatSize(maxBytes)}.`);
const httpError = (status: number) => feedError('FEED_ERRO_HTTP', `Erro ao buscar RSS feed: ${status}`);
const emptyBody = () => feedError('FEED_VAZIO', 'Resposta sem conteúdo');
const invalidXml = () => feedError('FEED_XML_INVALIDO', 'Erro ao fazer parse do XML');
const unavailable = () => feedError('FEED_INDISPONIVEL', 'Erro ao carregar dados do YouTube');
const tooManyFeeds = (retryAfterSeconds: number) =>
  feedError('FEED_MUITAS_SOLICITACOES', `Muitos feeds de vídeo pedidos deste endereço. Tente novamente em ${formatWait(retryAfterSeconds)}.`, retryAfterSeconds);
const busy = () => feedError('FEED_OCUPADO', 'Muitos feeds de vídeo sendo carregados ao mesmo tempo. Tente novamente em instantes.', FEED_BUSY_RETRY_AFTER_SECONDS);

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${bytes} bytes`;
}

type CacheEntry = {
  /** Last good feed and when it was fetched. */
  good?: { xml: string; fetchedAt: number };
  /** Last failed attempt, answered again until FEED_RETRY_AFTER_FAILURE_MS has passed. */
  failure?: { error: AppError; failedAt: number };
};

/** Per-URL feed cache, bounded: the least recently written URL is dropped first, pinned ones never. */
export class FeedCache {
  private readonly entries = new Map<string, CacheEntry>();
  private pinned: string | null = null;
  /** One upstream request per URL at a time: concurrent visitors share it. */
  readonly inFlight = new Map<string, Promise<FeedResult>>();

  constructor(readonly maxEntries: number = FEED_CACHE_MAX_ENTRIES) {}

  /** The station's own feed: other clients' feeds can never push it out. A new one replaces it. */
  pin(key: string): void {
    this.pinned = key;
  }

  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CacheEntry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const candidate of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      if (candidate !== this.pinned) this.entries.delete(candidate);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.pinned = null;
    this.inFlight.clear();
  }
}

const sharedCache = new FeedCache();

/** Upstream fetches per client address (an IPv6 one as its /64: see addressKey), in a fixed window. */
const clientFetches = () =>
  limiter('feed-cliente', { points: FEED_UPSTREAM_FETCHES_PER_CLIENT, durationSeconds: FEED_CLIENT_WINDOW_MS / 1000 });

export interface FetchChannelFeedOptions {
  /** Total time for headers and body; default SPEC §9's 5 s. */
  timeoutMs?: number;
  /** Body cap in bytes; default 2 MB. */
  maxBytes?: number;
  /** Clock for the cache (tests move it forward). */
  now?: () => number;
  /** Upstream base URL; default env YOUTUBE_FEED_BASE, else https://www.youtube.com. */
  base?: string;
  cache?: FeedCache;
  cacheTtlMs?: number;
  retryAfterFailureMs?: number;
  /** The visitor's address (lib/server/http/client-address); null: not limited per client. */
  client?: string | null;
  /** The station's own feed URL (settings): pinned in the cache and exempt from the abuse limits. */
  stationFeedUrl?: string | null;
  maxUpstreamInFlight?: number;
  log?: (line: string) => void;
}

export interface FeedResult {
  xml: string;
  /** upstream: fetched now; cache: fresh copy; stale: last good copy after a failed refresh. */
  source: 'upstream' | 'cache' | 'stale';
}

/**
 * The XML of an allow-listed YouTube feed. Throws the proxy's AppErrors: 400 for a URL outside the
 * allow-list (before any connection), 502/504 for upstream failures with no good copy to fall
 * back on, 429/503 past the abuse limits.
 */
export async function fetchChannelFeed(requestedUrl: unknown, options: FetchChannelFeedOptions = {}): Promise<FeedResult> {
  const feed = parseFeedUrl(requestedUrl);
  if (!feed) throw forbiddenUrl();

  const now = options.now ?? Date.now;
  const cache = options.cache ?? sharedCache;
  const ttl = options.cacheTtlMs ?? FEED_CACHE_TTL_MS;
  const retryAfter = options.retryAfterFailureMs ?? FEED_RETRY_AFTER_FAILURE_MS;
  const key = feed.query;

  /** The answer that needs no upstream fetch: a fresh copy, a recent failure, or the fetch under way. */
  const reuse = (): FeedResult | Promise<FeedResult> | null => {
    const cached = cache.get(key);
    if (cached?.good && now() - cached.good.fetchedAt < ttl) return { xml: cached.good.xml, source: 'cache' };
    if (cached?.failure && now() - cached.failure.failedAt < retryAfter) {
      if (cached.good) return { xml: cached.good.xml, source: 'stale' };
      throw cached.failure.error;
    }
    return cache.inFlight.get(key) ?? null;
  };
  const early = reuse();
  if (early) return early;

  if (parseFeedUrl(options.stationFeedUrl)?.query === key) {
    cache.pin(key);
  } else {
    const refuse = (error: AppError): FeedResult => {
      const good = cache.get(key)?.good;
      if (good) return { xml: good.xml, source: 'stale' };
      throw error;
    };
    const maxInFlight = options.maxUpstreamInFlight ?? FEED_MAX_UPSTREAM_IN_FLIGHT;
    if (cache.inFlight.size >= maxInFlight) return refuse(busy());
    if (options.client) {
      const clientKey = addressKey(options.client);
      const taken = await clientFetches().take(clientKey);
      if (!taken.allowed) {
        // Refusals stay counted, so only the first of the window sees points + 1.
        if (taken.consumed === FEED_UPSTREAM_FETCHES_PER_CLIENT + 1) {
          (options.log ?? console.warn)(`[youtube-rss] limite de feeds atingido: endereço ${options.client} (${FEED_UPSTREAM_FETCHES_PER_CLIENT} em ${FEED_CLIENT_WINDOW_MS / 60_000} min)`);
        }
        return refuse(tooManyFeeds(retryAfterSeconds(taken.msBeforeNext)));
      }
      // The count took a moment: meanwhile another visitor may have fetched this feed, or filled
      // the upstream slots. Then this client caused no fetch and gets its count back.
      let late: FeedResult | Promise<FeedResult> | null;
      try {
        late = reuse();
      } catch (error) {
        await clientFetches().giveBack(clientKey);
        throw error;
      }
      if (late || cache.inFlight.size >= maxInFlight) {
        await clientFetches().giveBack(clientKey);
        return late ?? refuse(busy());
      }
    }
  }

  const attempt = (async (): Promise<FeedResult> => {
    try {
      const xml = await download(`${(options.base ?? env.youtubeFeedBase).replace(/\/+$/, '')}/feeds/videos.xml?${feed.query}`, {
        timeoutMs: options.timeoutMs ?? VIDEO_FEED_TIMEOUT_MS,
        maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
      });
      cache.set(key, { good: { xml, fetchedAt: now() } });
      return { xml, source: 'upstream' };
    } catch (caught) {
      const error = isVideoFeedError(caught) ? caught : unavailable();
      const previous = cache.get(key);
      cache.set(key, { good: previous?.good, failure: { error, failedAt: now() } });
      if (previous?.good) return { xml: previous.good.xml, source: 'stale' };
      throw error;
    } finally {
      cache.inFlight.delete(key);
    }
  })();
  cache.inFlight.set(key, attempt);
  return attempt;
}

async function download(url: string, limits: { timeoutMs: number; maxBytes: number }): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  // One signal for the connection AND the body: the timeout is total, a slow drip cannot extend it.
  const failure = (caught: unknown): AppError => {
    if (isVideoFeedError(caught)) return caught;
    return controller.signal.aborted ? timedOut() : unavailable();
  };
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: 'manual',
        signal: controller.signal,
        headers: { accept: 'application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
      });
    } catch (caught) {
      throw failure(caught);
    }
    // Node answers a manual redirect with the 3xx itself; browsers with an opaque redirect.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) throw redirected();
    if (!response.ok) throw httpError(response.status);

    let body: string;
    try {
      body = new TextDecoder('utf-8').decode(await readCapped(response, limits.maxBytes, () => tooLarge(limits.maxBytes)));
    } catch (caught) {
      throw failure(caught);
    }
    if (body.trim() === '') throw emptyBody();
    assertAtomFeed(body);
    return body;
  } finally {
    clearTimeout(timer);
    // Releases the socket of a refused or oversized response; a no-op after a complete read.
    controller.abort();
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  // Entities are never expanded here: the browser decodes the few it needs (lib/domain/video-feed).
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Well-formed XML whose single root is an Atom <feed>; DOCTYPE (and so any entity bomb) refused. */
function assertAtomFeed(xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalidXml();
  if (XMLValidator.validate(xml) !== true) throw invalidXml();
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch {
    throw invalidXml();
  }
  if (typeof document !== 'object' || document === null) throw invalidXml();
  const roots = Object.keys(document).filter((name) => !name.startsWith('?') && name !== '#comment');
  const feed = (document as Record<string, unknown>).feed;
  if (roots.length !== 1 || typeof feed !== 'object' || feed === null) throw invalidXml();
  if ((feed as Record<string, unknown>)['@_xmlns'] !== ATOM_NAMESPACE) throw invalidXml();
}
