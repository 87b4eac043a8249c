import { OptimizedImage } from '@/components/ui/optimized-image';
import type { Banner } from '@/lib/domain/banner';

/** A slide's picture for BannerCarousel, rendered on the server; the first one is the page's LCP. */
export function BannerImage({ banner, priority }: { banner: Banner; priority: boolean }) {
  return (
    <OptimizedImage
      src={banner.imagemUrl}
      alt=""
      fill
      priority={priority}
      sizes="(min-width: 1280px) 824px, (min-width: 1024px) 66vw, 100vw"
      className="object-cover"
    />
  );
}
