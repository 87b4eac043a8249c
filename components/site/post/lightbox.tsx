'use client';

import { OptimizedImage } from '@/components/ui/optimized-image';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { imageVariantUrl, VARIANT_WIDTHS } from '@/lib/domain/media';
import type { GalleryImage } from './gallery-items';

type Props = {
  images: GalleryImage[];
  /** The thumbnails the page already shows (their loaded address), shown while each photo loads. */
  placeholders?: readonly string[];
  index: number;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';
const SWIPE_THRESHOLD_PX = 50;

/** Modal photo viewer: focus kept inside, Esc closes, arrows and swipes move, the page does not scroll. */
export function Lightbox({ images, placeholders = [], index, title, onIndexChange, onClose }: Props) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<number | null>(null);
  const titleId = useId();
  const total = images.length;
  const image = images[index];
  const previous = () => onIndexChange((index - 1 + total) % total);
  const next = () => onIndexChange((index + 1) % total);

  // Handlers change on every render; the listeners read the latest ones through a ref.
  const handlers = useRef({ previous, next, onClose });
  useEffect(() => {
    handlers.current = { previous, next, onClose };
  });

  useEffect(() => {
    closeRef.current?.focus();
    const { body } = document;
    const overflow = body.style.overflow;
    body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        handlers.current.previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        handlers.current.next();
      } else if (event.key === 'Tab') {
        const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        const inside = active instanceof Node && dialogRef.current?.contains(active);
        if (event.shiftKey && (active === first || !inside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !inside)) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      body.style.overflow = overflow;
    };
  }, []);

  if (!image) return null;
  const counter = `${index + 1} de ${total}`;

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[80] flex flex-col bg-black/95 text-white"
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_THRESHOLD_PX) return;
        if (end < start) next();
        else previous();
      }}
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <h2 id={titleId} className="line-clamp-1 text-sm font-bold sm:text-base">
          <span className="sr-only">Galeria de fotos: </span>
          {title}
        </h2>
        <div className="flex shrink-0 items-center gap-3">
          <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
            {counter}
          </p>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="rounded-full bg-white/10 p-2 hover:bg-white/20"
            aria-label="Fechar galeria"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
      </div>
      <figure className="flex min-h-0 flex-1 flex-col">
        <div className="relative min-h-0 flex-1">
          {loadedSrc !== image.src && (
            // The thumbnail already on the page, enlarged and blurred, with a spinner: never an empty
            // screen while the photo loads.
            <div className="absolute inset-0 flex items-center justify-center" data-testid="lightbox-carregando">
              {placeholders[index] && (
                // eslint-disable-next-line @next/next/no-img-element -- the grid's loaded thumbnail, reused as is
                <img src={placeholders[index]} alt="" aria-hidden="true" className="absolute inset-0 size-full object-contain opacity-80 blur-md" />
              )}
              <span role="status" className="relative h-12 w-12 animate-spin rounded-full border-4 border-white/30 border-t-white">
                <span className="sr-only">Carregando foto…</span>
              </span>
            </div>
          )}
          <OptimizedImage
            key={image.src}
            src={imageVariantUrl(image.src, 'post-large')}
            alt={image.legenda || `Foto ${counter}`}
            fill
            sizes="100vw"
            // Our post-large variant is at most this wide: a wider request would only make the optimiser work.
            maxWidth={VARIANT_WIDTHS['post-large']}
            onLoad={() => setLoadedSrc(image.src)}
            className="object-contain"
          />
          {total > 1 && (
            <>
              <button
                type="button"
                onClick={previous}
                className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80 sm:left-4"
                aria-label="Foto anterior"
              >
                <ChevronLeftIcon className="h-7 w-7" />
              </button>
              <button
                type="button"
                onClick={next}
                className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-3 hover:bg-black/80 sm:right-4"
                aria-label="Próxima foto"
              >
                <ChevronRightIcon className="h-7 w-7" />
              </button>
            </>
          )}
        </div>
        <figcaption className="min-h-14 px-4 py-3 text-center text-sm text-white/90 sm:text-base">{image.legenda}</figcaption>
      </figure>
    </div>,
    document.body,
  );
}
