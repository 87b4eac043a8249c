'use client';

import { OptimizedImage } from '@/components/ui/optimized-image';
import { useRef, useState } from 'react';
import { CameraIcon } from '@/components/ui/icons';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatPhotoCount } from '@/lib/domain/numbers';
import type { GalleryImage } from './gallery-items';
import { Lightbox } from './lightbox';

/** The post's photo gallery: square thumbnails that open the lightbox at the chosen photo. */
export function PostGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0) return null;

  const close = () => {
    setOpen(null);
    // Back to the thumbnail that opened the viewer, as a dialog should.
    opener.current?.focus();
  };

  return (
    <section aria-labelledby="galeria-da-postagem" className="mt-10">
      <h2 id="galeria-da-postagem" className="mb-4 flex items-center gap-2 text-xl font-black text-ink">
        <CameraIcon className="h-5 w-5 text-brand-700" />
        Galeria de fotos
        <span className="text-sm font-semibold text-muted">({formatPhotoCount(images.length)})</span>
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.src}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              className="group relative block aspect-square w-full overflow-hidden rounded-md bg-slate-200"
              aria-label={`Abrir foto ${index + 1} de ${images.length}${image.legenda ? `: ${image.legenda}` : ''}`}
            >
              <OptimizedImage
                src={imageVariantUrl(image.src, 'post-thumb')}
                unoptimized={/^https?:\/\//i.test(image.src)}
                alt=""
                fill
                sizes="(min-width: 768px) 190px, (min-width: 640px) 33vw, 50vw"
                className="object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <Lightbox images={images} index={open} title={title} onIndexChange={setOpen} onClose={close} />}
    </section>
  );
}
