import 'server-only';
import { getImageProps } from 'next/image';
import { isExternalMedia } from '@/lib/domain/media';
import type { LogoSources } from './header/site-logo';

/**
 * The station's logo through the image optimiser (256 px wide at density 1, 384 at 2: enough for a
 * logo 40–48 px tall). A 720-px PNG was the heaviest request beside the LCP picture on a
 * phone. Its aspect ratio is unknown, so the box is left to CSS (no width or height). A logo on
 * another host is sent as it is.
 */
export function logoSources(url: string): LogoSources {
  if (isExternalMedia(url)) return { src: url };
  const { props } = getImageProps({ src: url, alt: '', width: 192, height: 48 });
  return { src: props.src, srcSet: props.srcSet };
}
