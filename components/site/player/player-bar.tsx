'use client';

import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { FREQUENCY_LABEL, VOLUME_STEP } from '@/lib/domain/constants';
import { HeadphonesIcon, MuteIcon, PauseIcon, PlayIcon, VolumeIcon } from '@/components/ui/icons';
import { ListenersNow } from '../now-playing/listeners-now';
import { usePlayer } from './player-provider';

const FREQUENCY = `FM ${FREQUENCY_LABEL}`;

// An item's controls load with the first item: the live bar every page gets stays small.
const ItemBar = lazy(() => import('./item-bar'));

/**
 * The bottom bar's controls (SPEC §2.3): always within the thumb's reach, every control on phones
 * too, each at least 44 px square. PlayerDock (server-rendered) fixes it to the bottom. While an
 * on-demand item is loaded the bar shows its controls instead (data-player-item: the dock grows).
 */
export function PlayerBar() {
  const player = usePlayer();
  return (
    // Tighter gaps on phones: the 44 px controls leave the status line room for one line.
    <section
      aria-label="Player da rádio"
      aria-keyshortcuts="Space"
      tabIndex={-1}
      data-player-item={player.item ? '' : undefined}
      onKeyDown={(event) => {
        // Space anywhere on the bar plays or pauses, except on a button, which presses itself.
        if (event.key !== ' ' || event.target instanceof HTMLButtonElement || !player.ready) return;
        event.preventDefault();
        if (!player.item) player.togglePlay();
        else if (player.itemPlaying) player.pause();
        else void player.playItem(player.item);
      }}
      className="flex min-w-0 flex-1 items-center gap-1.5 self-stretch outline-none sm:gap-3"
    >
      {player.item ? (
        <Suspense>
          <ItemBar />
        </Suspense>
      ) : (
        <LiveControls />
      )}
    </section>
  );
}

function LiveControls() {
  const player = usePlayer();
  const percent = Math.round(player.volume * 100);
  return (
    <>
      <button
        type="button"
        onClick={player.togglePlay}
        disabled={!player.ready || !player.streamUrl}
        aria-label={player.playing ? 'Pausar' : 'Ouvir ao vivo'}
        aria-busy={player.loading}
        data-testid="player-toggle"
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-live text-white shadow-md transition hover:scale-105 hover:bg-red-500 disabled:opacity-50"
      >
        {player.loading ? (
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden />
        ) : player.playing ? (
          <PauseIcon />
        ) : (
          <PlayIcon />
        )}
      </button>
      <div className="min-w-0 flex-1 leading-tight">
        <p className="flex items-center gap-1.5 whitespace-nowrap text-sm font-bold sm:gap-2">
          <span className={clsx('inline-block h-2 w-2 shrink-0 rounded-full', player.playing ? 'animate-pulse bg-live' : 'bg-slate-400')} aria-hidden />
          <span className="shrink-0" data-testid="player-status">{player.playing ? 'Ao vivo' : 'Rádio offline'}</span>
          {player.currentSong && (
            <span className="min-w-0 truncate font-normal text-white/90" data-testid="player-song">
              <span className="sr-only">Tocando: </span>
              {player.currentSong.texto}
            </span>
          )}
          {/* On phones the song, when known, takes the badge's room: the logo above still says the frequency. */}
          <span className={clsx('shrink-0 rounded bg-white/10 px-1.5 text-[11px] font-black sm:hidden', player.currentSong && 'hidden')}>{FREQUENCY}</span>
        </p>
        <p className="mt-0.5 truncate text-xs text-white/80">
          <span data-testid="player-hint" className="font-semibold text-white">
            {player.playing ? 'Tocando agora' : 'Clique para ouvir'}
          </span>
          <span aria-hidden> · </span>
          <span data-testid="player-subtitle" title={player.error ?? undefined}>
            {player.error ? 'Erro na conexão' : player.currentProgram}
          </span>
          <ListenersNow enabled={Boolean(player.streamUrl)} />
        </p>
        <p className="sr-only" role="status" data-testid="player-error">
          {player.error ?? ''}
        </p>
      </div>
      <button
        type="button"
        onClick={player.toggleMute}
        disabled={!player.ready}
        aria-label={player.muted ? 'Ativar som' : 'Silenciar'}
        aria-pressed={player.muted}
        className="shrink-0 rounded-full p-3 hover:bg-white/10"
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
        disabled={!player.ready}
        aria-label="Volume"
        aria-valuetext={`${percent}%`}
        // 44 px tall to the finger; the track and thumb Chromium draws stay the same size.
        className="h-11 w-14 shrink-0 accent-red-500 sm:w-28"
      />
      <span className="w-8 shrink-0 text-right text-xs tabular-nums text-white/80 sm:w-10" data-testid="player-volume">
        {percent}%
      </span>
      <span className="hidden shrink-0 items-center gap-1 rounded bg-white/10 px-2 py-1 text-xs font-black tracking-wide sm:flex">
        <HeadphonesIcon className="h-3.5 w-3.5" />
        {FREQUENCY}
      </span>
    </>
  );
}
