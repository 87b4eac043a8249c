'use client';

import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { LazyListenCard } from '@/components/site/player/lazy-listen-card';
import type { OnDemandItem } from '@/lib/domain/on-demand';

type Slot = { host: HTMLElement; src: string };

type Props = {
  /** The id of the element holding the sanitised body. */
  bodyId: string;
  /** What the bar and the lock screen show for each of the body's audios. */
  about: Pick<OnDemandItem, 'title' | 'artwork' | 'href'>;
};

/**
 * The audio players the post's own text embeds (<audio controls>, kept in the HTML for readers
 * without JavaScript) give their place to a card that plays through the site's one bottom player,
 * where the audio keeps playing through navigation instead of stopping with the page.
 */
export function BodyAudio({ bodyId, about }: Props) {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const body = document.getElementById(bodyId);
    if (!body) return;
    const found: Array<Slot & { audio: HTMLAudioElement }> = [];
    for (const audio of body.querySelectorAll('audio')) {
      const src = audio.getAttribute('src') || audio.querySelector('source[src]')?.getAttribute('src');
      if (!src) continue;
      audio.pause();
      audio.hidden = true;
      const host = document.createElement('div');
      audio.before(host);
      found.push({ audio, host, src });
    }
    // The body's HTML is React's to keep, not to re-render: the cards go into hosts added beside it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlots(found);
    return () => {
      for (const { audio, host } of found) {
        host.remove();
        audio.hidden = false;
      }
    };
  }, [bodyId]);

  return slots.map(({ host, src }, index) =>
    createPortal(
      <LazyListenCard
        item={{ id: src, src, title: about.title, showName: slots.length > 1 ? `Áudio da reportagem (${index + 1} de ${slots.length})` : 'Áudio da reportagem', artwork: about.artwork, href: about.href }}
        label="Ouvir o áudio"
        downloadLabel="Baixar o áudio"
      />,
      host,
      `${index}:${src}`,
    ),
  );
}
