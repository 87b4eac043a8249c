import 'server-only';
import { NOW_PLAYING_HISTORY_SIZE, NOW_PLAYING_REFRESH_MS, parseNowPlaying, type NowPlayingTitle } from '@/lib/domain/now-playing';
import type { NowPlayingResponse, NowPlayingSong } from '@/lib/schemas/now-playing';
import type { NowPlayingConfig } from './config';
import { readStationStatus, type StationStatus, type TitleSource } from './read-title';
import { metadataTargetOf, streamTargetOf } from './upstream-url';

/*
 * What is on air, kept per process and refreshed lazily:
 * - at most ONE upstream read at a time, and at most one per NOW_PLAYING_REFRESH_MS (counted from
 *   the start of the previous one, failed or not), however many requests come in;
 * - a request that finds the copy older than the interval starts one refresh and waits for it at
 *   most NOW_PLAYING_FRESH_WAIT_MS (then is answered with the copy it has), so a listener's next
 *   poll already shows a song that changed; concurrent requests share the refresh under way. A
 *   store that has never read anything (first request, new stream) waits within the reader's 5 s;
 * - no timer runs while nobody asks: the clock is only read when a request comes;
 * - the settings (stream, metadata URL) are read with each refresh, not with each request: a
 *   change of either empties the store, seen within one interval;
 * - failures never reach the client: the last good song stays for NOW_PLAYING_KEEP_ON_FAILURE_MS,
 *   then `atual` is null while the history stays. One log line when an outage starts, one when it
 *   ends, whatever the number of requests.
 * The song history's recorder (./recorder.ts) asks too, every interval, outside any request: so
 * the copy is kept fresh, and the stream server still sees one reader per process. A status page
 * also gives the listener count, which the public answer carries only when the setting says so.
 */

/** How long the last song read stays `atual` while the stream server cannot be read. */
export const NOW_PLAYING_KEEP_ON_FAILURE_MS = 60_000;
/** How long a request waits for a refresh under way when it already has a copy to answer. */
export const NOW_PLAYING_FRESH_WAIT_MS = 1500;

export type NowPlayingStoreOptions = {
  now?: () => number;
  refreshMs?: number;
  keepOnFailureMs?: number;
  historySize?: number;
  /** The upstream read (tests pass the readers' limits through it). */
  readStatus?: (source: TitleSource) => Promise<StationStatus>;
  /** The same, title only (no listener count). */
  readTitle?: (source: TitleSource) => Promise<string | null>;
  log?: (line: string) => void;
};

type ConfigLoader = () => Promise<NowPlayingConfig>;

/** The last read as the song history records it (./recorder.ts). */
export type StationReading = {
  /** Whether a stream is configured (without one nothing plays); null until the settings were read once. */
  configured: boolean | null;
  /** When the last successful read finished (the store's clock); null before any. */
  readAt: number | null;
  /** The song of that read; null between songs, and once the server has failed for too long. */
  song: NowPlayingSong | null;
  /** The listener count of that read; null when the source does not tell, or is failing too long. */
  listeners: number | null;
  /** Whether reads have failed for longer than NOW_PLAYING_KEEP_ON_FAILURE_MS. */
  stale: boolean;
};

const EMPTY: NowPlayingResponse = Object.freeze({ atual: null, historico: Object.freeze([]) as unknown as NowPlayingSong[] });

function reasonOf(error: unknown): string {
  const message = (error as { message?: unknown })?.message;
  return typeof message === 'string' ? message.split('\n')[0].slice(0, 300) : String(error);
}

export class NowPlayingStore {
  private readonly now: () => number;
  private readonly refreshMs: number;
  private readonly keepOnFailureMs: number;
  private readonly historySize: number;
  private readonly readStatus: (source: TitleSource) => Promise<StationStatus>;
  private readonly log: (line: string) => void;

  /** The settings the songs below were read with ('' before the first refresh). */
  private configKey: string | null = null;
  private current: NowPlayingSong | null = null;
  private listeners: number | null = null;
  private showListeners = false;
  private configured: boolean | null = null;
  /** Newest first; the current song, when any, is the first. */
  private history: NowPlayingSong[] = [];
  private lastStartedAt: number | null = null;
  private lastGoodAt: number | null = null;
  private failingSince: number | null = null;
  /** Whether a refresh finished since the store was (re)started: until then requests wait for it. */
  private warm = false;
  private inFlight: Promise<void> | null = null;
  private boundedWait: Promise<void> | null = null;
  /** The settings whose refused metadata URL was logged already. */
  private refusalLoggedFor: string | null = null;

  constructor(options: NowPlayingStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.refreshMs = options.refreshMs ?? NOW_PLAYING_REFRESH_MS;
    this.keepOnFailureMs = options.keepOnFailureMs ?? NOW_PLAYING_KEEP_ON_FAILURE_MS;
    this.historySize = options.historySize ?? NOW_PLAYING_HISTORY_SIZE;
    const readTitle = options.readTitle;
    this.readStatus = options.readStatus ?? (readTitle ? async (source) => ({ title: await readTitle(source), listeners: null }) : (source) => readStationStatus(source));
    this.log = options.log ?? ((line) => console.warn(line));
  }

  /**
   * What is on air now. Never throws. A copy older than the interval starts a refresh, which the
   * requests wait for (all of them sharing it), up to NOW_PLAYING_FRESH_WAIT_MS once a copy exists:
   * so a listener's next poll already sees a song that changed since the last read.
   */
  async snapshot(loadConfig: ConfigLoader): Promise<NowPlayingResponse> {
    if (this.inFlight === null && (this.lastStartedAt === null || this.now() - this.lastStartedAt >= this.refreshMs)) {
      this.lastStartedAt = this.now();
      const refresh = this.refresh(loadConfig).finally(() => {
        this.inFlight = null;
        this.boundedWait = null;
      });
      this.inFlight = refresh;
      this.boundedWait = Promise.race([refresh, new Promise<void>((resolve) => setTimeout(resolve, NOW_PLAYING_FRESH_WAIT_MS).unref?.())]);
    }
    if (this.inFlight) await (this.warm ? this.boundedWait : this.inFlight);
    return this.view();
  }

