import clsx from 'clsx';
import { PostImage } from '@/components/ui/post-image';
import { HeadphonesIcon } from '@/components/ui/icons';

/**
 * A show's or episode's square art (1:1, through next/image at the given size variant), or a
 * headphones tile when there is no picture.
 */
export function PodcastArt({
  src,
  alt,
  sizes,
  size = 'post-medium',
  priority,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  size?: 'post-large' | 'post-medium' | 'post-thumb';
  priority?: boolean;
  className?: string;
}) {
  if (src) return <PostImage src={src} alt={alt} size={size} aspect="1/1" sizes={sizes} priority={priority} className={clsx('rounded-lg', className)} />;
  return (
    <div className={clsx('flex aspect-square items-center justify-center rounded-lg bg-gradient-to-br from-brand-700 to-brand-900', className)} role="img" aria-label={alt}>
      <HeadphonesIcon className="h-1/3 w-1/3 text-white/80" />
    </div>
  );
}
