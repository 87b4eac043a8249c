import { OptimizedImage } from '@/components/ui/optimized-image';
import { CameraIcon } from '@/components/ui/icons';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatPhotoCount } from '@/lib/domain/numbers';
import { GalleryGrid } from './gallery-grid';
import type { GalleryImage } from './gallery-items';

/**
 * The post's photo gallery. The thumbnails are rendered here, on the server, so the page ships no
 * image code; GalleryGrid makes them open the lightbox.
 */
export function PostGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="galeria-da-postagem" className="mt-10">
      <h2 id="galeria-da-postagem" className="mb-4 flex items-center gap-2 text-xl font-black text-ink">
        <CameraIcon className="h-5 w-5 text-brand-700" />
        Galeria de fotos
        <span className="text-sm font-semibold text-muted">({formatPhotoCount(images.length)})</span>
      </h2>
      <GalleryGrid
        images={images}
        title={title}
        thumbnails={images.map((image) => (
          <OptimizedImage
            key={image.src}
            src={imageVariantUrl(image.src, 'post-thumb')}
            alt=""
            fill
            sizes="(min-width: 768px) 190px, (min-width: 640px) 33vw, 50vw"
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ))}
      />
    </section>
  );
}
