'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYER_AUTOPLAY_DELAY_MS, PROGRAMME_REFRESH_MS } from '@/lib/domain/constants';
import type { OnDemandItem } from '@/lib/domain/on-demand';
import { programmeOnAir, type AirException, type OnAirShow, type PlayerShow } from '@/lib/domain/on-air';
import { forceHttp } from '@/lib/domain/url';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { useNowPlaying } from '@/lib/hooks/use-now-playing';
import type { NowPlayingSong } from '@/lib/schemas/now-playing';

export type PlayerConfig = {
  brand: string;
  streamUrl: string | null;
  autoplay: boolean;
  volumeInicial: number;
  iniciarMutado: boolean;
  artwork: string | null;
  /** The programme grid (SPEC §4.2's table as shows when none is registered): lib/domain/schedule playerShows. */
  shows: PlayerShow[];
  /** The grid's exceptions of the next days (lib/domain/grid-exceptions playerExceptions): they replace the grid for their time. */
  excecoes?: AirException<OnAirShow>[];
};

export type PlayerState = {
  /** The live stream plays (SPEC §4.1's state; an on-demand item playing is itemPlaying). */
  playing: boolean;
  muted: boolean;
  volume: number;
  /** The live stream is starting or buffering. */
  loading: boolean;
  currentProgram: string;
  /** The song on air, when the stream's metadata names one. */
  currentSong: NowPlayingSong | null;
  error: string | null;
  streamUrl: string | null;
  /** The on-demand item the bar holds (playing or paused), or null: the bar is the live player. */
  item: OnDemandItem | null;
  itemPlaying: boolean;
  itemLoading: boolean;
};

type PlayerContextValue = PlayerState & {
  /** False in server HTML: the controls only work once the page is interactive. */
  ready: boolean;
  /** Starts the live stream; an item the bar holds gives way ('Voltar ao vivo'). */
  play: () => Promise<void>;
  /** Pauses whatever plays. */
  pause: () => void;
  /** The live stream's play/pause (the header's and /a-radio's buttons). */
  togglePlay: () => void;
  /**
   * Plays an item in the bar instead of the live stream (which stops, and comes back when the item
   * ends if it was playing); the item already held resumes. `from` starts at that second.
   */
  playItem: (item: OnDemandItem, from?: number) => Promise<void>;
  /** The one <audio>: the item's controls read its clock and seek it. */
  audioRef: React.RefObject<HTMLAudioElement | null>;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
};

/** What the lock screen, the notification and the headset controls show and do. */
type LockScreenEntry = {
  title: string;
  artist: string;
  album: string;
  artwork: string | null;
  playing: boolean;
  play: () => void;
  pause: () => void;
};

/** The one place that writes the Media Session's entry: the live stream's or the item's (whose seek controls the item bar adds). */
function showOnLockScreen(entry: LockScreenEntry) {
  if (!('mediaSession' in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: entry.title,
    artist: entry.artist,
    album: entry.album,
    artwork: entry.artwork ? [{ src: entry.artwork, sizes: '512x512' }] : [],
  });
  session.playbackState = entry.playing ? 'playing' : 'paused';
  session.setActionHandler('play', entry.play);
  session.setActionHandler('pause', entry.pause);
  session.setActionHandler('stop', entry.pause);
}

export const STREAM_UNAVAILABLE = 'Stream indisponível';
export const STREAM_ERROR = 'Erro no stream';
export const ITEM_UNAVAILABLE = 'Não foi possível tocar este áudio.';

const PlayerContext = createContext<PlayerContextValue | null>(null);

export function usePlayer(): PlayerContextValue {
  const value = useContext(PlayerContext);
  if (!value) throw new Error('usePlayer precisa estar dentro de <PlayerProvider>.');
  return value;
}

/** SPEC §8: console noise about the stream host's expired certificate is not the visitor's concern. */
function silenceCertificateDateErrors() {
  const original = console.error;
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => /ERR_CERT_DATE_INVALID|certificate.*(date|expired)/i.test(String(arg)))) return;
    original(...args);
  };
  return () => {
    console.error = original;
  };
}

/**
 * The player (SPEC §4.1): one <audio> element in the public layout, so playback survives every
 * navigation; the header button, the bottom bar and the lock screen drive the same state. It plays
 * the live stream or an on-demand item (an episode, a post's audio), never both.
 */
