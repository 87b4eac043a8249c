'use client';

import { Fragment, type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import type { Banner } from '@/lib/domain/banner';
import { CAROUSEL_INTERVAL_MS } from '@/lib/domain/constants';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

const subscribeToLoad = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};

/** True once the window has loaded (false while hydrating): the later slides' pictures wait for it. */
const useWindowLoaded = () =>
  useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );

/**
 * SPEC §2.4/§4.6: every 4 s, wrapping, paused while hovered, autoplay only with more than one slide.
 * `images` and `captions` (one per banner, from BannerImage and BannerCaption) are rendered on the
 * server, so no image code or caption markup ships.
 * Only the first slide's picture is in the page at first: the others, hidden but inside the
 * viewport, were downloaded at high priority beside it and slowed the page's largest paint. They
 * join once the window has loaded, well before the first change of slide (or when one is chosen).
 */
export function BannerCarousel({ banners, images, captions }: { banners: Banner[]; images: ReactNode[]; captions: ReactNode[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const autoplay = count > 1 && !paused;
  const windowLoaded = useWindowLoaded();

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => go(index + 1), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, go]);

  return (
    <section
      aria-roledescription="carrossel"
      aria-label="Destaques da rádio"
      className="group relative overflow-hidden rounded-lg bg-slate-900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div className="relative aspect-[16/9] sm:aspect-[21/9] lg:aspect-[16/9]">
        {banners.map((banner, i) => {
          const active = i === index;
          const image = i === 0 || active || windowLoaded ? images[i] : null;
          // Keyed here: the callers key each list by banner, and the two lists meet in one slide.
          const content = [<Fragment key="imagem">{image}</Fragment>, <Fragment key="legenda">{captions[i]}</Fragment>];
          const common = clsx('absolute inset-0 block transition-opacity duration-700', active ? 'opacity-100' : 'pointer-events-none opacity-0');
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={!active}
              data-active={active ? 'true' : 'false'}
              className={common}
            >
              {banner.linkUrl ? (
                <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" tabIndex={active ? 0 : -1} className="absolute inset-0 block">
                  {content}
                </a>
              ) : (
                content
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        // On phones the arrows sit in the top corners, clear of the title along the bottom.
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="Slide anterior"
            className="absolute left-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition hover:bg-black/60 sm:top-1/2 sm:-translate-y-1/2"
          >
            <ChevronLeftIcon className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="Próximo slide"
            className="absolute right-2 top-2 flex h-11 w-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition hover:bg-black/60 sm:top-1/2 sm:-translate-y-1/2"
          >
            <ChevronRightIcon className="h-6 w-6" />
          </button>
        </>
      )}
      {/* Phones: each dot's button is a 44 px square (tap target); the dots drawn stay small. */}
      <div className="absolute bottom-0 right-1 flex sm:bottom-3 sm:right-8 sm:gap-1.5">
        {banners.map((banner, i) => (
          <button
            key={banner.id}
            type="button"
            onClick={() => go(i)}
            aria-label={`Ir para slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            className="flex h-11 w-11 items-center justify-center sm:h-6 sm:w-6"
          >
            <span className={clsx('block h-2.5 rounded-full transition-all', i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50')} />
          </button>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 h-1 bg-white/20" aria-hidden>
        {/* Restarted per slide by its key; paused with the carousel. */}
        <div
          key={`${index}-${count}`}
          data-testid="carousel-progress"
          className="h-full origin-left bg-live motion-reduce:hidden"
          style={{
            animation: count > 1 ? `carousel-progress ${CAROUSEL_INTERVAL_MS}ms linear forwards` : undefined,
            animationPlayState: paused ? 'paused' : 'running',
          }}
        />
      </div>
    </section>
  );
}
