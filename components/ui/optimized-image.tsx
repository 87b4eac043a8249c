import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import clsx from 'clsx';
import { isExternalMedia, PHONE_IMAGE_MAX_WIDTH, PHONE_PORTRAIT_MEDIA, srcSetForFixedWidth, srcSetUpTo } from '@/lib/domain/media';

/**
 * next/image's responsive <img> (srcset through the optimiser, fixed box, lazy unless priority),
 * rendered as a plain element: no client component, so pages that only show images download no
 * image code. A priority image is also preloaded from <head>, as next/image does.
 *
 * Every attribute is in the page twice (HTML and RSC payload), so it is kept short: a filled image
 * gets classes instead of next/image's inline style, and one shown at a fixed width (`sizes` in px)
 * lists only the widths a screen of density 1 to 2 picks, not every configured width.
 */
export function OptimizedImage({
  priority,
  maxWidth,
  onLoad,
  objectPosition,
  ...props
}: ImageProps & {
  maxWidth?: number;
  /** A filled image's crop anchor (CSS object-position), e.g. from its focal point. */
  objectPosition?: string;
}) {
  // Our uploads go through the optimiser; another host's image is shown as it comes.
  const unoptimized = props.unoptimized ?? (typeof props.src === 'string' && isExternalMedia(props.src));
  const { props: generated } = getImageProps({ ...props, unoptimized, priority });
  const { style, ...img } = generated;
  const filled = Boolean(props.fill) && props.style === undefined;
  const fitted = img.srcSet && props.sizes ? srcSetForFixedWidth(img.srcSet, props.sizes) : img.srcSet;
  const srcSet = fitted && maxWidth ? srcSetUpTo(fitted, maxWidth) : fitted;
  // The page's first picture (LCP): a phone in portrait takes it at no more than twice its width.
  const phoneSet = priority && srcSet ? srcSetUpTo(srcSet, PHONE_IMAGE_MAX_WIDTH) : srcSet;
  const capped = phoneSet !== srcSet;
  if (priority && img.src) {
    const hint = { as: 'image', imageSizes: img.sizes, fetchPriority: 'high' } as const;
    if (capped) {
      preload(img.src, { ...hint, imageSrcSet: phoneSet, media: PHONE_PORTRAIT_MEDIA });
      preload(img.src, { ...hint, imageSrcSet: srcSet, media: `not all and ${PHONE_PORTRAIT_MEDIA}` });
    } else {
      preload(img.src, { ...hint, imageSrcSet: srcSet });
    }
  }
  const image = (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gave the alt and every attribute
    <img {...img} srcSet={srcSet} onLoad={onLoad} style={filled ? (objectPosition ? { objectPosition } : undefined) : style} className={filled ? clsx(img.className, 'fill-image') : img.className} />
  );
  if (!capped) return image;
  return (
    <picture className="contents">
      <source media={PHONE_PORTRAIT_MEDIA} srcSet={phoneSet} sizes={img.sizes} />
      {image}
    </picture>
  );
}
