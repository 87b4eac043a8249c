import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's responsive <img> (srcset through the optimiser, fixed box, lazy unless priority),
 * rendered as a plain element: no client component, so pages that only show images download no
 * image code. A priority image is also preloaded from <head>, as next/image does.
 */
export function OptimizedImage({ priority, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, priority });
  if (priority && img.src) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gave the alt and every attribute
  return <img {...img} />;
}
