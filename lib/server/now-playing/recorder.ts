import 'server-only';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { NOW_PLAYING_REFRESH_MS } from '@/lib/domain/now-playing';
import { SONG_HISTORY_EXPIRY_INTERVAL_MS, songForHistory } from '@/lib/domain/song-history';
import { expirePublicTags } from '../cache/expire';
import type { Database } from '../db/client';
import { recordListenerSample } from '../services/listener-figures';
import { deleteExpiredHistory, loadSongHistorySettings, recordSongObservation, type SongObservation } from '../services/song-history';
import { loadNowPlayingConfig } from './config';
import { sharedNowPlayingStore, type NowPlayingStore } from './store';
import type { NowPlayingSong } from '@/lib/schemas/now-playing';

/*
 * The song history's and the listener figures' reader: every interval, outside any request, it
 * asks the process's now-playing store (which reads the stream server at most once per
 * NOW_PLAYING_REFRESH_MS, shared with the visitors' polls) and reports each new read:
 * - the song, or that nothing plays (a jingle, a filtered title, no stream, the stream server
 *   unreadable for longer than the store keeps the last song), to the history, which writes each
 *   change once however many instances report it (services/song-history.ts);
 * - the listener count, when the status page gives one, as one sample of its hour;
 * - when a song started or ended here, the /tocou pages are expired, at most every
 *   SONG_HISTORY_EXPIRY_INTERVAL_MS (a change meanwhile is expired at the next chance);
 * - once an hour, rows older than the retention setting are deleted.
 * Runs on every instance, like the scheduler; only the history's lock decides who writes.
 */

export const SONG_RECORDER_INTERVAL_MS = NOW_PLAYING_REFRESH_MS;
export const SONG_RETENTION_INTERVAL_MS = 60 * 60 * 1000;

export type SongRecorderOptions = {
  store?: NowPlayingStore;
  /** The recorder's clock (expiry throttle, retention, "no stream" instants); the store keeps its own. */
  now?: () => number;
  expireTags?: (tags: readonly string[]) => Promise<void>;
  log?: (line: string, error?: unknown) => void;
};

export class SongHistoryRecorder {
  private readonly store: NowPlayingStore;
  private readonly now: () => number;
  private readonly expireTags: (tags: readonly string[]) => Promise<void>;
  private readonly log: (line: string, error?: unknown) => void;
  /** The last read reported (its kind and instant): a read is reported once. */
  private reported: string | null = null;
  private expiryPending = false;
  private lastExpiry = Number.NEGATIVE_INFINITY;
  private lastRetention = Number.NEGATIVE_INFINITY;
  private failing = false;

  constructor(
    private readonly getDatabase: () => Promise<Database>,
    options: SongRecorderOptions = {},
  ) {
    this.store = options.store ?? sharedNowPlayingStore();
    this.now = options.now ?? Date.now;
    this.expireTags = options.expireTags ?? expirePublicTags;
    this.log = options.log ?? ((line, error) => console.error(line, error ?? ''));
  }

  /** One round. Never throws: a failure is logged once, until a round succeeds again. */
  async tick(): Promise<void> {
    try {
      await this.round();
      if (this.failing) this.log('[tocou] gravação do histórico de músicas restabelecida.');
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.log('[tocou] falha ao gravar o histórico de músicas; novo aviso só quando voltar a funcionar.', error);
      this.failing = true;
    }
  }

  private async round(): Promise<void> {
    const db = await this.getDatabase();
    await this.store.snapshot(() => loadNowPlayingConfig(db));
    const reading = this.store.reading();
    // Read only when there is something to do: most rounds report nothing new.
    let settings: Awaited<ReturnType<typeof loadSongHistorySettings>> | null = null;
    const loadSettings = async () => (settings ??= await loadSongHistorySettings(db));

    // What this round reports, once per read: nothing plays (no stream; the stream server unreadable
    // for too long, since its last answer), or the read's song (null between songs), cleaned and filtered.
    let report: { key: string; at: Date; title: NowPlayingSong | null } | null = null;
    if (reading.configured === false) report = { key: 'sem-streaming', at: new Date(this.now()), title: null };
    else if (reading.configured === true && reading.stale) report = { key: `fora-do-ar:${reading.readAt}`, at: new Date(reading.readAt ?? this.now()), title: null };
    else if (reading.configured === true && reading.readAt !== null) report = { key: `leitura:${reading.readAt}`, at: new Date(reading.readAt), title: reading.song };
    if (report !== null && report.key !== this.reported) {
      const observation: SongObservation = { at: report.at, song: report.title === null ? null : songForHistory(report.title, (await loadSettings()).filterWords) };
      const change = await recordSongObservation(db, observation);
      if (change !== 'sem-mudanca') this.expiryPending = true;
      if (!reading.stale && reading.configured === true && reading.listeners !== null) await recordListenerSample(db, observation.at, reading.listeners);
      this.reported = report.key;
    }

    const now = this.now();
    if (now - this.lastRetention >= SONG_RETENTION_INTERVAL_MS) {
      this.lastRetention = now;
      const deleted = await deleteExpiredHistory(db, (await loadSettings()).retentionDays, new Date(now));
      if (deleted.musicas > 0) this.expiryPending = true;
    }
    if (this.expiryPending && now - this.lastExpiry >= SONG_HISTORY_EXPIRY_INTERVAL_MS) {
      this.expiryPending = false;
      this.lastExpiry = now;
      await this.expireTags([CACHE_TAGS.songs]);
    }
  }
}

type RecorderState = { timer: ReturnType<typeof setInterval>; run: Promise<void> | null; recorder: SongHistoryRecorder };
type GlobalWithRecorder = typeof globalThis & { __sintoniaSongHistory?: RecorderState };

/**
 * Starts the recorder once per process (on globalThis, like the scheduler): a round at once, then
 * every intervalMs; a round still going when the next is due is not doubled, and the timer never
 * keeps the process alive. Returns a function that stops it and waits for a round under way.
 */
export function startSongHistoryRecorder(getDatabase: () => Promise<Database>, intervalMs = SONG_RECORDER_INTERVAL_MS): () => Promise<void> {
  const scope = globalThis as GlobalWithRecorder;
  const stop = async () => {
    const state = scope.__sintoniaSongHistory;
    if (!state) return;
    clearInterval(state.timer);
    scope.__sintoniaSongHistory = undefined;
    await state.run;
  };
  if (scope.__sintoniaSongHistory) return stop;

  const tick = () => {
    const state = scope.__sintoniaSongHistory;
    if (!state || state.run) return;
    state.run = state.recorder.tick().finally(() => {
      state.run = null;
    });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  scope.__sintoniaSongHistory = { timer, run: null, recorder: new SongHistoryRecorder(getDatabase) };
  tick();
  return stop;
}
