'use client';

import { useCallback, useRef, useSyncExternalStore, type RefObject } from 'react';

/** Where a media element is: seconds played, its length (NaN until known) and its speed. */
export type MediaClock = { time: number; duration: number; rate: number; paused: boolean };

const IDLE: MediaClock = { time: 0, duration: Number.NaN, rate: 1, paused: true };
const EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'ratechange', 'seeking', 'emptied', 'play', 'pause'] as const;

const same = (a: MediaClock, b: MediaClock) =>
  a.time === b.time && a.rate === b.rate && a.paused === b.paused && (a.duration === b.duration || (Number.isNaN(a.duration) && Number.isNaN(b.duration)));

/**
 * The element's clock, re-rendering on its own events (a few times a second while it plays).
 * Inactive (the element plays something else), it reads nothing and never re-renders.
 */
export function useMediaClock(ref: RefObject<HTMLMediaElement | null>, active: boolean): MediaClock {
  const last = useRef(IDLE);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = ref.current;
      if (!active || !media) return () => {};
      for (const name of EVENTS) media.addEventListener(name, onChange);
      return () => {
        for (const name of EVENTS) media.removeEventListener(name, onChange);
      };
    },
    [ref, active],
  );
  const snapshot = useCallback(() => {
    const media = ref.current;
    if (!active || !media) return IDLE;
    const now = { time: media.currentTime, duration: media.duration, rate: media.playbackRate, paused: media.paused };
    // The same object while nothing changed: useSyncExternalStore compares by identity.
    if (!same(now, last.current)) last.current = now;
    return last.current;
  }, [ref, active]);
  return useSyncExternalStore(subscribe, snapshot, () => IDLE);
}
