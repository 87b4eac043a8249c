'use client';

import { useEffect } from 'react';
import { usePlayer } from '@/components/site/player/player-provider';
import { autoplayEmbedSrc, VIDEO_EMBED_ATTRIBUTE } from '@/lib/domain/video-facade';

const FRAME_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

/**
 * Turns a video poster (lib/domain/video-facade.ts) into the YouTube frame when the reader presses
 * it, and pauses the bottom player so the radio and the video do not talk over each other.
 */
export function VideoFacades() {
  const { pause } = usePlayer();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const facade = (event.target as Element | null)?.closest?.(`[${VIDEO_EMBED_ATTRIBUTE}]`);
      const src = facade?.getAttribute(VIDEO_EMBED_ATTRIBUTE);
      if (!facade || !src || !(event.target as Element).closest('a')) return;
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.src = autoplayEmbedSrc(src);
      frame.title = facade.getAttribute('data-video-title') || 'Vídeo do YouTube';
      frame.allow = FRAME_ALLOW;
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.className = 'video-facade-frame';
      facade.replaceWith(frame);
      frame.focus();
      pause();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [pause]);
  return null;
}
