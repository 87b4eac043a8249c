'use client';

import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useState } from 'react';
import { VOLUME_STEP } from '@/lib/domain/constants';
import { formatDuration, knownDuration, nextRate, POSITION_WRITE_INTERVAL_MS, progressText, rateLabel, SKIP_SECONDS } from '@/lib/domain/on-demand';
import { useMediaClock } from '@/lib/hooks/use-media-clock';
import { rememberPosition } from '@/lib/hooks/use-stored-position';
import { HeadphonesIcon, MuteIcon, PauseIcon, PlayIcon, RadioIcon, VolumeIcon } from '@/components/ui/icons';
import { usePlayer } from './player-provider';

const ROUND_BUTTON = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 disabled:opacity-50';

/**
 * The bar while it holds an on-demand item (loaded with the first one, see PlayerBar): cover,
 * title and show, seek bar with elapsed and remaining time, ±15 s, speed and 'Voltar ao vivo'.
 * Two rows below xl (the dock grows, see globals.css), one row from xl up. It also keeps the
 * item's position on this device and gives the lock screen its seek controls.
 */
export default function ItemBar() {
  const player = usePlayer();
  const { audioRef } = player;
  // PlayerBar renders this only while an item is loaded.
  const item = player.item!;
  const clock = useMediaClock(audioRef, true);
  const length = knownDuration(clock.duration) ? clock.duration : 0;
  const percent = Math.round(player.volume * 100);

  const seek = useCallback(
    (to: number) => {
      const audio = audioRef.current;
      if (audio) audio.currentTime = Math.max(0, knownDuration(audio.duration) ? Math.min(to, audio.duration) : to);
    },
    [audioRef],
  );
  const skip = useCallback((seconds: number) => seek((audioRef.current?.currentTime ?? 0) + seconds), [audioRef, seek]);

  const [seekTarget, onSeekInput] = useSeekTarget(audioRef, seek);

  useRememberedPosition(audioRef, item.id);
  useLockScreenSeeking(skip, seek, clock.time, clock.duration, clock.rate);

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 xl:flex-row xl:items-center xl:gap-2" data-testid="player-item">
      <div className="flex min-w-0 items-center gap-2 xl:contents">
        <button
          type="button"
          onClick={() => (player.itemPlaying ? player.pause() : void player.playItem(item))}
          aria-label={player.itemPlaying ? 'Pausar' : 'Tocar'}
          aria-busy={player.itemLoading}
          data-testid="player-item-toggle"
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-live text-white shadow-md transition hover:bg-red-500"
        >
          {player.itemLoading ? (
            <span className="h-5 w-5 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden />
          ) : player.itemPlaying ? (
            <PauseIcon />
          ) : (
            <PlayIcon />
          )}
        </button>
        {/* A fixed box: the picture arriving moves nothing. */}
        {item.artwork ? (
          // A plain <img>: the lock screen asks for the same address, so the file is fetched once.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={item.artwork} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded bg-white/10 object-cover" />
        ) : (
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-white/10" aria-hidden>
            <HeadphonesIcon />
          </span>
        )}
        <ItemTitle title={item.title} href={item.href} detail={player.error ?? item.showName} />
        <p className="sr-only" role="status" data-testid="player-error">
          {player.error ?? ''}
        </p>
        <button
          type="button"
          onClick={player.toggleMute}
          aria-label={player.muted ? 'Ativar som' : 'Silenciar'}
          aria-pressed={player.muted}
          // Phones have their own volume keys: from sm up, like the live bar.
          className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10 sm:flex xl:order-1"
        >
          {player.muted ? <MuteIcon /> : <VolumeIcon />}
        </button>
        <input
          type="range"
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={player.volume}
          onChange={(event) => player.setVolume(Number(event.target.value))}
          aria-label="Volume"
          aria-valuetext={`${percent}%`}
          className="hidden h-11 w-20 shrink-0 accent-red-500 sm:block xl:order-1"
        />
        {player.streamUrl && (
          <button
            type="button"
            onClick={() => void player.play()}
            aria-label="Voltar ao vivo"
            data-testid="voltar-ao-vivo"
            className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-full border border-white/30 px-3 text-sm font-bold hover:bg-white/10 xl:order-2"
          >
            <RadioIcon className="h-4 w-4" />
            <span className="sm:hidden">Ao vivo</span>
            <span className="hidden sm:inline">Voltar ao vivo</span>
          </button>
        )}
      </div>
      <div className="flex min-w-0 items-center gap-1 sm:gap-2 xl:contents">
        <button type="button" onClick={() => skip(-SKIP_SECONDS)} aria-label={`Voltar ${SKIP_SECONDS} segundos`} className={`${ROUND_BUTTON} text-xs font-bold`}>
          −{SKIP_SECONDS}
        </button>
        <span className="min-w-9 shrink-0 text-right text-xs tabular-nums text-white/80" data-testid="player-elapsed" aria-hidden>
          {formatDuration(clock.time)}
        </span>
        <input
          type="range"
          min={0}
          max={length}
          step={1}
          value={seekTarget ?? Math.min(clock.time, length)}
          onChange={(event) => onSeekInput(Number(event.target.value))}
          disabled={!length}
          aria-label="Posição no áudio"
          aria-valuetext={progressText(clock.time, clock.duration)}
          data-testid="player-seek"
          className="h-11 min-w-0 flex-1 accent-red-500 xl:w-44 xl:flex-none"
        />
        <span className="min-w-10 shrink-0 text-xs tabular-nums text-white/80" data-testid="player-remaining" aria-hidden>
          {length ? `−${formatDuration(length - Math.min(clock.time, length))}` : ''}
        </span>
        <button type="button" onClick={() => skip(SKIP_SECONDS)} aria-label={`Avançar ${SKIP_SECONDS} segundos`} className={`${ROUND_BUTTON} text-xs font-bold`}>
          +{SKIP_SECONDS}
        </button>
        <button
          type="button"
          onClick={() => {
            if (audioRef.current) audioRef.current.playbackRate = nextRate(clock.rate);
          }}
          aria-label={`Velocidade ${rateLabel(clock.rate)}`}
          data-testid="player-speed"
          className={`${ROUND_BUTTON} text-sm font-bold tabular-nums`}
        >
          {rateLabel(clock.rate)}
        </button>
      </div>
    </div>
  );
}

