'use client';

import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { GalleryImage } from './gallery-items';

// The viewer's code (and the image code it needs) is fetched when a reader heads for a photo, not
// with the page: most readers never open the gallery.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** The gallery's square thumbnails (rendered on the server); a click opens the lightbox at that photo. */
export function GalleryGrid({ images, title, thumbnails }: { images: GalleryImage[]; title: string; thumbnails: ReactNode[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [placeholders, setPlaceholders] = useState<string[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const close = () => {
    setOpen(null);
    // Back to the thumbnail that opened the viewer, as a dialog should.
    opener.current?.focus();
  };

  return (
    <>
      <ul ref={list} className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4" onPointerEnter={loadLightbox} onFocus={loadLightbox} onTouchStart={loadLightbox}>
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                // The thumbnails as loaded (a cache hit): the viewer shows them while each photo loads.
                setPlaceholders([...(list.current?.querySelectorAll('li') ?? [])].map((item) => item.querySelector('img')?.currentSrc ?? ''));
                setOpen(index);
              }}
              className="group relative block aspect-square w-full overflow-hidden rounded-md bg-slate-200"
              aria-label={`Abrir foto ${index + 1} de ${images.length}${image.legenda ? `: ${image.legenda}` : ''}`}
            >
              {thumbnails[index]}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} placeholders={placeholders} index={open} title={title} onIndexChange={setOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
