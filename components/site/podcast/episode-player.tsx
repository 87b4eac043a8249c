'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { RadioIcon } from '@/components/ui/icons';
import { usePlayer } from '@/components/site/player/player-provider';

type Props = {
  src: string;
  /** The enclosure's type ('audio/mpeg'…): lets the browser skip a file it cannot play. */
  type: string;
  title: string;
  showName: string;
  /** Absolute or site path of the cover, for the lock screen. */
  artwork: string | null;
};

/**
 * The episode's own player (issue 15): a native <audio controls preload="metadata"> (seeking asks
 * /uploads for byte ranges). One audio at a time with the live player of the layout:
 * - the episode starts while the live stream plays → the stream pauses, and is remembered;
 * - the episode ends → the stream comes back if it was playing before;
 * - 'Voltar ao vivo' → the episode pauses and the stream starts;
 * - the listener starts the stream (bar, header, lock screen) while the episode plays → the episode pauses.
 * From its first play until it ends or the listener returns to live, the lock screen (Media Session)
 * shows the episode, paused or playing, through the live player's setLockScreen.
 */
export function EpisodePlayer({ src, type, title, showName, artwork }: Props) {
  const player = usePlayer();
  const { playing: livePlaying, play: playLive, pause: pauseLive, streamUrl, setLockScreen } = player;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [episodePlaying, setEpisodePlaying] = useState(false);
  // From its first play until it ends or the listener goes back to live, the episode owns the lock
  // screen: paused, its play button resumes the episode, not the radio.
  const [ownsLockScreen, setOwnsLockScreen] = useState(false);
  const [status, setStatus] = useState('');
  // The live stream was playing when the episode took over: it comes back when the episode ends.
  const resumeLive = useRef(false);
  const onPlay = useCallback(() => {
    setEpisodePlaying(true);
    setOwnsLockScreen(true);
    if (livePlaying) {
      resumeLive.current = true;
      pauseLive();
      setStatus('A rádio ao vivo foi pausada enquanto o episódio toca.');
    }
  }, [livePlaying, pauseLive]);

  const onEnded = useCallback(() => {
    setEpisodePlaying(false);
    setOwnsLockScreen(false);
    if (resumeLive.current) {
      resumeLive.current = false;
      setStatus('Episódio encerrado. De volta à rádio ao vivo.');
      void playLive();
    }
  }, [playLive]);

  const backToLive = useCallback(() => {
    audioRef.current?.pause();
    resumeLive.current = false;
    setOwnsLockScreen(false);
    setStatus('De volta à rádio ao vivo.');
    void playLive();
  }, [playLive]);

  // The live stream starting takes the lock screen back (set while rendering, not in an effect).
  const [liveSeen, setLiveSeen] = useState(livePlaying);
  if (liveSeen !== livePlaying) {
    setLiveSeen(livePlaying);
    if (livePlaying) setOwnsLockScreen(false);
  }

  // The listener chose the live stream while the episode played: the episode gives way.
  useEffect(() => {
    const audio = audioRef.current;
    if (livePlaying && audio && !audio.paused) {
      resumeLive.current = false;
      audio.pause();
    }
  }, [livePlaying]);

  useEffect(() => {
    if (!ownsLockScreen) return;
    setLockScreen({
      title,
      artist: showName,
      album: 'Podcast',
      artwork,
      playing: episodePlaying,
      play: () => void audioRef.current?.play(),
      pause: () => audioRef.current?.pause(),
    });
    return () => setLockScreen(null);
  }, [ownsLockScreen, episodePlaying, title, showName, artwork, setLockScreen]);

  return (
    <div className="rounded-lg bg-slate-950 p-4 text-white" data-testid="player-episodio">
      <audio
        ref={audioRef}
        controls
        preload="metadata"
        className="w-full"
        aria-label={`Ouvir o episódio ${title}`}
        data-testid="episode-audio"
        onPlay={onPlay}
        onPause={() => setEpisodePlaying(false)}
        onEnded={onEnded}
      >
        <source src={src} type={type} />
        <a href={src}>Baixar o episódio</a>
      </audio>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {streamUrl && !livePlaying ? (
          <button
            type="button"
            onClick={backToLive}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-live px-4 py-2 text-sm font-bold text-white hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            data-testid="voltar-ao-vivo"
          >
            <RadioIcon className="h-4 w-4" />
            Voltar ao vivo
          </button>
        ) : (
          <span className="text-sm text-white/70">{livePlaying ? 'A rádio está tocando ao vivo.' : ''}</span>
        )}
        <a href={src} download className="inline-flex min-h-11 items-center text-sm font-semibold text-white underline underline-offset-4 hover:text-white/80">
          Baixar o episódio
        </a>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