function ItemTitle({ title, href, detail }: { title: string; href: string | null; detail: string }) {
  const text = (
    <>
      <span className="block truncate text-sm font-bold" data-testid="player-item-title">
        {title}
      </span>
      <span className="block truncate text-xs text-white/80" data-testid="player-item-show">
        {detail}
      </span>
    </>
  );
  const box = 'flex min-h-11 min-w-0 flex-1 flex-col justify-center leading-tight';
  return href ? (
    <Link href={href} className={`${box} hover:underline`}>
      {text}
    </Link>
  ) : (
    <p className={box}>{text}</p>
  );
}

/**
 * The seek bar shows where the listener asked to go until the element has got there: with the
 * element's clock as its value, React puts the old position back before the keyboard's 'change'
 * event, which would then seek back to it.
 */
function useSeekTarget(audioRef: React.RefObject<HTMLAudioElement | null>, seek: (to: number) => void) {
  const [target, setTarget] = useState<number | null>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || target === null) return;
    const done = () => setTarget(null);
    audio.addEventListener('seeked', done);
    // A source that cannot seek never says 'seeked': the bar goes back to the clock anyway.
    const timer = window.setTimeout(done, 2000);
    return () => {
      audio.removeEventListener('seeked', done);
      window.clearTimeout(timer);
    };
  }, [audioRef, target]);
  const onInput = useCallback(
    (to: number) => {
      setTarget(to);
      seek(to);
    },
    [seek],
  );
  return [target, onInput] as const;
}

/**
 * The item's position on this device: every few seconds while it plays, on pause, on a seek,
 * when the page is left and when another source takes the element; forgotten once heard to the end.
 */
function useRememberedPosition(audioRef: React.RefObject<HTMLAudioElement | null>, id: string) {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    // The element plays this item while its source is this one; afterwards its clock is another's.
    const src = audio.getAttribute('src');
    const own = () => audio.getAttribute('src') === src;
    let time = audio.currentTime;
    let duration = audio.duration;
    // The first write waits a full interval: the clock reads 0 until a resumed position is reached.
    let written = Date.now();
    let heard = false;
    const read = () => {
      time = audio.currentTime;
      duration = audio.duration;
    };
    const save = () => {
      written = Date.now();
      rememberPosition(id, time, duration);
    };
    const onTime = () => {
      if (!own()) return;
      read();
      if (Date.now() - written >= POSITION_WRITE_INTERVAL_MS) save();
    };
    const onStop = () => {
      if (!own()) return;
      read();
      save();
    };
    const onEnded = () => {
      heard = true;
      rememberPosition(id, audio.duration, audio.duration);
    };
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('pause', onStop);
    audio.addEventListener('seeked', onStop);
    audio.addEventListener('ended', onEnded);
    window.addEventListener('pagehide', onStop);
    return () => {
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('seeked', onStop);
      audio.removeEventListener('ended', onEnded);
      window.removeEventListener('pagehide', onStop);
      if (heard) return;
      if (own()) read();
      save();
    };
  }, [audioRef, id]);
}

/** The lock screen's seek controls and progress for the item (its title and play/pause are the provider's). */
function useLockScreenSeeking(skip: (seconds: number) => void, seek: (to: number) => void, time: number, duration: number, rate: number) {
  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['seekbackward', (details) => skip(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => skip(details.seekOffset ?? SKIP_SECONDS)],
      ['seekto', (details) => details.seekTime !== undefined && seek(details.seekTime)],
    ];
    const set = (handler: (entry: [MediaSessionAction, MediaSessionActionHandler]) => void) => {
      for (const entry of handlers) {
        try {
          handler(entry);
        } catch {
          // A browser without this action: the others still work.
        }
      }
    };
    set(([action, handler]) => session.setActionHandler(action, handler));
    return () => {
      set(([action]) => session.setActionHandler(action, null));
      // Back to live: no position on the lock screen.
      session.setPositionState?.();
    };
  }, [skip, seek]);

  useEffect(() => {
    if (!('mediaSession' in navigator) || !knownDuration(duration)) return;
    try {
      navigator.mediaSession.setPositionState?.({ duration, playbackRate: rate, position: Math.min(time, duration) });
    } catch {
      // An inconsistent reading (a position past a length just changed): the next one corrects it.
    }
  }, [time, duration, rate]);
}
