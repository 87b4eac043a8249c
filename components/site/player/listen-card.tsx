'use client';

import { useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { formatDuration, knownDuration, MIN_REMEMBERED_SECONDS, progressText, type OnDemandItem } from '@/lib/domain/on-demand';
import { useMediaClock } from '@/lib/hooks/use-media-clock';
import { useStoredPosition } from '@/lib/hooks/use-stored-position';
import { usePlayer } from './player-provider';

export type ListenCardProps = {
  item: OnDemandItem;
  /** The call before it is heard: 'Ouvir episódio', 'Ouvir o áudio'. */
  label: string;
  /** The catalogue's length in seconds, shown until the file's own is read (0: unknown). */
  duration?: number;
  /** The download link's text; the link is the file itself (also what works without JavaScript). */
  downloadLabel: string;
};

/**
 * The control of an episode's page or a post's audio. It plays nothing itself: it hands the item
 * to the bottom player (one <audio> for the whole site), so the audio keeps playing through
 * navigation, and shows the bar's progress while the item is the one loaded. A position this
 * device remembers is offered: 'Continuar de 12:40'.
 */
export function ListenCard({ item, label, duration = 0, downloadLabel }: ListenCardProps) {
  const player = usePlayer();
  const loaded = player.item?.id === item.id;
  const playing = loaded && player.itemPlaying;
  const stored = useStoredPosition(item.id);
  const clock = useMediaClock(player.audioRef, loaded);
  const length = knownDuration(clock.duration) ? clock.duration : duration;
  // Loaded, it resumes where the element is; otherwise where this device left it, if anywhere.
  const resumeAt = loaded ? clock.time : (stored ?? 0);
  const resumable = resumeAt >= MIN_REMEMBERED_SECONDS;
  const [status, setStatus] = useState('');

  const listen = (from?: number) => {
    if (player.playing) setStatus('A rádio ao vivo foi pausada enquanto o áudio toca.');
    void player.playItem(item, from);
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="ouvir-card">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          onClick={() => (playing ? player.pause() : listen(loaded || !resumable ? undefined : resumeAt))}
          disabled={!player.ready}
          aria-busy={loaded && player.itemLoading}
          data-testid="ouvir-botao"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-live px-5 py-2 text-sm font-bold text-white shadow-sm hover:bg-red-700 disabled:opacity-60"
        >
          {playing ? <PauseIcon className="h-4 w-4" /> : <PlayIcon className="h-4 w-4" />}
          {playing ? 'Pausar' : resumable ? `Continuar de ${formatDuration(resumeAt)}` : label}
        </button>
        {!playing && resumable && (
          <button type="button" onClick={() => listen(0)} disabled={!player.ready} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
            Ouvir do início
          </button>
        )}
        <a href={item.src} download className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {downloadLabel}
        </a>
      </div>
      {loaded && (
        <div className="mt-3" data-testid="ouvir-progresso">
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden>
            <div className="h-full bg-live" style={{ width: `${knownDuration(length) ? Math.min(100, (clock.time / length) * 100) : 0}%` }} />
          </div>
          <p className="mt-1 text-sm tabular-nums text-muted">
            {progressText(clock.time, length)} · {playing ? 'tocando no player abaixo' : 'pausado'}
          </p>
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
