'use client';

import { listenersNowText } from '@/lib/domain/listeners-text';
import { useNowPlaying } from '@/lib/hooks/use-now-playing';

/**
 * "N ouvintes agora" in the player bar: the count comes with the now-playing answer the page
 * already polls, and only when the station turned 'Mostrar ouvintes no player' on.
 */
export function ListenersNow({ enabled }: { enabled: boolean }) {
  const { ouvintes } = useNowPlaying(enabled);
  if (typeof ouvintes !== 'number') return null;
  return (
    <>
      <span aria-hidden> · </span>
      <span data-testid="player-listeners">{listenersNowText(ouvintes)}</span>
    </>
  );
}
