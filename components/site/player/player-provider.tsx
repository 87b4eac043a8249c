'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYER_AUTOPLAY_DELAY_MS, PROGRAMME_REFRESH_MS } from '@/lib/domain/constants';
import { showOnAir, type PlayerShow } from '@/lib/domain/on-air';
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
};

export type PlayerState = {
  playing: boolean;
  muted: boolean;
  volume: number;
  loading: boolean;
  currentProgram: string;
  /** The song on air, when the stream's metadata names one. */
  currentSong: NowPlayingSong | null;
  error: string | null;
  streamUrl: string | null;
};

type PlayerContextValue = PlayerState & {
  /** False in server HTML: the controls only work once the page is interactive. */
  ready: boolean;
  /** Starts the live stream (also used to return to live after an episode). */
  play: () => Promise<void>;
  pause: () => void;
  togglePlay: () => void;
  /** An episode on the page takes the lock screen with its own entry; null gives it back to live. */
  setLockScreen: (entry: LockScreenEntry | null) => void;
  toggleMute: () => void;
  setVolume: (volume: number) => void;
};

/** What the lock screen, the notification and the headset controls show and do. */
export type LockScreenEntry = {
  title: string;
  artist: string;
  album: string;
  artwork: string | null;
  playing: boolean;
  play: () => void;
  pause: () => void;
};

/** The one place that writes the Media Session: the live player's entry or an episode's. */
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
 * The live player (SPEC §4.1): one <audio> element in the public layout, so playback survives
 * every navigation; the header button, the bottom bar and the lock screen drive the same state.
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

  const play = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio || !config.streamUrl) return;
    setLoading(true);
    setError(null);
    startingRef.current = true;
    audio.src = forceHttp(config.streamUrl);
    try {
      await audio.play();
      setPlaying(true);
    } catch {
      setError(STREAM_UNAVAILABLE);
      setPlaying(false);
    } finally {
      startingRef.current = false;
      setLoading(false);
    }
  }, [config.streamUrl]);

  const pause = useCallback(() => {
    audioRef.current?.pause();
  }, []);

  const togglePlay = useCallback(() => {
    if (playing) pause();
    else void play();
  }, [playing, pause, play]);

  const toggleMute = useCallback(() => setMuted((value) => !value), []);
  const setVolume = useCallback((value: number) => setVolumeState(Math.min(1, Math.max(0, value))), []);

  useEffect(() => {
    if (audioRef.current) audioRef.current.muted = muted;
  }, [muted]);
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  // The server renders the station name (no show); the show on air is the browser's to compute.
  const [currentShow, setCurrentShow] = useState<PlayerShow | null>(null);
  // SPEC §4.2's "otherwise": the station name.
  const currentProgram = currentShow?.nome ?? config.brand;
  const [episodeEntry, setLockScreen] = useState<LockScreenEntry | null>(null);
  useEffect(() => {
    const update = () => {
      setCurrentShow(showOnAir(config.shows, new Date()));
    };
    update();
    const timer = window.setInterval(update, PROGRAMME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [config.brand, config.shows]);

  useEffect(() => {
    if (!config.autoplay || !config.streamUrl) return;
    const timer = window.setTimeout(() => void play(), PLAYER_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Autoplay is a one-time decision at load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => silenceCertificateDateErrors(), []);

  // Lock screen, notification and headset controls: an episode's entry while it holds them, else
  // the song (else the show), who presents it, and the show's image (else the station logo).
  useEffect(() => {
    showOnLockScreen(
      episodeEntry ?? {
        title: currentSong?.texto ?? currentProgram,
        artist: currentShow?.apresentadores.join(', ') || config.brand,
        album: currentSong ? `${currentProgram} · ${config.brand}` : `${config.brand} · Ao vivo`,
        artwork: currentShow?.imagem ?? config.artwork,
        playing,
        play: () => void play(),
        pause,
      },
    );
  }, [episodeEntry, currentSong, currentProgram, currentShow, config.brand, config.artwork, playing, play, pause]);

  const value = useMemo<PlayerContextValue>(
    () => ({ ready, playing, muted, volume, loading, currentProgram, currentSong, error, streamUrl: config.streamUrl, play, pause, togglePlay, setLockScreen, toggleMute, setVolume }),
    [ready, playing, muted, volume, loading, currentProgram, currentSong, error, config.streamUrl, play, pause, togglePlay, toggleMute, setVolume],
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
            setError(STREAM_ERROR);
            setPlaying(false);
            setLoading(false);
          }
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
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