export function PlayerProvider({ config, children }: { config: PlayerConfig; children: React.ReactNode }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const ready = useIsClient();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(config.iniciarMutado);
  const [volume, setVolumeState] = useState(config.volumeInicial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // While play() is pending its rejection reports the failure; the element's error event is for later.
  const startingRef = useRef(false);
  const currentSong = useNowPlaying(Boolean(config.streamUrl)).atual;
  const [item, setItem] = useState<OnDemandItem | null>(null);
  // The live stream was playing when an item took over: it comes back when the item ends.
  const resumeLive = useRef(false);

  // Plays what the element holds; a failure is reported unless another source took the element meanwhile.
  const start = useCallback(async (audio: HTMLAudioElement, failure: string) => {
    const src = audio.getAttribute('src');
    setLoading(true);
    setError(null);
    startingRef.current = true;
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      if (audio.getAttribute('src') === src) {
        setError(failure);
        setPlaying(false);
      }
    } finally {
      startingRef.current = false;
      setLoading(false);
    }
  }, []);

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || !config.streamUrl) return;
    setItem(null);
    resumeLive.current = false;
    audio.src = forceHttp(config.streamUrl);
    await start(audio, STREAM_UNAVAILABLE);
  }, [config.streamUrl, start]);

  const playItem = useCallback(
    async (next: OnDemandItem, from?: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (item?.id !== next.id) {
        if (!item) resumeLive.current = playing;
        setItem(next);
        audio.src = next.src;
      }
      if (from !== undefined) {
        audio.currentTime = from;
        // Some browsers (Safari) drop a position set before the file's length is known: again then.
        if (audio.readyState < 1) audio.addEventListener('loadedmetadata', () => audio.getAttribute('src') === next.src && audio.currentTime < from - 1 && (audio.currentTime = from), { once: true });
      }
      await start(audio, ITEM_UNAVAILABLE);
    },
    [item, playing, start],
  );

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const livePlaying = playing && !item;
  const togglePlay = useCallback(() => {
    if (livePlaying) pause();
    else void play();
  }, [livePlaying, pause, play]);

  const toggleMute = useCallback(() => setMuted((value) => !value), []);
  const setVolume = useCallback((value: number) => setVolumeState(Math.min(1, Math.max(0, value))), []);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // The server renders the station name (no show); the show on air is the browser's to compute.
  const [currentShow, setCurrentShow] = useState<OnAirShow | null>(null);
  // SPEC §4.2's "otherwise": the station name.
  const currentProgram = currentShow?.nome ?? config.brand;
  useEffect(() => {
    const update = () => {
      setCurrentShow(programmeOnAir(config.shows, config.excecoes ?? [], new Date()));
    };
    update();
    const timer = window.setInterval(update, PROGRAMME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [config.brand, config.shows, config.excecoes]);

  useEffect(() => {
    if (!config.autoplay || !config.streamUrl) return;
    // Unless the listener chose something (an episode) in the meantime.
    const timer = window.setTimeout(() => {
      if (!audioRef.current?.getAttribute('src')) void play();
    }, PLAYER_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Autoplay is a one-time decision at load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => silenceCertificateDateErrors(), []);

  // Lock screen, notification and headset controls: the item the bar holds (paused, its play
  // button resumes the item, not the radio), else the song (else the show), who presents it, and
  // the show's image (else the station logo).
  useEffect(() => {
    showOnLockScreen(
      item
        ? { title: item.title, artist: item.showName, album: config.brand, artwork: item.artwork, playing, play: () => void playItem(item), pause }
        : {
            title: currentSong?.texto ?? currentProgram,
            artist: currentShow?.apresentadores.join(', ') || config.brand,
            album: currentSong ? `${currentProgram} · ${config.brand}` : `${config.brand} · Ao vivo`,
            artwork: currentShow?.imagem ?? config.artwork,
            playing,
            play: () => void play(),
            pause,
          },
    );
  }, [item, currentSong, currentProgram, currentShow, config.brand, config.artwork, playing, play, playItem, pause]);

  const value = useMemo<PlayerContextValue>(
    () => ({
      ready,
      playing: livePlaying,
      muted,
      volume,
      loading: loading && !item,
      currentProgram,
      currentSong,
      error,
      streamUrl: config.streamUrl,
      item,
      itemPlaying: playing && !!item,
      itemLoading: loading && !!item,
      play,
      pause,
      togglePlay,
      playItem,
      audioRef,
      toggleMute,
      setVolume,
    }),
    [ready, livePlaying, muted, volume, loading, currentProgram, currentSong, error, config.streamUrl, item, playing, play, pause, togglePlay, playItem, toggleMute, setVolume],
  );

  return (
    <PlayerContext.Provider value={value}>
      {children}
      <audio
        ref={audioRef}
        preload="none"
        data-testid="radio-audio"
        onError={() => {
          if (!startingRef.current && audioRef.current?.getAttribute('src')) {
            setError(item ? ITEM_UNAVAILABLE : STREAM_ERROR);
            setPlaying(false);
            setLoading(false);
          }
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          // An item heard to the end: the bar is the live player again, playing if it was before.
          if (item) {
            setItem(null);
            if (resumeLive.current) void play();
          }
        }}
        onPlaying={() => {
          setPlaying(true);
          setLoading(false);
        }}
        // A stream that stops delivering (a dropped connection) shows as buffering, not as playing.
        onWaiting={() => {
          if (!startingRef.current && audioRef.current && !audioRef.current.paused) setLoading(true);
        }}
      />
    </PlayerContext.Provider>
  );
}
