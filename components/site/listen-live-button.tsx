'use client';

import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { usePlayer } from './player/player-provider';

/** /a-radio's call to action: drives the layout's one player, so the bar and the header follow. */
export function ListenLiveButton() {
  const { streamUrl, playing, loading, ready, togglePlay } = usePlayer();
  if (!streamUrl) return null;
  return (
    <button
      type="button"
      onClick={togglePlay}
      disabled={!ready || loading}
      className="inline-flex items-center gap-3 rounded-full bg-live px-6 py-3 text-base font-black uppercase tracking-wide text-white shadow-lg transition hover:bg-red-700 disabled:cursor-wait disabled:opacity-80"
    >
      {playing ? <PauseIcon className="h-5 w-5" /> : <PlayIcon className="h-5 w-5" />}
      {loading ? 'Conectando...' : playing ? 'Pausar a transmissão' : 'Ouça ao vivo'}
    </button>
  );
}
