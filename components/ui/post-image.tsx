import { OptimizedImage } from '@/components/ui/optimized-image';
import clsx from 'clsx';
import { focalObjectPosition, type FocalPoint } from '@/lib/domain/focal-point';
import { imageVariantUrl, isMissingImageUrl, type ImageSize } from '@/lib/domain/media';

type Props = {
  src: string | null | undefined;
  alt: string;
  size: ImageSize;
  /** CSS aspect-ratio, e.g. '16/9'. The box is sized before the image loads: no layout shift. */
  aspect?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  /** The image's focal point: the fixed-ratio crop keeps it in frame. */
  focus?: FocalPoint | null;
};

export function PostImage({ src, alt, size, aspect = '16/9', sizes, priority, className, focus }: Props) {
  return (
    <div className={clsx('image-frame', className)} style={{ aspectRatio: aspect }}>
      {isMissingImageUrl(src) ? (
        <div className="no-image">Sem imagem</div>
      ) : (
        <OptimizedImage
          src={imageVariantUrl(src as string, size)}
          alt={alt}
          fill
          sizes={sizes}
          priority={priority}
          objectPosition={focalObjectPosition(focus)}
          className="card-image"
        />
      )}
    </div>
  );
}