  /** Resolves when no refresh is under way (tests wait for the background one). */
  async whenIdle(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  /** Forgets everything (a new stream); the next request reads again. */
  reset(): void {
    this.forgetSongs();
    this.configKey = null;
    this.configured = null;
    this.lastStartedAt = null;
    this.failingSince = null;
    this.refusalLoggedFor = null;
  }

  /** The last read, for the song history and the listener figures. Call snapshot() first to refresh it. */
  reading(): StationReading {
    const stale = this.isStale();
    return {
      configured: this.configured,
      readAt: this.lastGoodAt,
      song: this.current && !stale ? { ...this.current } : null,
      listeners: stale ? null : this.listeners,
      stale,
    };
  }

  private isStale(): boolean {
    return this.failingSince !== null && (this.lastGoodAt === null || this.now() - this.lastGoodAt > this.keepOnFailureMs);
  }

  private forgetSongs(): void {
    this.current = null;
    this.listeners = null;
    this.history = [];
    this.lastGoodAt = null;
    this.warm = false;
  }

  private view(): NowPlayingResponse {
    const stale = this.isStale();
    const ouvintes = this.showListeners && !stale && this.listeners !== null ? this.listeners : null;
    if (this.history.length === 0 && this.current === null && ouvintes === null) return EMPTY;
    const atual = this.current && !stale ? { ...this.current } : null;
    const view: NowPlayingResponse = { atual, historico: this.history.map((song) => ({ ...song })) };
    // Only with the setting on: the figure is the station's business otherwise.
    if (ouvintes !== null) view.ouvintes = ouvintes;
    return view;
  }

  private async refresh(loadConfig: ConfigLoader): Promise<void> {
    try {
      let config: NowPlayingConfig;
      try {
        config = await loadConfig();
      } catch (error) {
        this.failed('as configurações da rádio', error);
        return;
      }
      this.showListeners = config.showListeners;
      this.configured = config.streamUrl !== null;
      const key = `${config.streamUrl ?? ''}\n${config.metadataUrl ?? ''}`;
      if (key !== this.configKey) {
        // Another stream (or status page): what the old one played is not this one's history.
        if (this.configKey !== null) this.forgetSongs();
        this.configKey = key;
        this.failingSince = null;
      }
      if (config.streamUrl === null) {
        // No stream, no connection: nothing is playing.
        this.current = null;
        this.listeners = null;
        this.failingSince = null;
        return;
      }
      let source: TitleSource;
      try {
        source = this.sourceOf(config, key);
      } catch (error) {
        this.failed('o endereço do streaming', error);
        return;
      }
      let status: StationStatus;
      try {
        status = await this.readStatus(source);
      } catch (error) {
        this.failed(source.metadata ? source.metadata.host : source.stream.host, error);
        return;
      }
      this.listeners = status.listeners;
      this.succeeded(parseNowPlaying(status.title, [config.brand]));
    } catch (error) {
      // A bug here must not reach a visitor either.
      this.failed('o que está tocando', error);
    } finally {
      this.warm = true;
    }
  }

  /** The stream, and the metadata URL when it is allowed; a refused one is logged once and the stream itself is read. */
  private sourceOf(config: NowPlayingConfig, key: string): TitleSource {
    const stream = streamTargetOf(config.streamUrl);
    if (!stream) throw new Error('sem streaming');
    try {
      return { stream, metadata: metadataTargetOf(config.metadataUrl, stream) };
    } catch (error) {
      if (this.refusalLoggedFor !== key) {
        this.refusalLoggedFor = key;
        this.log(`[no-ar] ${reasonOf(error)} O título será lido do próprio streaming.`);
      }
      return { stream, metadata: null };
    }
  }

  private succeeded(title: NowPlayingTitle | null): void {
    const at = this.now();
    if (this.failingSince !== null) {
      this.log(`[no-ar] leitura do que está tocando restabelecida após ${Math.round((at - this.failingSince) / 1000)} s.`);
      this.failingSince = null;
    }
    this.lastGoodAt = at;
    if (title === null) {
      // A jingle, an ad, silence: nothing on air, the history stays.
      this.current = null;
      return;
    }
    if (this.current?.texto === title.texto) return;
    const last = this.history[0];
    if (this.current === null && last?.texto === title.texto) {
      // The same song back after a gap in the metadata: it goes on, it is not played again.
      this.current = last;
      return;
    }
    const song: NowPlayingSong = { ...title, inicioEm: new Date(at).toISOString() };
    this.current = song;
    this.history = [song, ...this.history].slice(0, this.historySize);
  }

  private failed(what: string, error: unknown): void {
    if (this.failingSince !== null) return;
    this.failingSince = this.now();
    this.log(`[no-ar] não foi possível ler o que está tocando (${what}): ${reasonOf(error)} Novo aviso só quando a leitura voltar.`);
  }
}

type GlobalWithNowPlaying = typeof globalThis & { __sintoniaNowPlaying?: NowPlayingStore };

/** The process's store: one per process whichever bundle asks (route handlers, the in-process API). */
export function sharedNowPlayingStore(): NowPlayingStore {
  const holder = globalThis as GlobalWithNowPlaying;
  holder.__sintoniaNowPlaying ??= new NowPlayingStore();
  return holder.__sintoniaNowPlaying;
}
